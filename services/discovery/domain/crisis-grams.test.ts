import { beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_SUPPORT_MESSAGE } from '@verse/shared/api/schemas/discovery';
import { readCrisisSet, readDevset } from '../../../tests/quality/evaluate.ts';
import { commonEnglish, readyEngineData } from '../engine.ts';
import { speaksOfCrisis, studyOrEverydayActivity } from './crisis.ts';
import { decodeGrams, encodeGrams, gramSlots, gramsLikelihood, gramsReadCrisis, trainCrisisGrams } from './crisis-grams.ts';
import { meaningReadsCrisis, WISH_FRAMES } from './crisis-meaning.ts';
import { modelReadsCrisis } from './crisis-model.ts';
import { discover, type EngineData } from './discover.ts';

let data: EngineData;
beforeAll(async () => {
  data = await readyEngineData();
}, 60_000);

const ask = (q: string) => discover(data, q, { version: 'WEB', limit: 5, today: '2025-06-10' });
const otherReadingHears = (q: string) => speaksOfCrisis(q) || modelReadsCrisis(data.crisisModel, q) || meaningReadsCrisis(data.crisisMeaning, q);

describe('the crisis reading by runs of words and letters', () => {
  const examples = [
    { query: 'i want to jump off the bridge tonight', crisis: true },
    { query: 'i keep cutting deeper', crisis: true },
    { query: 'jumping on the trampoline tonight', crisis: false },
    { query: 'cutting onions for dinner', crisis: false },
  ];

  const bytesOf = (grams: ReturnType<typeof trainCrisisGrams>) => Buffer.from(encodeGrams(grams, 'signed'));

  it('learns the same odds from the same examples, and keeps them through its file', () => {
    const grams = trainCrisisGrams(examples);
    expect(bytesOf(trainCrisisGrams(examples)).equals(bytesOf(grams))).toBe(true);
    const kept = decodeGrams(encodeGrams(grams, 'abc'), 'abc')!;
    expect(bytesOf(kept).equals(bytesOf(grams))).toBe(true);
    expect(decodeGrams(encodeGrams(grams, 'abc'), 'other inputs')).toBeUndefined();
  });

  it('reads a word it never learned near one it did, by its letters', () => {
    const grams = trainCrisisGrams(examples);
    expect(gramsLikelihood(grams, 'jumping off the bridge')).toBeGreaterThan(0.5);
    expect(gramsLikelihood(grams, 'jumping on a trampoline')).toBeLessThan(0.5);
  });

  // Written by others, never learned by any reading; no pattern and no other learned reading hears them.
  it.each([
    'i relapsed and cut deeper this time',
    'the knife is on my nightstand. god please tell me why i shouldnt',
    'jesus will you catch me if i jump off the dam',
    'just want to close my eyes on the interstate and let the truck decide',
    'after friday nobody will ever have to deal with me again',
    'checking out early. sorry to everyone i let down',
  ])('hears "%s", and the answer carries the crisis line', (q) => {
    expect(readCrisisSet('crisis').positive).not.toContain(q);
    expect(readCrisisSet('crisis-by-others').positive).toContain(q);
    expect(otherReadingHears(q)).toBe(false);
    expect(gramsReadCrisis(data.crisisGrams, data.crisisModel, data.crisisMeaning, q)).toBe(true);
    expect(ask(q).support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
  });

  it('hears no crisis in a common English word after a wish or a plan, unless the word is one of dying or its means', () => {
    // Letters read the means in "cuts", "drown", "noose" and "shotgun" as the other readings read them in "cutting" and "gun", and "dye" at the end as
    // the misspelt "die" the patterns hear there too.
    const dying = /^(?:die[ds]?|dye|dying|dead|kill|end|gone|forever|permanently|goodbye|bleed|cut\w*|drown\w*|noose|\w*gun\w*|life|pills|bridge|suicid\w*|overdos\w*|overdoes|disappear\w*|vanish\w*|jump\w*|myself)$/;
    const heard = commonEnglish().filter((w) => !dying.test(w) && WISH_FRAMES.some((f) => gramsReadCrisis(data.crisisGrams, data.crisisModel, data.crisisMeaning, f.replace('W', w))));
    expect(heard).toEqual([]);
  }, 60_000);

  it('adds no crisis line to an everyday search of the dev set that no other reading hears', () => {
    // What the letters alone hear of a verse quoted ("my thoughts are not your thoughts neither are your ways my ways")
    // is left alone as that verse asked for: the line is what counts.
    const alone = readDevset()
      .map((d) => d.query)
      .filter((q) => gramsReadCrisis(data.crisisGrams, data.crisisModel, data.crisisMeaning, q) && !otherReadingHears(q) && !studyOrEverydayActivity(q))
      .filter((q) => ask(q).support?.message === CRISIS_SUPPORT_MESSAGE);
    expect(alone).toEqual([]);
  });

  // Written by others as everyday searches: letters near a crisis, the meaning near none.
  it.each(['so lonely since my husband died nobody even calls anymore', 'doubting everything lately i dont even know if god is real anymore'])(
    'leaves "%s" to its own answer: the meaning finds no ending in it',
    (q) => {
      expect(gramsReadCrisis(data.crisisGrams, data.crisisModel, data.crisisMeaning, q)).toBe(false);
      expect(ask(q).support).toBeUndefined();
    },
  );

  it('is not asked about not wanting to die, weighs a short text with the other readings, and reads a long query by its first letters only', () => {
    // A short text has few letters to weigh: "took the … and left" is near "took the pills", and the others must lean further.
    expect(gramsReadCrisis(data.crisisGrams, data.crisisModel, data.crisisMeaning, 'she took the kids and left')).toBe(false);
    for (const q of ["i don't want to die", "i'm not ready to die"]) expect(gramsReadCrisis(data.crisisGrams, data.crisisModel, data.crisisMeaning, q), q).toBe(false);
    const long = Array.from({ length: 20_000 }, (_, i) => `word${i}`).join(' ');
    expect(gramSlots(long)).toEqual(gramSlots(long.slice(0, 1000)));
  });
});
