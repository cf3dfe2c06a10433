import { beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_SUPPORT_MESSAGE, GENTLE_SUPPORT_MESSAGE } from '@verse/shared/api/schemas/discovery';
import { readCrisisSet, readDevset, readQuietCrisis } from '../../../tests/quality/evaluate.ts';
import { readyEngineData } from '../engine.ts';
import { speaksOfCrisis } from './crisis.ts';
import { meaningReadsCrisis } from './crisis-meaning.ts';
import { modelReadsCrisis } from './crisis-model.ts';
import { crisisLeaning } from './crisis-doubt.ts';
import { discover, type EngineData } from './discover.ts';

let data: EngineData;
beforeAll(async () => {
  data = await readyEngineData();
}, 120_000);

const ask = (query: string, engine = data) => discover(engine, query, { version: 'WEB', limit: 5, today: '2025-06-10' });

describe('a crisis the two readings lean toward', () => {
  // Quiet phrasings written after the models were built and never taught; no pattern heard any of them then. The signs have
  // since come to hear one ("i've made up my mind and i feel strangely calm about it"): the readings are asked of the others.
  const quiet = readQuietCrisis();

  // What the models read shifts with every set they learn from, and a phrasing half heard may come to be heard
  // for sure, so this is a floor, not a list: the count moves each time the models are trained again (14 of the 20,
  // 3 of them the gentle one, after the hundred-and-eighty-seventh set; since the reading by letters, 13 of 19, all the
  // crisis line, where 8 had it and 4 the gentle one: each set's count is in docs/discovery.md). The gentle line's rule is read below, on readings that
  // lean as far as asked.
  it('carries a line on most quiet phrasings no pattern hears, the gentle one only where no reading is sure', () => {
    const taught = readCrisisSet('crisis').positive;
    for (const q of quiet) expect(taught, q).not.toContain(q);
    const untaught = quiet.filter((q) => !speaksOfCrisis(q));
    expect(untaught.length).toBeGreaterThanOrEqual(19);
    const lines = untaught.map((q) => ask(q).support?.message);
    expect(lines.filter(Boolean).length).toBeGreaterThanOrEqual(13);
    const gentle = untaught.filter((_, i) => lines[i] === GENTLE_SUPPORT_MESSAGE);
    for (const q of gentle) {
      expect(modelReadsCrisis(data.crisisModel, q) || meaningReadsCrisis(data.crisisMeaning, q), q).toBe(false);
      expect(ask(q).topics, q).not.toContain('suicidal-thoughts');
    }
  });

  // Readings that lean as far as asked on any search they read, so the rule is seen apart from what training moves.
  const logit = (p: number) => Math.log(p / (1 - p));
  const leaningAs = (words: number, meaning: number): EngineData => ({
    ...data,
    // The reading by letters, never sure: the two readings the rule weighs are the only ones asked.
    crisisGrams: { ...data.crisisGrams, bias: -20, scale: 0 },
    crisisModel: { bias: logit(words), features: [], weights: [] },
    crisisMeaning: { ...data.crisisMeaning, model: [{ hidden: new Float64Array(0), hiddenBias: new Float64Array(0), out: new Float64Array(0), outBias: logit(meaning) }] },
  });

  it('is a crisis heard where both readings find it more likely than not, though neither alone is sure; the gentle line where the words lean less far', () => {
    const q = quiet[0];
    expect(speaksOfCrisis(q)).toBe(false);
    const agreed = ask(q, leaningAs(0.55, 0.6));
    expect(agreed.support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
    expect(agreed.topics[0]).toBe('suicidal-thoughts');
    const half = ask(q, leaningAs(0.4, 0.7));
    expect(half.support).toEqual({ message: GENTLE_SUPPORT_MESSAGE });
    expect(half.topics).not.toContain('suicidal-thoughts');
    for (const [words, meaning] of [[0.7, 0.45], [0.25, 0.9]]) expect(ask(q, leaningAs(words, meaning)).support, `${words} ${meaning}`).toBeUndefined();
  });

  it('gives way to the crisis line where a crisis is heard for sure', () => {
    const q = "i don't want to wake up tomorrow";
    expect(speaksOfCrisis(q)).toBe(true);
    expect(crisisLeaning(data.crisisModel, data.crisisMeaning, q)).toBeDefined();
    expect(ask(q).support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
  });

  it('is shown on fewer than 1 in 1,000 of the dev set’s everyday searches, and the two readings agree on none of them', () => {
    const everyday = readDevset().map((d) => d.query);
    const lines = everyday.map((q) => ask(q).support?.message);
    expect(lines.filter((m) => m === GENTLE_SUPPORT_MESSAGE).length / everyday.length).toBeLessThan(1 / 1000);
    // The crisis line none but the agreement gives: not a pattern, someone else in danger or one reading sure.
    const byAgreement = (q: string) =>
      !modelReadsCrisis(data.crisisModel, q) && !meaningReadsCrisis(data.crisisMeaning, q) && ask(q, leaningAs(0.2, 0.2)).support?.message !== CRISIS_SUPPORT_MESSAGE;
    const agreed = everyday.filter((q, i) => lines[i] === CRISIS_SUPPORT_MESSAGE && byAgreement(q));
    expect(agreed).toEqual([]);
  }, 120_000);

  it('is not shown on a hopeful search, nor on not wanting to die', () => {
    const hopeful = ['my life is worth living', 'i found a reason to live again', "i'm so happy to be alive", 'i decided to keep going and it was worth it'];
    for (const q of [...hopeful, "i don't want to die tonight", "i'm not planning to die anytime soon"]) {
      expect(crisisLeaning(data.crisisModel, data.crisisMeaning, q), q).toBeUndefined();
    }
  });
});
