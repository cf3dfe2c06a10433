import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { CRISIS_SUPPORT_MESSAGE, GENTLE_SUPPORT_MESSAGE } from '@verse/shared/api/schemas/discovery';
import { discover } from '../../services/discovery/domain/discover.ts';
import { readyEngineData } from '../../services/discovery/engine.ts';
import { esbuildOptions } from '../../infra/aws/bundling.ts';
import { SERVICE_NEEDS } from '../../infra/aws/service-needs.ts';
import { crisisFigures, EVAL_TODAY, evaluate, phraseFigures, readCrisisSet, readDevset, reflectionFigures } from '../../tests/quality/evaluate.ts';
import { readKnowledge } from '../../services/discovery/knowledge-files.ts';
import { round } from './_stats.ts';

const COLD_RUNS = 7;

const root = resolve(import.meta.dirname, '../..');
const CHILD = join(import.meta.dirname, '_discovery-load.ts');
const LATENCY_CHILD = join(import.meta.dirname, '_discovery-latency.ts');
const median = <T>(samples: T[], pick: (s: T) => number) => round(samples.map(pick).sort((a, b) => a - b)[Math.floor(samples.length / 2)], 1);

type LoadFigures = { loadMs: number; importAndLoadMs: number; rssMb: number; firstSearchMs: number; firstLongSearchMs: number; firstReferenceSearchMs: number };

const coldFigures = (prefix: string, run: () => string) => {
  const samples = Array.from({ length: COLD_RUNS }, () => JSON.parse(run()) as LoadFigures);
  return {
    [`${prefix}Ms`]: median(samples, (s) => s.loadMs),
    [`${prefix}WithImportsMs`]: median(samples, (s) => s.importAndLoadMs),
    [`${prefix}RssMb`]: median(samples, (s) => s.rssMb),
    [`${prefix}FirstSearchMs`]: median(samples, (s) => s.firstSearchMs),
    [`${prefix}FirstLongSearchMs`]: median(samples, (s) => s.firstLongSearchMs),
    [`${prefix}FirstReferenceSearchMs`]: median(samples, (s) => s.firstReferenceSearchMs),
  };
};

/**
 * Fresh processes loading the engine: from the sources through tsx (development), and as deployed:
 * bundled as the stack bundles a function (`esbuildOptions`: split, the reference parser in a chunk of its own) in a folder laid out like `/var/task`, with
 * `data/`, `generated/` and the corpus beside it.
 */
const coldStart = async () => {
  const dev = coldFigures('coldStart', () => execFileSync(process.execPath, ['--import', 'tsx', CHILD], { encoding: 'utf8' }));
  const task = await mkdtemp(join(tmpdir(), 'verse-bench-task-'));
  try {
    // The child imports the engine, which a function's handler imports statically: its chunk sits beside `index.mjs`, where the engine looks for `data/` and `generated/`.
    await build({ ...esbuildOptions(), chunkNames: '[name]-[hash]', entryPoints: { index: CHILD }, outdir: task, absWorkingDir: root });
    for (const dir of ['data', 'generated']) await cp(join(root, 'services/discovery', dir), join(task, dir), { recursive: true });
    await cp(join(root, 'shared/scripture/generated'), join(task, 'corpus'), { recursive: true });
    const env = { ...process.env, CORPUS_DIR: join(task, 'corpus') };
    const bundled = coldFigures('coldStartBundled', () => execFileSync(process.execPath, [join(task, 'index.mjs')], { encoding: 'utf8', env }));
    return { ...dev, ...bundled };
  } finally {
    await rm(task, { recursive: true, force: true });
  }
};

/** In-process latency in a child with the function's young generation (`_discovery-latency.ts`): as deployed, whatever this machine's memory makes V8's default. */
const latency = () =>
  JSON.parse(
    execFileSync(process.execPath, [`--max-semi-space-size=${SERVICE_NEEDS.discovery.semiSpaceMb}`, '--import', 'tsx', LATENCY_CHILD], { encoding: 'utf8', maxBuffer: 1 << 24 }),
  ) as Record<string, number>;

/** Quality per kind over the dev set, in-process latency and cold start (the gateway under load: `load`). */
export async function run(): Promise<Record<string, unknown>> {
  const data = await readyEngineData();
  const { scores } = evaluate(data, readDevset());
  const { generic, ...reflections } = reflectionFigures(data, readDevset());
  const lineOn = (query: string) => discover(data, query, { version: 'WEB', limit: 5, today: EVAL_TODAY }).support?.message;
  const crisis = (name: 'crisis' | 'crisis-heldout' | 'crisis-by-others') => {
    // What a person sees: the crisis line on the answer, whether the detector or a firm match to Not Wanting to Live put it there.
    const set = readCrisisSet(name);
    const lines = new Map([...set.positive, ...set.negative].map((query) => [query, lineOn(query)]));
    const { positives, negatives, recall, falseAlarmRate } = crisisFigures(set, (query) => lines.get(query) === CRISIS_SUPPORT_MESSAGE);
    // The gentle line (`crisis-doubt.ts`) on a positive the crisis line missed, and on a negative.
    const gentle = crisisFigures(set, (query) => lines.get(query) === GENTLE_SUPPORT_MESSAGE);
    return { positives, negatives, recall, falseAlarmRate, recallWithGentleLine: round(recall + gentle.recall), gentleLineRate: gentle.falseAlarmRate };
  };
  const everyday = readDevset().map((d) => d.query);
  const gentleLineEveryday = round(everyday.filter((q) => lineOn(q) === GENTLE_SUPPORT_MESSAGE).length / everyday.length, 4);
  const { elsewhere, ...phrases } = phraseFigures(data, readKnowledge().topics);
  return { quality: scores, libraryPhrases: { ...phrases, elsewhere: elsewhere.length, examples: elsewhere.slice(0, 5) }, reflections: { ...reflections, genericExamples: generic.slice(0, 5) }, crisis: { development: crisis('crisis'), heldOut: crisis('crisis-heldout'), byOthers: crisis('crisis-by-others'), gentleLineEveryday }, semiSpaceMb: SERVICE_NEEDS.discovery.semiSpaceMb, ...latency(), ...(await coldStart()) };
}
