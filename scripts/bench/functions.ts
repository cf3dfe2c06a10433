import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { SERVICE_NAMES } from '@verse/shared/api/routes/index';
import { esbuildOptions, functionAssets, handlerEntry } from '../../infra/aws/bundling.ts';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, '.bench/functions');
const RUNS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Module init in a fresh Node process, as a Lambda cold start runs it: import the bundle, nothing else. */
const initMs = (bundle: string, env: Record<string, string>) => {
  const probe = `const t = performance.now(); await import(${JSON.stringify(bundle)}); process.stdout.write(String(performance.now() - t));`;
  const times = Array.from({ length: RUNS }, () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { env: { ...process.env, ...env }, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`init of ${bundle} failed: ${r.stderr.slice(0, 300)}`);
    return Number(r.stdout);
  });
  return Math.round(median(times) * 10) / 10;
};

const weigh = (file: string) => {
  const bytes = readFileSync(file);
  return { bundleKb: Math.round(statSync(file).size / 1024), gzipKb: Math.round(gzipSync(bytes).length / 1024) };
};

/**
 * Each function bundled as the CDK stack bundles it: its size, and its cold init (median of 5 fresh
 * processes) beside a bare AWS SDK DynamoDB client bundled the same way, measured in the same run.
 */
export async function run() {
  rmSync(out, { recursive: true, force: true });
  const baselineEntry = join(out, 'baseline/entry.mjs');
  mkdirSync(join(out, 'baseline'), { recursive: true });
  writeFileSync(baselineEntry, "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const client = new DynamoDBClient({});\n");
  await build({ ...esbuildOptions(), entryPoints: [baselineEntry], outfile: join(out, 'baseline/index.mjs'), absWorkingDir: join(root, 'services') });
  const env = { AWS_REGION: 'us-east-1', VERSE_QUIET: 'true' };
  const baseline = { ...weigh(join(out, 'baseline/index.mjs')), initMs: initMs(join(out, 'baseline/index.mjs'), env) };

  const functions: Record<string, { bundleKb: number; gzipKb: number; initMs: number; initVsBaseline: number }> = {};
  for (const service of SERVICE_NAMES) {
    const dir = join(out, service);
    await build({ ...esbuildOptions(), entryPoints: [handlerEntry(service)], outfile: join(dir, 'index.mjs'), logLevel: 'silent' });
    for (const [from, to] of functionAssets(service)) cpSync(from, join(dir, to), { recursive: true });
    const ms = initMs(join(dir, 'index.mjs'), { ...env, CORPUS_DIR: join(dir, 'corpus') });
    functions[service] = { ...weigh(join(dir, 'index.mjs')), initMs: ms, initVsBaseline: Math.round((ms / baseline.initMs) * 100) / 100 };
  }
  return { runs: RUNS, baselineDynamoDbClient: baseline, functions };
}
