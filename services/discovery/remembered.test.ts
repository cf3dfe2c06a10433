import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_SUPPORT_MESSAGE } from '@verse/shared/api/schemas/discovery';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { discover, type DiscoverOptions, type EngineData } from './domain/discover.ts';
import { versesLooselyQuoted } from './domain/loose-quotes.ts';
import { namedPassage, preparePassages, type PassageFile } from './domain/passages.ts';
import { readyEngineData } from './engine.ts';
import { DATA_DIR } from './knowledge-files.ts';

let data: EngineData;
beforeAll(async () => {
  data = await readyEngineData();
}, 60_000);

const opts = (over: Partial<DiscoverOptions> = {}): DiscoverOptions => ({ version: 'WEB', limit: 5, today: '2026-11-25', seed: 1, ...over });
const references = (query: string, over?: Partial<DiscoverOptions>) => discover(data, query, opts(over)).verses.map((v) => v.reference);

describe('verses people half-remember and passages they name', () => {
  it.each([
    ['for i know the plans i have for you', 'Jeremiah 29:11'],
    ['be kind to one another', 'Ephesians 4:32'],
    ['the sermon on the mount', 'Matthew 5:1'],
    ['romans road', 'Romans 3:23'],
    ['the aaronic blessing', 'Numbers 6:24-26'],
    ['the parable of the sower', 'Matthew 13:3'],
    ['psalm twenty three', 'Psalms 23:1'],
    ['john three sixteen', 'John 3:16'],
    ['second timothy one seven', '2 Timothy 1:7'],
    ['10 commandments', 'Exodus 20:1'],
    ['the 7 churches', 'Revelation 2:1'],
    ['what is the lords prayer', 'Matthew 6:9'],
    ['the good samaritan story', 'Luke 10:33-34'],
    ['the story of noah', 'Genesis 7:16-18'],
    ['i can do all things through christ who strengthens me', 'Philippians 4:13'],
    ['weeping may endure for a night but joy comes in the morning', 'Psalms 30:5'],
    ['the truth will set you free', 'John 8:32'],
    ['do unto others as you would have them do unto you', 'Matthew 7:12'],
    ['the peace that passes all understanding', 'Philippians 4:7'],
    ['i can do all this through him who gives me strength', 'Philippians 4:13'],
    ['a cheerful heart is good medicine', 'Proverbs 17:22'],
    ['jesus feeds the five thousand', 'Matthew 14:19-21'],
    // Modern wordings whose words the versions do not share (keys in passages.json), and a saying that is not a verse.
    ['nothing can separate us from the love of god', 'Romans 8:38-39'],
    ['the steadfast love of the lord never ceases', 'Lamentations 3:22'],
    ['above all else guard your heart', 'Proverbs 4:23'],
    ['spare the rod spoil the child', 'Proverbs 13:24'],
    ['turn the other cheek', 'Matthew 5:39'],
    ["god won't give you more than you can handle", '1 Corinthians 10:13'],
    ['the writing on the wall', 'Daniel 5:25-28'],
    ['cast your cares on the lord and he will sustain you', 'Psalms 55:22'],
    ['in my father\'s house are many rooms', 'John 14:2'],
    ['forgive seventy times seven', 'Matthew 18:22'],
    ["where were you when i laid the earth's foundation", 'Job 38:4'],
    ['let your conversation be always full of grace seasoned with salt', 'Colossians 4:6'],
    ['above all love each other deeply because love covers over a multitude of sins', '1 Peter 4:8'],
    ['the one where god says he knows the plans he has for me', 'Jeremiah 29:11'],
    ['husbands love your wives', 'Ephesians 5:25'],
    ['fearfully and wonderfully made', 'Psalms 139:14'],
    ['the part about putting on the belt of truth and the breastplate of righteousness and the shield of faith', 'Ephesians 6:14'],
    ['new covenant prophecy write my law on their hearts', 'Jeremiah 31:33'],
    // A parable or a story named with or without "the parable of" and "the story of the": its heart first (`passages.json`).
    ['the workers in the vineyard', 'Matthew 20:14-16'],
    ['the story of the prodigal son', 'Luke 15:20-22'],
    ["gideon's fleece", 'Judges 6:36'],
    ['jesus turns water into wine', 'John 2:9-11'],
    ['moses parts the red sea', 'Exodus 14:21-22'],
    ['the woman who touched jesus cloak', 'Mark 5:27-29'],
    // A name only its story has, beside a longer telling in other words.
    ['tower of babel everybody suddenly speaking diffrent languages', 'Genesis 11:7-9'],
    ['martha stressed cooking while mary just sits at jesus feet', 'Luke 10:39'],
    ['david and goliath the little shepherd with five smooth stones and a sling beats the huge soldier', '1 Samuel 17:40'],
    // People of the Bible and what happened to them, asked as questions.
    ['who was melchizedek', 'Genesis 14:18-20'],
    ['who was enoch', 'Genesis 5:21-24'],
    ['why did jonah run from god', 'Jonah 1:1'],
    ['why did god flood the earth', 'Genesis 6:5-8'],
    ['peter denies jesus', 'Luke 22:60-62'],
    ['what did jesus say on the cross', 'Luke 23:34'],
    ['what is the mark of the beast', 'Revelation 13:16-18'],
  ])('"%s" leads with %s', (query, first) => {
    expect(references(query)[0]).toBe(first);
  });

  it.each([
    ['for i know the plans', 'Jeremiah 29:11'],
    ['bible verse for i know the plans', 'Jeremiah 29:11'],
    ['he heals the brokenhearted', 'Psalms 147:3'],
    ['the peace of god', 'Philippians 4:7'],
    ['encourage one another', '1 Thessalonians 5:11'],
    ['draw near to god', 'James 4:8'],
    ['the lord bless you', 'Numbers 6:24'],
    ['nothing can separate us', 'Romans 8:38-39'],
    ['eye has not seen', '1 Corinthians 2:9'],
  ])('the first words of a remembered wording, typed and left there, find its verse first: "%s"', (query, first) => {
    expect(references(query)[0]).toBe(first);
  });

  it.each([
    // A pair of words is a subject of its own ("life and death"), and a few words begin too many sayings ("the lord is").
    ['life and death', 'Proverbs 18:21'],
    ['the lord is', 'Psalms 34:18'],
  ])('a subject that begins a wording is not taken for it: "%s" does not lead with %s', (query, not) => {
    expect(references(query)[0]).not.toBe(not);
  });

  it.each([
    ['the lord is my shepherd i shall not want', 'Psalms 23:1'],
    ['and ye shall know the truth and the truth shall make you free', 'John 8:32'],
    ['for i know the thoughts that i think toward you', 'Jeremiah 29:11'],
    ['in the beginning god created the heavens and the earth', 'Genesis 1:1'],
    ['weeping may stay for the night but joy comes in the morning', 'Psalms 30:5'],
    // Words that mean something else in everyday speech ("lie down" is rest) are still the verse's own.
    ['he makes me lie down in green pastures', 'Psalms 23:2'],
    // Nearly word for word, and "the lord" for WEB's "yah".
    ['the spirit is willing but the flesh is weak', 'Matthew 26:41'],
    ['my ways are higher than your ways', 'Isaiah 55:9'],
  ])('a run of words from a verse, in either version, finds it first: "%s"', (query, first) => {
    expect(references(query)[0]).toBe(first);
  });

  it.each([
    ['no greater love than laying down your life for your friends', 'John 15:13'],
    ['you will know the truth and it will set you free', 'John 8:32'],
    ['the spirit is willing but the body is weak', 'Matthew 26:41'],
    ['they shall run and not get weary walk and not faint', 'Isaiah 40:31'],
    ['if my people who are called by my name will humble themselves and pray... heal their land', '2 Chronicles 7:14'],
  ])('a verse remembered in words of one\'s own, most of its words in its order, finds it first: "%s"', (query, first) => {
    expect(references(query)[0]).toBe(first);
  });

  it.each([
    ['cord of three strands', 'Ecclesiastes 4:12'],
    ['fought the good fight, finished the race', '2 Timothy 4:7'],
    ['verse about being transformed by renewing your mind', 'Romans 12:2'],
    ['as for me and my house we will serve the lord', 'Joshua 24:15'],
    ['let there be light', 'Genesis 1:3'],
    ['here i am lord send me', 'Isaiah 6:8'],
    ['a three fold cord is not quickly broken', 'Ecclesiastes 4:12'],
    ['unless a grain of wheat falls to the ground and dies it remains alone', 'John 12:24'],
    ['thou shalt not kill', 'Exodus 20:13'],
    ['wounded for our transgressions with his stripes we are healed', 'Isaiah 53:5'],
  ])('a remembered wording whose little words differ, its meaningful words in order, finds its verse first: "%s"', (query, first) => {
    expect(references(query)[0]).toBe(first);
  });

  it.each([
    ['the lord is my shepard i shall not want', 'Psalms 23:1'],
    ['i am the resurection and the life whoever believes in me will live even if he dies', 'John 11:25'],
  ])('a quote with a long word misspelt twice over finds its verse first: "%s"', (query, first) => {
    expect(references(query)[0]).toBe(first);
  });

  it.each([
    ['the heavens declare the glory of god and the firmament showeth his handywork', 'Psalms 19:1'],
    ['whosoever beleiveth in him should not perish', 'John 3:15'],
  ])('a quote broken by a word the version never uses, half of it or more word for word, finds its verse first: "%s"', (query, first) => {
    expect(references(query)[0]).toBe(first);
    expect(discover(data, query, opts()).support).toBeUndefined();
  });

  it('finds a wording key without the word that links it to the verse before: "i know the plans i have for you declares the lord"', () => {
    expect(references('i know the plans i have for you declares the lord')[0]).toBe('Jeremiah 29:11');
  });

  it('remembers a saying that goes on in the next verse as the verse that holds most of it', () => {
    const remembered = (query: string) => versesLooselyQuoted(data.index, data.library.verseRank, query).map((r) => `${r.book} ${r.chapter}:${r.verse}`);
    // Matthew is the 40th book (39 counted from Genesis at 0); Matthew 7:8 says much of 7:7 again.
    expect(remembered('ask and it shall be given you seek and ye shall find knock and it will be opened')).toEqual(['39 7:7']);
  });

  it.each([
    'seek and ye shall find knock and it shall be opened',
    'i am the resurection and the life whoever believes in me will live even if he dies',
  ])('answers a verse quoted with the verse, with no line of crisis support a learned reading would have added: "%s"', (query) => {
    expect(discover(data, query, opts()).support).toBeUndefined();
  });

  it.each([
    ['a drop in the bucket', 'Isaiah 40:15'],
    ['by the skin of my teeth', 'Job 19:20'],
    ['go the extra mile', 'Matthew 5:41'],
  ])('finds a saying of the Bible named alone, "%s", as its verse', (query, first) => {
    expect(references(query)[0]).toBe(first);
  });

  it('answers a saying used in a sentence of one\'s own as that sentence: "i need to go the extra mile at work but im exhausted"', () => {
    expect(references('i need to go the extra mile at work but im exhausted')[0]).not.toBe('Matthew 5:41');
  });

  it('still reads for crisis a verse quoted with words of one\'s own beside it', () => {
    expect(discover(data, 'to live is christ to die is gain and honestly dying sounds like gain right now, done fighting', opts()).support?.message).toBe(CRISIS_SUPPORT_MESSAGE);
  });

  it.each([
    ['does god hear me when i cry', 'Habakkuk 1:2'],
    ['my kids won\'t stop fighting', 'Jeremiah 51:30'],
    ['my dad is grieving my mom and won\'t eat', 'Proverbs 10:1'],
    ['where was god when my son died', 'Revelation 21:7'],
  ])('a question or a situation is not a verse remembered because a verse holds its words: "%s" does not lead with %s', (query, not) => {
    expect(references(query)[0]).not.toBe(not);
  });

  it('says why each card of a story or passage is there: its heart, the moment told, the passage in order; a reference asked for is asked for word for word', () => {
    const reasons = (query: string) => discover(data, query, opts()).verses.map((v) => v.reason);
    const told = reasons('jesus turns water into wine at the wedding');
    expect(told[0]).toBe('The moment you told, in the story it belongs to.');
    expect(told[1]).toBe('The heart of the story you asked for, before the rest of it in reading order.');
    expect(told[2]).toMatch(/^Part of the passage you asked for/);
    expect(reasons('the good samaritan')[0]).toBe('The heart of the story you asked for, before the rest of it in reading order.');
    expect(reasons('the lords prayer').every((r) => r.startsWith('Part of the passage you asked for'))).toBe(true);
    expect(reasons('psalm 91')[1]).toBe('You asked for Psalms 91:2, word for word.');
  });

  it('gives every card of a passage named or a story told the passage\'s title as its pill, not a topic that uses one of its verses', () => {
    const pills = (query: string) => [...new Set(discover(data, query, opts()).verses.map((v) => v.tags[0]))];
    expect(pills('jesus turns water into wine at the wedding')).toEqual(['The Wedding at Cana']);
    expect(pills("the lord's prayer")).toEqual(["The Lord's Prayer"]);
    expect(pills('jesus washes the disciples feet')).toEqual(["Jesus Washes the Disciples' Feet"]);
    expect(pills('john 3:16')).toEqual(['Eternal Life']);
  });

  it('a verse of fire and deep waters remembered in modern words is that verse, and carries no crisis line', () => {
    const answer = discover(data, 'when you go through deep waters i will be with you, when you walk through the fire you wont be burned', opts());
    expect(answer.verses[0].reference).toBe('Isaiah 43:2');
    expect(answer.support).toBeUndefined();
  });

  it('gives a named passage in reading order, all of it; a story its heart first, then the rest in order', () => {
    expect(references('the romans road')).toEqual(['Romans 3:23', 'Romans 6:23', 'Romans 5:8', 'Romans 10:9-10', 'Romans 10:13']);
    const rest = Array.from({ length: 22 }, (_, i) => `Luke 15:${11 + i}`).filter((r) => !['Luke 15:20', 'Luke 15:21', 'Luke 15:22'].includes(r));
    expect(references('the prodigal son')).toEqual(['Luke 15:20-22', ...rest]);
    expect(references('the prodigal son', { limit: 1 })).toEqual(['Luke 15:20-22']);
    // A story whose heart is its telling from the start, a short parable, is read from its start; so is a story asked why.
    expect(references('the parable of the lost sheep')[0]).toBe('Luke 15:3');
    expect(references('why did jonah run from god')[0]).toBe('Jonah 1:1');
  });

  it('a name that is a verse\'s own words gives that verse first, then its passage without it', () => {
    expect(references('be still and know that i am god')).toEqual(['Psalms 46:10', ...Array.from({ length: 11 }, (_, i) => `Psalms 46:${i + 1}`).filter((r) => r !== 'Psalms 46:10')]);
    expect(references('jesus wept')[0]).toBe('John 11:35');
    expect(references('jesus wept').filter((r) => r === 'John 11:35')).toHaveLength(1);
    expect(references('jesus wept', { limit: 1 })).toEqual(['John 11:35']);
    // The passage by its name alone starts with its heart.
    expect(references('the raising of lazarus')[0]).toBe('John 11:43-44');
    expect(references('faith without works is dead')[0]).toBe('James 2:26');
    expect(references('let everything that has breath praise the lord')[0]).toBe('Psalms 150:6');
    // A name that a verse also holds word for word ("hear ye therefore the parable of the sower") is still the passage's name.
    expect(references('the parable of the sower')[0]).toBe('Matthew 13:3');
  });

  it.each([
    ['david vs goliath', '1 Samuel 17:49-50'],
    ['jesus walking on water', 'Matthew 14:26-29'],
    ['jesus feeding the five thousand', 'Matthew 14:19-21'],
    ['sower parable', 'Matthew 13:3'],
  ])('a passage named in other words, "%s", starts at %s', (query, first) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query)[0]).toBe(first);
  });

  it.each([
    ['jonah swallowed by a whale', ['Jonah 1:15-17'], 'Jonah 1:1'],
    ['cain killed abel', ['Genesis 4:8-10'], 'Genesis 4:1'],
    ['peter walking on the water and sinking', ['Matthew 14:30', 'Matthew 14:26-29'], 'Matthew 14:22'],
    ['saul blinded by a light on the road to damascus', ['Acts 9:3-5'], 'Acts 9:1'],
  ])('a story told in one word beside its name, "%s", gives the verse that tells it, or the heart that holds it, and the heart (%s), then its passage from %s', (query, moment, start) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query).slice(0, moment.length + 1)).toEqual([...moment, start]);
  });

  it.each([
    ['where david kills goliath with a sling and a stone', ['1 Samuel 17:49-50', '1 Samuel 17:47', '1 Samuel 17:48'], '1 Samuel 17:32'],
    ['king solomon says cut the baby in half', ['1 Kings 3:24-27', '1 Kings 3:22', '1 Kings 3:23'], '1 Kings 3:16'],
    ['jesus feeds 5000 people with 5 loaves and 2 fish', ['Matthew 14:17', 'Matthew 14:19-21', 'Matthew 14:14', 'Matthew 14:15', 'Matthew 14:16'], 'Matthew 14:13'],
  ])('a story told in more words, "%s", gives the moment told, the verse that holds most of it first, the heart beside it (%s), then its passage from %s', (query, moment, start) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query).slice(0, moment.length + 1)).toEqual([...moment, start]);
  });

  it.each([
    ['psalm 46 be still', ['Psalms 46:10', 'Psalms 46:1']],
    ['forty sixth psalm be still', ['Psalms 46:10', 'Psalms 46:1']],
    ['romans 8 nothing can separate us', ['Romans 8:38-39', 'Romans 8:1']],
    ['read me isaiah 53 suffering servant', ['Isaiah 53:1', 'Isaiah 53:2']],
    ['the suffering servant isaiah 53', ['Isaiah 53:1', 'Isaiah 53:2']],
  ])('a reference said with words it holds, "%s", gives the reference, the verse those words quote first', (query, first) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query).slice(0, 2)).toEqual(first);
  });

  it.each([
    ['the lords prayer our father', 'Matthew 6:9'],
    ['the beatitudes blessed are the poor in spirit', 'Matthew 5:3'],
  ])('a passage called by two of its names, "%s", starts at %s', (query, first) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query)[0]).toBe(first);
  });

  it.each(['verses about hope kjv', 'i feel anxious king james', 'i want to die kjv', 'our father who art in heaven the lords prayer kjv'])(
    'a version named beside words of one\'s own, "%s", answers in that version',
    (query) => {
      const verses = discover(data, query, opts()).verses;
      expect(verses.length).toBeGreaterThan(0);
      expect(verses.every((v) => v.version === 'KJV')).toBe(true);
    },
  );

  it('a reference said with words it does not hold is a search of those words', () => {
    expect(discover(data, 'psalm 23 for my moms funeral', opts()).kind).toBe('topics');
  });

  it.each([
    ['magnificat marys song', 'Luke 1:46'],
    ['ten commandmants list', 'Exodus 20:1'],
    ['list of the ten commandments', 'Exodus 20:1'],
  ])('a passage called by two of its names or with the words that ask for it, "%s", starts at %s', (query, first) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query)[0]).toBe(first);
  });

  it.each([
    ['my daughter wants the story of david and goliath', '1 Samuel 17:49-50'],
    ['my grandson asked for the one about jonah and the whale', 'Jonah 1:15-17'],
    ['lots wife pillar of salt', 'Genesis 19:24-26'],
    ['elijah and the ravens', '1 Kings 17:4-6'],
    ['the handwriting on the wall', 'Daniel 5:25-28'],
    ['the sun stood still', 'Joshua 10:12-14'],
    ['mary magdalene at the tomb', 'John 20:15-16'],
    ['aaron and hur hold up moses arms', 'Exodus 17:11-12'],
  ])('a story asked for past the words that ask for it, or by another of its names, "%s", begins with its heart, or is one card (%s)', (query, heart) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query)[0]).toBe(heart);
  });

  it('the instant answer to a story told is the verse that tells it, or the heart that holds it', () => {
    expect(references('jonah swallowed by a whale', { limit: 1 })).toEqual(['Jonah 1:15-17']);
    expect(references('peter walking on the water and sinking', { limit: 1 })).toEqual(['Matthew 14:30']);
  });

  it('a sentence that holds a story\'s name but says nothing else of it is not the story', () => {
    for (const q of ['a husband praying for his wife', 'the water under the bridge looks peaceful tonight, what a lovely walk', "my prodigal son won't call me back"]) {
      expect(discover(data, q, opts()).kind, q).not.toBe('reference');
    }
  });

  it.each([
    ['ten commandmnets', 'Exodus 20:1'],
    ['the parable of the prodical son', 'Luke 15:20-22'],
    ['the good samartian', 'Luke 10:33-34'],
  ])('a passage named with a typo, "%s", starts at %s', (query, first) => {
    expect(references(query)[0]).toBe(first);
  });

  it('a chapter named for its subject is named with "chapter": "love" alone is the topic, not the love chapter', () => {
    expect(references('the love chapter')[0]).toBe('1 Corinthians 13:1');
    expect(references('the resurrection chapter')[0]).toBe('1 Corinthians 15:50');
    for (const q of ['love', 'faith']) expect(discover(data, q, opts()).kind, q).not.toBe('reference');
  });

  it('a library phrase, or a topic in the words of a remembered verse, named loosely like a passage is still its topic', () => {
    for (const q of ['husband and wife', 'saved by grace', 'mustard seed faith', 'scripture for strength and courage']) expect(discover(data, q, opts()).kind, q).not.toBe('reference');
  });

  it('a whole chapter comes whole and in order, however many verses the answer usually has', () => {
    expect(references('psalm 91')).toEqual(Array.from({ length: 16 }, (_, i) => `Psalms 91:${i + 1}`));
    expect(references('psalm twenty three', { limit: 10 })).toHaveLength(6);
    // The instant answer is still one verse.
    expect(references('psalm 91', { limit: 1 })).toEqual(['Psalms 91:1']);
  });

  it('a version named in the query is the version of the answer', () => {
    const [kjv] = discover(data, 'john 3:16 kjv', opts()).verses;
    expect(kjv).toMatchObject({ reference: 'John 3:16', version: 'KJV' });
    expect(kjv.text).toBe(loadCorpus('KJV').text(parseCanonicalReference('John 3:16')!));
    expect(discover(data, 'psalm 23 king james version', opts()).verses[0].version).toBe('KJV');
    expect(discover(data, 'John 3:16 web', opts({ version: 'KJV' })).verses[0].version).toBe('WEB');
  });

  it('reads a number in a sentence about oneself or a date without the reference parser, and a reference with it', () => {
    let parsed = 0;
    const counting: EngineData = { ...data, parseReferences: (q, v) => (parsed++, data.parseReferences(q, v)) };
    expect(discover(counting, "i'm 17 and my parents scream at me every day", opts()).kind).toBe('topics');
    expect(discover(counting, 'my husband lost his job and we have three kids', opts()).kind).toBe('topics');
    expect(discover(counting, "i'm turning 60 next month", opts()).kind).toBe('topics');
    expect(discover(counting, 'december 25th', opts()).kind).toBe('date');
    expect(parsed).toBe(0);
    expect(discover(counting, 'am 5 24', opts()).verses[0].reference).toBe('Amos 5:24');
    expect(parsed).toBe(1);
  });

  it('leaves ordinary words alone', () => {
    // "one another" is not a reference, and "web" in a sentence is not a version.
    expect(discover(data, 'how do i love one another', opts()).kind).not.toBe('reference');
    expect(discover(data, 'caught in a web of lies', opts({ version: 'KJV' })).verses[0].version).toBe('KJV');
  });

  it('names at least 150 passages, every reference in both versions', () => {
    const file = JSON.parse(readFileSync(join(DATA_DIR, 'passages.json'), 'utf8')) as PassageFile;
    expect(file.passages.length).toBeGreaterThanOrEqual(150);
    const refs = [...file.passages.flatMap((p) => p.refs), ...file.wordings.map((w) => w.ref)];
    for (const ref of refs) {
      const parsed = parseCanonicalReference(ref);
      expect(parsed, ref).not.toBeNull();
      for (const version of ['WEB', 'KJV'] as const) expect(loadCorpus(version).text(parsed!), `${ref} ${version}`).toBeTruthy();
    }
    // Each name, as a query frames it ("the", "the parable of", "story"), is its own passage's and no other's.
    const passages = preparePassages(file);
    for (const p of file.passages) for (const name of p.names) expect(namedPassage(passages, name), name).toEqual(p.refs);
  });

  it('gives a story\'s heart as one card of up to four verses inside the story, for most of the stories', () => {
    const file = JSON.parse(readFileSync(join(DATA_DIR, 'passages.json'), 'utf8')) as PassageFile;
    const withHeart = file.passages.filter((p) => p.heart !== undefined);
    expect(withHeart.length).toBeGreaterThanOrEqual(150);
    for (const p of withHeart) {
      const heart = parseCanonicalReference(p.heart!);
      expect(heart, p.heart).not.toBeNull();
      const verses = (heart!.endVerse ?? heart!.verse) - heart!.verse + 1;
      expect(verses, p.heart).toBeLessThanOrEqual(4);
      const inside = p.refs.map(parseCanonicalReference).some((r) => r && r.book === heart!.book && r.chapter === heart!.chapter && r.verse <= heart!.verse && (heart!.endVerse ?? heart!.verse) <= (r.endVerse ?? r.verse));
      expect(inside, `${p.heart} in ${p.refs.join('; ')}`).toBe(true);
    }
  });
});
