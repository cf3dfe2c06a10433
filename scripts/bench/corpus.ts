import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const RUNS = 5;

interface Sample {
  webMs: number;
  bothMs: number;
  heapMb: number;
  verses: number;
}

/** Corpus load time (median of fresh processes) and the heap the loaded WEB+KJV corpus occupies. */
export async function run(): Promise<Record<string, unknown>> {
  const child = join(import.meta.dirname, '_corpus-load.ts');
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', child], { encoding: 'utf8' });
    samples.push(JSON.parse(out) as Sample);
  }
  const median = (pick: (s: Sample) => number) => {
    const values = samples.map(pick).sort((a, b) => a - b);
    return Math.round(values[Math.floor(values.length / 2)] * 10) / 10;
  };
  return {
    corpusLoadMsWeb: median((s) => s.webMs),
    corpusLoadMsBoth: median((s) => s.bothMs),
    corpusHeapMb: median((s) => s.heapMb),
    corpusVerses: samples[0].verses,
  };
}
