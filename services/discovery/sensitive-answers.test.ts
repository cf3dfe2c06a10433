import { beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_SUPPORT_MESSAGE, GENTLE_SUPPORT_MESSAGE } from '@verse/shared/api/schemas/discovery';
import { discover, type EngineData } from './domain/discover.ts';
import { DENIED_WORDS } from './domain/sensitive.ts';
import { crisisLeaning } from './domain/crisis-doubt.ts';
import { modelReadsCrisis } from './domain/crisis-model.ts';
import { gramsReadCrisis } from './domain/crisis-grams.ts';
import { meaningReadsCrisis } from './domain/crisis-meaning.ts';
import { readyEngineData } from './engine.ts';
import { readCrisisSet } from '../../tests/quality/evaluate.ts';

let data: EngineData;
beforeAll(async () => {
  data = await readyEngineData();
}, 60_000);

const ask = (query: string, limit = 5) => discover(data, query, { version: 'WEB', limit, today: '2025-06-10' });
const HARSH_TOPICS = ['Scary Bible Verses', 'Judgment Day', 'Hell', 'What Happens When We Die', 'The Fear of the Lord'];
/** Denied words the composed words build on: quoted search words or "what it says about …". */
const deniedIn = (text: string) =>
  [...text.matchAll(/“([^”]+)”|what it says about ([\w ]+)/g)].flatMap((m) => (m[1] ?? m[2]).split(/\W+/)).filter((w) => DENIED_WORDS.includes(w.toLowerCase()));

describe('answers to sensitive searches', { timeout: 30_000 }, () => {
  it.each([
    'I want to kill myself',
    'I want to die',
    'i wish i was dead',
    'end my life',
    'end it all',
    'self harm',
    'hurt myself',
    'cutting myself',
    'suicide',
    'suicidal',
    'sucidal',
    "don't want to live",
    'no reason to live',
  ])('"%s" leads with Not Wanting to Live and carries the crisis message', (q) => {
    const r = ask(q);
    expect(r.topics[0]).toBe('suicidal-thoughts');
    expect(r.verses[0].reference).toBe('Psalms 34:18');
    expect(r.verses[0].tags[0]).toBe('Not Wanting to Live');
    expect(r.support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
    expect(r.queryType).toBe('emotion');
    for (const v of r.verses) expect(v.tags.some((t) => HARSH_TOPICS.includes(t)), `${q} → ${v.reference}`).toBe(false);
  });

  // Someone grieving a suicide is answered as one who grieves, the line still shown.
  const crisisTopics = ['Not Wanting to Live', 'Hopelessness', 'Losing Someone to Suicide'];
  it('answers every crisis phrasing with the crisis line and verses of despair, hope or comfort in that loss, never the trigger word', () => {
    for (const q of readCrisisSet('crisis').positive) {
      const r = ask(q);
      expect(r.support, q).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
      for (const v of r.verses) expect(v.tags[0], `${q} → ${v.reference}`).toBeOneOf(crisisTopics);
    }
  });

  it('shows the crisis line on an ordinary search of either set only rarely, where a learned reading is sure or both agree, and never on one word of a despairing phrase', () => {
    const negatives = [...readCrisisSet('crisis').negative, ...readCrisisSet('crisis-heldout').negative];
    const lines = negatives.map((q) => ask(q).support?.message);
    // A negative taught to both learned readings may still lean far enough ("im about to sleep forever tonight, so
    // tired"), for one of them to be sure or for both to agree; a few in a thousand do, more as each set teaches twins
    // written as near its positives as words allow. No pattern hears one. The dev set's everyday searches: none
    // by agreement (`crisis-doubt.test.ts`).
    const alarmed = negatives.filter((_, i) => lines[i] === CRISIS_SUPPORT_MESSAGE);
    const learned = (q: string) =>
      modelReadsCrisis(data.crisisModel, q) ||
      meaningReadsCrisis(data.crisisMeaning, q) ||
      gramsReadCrisis(data.crisisGrams, data.crisisModel, data.crisisMeaning, q) ||
      crisisLeaning(data.crisisModel, data.crisisMeaning, q) === 'agreed';
    for (const q of alarmed) expect(learned(q), q).toBe(true);
    expect(alarmed.length / negatives.length).toBeLessThan(1 / 200);
    // A search with nearly every word of a crisis may carry the gentle line (`crisis-doubt.ts`); few do.
    expect(lines.filter((m) => m === GENTLE_SUPPORT_MESSAGE).length / negatives.length).toBeLessThan(1 / 100);
    for (const q of ['my joy disappeared', 'tired of living with my parents', 'tired of living paycheck to paycheck', 'how do i stop being so negative']) {
      expect(ask(q).support, q).toBeUndefined();
      expect(ask(q).topics, q).not.toContain('suicidal-thoughts');
    }
    // Part of a despairing phrase, or one said the other way, is not despair.
    for (const q of ['better off without him', 'my life is worth living']) expect(ask(q).support, q).toBeUndefined();
    // Thirteen thousand searches answered whole: about 25 s alone, more beside the other suites.
  }, 90_000);

  it.each([
    'how can god forgive me after everything ive done',
    'after all i have done will god forgive me',
    'after everything i have done can god still love me',
  ])('answers forgiveness asked for the past ("%s") with no line of crisis support, which the learned readings would add', (q) => {
    expect(ask(q).support).toBeUndefined();
  });

  it.each(['will god forgive me if i kill myself', 'god forgive me for what i am about to do tonight', 'after all i have done god forgive me, i am ending it tonight'])(
    'still hears a crisis beside forgiveness asked for: "%s"',
    (q) => expect(ask(q).support?.message).toBe(CRISIS_SUPPORT_MESSAGE),
  );

  it('lets no reading take a question about the Bible, or a search about an everyday activity, for a crisis', () => {
    // A reading that hears a crisis in everything: the study and the activity must still be answered as such.
    const alarmed = { ...data, crisisModel: { bias: 20, features: [], weights: [] } };
    const askAlarmed = (q: string) => discover(alarmed, q, { version: 'WEB', limit: 5, today: '2025-06-10' });
    expect(askAlarmed('i feel so heavy and tired today').support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
    for (const q of ['for me to live is christ and to die is gain, meaning of philippians 1:21', 'cut myself slicing onions again', 'i want to go sledding and not come back until dark', 'im 15 and my parents wont let me date, does the bible say anything', 'not pretty enough for anyone to ever want to date me']) {
      expect(askAlarmed(q).support, q).toBeUndefined();
    }
  });

  it.each([
    ['samson asked to die with the philistines, i am praying the same', true],
    ['moses begged god to kill him and honestly same', true],
    ['elijah asked god to take his life and i am asking too', true],
    ['judas hanged himself and i get why he did it', true],
    ['kms lol but fr i want to', true],
    ['samson asked to die with the philistines, what does judges 16 say about it', false],
    ['why did elijah ask god to take his life, sermon notes', false],
    ['kms this group project is so bad lol', false],
    ['kms my sister ate my fries 😂 verse for patience', false],
    // A new believer's joy and a boss's yelling endured, which the learned readings heard in a blind everyday round.
    ['just got saved last week!! so happy but kinda scared ill mess it all up', false],
    ['my boss yelled at me in front of everyone today and i just stood there and took it', false],
    ['just got saved last week and i still want to die', true],
    // Old age's looks: a man of 71 whom nobody sees, and his twin who says dying beside them.
    ['im 71 and wrinkled and gray, feels like nobody even sees me anymore', false],
    ['im 71 and wrinkled and nobody sees me anymore, i want to die', true],
    // Matters of every day: a spouse gone to someone else, a patient lost, drugs found in a child's room, a year sober, a soldier home, a retirement, friends who hung out without me, a mother who no longer knows me, results waited on, forgiving again; and the patterns still heard beside them.
    ['he left me for someone else and now i feel worthless and unwanted', false],
    ['night shift nurse. lost a patient tonight, young mom, 34. sitting in my car in the parking garage and cant stop shaking', false],
    ['found pills and a vape in my 16yo sons room and he just lied to my face about it', false],
    ["he left me for someone younger and i'm going to take all of my sleeping pills with a bottle of wine", true],
    ['one year sober today. 365 days. never thought id make it', false],
    ['i came back from iraq and nothing means anything anymore. job, church, all of it feels empty. what am i even for now', false],
    ['came back from iraq and i am going to end it tonight', true],
    ['retired last month after 40 years at the plant and i dont know what to do with myself', false],
    ['just retired and i want to die', true],
    ['all my friends hung out without me and posted it on their story... feel so left out', false],
    ['my friends hung out without me and i want to hang myself', true],
    ['mum has dementia and doesnt know who i am anymore, im her full time carer', false],
    ['taking care of my mom with dementia 6 yrs. once shes in the home im going too. already decided', true],
    ['waiting on biopsy results since tuesday and i cant stop thinking about it', false],
    ['how many times am i supposed to forgive someone who keeps doing the same thing to me', false],
    // What happens when we die, asked of everyone; and asked by one who wants to find out.
    ['what happens to us after we die? im 84 and think about it alot', false],
    ['what happens when we die, i want to find out tonight', true],
    ['where do babies go when they die? my sister lost hers and she keeps asking me', false],
    // Stay or go in a marriage, helping or enabling a brother, the keys taken at ninety; and their twins who say their ending.
    ['found texts on my wifes phone. shes been seeing someone for a year. do i stay or go', false],
    ['found texts on my wifes phone. do i stay or go, i want to die', true],
    ['my brother is an alcoholic and keeps asking me for money. am i helping or making it worse', false],
    ['i turned 90 in april and the doctor says no more driving. it feels like the end of being my own person', false],
    ['the doctor says no more driving and i want to die', true],
    ['planning my own funeral at 85', false],
    ['planning my own funeral at 85 because i am going to end it', true],
    ['did my boy die because i didnt have enough faith for him to be healed', false],
    ['did my son die because of me, i want to die too', true],
    // A child asked who to live with, the worst mom in the world after yelling, a secret told, a father finally forgiven, who wrote the Bible; and their twins.
    ['im 14 and my parents are getting divorced and they both keep asking me who i want to live with', false],
    ['my parents keep asking who i want to live with and i want to kill myself', true],
    ['i yelled at my kids again tonight and i feel like the worst mom in the world', false],
    ['i feel like the worst mom in the world and i want to die', true],
    ['feel like im failing as a dad. yelled at my boys again tonight and saw my own father in me', false],
    ['yelled at my boys again tonight, they would be better off without me, i am going to end it', true],
    ['me and my sister havent spoken since moms funeral 6 years ago and she just texted me out of nowhere', false],
    ['havent been the same since moms funeral and i want to join her tonight', true],
    ['my best friend told everyone my secret. betrayed and hurt', false],
    ['finally forgave my father after all these years and i feel lighter than i have in my whole life', false],
    ['finally forgave my father and now i am ready to end it', true],
    ['who actually wrote the bible and why should i trust it wasnt just made up by men', false],
    // A death told in faith's words, and its twin who means to follow.
    ['my mom went to be with the lord last week', false],
    ['my mom went to be with the lord last week and i want to go be with her tonight', true],
    ['where do people go when they die? i want to be there tonight', true],
    // A story of Scripture told with nothing said of the writer, and its twin who says something of themselves.
    ['prostitute who hid two spies on her roof and let them down the wall with a rope, red cord in the window saved her family', false],
    ['his friend was dead 4 days, he cried, then told them take away the stone and called him out of the grave', false],
    ['hid two spies on her roof and let them down the wall with a rope, thats me with the rope tonight', true],
  ])('lets the learned readings hear a figure of the Bible taken up as the writer\'s own, and not study, "kms" laughed at an everyday cause, a new faith, an insult endured, wrinkles, an everyday matter, the afterlife asked about or a story told: "%s" → %s', (q, heard) => {
    const alarmed = { ...data, crisisModel: { bias: 20, features: [], weights: [] } };
    const support = discover(alarmed, q, { version: 'WEB', limit: 5, today: '2025-06-10' }).support;
    expect(support?.message === CRISIS_SUPPORT_MESSAGE).toBe(heard);
  });

  it.each(['i hate my haircut so much', 'i hate my commute', 'i hate my outfit today', 'i hate my new glasses'])(
    'answers "%s" with contentment, not with loving one\'s enemies',
    (q) => {
      const r = ask(q, 10);
      expect(r.verses[0].tags[0]).toBe('Contentment');
      expect(r.verses.map((v) => v.text).join(' ')).not.toMatch(/enem/i);
    },
  );

  it('does not read "dead inside, no joke is funny" as laughter', () => {
    const r = ask('im dead inside, no joke is funny', 10);
    expect(r.verses[0].tags[0]).not.toBe('Joy');
  });

  it('answers a crisis that mentions hate with despair and hope, not with loving one\'s enemies', () => {
    const r = ask('i hate my life and everyone in it', 10);
    expect(r.support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
    expect(r.verses.map((v) => v.text).join(' ')).not.toMatch(/enem/i);
  });

  it.each([
    ['this homework is killing me', 'Overwhelmed|Back to School|Stress'],
    ["i'm dead tired", 'Weariness'],
    ['dying of laughter', 'Joy'],
    ['my phone died', 'Frustration'],
    ['bored to death', 'Bored and Purposeless'],
    ["i'm at the end of my rope", 'Overwhelmed'],
    ['dying to self', 'Discipleship'],
    // A fifty-ninth batch, death and killing idioms as a tester would write them.
    ['my feet are killing me after that hike', 'Weariness'],
    ['that joke killed me', 'Joy'],
    ['my plants keep dying no matter what i do', 'Feeling Like a Failure|Frustration'],
    ["i'd kill for a nap", 'Weariness|Rest and Sabbath'],
    ['this cold is the death of me', 'Weariness|Sickness'],
    ['my phone is on 1 percent and about to die', 'Frustration'],
    ['i could die for a slice of pizza right now', 'Mealtime Grace'],
    ['saying goodbye to my college friends after graduation', 'Graduation|Farewell and Sending Off'],
    ["i'm going to crash after this long week", 'Rest and Sabbath|Weariness'],
    ["i'm so tired i could sleep for a week", 'Weariness'],
    // A hundred-and-sixteenth batch: another's phone, a car, shame and cringe, and being dead serious.
    ['the phone died and i missed the call', 'Frustration'],
    ['our car died in the parking lot', 'Frustration'],
    ['i almost died of shame when i tripped on stage', 'Embarrassed'],
    ['i nearly died of cringe at the wedding', 'Embarrassed'],
    ["i'm dead serious about getting baptized", 'Baptism|Baptism Day'],
    // A hundred-and-eighteenth batch: nearly dying when a crush texted back.
    ['i almost died when my crush texted back', 'Feeling Happy|Nervous'],
    ['i literally died when my boss walked in', 'Feeling Happy|Nervous'],
    // A hundred-and-nineteenth batch: dead at a meme, and sleeping in forever.
    ["i'm dead, this meme is hilarious", 'Joy'],
    ['lmao im dead', 'Joy'],
    ['i want to sleep in forever on saturday', 'Weariness|Rest and Sabbath'],
    // A hundred-and-twentieth batch: sleeping in, and crashing on the couch.
    ['i wish i could sleep in tomorrow morning', 'Weariness|Rest and Sabbath'],
    ['want to crash on the couch all day', 'Weariness|Rest and Sabbath'],
    // A hundred-and-twenty-second batch: what is "calling my name".
    ['the pizza is calling my name', 'Temptation'],
    ['my bed is calling me', 'Weariness|Rest and Sabbath'],
  ])('reads the idiom "%s" in its plain sense: %s, no verses about dying and no crisis line', (q, topic) => {
    const r = ask(q);
    expect(r.support).toBeUndefined();
    expect(r.verses[0].tags[0]).toMatch(new RegExp(`^(?:${topic})$`));
    for (const v of r.verses) expect(v.tags.join(' '), `${q} → ${v.reference}`).not.toMatch(/Die|Death|Dying|Grief|Not Wanting/);
  });

  it.each([
    ['is the suicide squad game any good', 'Not Wanting to Live'],
    ['i want to shoot hoops after school', 'War and Violence in the News'],
    ['suicide doors on a car are they safe', 'Not Wanting to Live'],
  ])('does not answer "%s", a title, a game or a car part, with %s', (q, topic) => {
    const r = ask(q, 10);
    expect(r.support).toBeUndefined();
    for (const v of r.verses) expect(v.tags, `${q} → ${v.reference}`).not.toContain(topic);
  });

  it.each(['dying my hair blue tonight', "i'm dying my hair red", 'i want to die my hair pink', 'can i die fabric with coffee', 'whats the best way to die easter eggs with kids'])('reads "%s" as dyeing it, with no verses about dying', (q) => {
    const r = ask(q, 10);
    expect(r.support).toBeUndefined();
    expect(r.verses.length).toBeGreaterThan(0);
    for (const v of r.verses) expect(v.tags.join(' '), `${q} → ${v.reference}`).not.toMatch(/Die|Death|Dying|Grief|Not Wanting/);
  });

  it.each(['i want jesus to take the wheel of my life', 'jesus take the wheel'])('reads "%s" as trust, not as a life taken', (q) => {
    const r = ask(q, 10);
    expect(r.topics[0]).toBe('trusting-god');
    for (const v of r.verses) expect(v.tags.join(' '), `${q} → ${v.reference}`).not.toMatch(/Suicide|Not Wanting/);
  });

  it.each([
    "i think i'm going to kill this workout tonight",
    'about to kill this presentation tomorrow',
    'came dead last in the race again',
    "i'd rather be dead last in the race than not run at all",
    "i can't find a reason to live in california anymore",
    // Seeing one's children is not the question of seeing a child again in heaven.
    'ima end my shift early tn to see my kids',
    'i want to live long enough to see my daughter married',
    "i'm alive and so blessed to see my kids grow",
  ])('reads "%s" in its everyday sense, with no verses about death and no crisis answer', (q) => {
    const r = ask(q, 10);
    expect(r.support).toBeUndefined();
    for (const v of r.verses) expect(v.tags.join(' '), `${q} → ${v.reference}`).not.toMatch(/Die|Death|Dying|Not Wanting|Suicid/);
  });

  it.each(['my dying wish is to see my kids saved', 'praying to see my kids saved before i die'])('answers "%s" with praying for a loved one who does not believe', (q) => {
    const r = ask(q, 10);
    expect(r.support).toBeUndefined();
    expect(r.topics[0]).toBe('unbelieving-loved-one');
  });

  it.each(['i have a dentist appointment', 'my appointment got cancelled'])('reads "%s" as a plan for the day, not as the day appointed to die', (q) => {
    const r = ask(q, 10);
    expect(r.verses.map((v) => v.reference)).not.toContain('Hebrews 9:27');
    for (const v of r.verses) expect(v.tags.join(' '), `${q} → ${v.reference}`).not.toMatch(/Dead|Death|Die|Dying/);
  });

  it.each(['i put my dog to bed early today, he was so tired', 'putting the cat to bed now'])('reads "%s" as bedtime, not as a pet put to sleep', (q) => {
    expect(ask(q, 10).topics).not.toContain('pet-loss');
  });

  it.each(['feeling hella sleepy tn', 'this party is hella fun'])('reads "hella" in "%s" as very, not as hell', (q) => {
    expect(ask(q, 10).topics).not.toContain('hell');
  });

  it.each(['my life is hell', 'work is hell right now', 'this migraine is hell', 'going through hell', 'my life is a living hell'])(
    'reads "%s" as suffering, not as eternal punishment',
    (q) => {
      const r = ask(q, 10);
      expect(r.topics).not.toContain('hell');
      expect(r.topics).toContain('why-suffering');
    },
  );

  it.each(['is hell real', 'what is hell', 'hell is real', 'is hell fire literal'])('still answers "%s" from Hell', (q) => {
    expect(ask(q, 10).topics[0]).toBe('hell');
  });

  it.each(['she left me and took the kids, how do i survive this', 'he left and took the kids', 'she took the kids and left'])(
    'answers "%s" from Divorce, not from the Rapture',
    (q) => {
      const r = ask(q, 10);
      expect(r.topics[0]).toBe('divorce');
      expect(r.topics).not.toContain('rapture');
    },
  );

  it.each([
    ["i keep my late husband's bible by the bed", 'death-of-spouse'],
    ["my late wife's birthday is today", 'death-of-spouse'],
    ['our late son would have been 18 today', 'death-of-child'],
  ])('grieves "%s": a late husband, wife or son died', (q, topic) => {
    // A late wife's birthday may lead with the days after a loss; the death is read either way.
    expect(ask(q, 10).topics.slice(0, 2)).toContain(topic);
  });

  it.each(['got diagnosed with als, i want to make the most of the time i have left', 'my dad has als'])('answers "%s" from Someone Who Is Dying: ALS is a terminal illness', (q) => {
    const r = ask(q, 10);
    expect(r.topics[0]).toBe('someone-dying');
    expect(r.topics).not.toContain('eating-disorder');
  });

  it.each(['i hate mondays', 'i hate everything about my commute and i want out for good'])('reads "%s" as discontent, not as hatred of an enemy', (q) => {
    const r = ask(q, 10);
    expect(r.topics[0]).toBe('contentment');
    for (const v of r.verses) expect(v.tags.join(' '), `${q} → ${v.reference}`).not.toMatch(/Enem|Bitter|Hating Yourself|Self-Hatred/);
  });

  it.each(['god let me sleep tonight', 'catching the bus tonight', 'tonight is my last night in paris', 'overdose of caffeine today lol'])(
    'does not answer "%s" by its day word with a verse about dying that day',
    (q) => {
      const refs = ask(q, 10).verses.map((v) => v.reference);
      expect(refs).not.toContain('Luke 12:20');
      expect(refs).not.toContain('Luke 23:43');
    },
  );

  it.each(['I was raped', 'sexual assault', 'molested', 'abused', 'domestic violence', 'he hits me', 'my father abused me'])(
    '"%s" leads with healing from abuse, never a keyword verse',
    (q) => {
      const r = ask(q, 10);
      expect(r.topics[0]).toBe('abuse-recovery');
      expect(r.verses[0].tags[0]).toBe('Healing from Abuse');
      expect(r.support).toBeUndefined();
      for (const v of r.verses) {
        expect(v.tags[0], `${q} → ${v.reference}`).not.toMatch(/forgiv/i);
        expect(deniedIn(`${v.reason} ${v.reflection}`), `${q} → ${v.reference}`).toEqual([]);
      }
    },
  );

  it.each([
    'i came out to my parents and they disowned me, where do i go',
    'my parents kicked me out because i\'m gay',
    'does god still love me if i\'m gay',
    'my family rejected me for being trans',
  ])('answers "%s" as one rejected by their own, with God\'s love first, not with what Scripture says of sexuality', (q) => {
    const r = ask(q, 10);
    expect(r.verses[0].reference).toBe('Psalms 27:10');
    expect(r.verses.map((v) => v.tags[0])).not.toContain('Homosexuality and the Bible');
  });

  it('still answers the question of what Scripture says of sexuality from its own topic', () => {
    expect(ask('is it a sin to be gay').topics[0]).toBe('homosexuality');
  });

  it.each([
    'walking by the lake every evening',
    'the rope swing at the lake is so fun',
    'i want to live for god',
    'i burned my hand on the stove',
    'be still and know',
    "i'm out of lives in mario",
  ])('never answers "%s" with a verse of hell or judgment for one of its words', (q) => {
    for (const v of ask(q, 10).verses) expect(v.tags.filter((t) => ['Hell', 'Judgment Day', 'Scary Bible Verses'].includes(t)), `${q} → ${v.reference}`).toEqual([]);
  });

  it.each([
    ['lake of fire', 'Revelation 20:14-15'],
    ['is hell real', 'Revelation 20:14-15'],
    ['it is a fearful thing to fall into the hands of the living god', 'Hebrews 10:31'],
  ])('still gives the verses of warning to "%s", which asks for them', (q, reference) => {
    expect(ask(q, 10).verses.map((v) => v.reference)).toContain(reference);
  });

  it('answers wanting to hurt someone with anger and self-control, not with being hurt', () => {
    const r = ask('I want to hurt someone');
    expect(r.topics[0]).toBe('anger');
    expect(r.verses.map((v) => v.reason).join(' ')).not.toMatch(/hurt that someone has caused you/);
  });

  it('answers anger at God with lament', () => {
    const r = ask('angry at god');
    expect(r.topics[0]).toBe('anger-at-god');
    expect(r.verses.slice(0, 3).map((v) => v.reference)).toEqual(['Psalms 13:1-2', 'Habakkuk 1:2', 'Psalms 22:1']);
  });

  it('does not correct "abortion" to "adoption"', () => {
    const r = ask('abortion', 10);
    for (const v of r.verses) expect(`${v.tags.join(' ')} ${v.reason}`, v.reference).not.toMatch(/adopt/i);
  });

  it.each(['kill', 'murder', 'raped', 'naked', 'slaughter the people'])('never builds keyword verses, reasons or reflections on "%s"', (q) => {
    const r = ask(q, 10);
    expect(r.kind).not.toBe('fulltext');
    for (const v of r.verses) expect(deniedIn(`${v.reason} ${v.reflection} ${v.tags.join(' ')}`), `${q} → ${v.reference}`).toEqual([]);
  });

  it('carries the crisis line whenever the answer leads with not wanting to live', () => {
    const r = ask('i want to disappear');
    expect(r.topics[0]).toBe('suicidal-thoughts');
    expect(r.support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
  });

  it.each(['my husband is violent', 'my husband hits me', 'he is gaslighting me', 'my wife is manipulative', 'my husband yells and throws things', "i'm afraid of my husband", 'my stepdad touches me'])(
    'answers "%s" with safety and healing from abuse, never with verses on staying married',
    (q) => {
      const r = ask(q, 10);
      expect(r.topics[0]).toBe('abuse-recovery');
      for (const v of r.verses) expect(v.reference, q).not.toMatch(/^(?:1 Corinthians 7|Matthew 19|Mark 10|Malachi 2|Ephesians 5:2[2-4]|1 Peter 3:1)/);
    },
  );

  it.each(['my son killed himself', 'my husband committed suicide', 'my friend took her own life', 'i lost my brother to suicide', 'is my son in hell because he killed himself'])(
    '"%s" is grief for someone lost to suicide, with the crisis line, and never judgment',
    (q) => {
      const r = ask(q);
      expect(r.topics[0]).toBe('suicide-loss');
      expect(r.support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
      for (const v of r.verses) expect(v.tags.some((t) => HARSH_TOPICS.includes(t)), `${q} → ${v.reference}`).toBe(false);
    },
  );

  it.each(['my teacher died', 'our youth pastor died', 'my neighbor died'])('grieves "%s" rather than answering with verses about their role', (q) => {
    expect(ask(q).topics[0]).toBe('grief');
  });

  it('grieves a child killed in an accident, not the accident survived', () => {
    const r = ask('my son was killed in a car accident');
    expect(r.topics[0]).toBe('death-of-child');
    expect(r.verses.map((v) => v.reference)).not.toContain('Psalms 91:11-12');
  });

  it('does not read being moved by a sermon, or afraid of being left, as abuse', () => {
    for (const q of ['the sermon touched me', 'my mom touches my heart', "i'm afraid my husband will leave"]) expect(ask(q).topics, q).not.toContain('abuse-recovery');
  });

  it('still answers ordinary questions about death from the library', () => {
    expect(ask('what happens when we die').topics[0]).toBe('life-after-death');
    expect(ask('what happens when we die').support).toBeUndefined();
  });
});
