import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCrisisSet } from '../../tests/quality/evaluate.ts';
import { meaningTraining, trainMeaningModel } from './domain/crisis-meaning.ts';
import { decodeWordVectors } from './domain/word-vectors.ts';
import { DATA_DIR } from './knowledge-files.ts';
import { trainMeaningNetworksInParallel } from './parallel-training.ts';

const vectors = decodeWordVectors(readFileSync(join(DATA_DIR, 'word-vectors.bin')));
const set = readCrisisSet('crisis');
const examples = [
  ...set.positive.slice(0, 150).map((query) => ({ query, crisis: true })),
  ...set.negative.slice(0, 150).map((query) => ({ query, crisis: false })),
];

describe('learning the crisis networks on several cores', () => {
  it('learns each network exactly as it is learned alone, in seed order, whatever the number of workers', () => {
    const alone = trainMeaningModel(vectors, examples);
    for (const lanes of [2, 4]) expect(trainMeaningModel(vectors, examples, (training) => trainMeaningNetworksInParallel(training, lanes))).toEqual(alone);
  }, 60_000);

  it('says which networks failed when a worker cannot learn them, instead of waiting on it', () => {
    const unreadable = { ...meaningTraining(vectors, examples.slice(0, 2)), rows: [] };
    expect(() => trainMeaningNetworksInParallel(unreadable, 2)).toThrow(/learning the crisis networks 1, 3, 5 failed: TypeError/);
  }, 60_000);
});
