import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { SERVICE_NAMES } from '@verse/shared/api/routes/index';
import { bundleFunction, esbuildOptions } from '../../infra/aws/bundling.ts';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, '.bench/functions');
const RUNS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Module init in a fresh Node process, as a Lambda cold start runs it: import the bundle, nothing else. */
const initOnce = (bundle: string, env: Record<string, string>) => {
  const probe = `const t = performance.now(); await import(${JSON.stringify(bundle)}); process.stdout.write(String(performance.now() - t));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`init of ${bundle} failed: ${r.stderr.slice(0, 300)}`);
  return Number(r.stdout);
};

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/**
 * A function's init beside the baseline's, each the median of RUNS, the two taken in turn so that a
 * busy moment of the machine weighs on both alike.
 */
const initBeside = (bundle: string, baseline: string, env: Record<string, string>) => {
  const fn: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(initOnce(baseline, env));
    fn.push(initOnce(bundle, env));
  }
  const [initMs, baselineMs] = [median(fn), median(base)];
  return { initMs: round1(initMs), initVsBaseline: Math.round((initMs / baselineMs) * 100) / 100 };
};

/** The JavaScript a function ships: its handler and every chunk, with and without gzip. */
const weigh = (dir: string) => {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
  const bytes = files.map((f) => readFileSync(join(dir, f)));
  const kb = (n: number) => Math.round(n / 1024);
  return { bundleKb: kb(bytes.reduce((n, b) => n + b.length, 0)), gzipKb: kb(bytes.reduce((n, b) => n + gzipSync(b).length, 0)) };
};

/**
 * Each function bundled as the CDK stack bundles it: its size, and its cold init (median of 5 fresh
 * processes) beside a bare AWS SDK DynamoDB client bundled the same way, measured in the same run.
 */
export async function run() {
  rmSync(out, { recursive: true, force: true });
  const baselineEntry = join(out, 'baseline-entry.mjs');
  mkdirSync(join(out, 'baseline'), { recursive: true });
  writeFileSync(baselineEntry, "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const client = new DynamoDBClient({});\n");
  await build({ ...esbuildOptions(), entryPoints: { index: baselineEntry }, outdir: join(out, 'baseline'), absWorkingDir: join(root, 'services') });
  const env = { AWS_REGION: 'us-east-1', VERSE_QUIET: 'true' };
  const baselineBundle = join(out, 'baseline/index.mjs');
  const baseline = { ...weigh(join(out, 'baseline')), initMs: round1(median(Array.from({ length: RUNS }, () => initOnce(baselineBundle, env)))) };

  const functions: Record<string, { bundleKb: number; gzipKb: number; initMs: number; initVsBaseline: number }> = {};
  for (const service of SERVICE_NAMES) {
    const dir = join(out, service);
    bundleFunction(service, dir);
    functions[service] = { ...weigh(dir), ...initBeside(join(dir, 'index.mjs'), baselineBundle, { ...env, CORPUS_DIR: join(dir, 'corpus') }) };
  }
  // What `verse:tracing=sdk` (Powertools Tracer and the X-Ray SDK in every function) costs, on one function.
  const traced = join(out, 'usage-sdk-tracing');
  bundleFunction('usage', traced, { tracing: 'sdk' });
  const usageWithSdkTracing = { ...weigh(traced), ...initBeside(join(traced, 'index.mjs'), baselineBundle, env) };
  return { runs: RUNS, baselineDynamoDbClient: baseline, functions, usageWithSdkTracing };
}
