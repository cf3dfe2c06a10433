import { beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_SUPPORT_MESSAGE } from '@verse/shared/api/schemas/discovery';
import { readCrisisEveryday, readCrisisSet } from '../../../tests/quality/evaluate.ts';
import { commonEnglish, readyEngineData } from '../engine.ts';
import { speaksOfCrisis } from './crisis.ts';
import { epochOrder, meaningFeatures, meaningReadsCrisis, ordinaryWishes, trainMeaningModel, WISH_FRAMES, type CrisisMeaning } from './crisis-meaning.ts';
import { modelReadsCrisis } from './crisis-model.ts';
import { givesASign } from './crisis-signs.ts';
import { crisisText } from './crisis-text.ts';
import { hash } from './text.ts';
import { discover, type EngineData } from './discover.ts';

let data: EngineData;
beforeAll(async () => {
  data = await readyEngineData();
}, 120_000);

describe('the crisis reading by meaning', () => {
  it('sees the examples in an order that a few more taught leave as it was for the others, new each epoch and each seed', () => {
    const taught = readCrisisSet('crisis').negative.slice(0, 2000);
    const more = ['three more', 'everyday wordings', 'taught today'];
    const keys = taught.map(hash);
    const withMore = [...taught, ...more].map(hash);
    for (const [epoch, seed] of [[0, 1], [7, 2], [29, 3]]) {
      const before = epochOrder(keys, epoch, seed);
      const after = epochOrder(withMore, epoch, seed).filter((i) => i < taught.length);
      expect(after).toEqual(before);
    }
    expect(epochOrder(keys, 1, 1)).not.toEqual(epochOrder(keys, 0, 1));
    expect(epochOrder(keys, 0, 2)).not.toEqual(epochOrder(keys, 0, 1));
  });

  it('learns as no crisis only everyday searches: none of them a crisis phrasing of the set or heard by the patterns', () => {
    const everyday = readCrisisEveryday();
    expect(everyday.length).toBeGreaterThan(9000);
    const positives = new Set(readCrisisSet('crisis').positive);
    expect(everyday.filter((q) => positives.has(q) || speaksOfCrisis(q))).toEqual([]);
  });

  // Written after the networks were built and never taught; no pattern and not the bag of words hears any of them (the bag
  // of words, made less strict, has since come to hear one more, "no point in tmrw tbh, wont be here", and the signs letters
  // "in the drawer for after"; both left the list).
  const untaught = [
    'no one will have to worry about me much longer',
    "i wonder if i'd even be missed after tonight",
    'tonight i finally get some rest from all of it, for good',
    "i'm ready to let go of everything tonight",
    "i've stopped making plans past this friday",
    "i'm tired of being a weight on everyone",
    'my family will finally have some peace soon',
    "this is the last time i'll ask god for anything",
    "i don't think i'll make it to the new year",
  ];

  // What the networks read shifts a little with every set they learn from, so this is a floor (4 of the 11 when it was written), not a list.
  it('reads a crisis the other readings miss in some untaught phrasings, and then the answer is the crisis answer', () => {
    const taught = readCrisisSet('crisis').positive;
    for (const q of untaught) {
      expect(speaksOfCrisis(q), q).toBe(false);
      expect(modelReadsCrisis(data.crisisModel, q), q).toBe(false);
      expect(taught, q).not.toContain(q);
    }
    const read = untaught.filter((q) => meaningReadsCrisis(data.crisisMeaning, q));
    expect(read.length).toBeGreaterThanOrEqual(3);
    for (const q of read) {
      const answer = discover(data, q, { version: 'WEB', limit: 5, today: '2025-06-10' });
      expect(answer.support, q).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
      expect(answer.verses[0].reference, q).toBe('Psalms 34:18');
    }
  });

  it('needs less where the query gives a sign of a crisis', () => {
    // Networks that lean as far as asked on any search they read, so the rule is seen apart from what learning moves.
    const leaning = (p: number): CrisisMeaning => ({
      ...data.crisisMeaning,
      model: [{ hidden: new Float64Array(0), hiddenBias: new Float64Array(0), out: new Float64Array(0), outBias: Math.log(p / (1 - p)) }],
    });
    // From the twenty-first round by others: the bridge is a sign; without it, the same words give none.
    const signed = 'im the reason my mom cries. going to the bridge after school so she can finally be happy';
    const unsigned = 'im the reason my mom cries, she can finally be happy';
    expect(speaksOfCrisis(signed)).toBe(false);
    expect(givesASign(crisisText(signed))).toBe(true);
    expect(givesASign(crisisText(unsigned))).toBe(false);
    expect(meaningReadsCrisis(leaning(0.85), signed)).toBe(true);
    expect(meaningReadsCrisis(leaning(0.85), unsigned)).toBe(false);
    expect(meaningReadsCrisis(leaning(0.75), signed)).toBe(false);
    expect(meaningReadsCrisis(leaning(0.95), unsigned)).toBe(true);
  });

  it('is not asked about a search of fewer than four words, nor one mostly of words it has no meaning for', () => {
    for (const q of ['aliens', 'kingdom living', 'lost my job', 'voy a misa esta noche', 'todos estarian mejor con un aumento', 'hoy es la noche de la boda, ya lo decidi', 'pienso en mi abuela todos los días', 'pienso en mis hijos cuando oro por la mañana']) {
      expect(meaningFeatures(data.crisisMeaning.vectors, crisisText(q)), q).toBeUndefined();
    }
    for (const q of ["i can't sleep tonight", 'i am so tired of it all', 'i cant do this anymre, goodbye evryone']) expect(meaningFeatures(data.crisisMeaning.vectors, crisisText(q)), q).toBeDefined();
  });

  it('hears a crisis in a common English word after a wish or a plan in fewer than 1 in 200, and never in a word it was taught', () => {
    const dying = /^(?:die[ds]?|dying|dead|kill\w*|end|gone|forever|permanently|goodbye|bleed|cutting|pills|bridge|gun|suicid\w*|overdos\w*|disappear\w*|vanish\w*|jump\w*|myself)$/;
    const words = commonEnglish().filter((w) => !dying.test(w));
    const heard = words.filter((w) => WISH_FRAMES.some((f) => meaningReadsCrisis(data.crisisMeaning, f.replace('W', w))));
    expect(heard.length / words.length).toBeLessThan(1 / 200);
    expect(ordinaryWishes(commonEnglish()).filter((e) => meaningReadsCrisis(data.crisisMeaning, e.query))).toEqual([]);
  }, 120_000);

  // Written beside the hopeful searches of the crisis set, and never taught: words of living lie near words of dying.
  it('hears no crisis in a hopeful search about living', () => {
    const hopeful = [
      'my life is worth living',
      "i'm glad to be alive today",
      'i found a reason to live again',
      'thank god i\'m still alive',
      "i'm so happy to be alive",
      'i have so much to live for',
      'i decided to keep going and it was worth it',
      "i'm so grateful i didn't give up",
      "i survived my attempt and i'm grateful",
      'i want to live a long life',
    ];
    const taught = readCrisisSet('crisis').negative;
    expect(hopeful.filter((q) => taught.includes(q))).toEqual([]);
    expect(hopeful.filter((q) => meaningReadsCrisis(data.crisisMeaning, q))).toEqual([]);
  });

  it('is not asked about not wanting to die, which shares all its words but one with wanting to', () => {
    for (const q of ["i'm not planning to die anytime soon", 'i never want to die like that', "i don't want to die tonight"]) {
      expect(meaningReadsCrisis(data.crisisMeaning, q), q).toBe(false);
    }
  });

  it('learns the same networks from the same examples', () => {
    const set = readCrisisSet('crisis');
    const examples = [...set.positive.slice(0, 60).map((query) => ({ query, crisis: true })), ...set.negative.slice(0, 60).map((query) => ({ query, crisis: false }))];
    const once = trainMeaningModel(data.crisisMeaning.vectors, examples);
    expect(trainMeaningModel(data.crisisMeaning.vectors, examples)).toEqual(once);
    expect(once.networks).toHaveLength(6);
  });
});
