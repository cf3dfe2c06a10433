import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKS } from '@verse/shared/scripture/books';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { discover, isEnglishWord, type DiscoverOptions, type EngineData } from './domain/discover.ts';
import { refOf } from './domain/fulltext.ts';
import { sceneTold } from './domain/scenes.ts';
import { readyEngineData } from './engine.ts';

let data: EngineData;
beforeAll(async () => {
  data = await readyEngineData();
});

const opts = (over: Partial<DiscoverOptions> = {}): DiscoverOptions => ({ version: 'WEB', limit: 5, today: '2026-11-25', seed: 1, ...over });
const texts = (id: number) => (['WEB', 'KJV'] as const).map((v) => data.corpus(v).text(refOf(data.index, id)) ?? '');
const english = (word: string) => isEnglishWord(data, word);
const references = (query: string) => discover(data, query, opts()).verses.map((v) => v.reference);

describe('stories told in one\'s own words, with no name of the passage', () => {
  it.each([
    ['the little man who climbed a sycamore tree to see jesus pass by', 'Luke 19:4-6', 'Luke 19:1'],
    ['the rooster crowed after peter said three times he did not know him', 'Luke 22:60-62', 'Luke 22:58'],
    ['two prisoners singing hymns at midnight when an earthquake shook the jail', 'Acts 16:25', 'Acts 16:26'],
    ['lady who touched the hem of his robe and was healed of bleeding', 'Mark 5:27-29', 'Mark 5:25'],
  ])('"%s" finds its passage, the verse that holds most of it, within its heart (%s), then the moment around it from %s', (query, lead, next) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query).slice(0, 2)).toEqual([lead, next]);
  });

  it.each([
    ['man who got thrown in with the lions for praying and god shut the lions mouths', 'Daniel 6:20-22'],
    ['my daughter (6) wants the story of the sneaky snake in the garden who talked the lady into eating the fruit', 'Genesis 3:6-7'],
    ['the talking donkey, i think the guy was bilam or something, he kept hitting it because it saw an angel he couldnt', 'Numbers 22:28-31'],
    // Numbers as Scripture spells them: "ten men who were lepers".
    ['10 lepers healed but only one came back to say thank you', 'Luke 17:15-17'],
  ])('"%s", a story told at length in everyday words, or past the words that ask for it, finds its passage and its heart (%s)', (query, heart) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query).slice(0, 2)).toContain(heart);
  });

  it('is not read where someone speaks of themselves', () => {
    expect(sceneTold(data.scenes(), data.index, 'the son who wasted his inheritance and ended up feeding the pigs', texts, english)?.refs).toEqual(['Luke 15:11-32']);
    const own = 'my son wasted his inheritance and ended up feeding the pigs';
    expect(sceneTold(data.scenes(), data.index, own, texts, english)).toBeUndefined();
    expect(discover(data, own, opts()).kind).not.toBe('reference');
  });

  it.each([
    ['the shepherd boy who beat the giant with one stone from his sling', '1 Samuel 17:40'],
    ['a guy lowered through a hole in the roof by his buddies to see jesus', 'Mark 2:3-5'],
    ['snakes biting everyone in the desert and they put a brass snake up on a pole and whoever looked at it lived', 'Numbers 21:8-9'],
    ['three guys wont bow to the statue so the king throws them in the fire', 'Daniel 3:'],
    ['general with leprosy told to dip in the jordan seven times', '2 Kings 5:'],
    ['bears attack the kids who called the prophet baldy', '2 Kings 2:23'],
    ['bones in a valley rattling together and getting skin and breath like an army', 'Ezekiel 37:'],
  ])('"%s" is told in everyday words for the ones Scripture uses (a boy and a youth, a giant and the Philistine, a guy and a man, brass and bronze, throws and cast, leprosy and a leper, attack and mauled), and finds %s', (query, lead) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query)[0]).toMatch(new RegExp(`^${lead}`));
  });

  it.each([
    ['he hits the rock with his stick and water comes out for the thirsty people in the desert', 'Exodus 17:'],
    ['she sits at his feet listening while her sister does all the serving', 'Luke 10:'],
    ['a viper comes out of the fire on the island and bites his hand and he shakes it off', 'Acts 28:'],
  ])('"%s", told in the present, finds the story Scripture tells in the past (sits and sat, hits and struck, shakes and shook): %s', (query, chapter) => {
    expect(discover(data, query, opts()).kind).toBe('reference');
    expect(references(query)[0]).toMatch(new RegExp(`^${chapter}`));
  });

  it('hears a story told at length through more than one of its moments: the calf made, then the tablets broken (Exodus 32:4 and 32:19)', () => {
    const query = 'they made a gold calf while he was up the mountain and he got so mad he smashed the stone tablets';
    expect(sceneTold(data.scenes(), data.index, query, texts, english)?.refs).toEqual(['Exodus 32:1-20']);
    expect(references(query)[0]).toBe('Exodus 32:19');
    // A short search with a word or two of a story is not told at length.
    expect(discover(data, 'holding the razor rn first time shaving', opts()).kind).not.toBe('reference');
  });

  it('is read past the words that ask for it ("my daughter asked about", "the story where"), not past one\'s own life', () => {
    for (const q of ['my daughter asked about the prophet who ran from god and was swallowed by a big fish', 'the story where the prophet ran from god and was swallowed by a big fish']) {
      expect(sceneTold(data.scenes(), data.index, q, texts, english)?.refs, q).toEqual(['Jonah 1:1-17', 'Jonah 2:1-10']);
      expect(references(q)[0], q).toBe('Jonah 1:15-17');
    }
    expect(sceneTold(data.scenes(), data.index, 'my daughter ran from god and was swallowed by a big fish', texts, english)).toBeUndefined();
  });

  it('is read past the scene\'s own words quoted in it, not past one\'s own', () => {
    expect(references('the criminal crucified next to jesus who heard today you will be with me in paradise')[0]).toBe('Luke 23:42-43');
    expect(references('queen esther going in to the king uninvited, if i perish i perish')[0]).toBe('Esther 4:14-16');
    expect(discover(data, 'the criminal crucified next to jesus, i will be with you soon', opts()).kind).not.toBe('reference');
  });

  it('is not read where every word it holds is a topic\'s (pregnancy, fear), though a story holds them all (Luke 2)', () => {
    const query = 'pregnant and terrified about giving birth';
    expect(sceneTold(data.scenes(), data.index, query, texts, english)?.refs).toEqual(['Luke 2:1-20']);
    expect(discover(data, query, opts()).kind).toBe('topics');
  });

  it('is not read where two stories hold it alike (Peter sinking from the boat, and the boats of the great catch)', () => {
    expect(sceneTold(data.scenes(), data.index, 'peter in the boat starting to sink', texts, english)).toBeUndefined();
  });

  it('weighs the English words Scripture never uses as part of what is said: most of a search is not a story because Scripture holds its common words', () => {
    for (const [query, story] of [
      ['deploying overseas next week, first deployment', 'Acts 20:7-12'],
      ['jumping overboard to swim with dolphins, verses on joy', 'Acts 27:13-44'],
    ]) {
      expect(sceneTold(data.scenes(), data.index, query, texts, english), query).toBeUndefined();
      expect(sceneTold(data.scenes(), data.index, query, texts, () => false)?.refs, query).toEqual([story]);
      expect(discover(data, query, opts()).kind, query).toBe('topics');
    }
    // Nor is such a word respelt into one the library knows ("replaying").
    expect(discover(data, 'deploying overseas next week, first deployment', opts()).topics[0]).toBe('military-deployment');
    // A word that is no English word weighs nothing: "thru" is a stop word, and a misspelling is tried again as respelt.
    expect(references('moses splits the sea and they walk thru on dry ground').slice(0, 3).some((r) => r.startsWith('Exodus 14:'))).toBe(true);
    expect(sceneTold(data.scenes(), data.index, 'friends cut a hole in the roof to get their paralized buddy to jesus', texts, english)).toBeDefined();
  });

  it('weighs two words of one of the story\'s names more than words its verses happen to hold; one alone, or two from different names, no more', () => {
    for (const [query, scene] of [
      ['daniel thrown in with the lions and they dont eat him', 'Daniel 6:'],
      ['ten men with leprosy get healed but only one comes back to say thank you', 'Luke 17:'],
      ['whose wife turned into salt', 'Genesis 19:'],
    ]) {
      expect(discover(data, query, opts()).kind, query).toBe('reference');
      expect(references(query)[0], query).toMatch(new RegExp(`^${scene}`));
    }
    // "raises" alone of "jesus raises jairus' daughter"; "feeding" and "two" of "feeding the five thousand" and "five loaves and two fish".
    for (const query of ['single dad raising two girls', 'postpartum and exhausted, feeding every two hours']) {
      expect(sceneTold(data.scenes(), data.index, query, texts, english), query).toBeUndefined();
    }
  });

  it('is read past the words that ask for it in a song, a doubt or a "where is that"', () => {
    for (const [query, scene] of [
      ['sunday school song about the wise man built his house upon the rock, where does jesus say that', 'Matthew 7:24-27'],
      ['song we sang in sunday school about a wee little man who climbed up in a sycamore tree', 'Luke 19:'],
      ['is it true a man lived inside a big fish for three days', 'Jonah 1:'],
    ]) {
      expect(references(query)[0], query).toMatch(new RegExp(`^${scene}`));
    }
  });

  it('hears the good samaritan told in everyday words: walked past, bandages, the innkeeper', () => {
    expect(references('man beaten by robbers on the road, priest walks past him but a stranger stops and bandages him up and pays the innkeeper').slice(0, 2)).toContain('Luke 10:33-34');
  });

  it('reads only the passages of the books that tell stories, and Ezekiel\'s visions', () => {
    const told = new Set(['law', 'history', 'gospel']);
    const scenes = data.scenes().all;
    expect(scenes.length).toBeGreaterThan(150);
    for (const scene of scenes) {
      for (const ref of scene.refs) {
        const book = BOOKS[parseCanonicalReference(ref)!.book];
        expect(told.has(book.genre) || ['Dan', 'Jonah', 'Ezek'].includes(book.osis), ref).toBe(true);
      }
    }
  });
});
