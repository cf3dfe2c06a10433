import { beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_SUPPORT_MESSAGE } from '@verse/shared/api/schemas/discovery';
import { readCrisisSet } from '../../../tests/quality/evaluate.ts';
import { commonEnglish, readyEngineData } from '../engine.ts';
import { speaksOfCrisis } from './crisis.ts';
import { crisisFeatures, modelReadsCrisis, saysItIsNotTheEnd, trainCrisisModel, type CrisisModel } from './crisis-model.ts';
import { givesASign } from './crisis-signs.ts';
import { crisisText } from './crisis-text.ts';
import { WISH_FRAMES } from './crisis-meaning.ts';
import { discover, type EngineData } from './discover.ts';

let data: EngineData;
beforeAll(async () => {
  data = await readyEngineData();
}, 60_000);

describe('the crisis model', () => {
  // Written after the model was built, most in fresh sets; no pattern hears them and the model was never taught them.
  it.each([
    "dying doesn't scare me anymore, living does",
    'only a few more days and then i end it',
    "i can't keep living with this pain, i want out for good",
    'i just want it to be over like actually over',
  ])('reads a crisis no pattern hears in "%s", and the answer is the crisis answer', (q) => {
    expect(speaksOfCrisis(q)).toBe(false);
    expect(readCrisisSet('crisis').positive).not.toContain(q);
    const answer = discover(data, q, { version: 'WEB', limit: 5, today: '2025-06-10' });
    expect(answer.support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
    expect(answer.verses[0].reference).toBe('Psalms 34:18');
  });

  it('reads a crisis in a query that names no ending only when it is surer of it', () => {
    const unnamed = 'no future for me anymore, i just want out';
    expect(speaksOfCrisis(unnamed)).toBe(false);
    expect(readCrisisSet('crisis').positive).not.toContain(unnamed);
    expect(modelReadsCrisis(data.crisisModel, unnamed)).toBe(true);
    expect(discover(data, unnamed, { version: 'WEB', limit: 5, today: '2025-06-10' }).support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
    for (const plain of ['i want to go out tonight', 'i want out of this job', 'i want to sleep tonight', "i'm ready to go home"]) {
      expect(modelReadsCrisis(data.crisisModel, plain)).toBe(false);
    }
  });

  it('needs less where the query gives a sign of a crisis, though no two signs together tell one', () => {
    // A model that leans as far as asked on any search it reads, so the rule is seen apart from what learning moves.
    const leaning = (p: number): CrisisModel => ({ bias: Math.log(p / (1 - p)), features: [], weights: [] });
    // From the twenty-first round by others: each alone is a sign, not a crisis.
    const signed = '15 and wrote my last note, its under my pillow for my parents to find';
    expect(speaksOfCrisis(signed)).toBe(false);
    expect(givesASign(crisisText(signed))).toBe(true);
    expect(modelReadsCrisis(leaning(0.8), signed)).toBe(true);
    expect(modelReadsCrisis(leaning(0.7), signed)).toBe(false);
    expect(discover({ ...data, crisisModel: leaning(0.8) }, signed, { version: 'WEB', limit: 5, today: '2025-06-10' }).support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
    // A time set is no sign alone, and an everyday reason beside a sign leaves it everyday.
    for (const plain of ['i am going to treat myself tonight', 'counted my pills into the pill box for the week']) expect(givesASign(crisisText(plain)), plain).toBe(false);
    expect(modelReadsCrisis(leaning(0.8), 'i am going to treat myself tonight')).toBe(false);
  });

  it('hears no crisis in a common English word after a wish or a plan, unless the word is one of dying or its means', () => {
    // "myself" after a wish is a word of dying left out ("i want to myself tonight"), not an ordinary word.
    const dying = /^(?:die[ds]?|dying|dead|kill|end|gone|forever|permanently|goodbye|bleed|cutting|pills|bridge|gun|suicid\w*|overdos\w*|overdoes|disappear\w*|vanish\w*|jump\w*|myself)$/;
    const heard = commonEnglish().filter((w) => !dying.test(w) && WISH_FRAMES.some((f) => modelReadsCrisis(data.crisisModel, f.replace('W', w))));
    expect(heard).toEqual([]);
  }, 60_000);

  it('is not asked about not wanting to die, which shares all its words but one with wanting to', () => {
    for (const q of ["i don't want to die", "i'm not ready to die", 'i never want to die like that']) expect(modelReadsCrisis(data.crisisModel, q), q).toBe(false);
    expect(speaksOfCrisis("i don't want to die but i can't live like this")).toBe(true);
  });

  it('is not asked about fear of dying, said in the words of dying', () => {
    for (const q of ["anxiety makes my chest feel like i'm going to die", "i'm scared i'll die in surgery", 'i thought i was gonna die on that rollercoaster']) {
      expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(true);
    }
    for (const q of ["i feel like i'm going to die if i have to live like this", "i'm not scared of dying anymore, i want it"]) expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(false);
  });

  it('is not asked about something taking forever, unless another word speaks of ending', () => {
    expect(saysItIsNotTheEnd(crisisText('been waiting on god for an answer and its taking forever'))).toBe(true);
    expect(saysItIsNotTheEnd(crisisText('healing is taking forever and i want to die'))).toBe(false);
  });

  it('is not asked about years wasted, unless another word speaks of ending or giving up', () => {
    const regret = 'turning 50 next week and feel like ive wasted my life';
    expect(saysItIsNotTheEnd(crisisText(regret))).toBe(true);
    expect(discover(data, regret, { version: 'WEB', limit: 5, today: '2025-06-10' }).support).toBeUndefined();
    for (const q of ['i wasted my life and i want to die', "i've wasted my life, there's no point anymore"]) expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(false);
  });

  it('is not asked how long hell lasts, nor about being glad to be alive, unless the writer speaks of their own ending', () => {
    for (const q of ['is hell real and does it last forever', 'does heaven last forever', 'i found a reason to live again', "i'm glad to be alive today"]) {
      expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(true);
      expect(modelReadsCrisis(data.crisisModel, q), q).toBe(false);
    }
    for (const q of ['will i be in hell forever if i end my life', 'i have no reason to live', 'why am i still alive']) expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(false);
  });

  it("is not asked about someone else's eternity, one's own salvation doubted, guilt for a deed long past, something done for no reason or the point of a practice of faith, unless an ending is said beside it", () => {
    for (const q of [
      'my best friend is muslim and honestly the kindest person i know. is she going to hell?',
      'will my grandpa go to hell if he never got baptized',
      "scared of going to hell even tho i believe, what if im not really saved",
      'i feel guilty for something i did years ago and i cant let it go',
      'got fired today for no reason and i have 3 kids',
      'whats the point of praying if god already knows everything and has a plan anyway',
    ])
      expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(true);
    for (const q of [
      'is my mom in hell because she killed herself, i want to be with her',
      'is she going to hell for suicide because i am going to do the same',
      'will my dad go to hell because he took his own life, i want to be with him',
      "what if i'm not really saved and i die tonight by my own hand",
      'i feel guilty for something i did years ago and i am going to end it tonight',
      'crying for no reason every night and i want to die',
      "what's the point of praying anymore",
    ])
      expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(false);
  });

  it('is not asked about someone raised from the dead, as Scripture tells it, where no one speaks of themselves', () => {
    for (const q of ['his friend had been dead 4 days and already stinking and he shouts come out and the man walks out still wrapped up', 'the little girl was dead and jesus took her hand and she got up'])
      expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(true);
    for (const q of ['i wish i was dead and never got up again', 'my brother was dead for two minutes and they brought him back to life and now i want to die'])
      expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(false);
  });

  it('is not asked how a life is lived, which shares its words with not wanting to live', () => {
    for (const q of ["i don't want to live selfishly anymore", 'i want to stop living so recklessly', 'i never want to live lukewarm again']) {
      expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(true);
      expect(modelReadsCrisis(data.crisisModel, q), q).toBe(false);
    }
    for (const q of ["i don't want to live anymore", 'i want to stop living', 'i never want to live another day']) expect(saysItIsNotTheEnd(crisisText(q)), q).toBe(false);
  });

  it("weighs a word it was never taught as nothing, even one of JavaScript's built-in names", () => {
    const plain = "i'm done, i want to end it all tonight";
    for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(modelReadsCrisis(data.crisisModel, `${plain} ${word}`), word).toBe(modelReadsCrisis(data.crisisModel, `${plain} zzyzx`));
    }
    expect(modelReadsCrisis(data.crisisModel, plain)).toBe(true);
  });

  it('learns the same model from the same examples, from words and pairs of words', () => {
    const examples = [
      { query: 'i want to end it all', crisis: true },
      { query: 'i want to end my shift', crisis: false },
    ];
    expect(trainCrisisModel(examples)).toEqual(trainCrisisModel(examples));
    expect(crisisFeatures('end it all')).toEqual(['end', 'it', 'all', 'end_it', 'it_all']);
  });
});
