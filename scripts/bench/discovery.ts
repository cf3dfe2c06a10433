import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { discover } from '../../services/discovery/domain/discover.ts';
import { engineData } from '../../services/discovery/engine.ts';
import { speaksOfCrisis } from '../../services/discovery/domain/crisis.ts';
import { crisisFigures, EVAL_TODAY, evaluate, readCrisisSet, readDevset } from '../../tests/quality/evaluate.ts';

/** The part of autocannon's API used here (the package ships no types). */
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path?: string; headers?: Record<string, string>; setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
}) => Promise<{
  requests: { average: number };
  latency: { p50: number; p90: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}>;

const COLD_RUNS = 7;
const LATENCY_ROUNDS = 20;
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const root = resolve(import.meta.dirname, '../..');
const CHILD = join(import.meta.dirname, '_discovery-load.ts');

const median = <T>(samples: T[], pick: (s: T) => number) => round(samples.map(pick).sort((a, b) => a - b)[Math.floor(samples.length / 2)], 1);

type LoadFigures = { loadMs: number; importAndLoadMs: number; rssMb: number };

const coldFigures = (prefix: string, run: () => string) => {
  const samples = Array.from({ length: COLD_RUNS }, () => JSON.parse(run()) as LoadFigures);
  return {
    [`${prefix}Ms`]: median(samples, (s) => s.loadMs),
    [`${prefix}WithImportsMs`]: median(samples, (s) => s.importAndLoadMs),
    [`${prefix}RssMb`]: median(samples, (s) => s.rssMb),
  };
};

/**
 * Fresh processes loading the engine: from the sources through tsx (development), and as deployed:
 * an esbuild bundle (as CDK builds the function) in a folder laid out like `/var/task`, with
 * `data/`, `generated/` and the corpus beside it.
 */
const coldStart = async () => {
  const dev = coldFigures('coldStart', () => execFileSync(process.execPath, ['--import', 'tsx', CHILD], { encoding: 'utf8' }));
  const task = await mkdtemp(join(tmpdir(), 'verse-bench-task-'));
  try {
    await build({
      entryPoints: [CHILD],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      minify: true,
      outfile: join(task, 'index.mjs'),
      absWorkingDir: root,
      logLevel: 'error',
      banner: { js: "import { createRequire as __verseRequire } from 'module'; const require = __verseRequire(import.meta.url);" },
    });
    for (const dir of ['data', 'generated']) await cp(join(root, 'services/discovery', dir), join(task, dir), { recursive: true });
    await cp(join(root, 'shared/scripture/generated'), join(task, 'corpus'), { recursive: true });
    const env = { ...process.env, CORPUS_DIR: join(task, 'corpus') };
    const bundled = coldFigures('coldStartBundled', () => execFileSync(process.execPath, [join(task, 'index.mjs')], { encoding: 'utf8', env }));
    return { ...dev, ...bundled };
  } finally {
    await rm(task, { recursive: true, force: true });
  }
};

/**
 * The machine's own noise: a fixed, allocation-free loop as long as the engine's median query, timed
 * as many times. On a busy machine its p99 shows how much of the engine's p99 is the scheduler.
 */
const noiseFloor = (targetMs: number, samples: number) => {
  let sink = 0;
  const spin = (n: number) => {
    for (let i = 0; i < n; i++) sink += Math.sqrt(i);
  };
  const probe = 200_000;
  const started = performance.now();
  spin(probe);
  const iterations = Math.max(1, Math.round((probe * targetMs) / Math.max(performance.now() - started, 1e-3)));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    spin(iterations);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  if (!(sink > 0)) throw new Error('the fixed loop did not run');
  return { noiseP50Ms: round(percentile(times, 50)), noiseP99Ms: round(percentile(times, 99)) };
};

/** Every dev-set query, many rounds, in process (no cache exists in the engine: each call is real work). */
const latency = () => {
  const data = engineData();
  const queries = readDevset().map((i) => i.query);
  for (const q of queries) discover(data, q, { version: 'WEB', limit: 5, today: EVAL_TODAY });
  const times: number[] = [];
  for (let r = 0; r < LATENCY_ROUNDS; r++) {
    for (const q of queries) {
      const t = performance.now();
      discover(data, q, { version: 'WEB', limit: 5, today: EVAL_TODAY });
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const { noiseP50Ms, noiseP99Ms } = noiseFloor(p50, times.length);
  return {
    inProcessP50Ms: round(p50),
    inProcessP90Ms: round(percentile(times, 90)),
    inProcessP99Ms: round(percentile(times, 99)),
    inProcessMaxMs: round(times[times.length - 1]),
    fixedLoopP50Ms: noiseP50Ms,
    fixedLoopP99Ms: noiseP99Ms,
  };
};

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** The local stack (`infra/local/main.ts`) in its own process, so the load generator does not share its event loop. */
const startStack = async () => {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'infra/local/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), VERSE_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${base}/api/trending-tags`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the local stack did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    /** The stack's last words, for an error report. */
    log: () => (child.exitCode === null ? '' : `the local stack exited (${child.exitCode}): ${log}`),
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

type Request = { method: string; path?: string; headers?: Record<string, string>; setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> };

/** 50 connections for 10 s; anything but a 2xx is reported and fails the figure rather than counting as a fast answer. */
const load = async (autocannon: Autocannon, url: string, request: Request, prefix: string) => {
  const result = await autocannon({ url, connections: 50, duration: 10, requests: [request] });
  const figures = {
    [`${prefix}RequestsPerSec`]: round(result.requests.average, 0),
    [`${prefix}P50Ms`]: result.latency.p50,
    [`${prefix}P90Ms`]: result.latency.p90,
    [`${prefix}P99Ms`]: result.latency.p99,
    [`${prefix}Statuses`]: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
  const errors = result.errors + result.timeouts;
  if (result.non2xx > 0 || errors > 0) throw new Error(`${prefix}: ${result.non2xx} non-2xx answers and ${errors} errors: ${JSON.stringify(figures)}`);
  return figures;
};

/**
 * Latency through the local gateway (the same handler as AWS runs, with dynalite for DynamoDB) at
 * 50 connections. `gatewaySearch`: dev-set queries, each a counted search from its own device, so
 * the usage gate admits it with its conditional writes, as in production. `gatewayDaily`: the
 * verse of the day (no usage gate, no store): the gateway and handler alone. One request first
 * loads the handler (a function's initialization, not part of a request).
 */
const gateway = async () => {
  const autocannon = ((await import('autocannon' as string)) as { default: Autocannon }).default;
  const stack = await startStack();
  try {
    const url = `${stack.base}/api/discover-verses`;
    const queries = readDevset().map((i) => i.query);
    const body = (query: string, n: number) => JSON.stringify({ query, deviceId: `bench_${process.pid}_${n}` });
    const warm = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body('peace', -1) });
    if (!warm.ok) throw new Error(`warm-up request answered ${warm.status}: ${await warm.text()}`);
    let n = 0;
    const search = await load(
      autocannon,
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Each search from its own device on its own network, as visitors are (searches are limited per address).
        setupRequest: (req) => ({
          ...req,
          headers: { ...(req.headers as Record<string, string>), 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: body(queries[n % queries.length], n++),
        }),
      },
      'gatewaySearch',
    );
    const daily = await load(autocannon, url, { method: 'GET', path: '/api/discover-verses?query=&deviceId=bench_daily' }, 'gatewayDaily');
    return { gatewayConnections: 50, ...search, ...daily };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} ${stack.log()}`.trim(), { cause: error });
  } finally {
    await stack.stop();
  }
};

/** Quality per kind over the dev set, in-process latency, cold start, and gateway latency under load. */
export async function run(): Promise<Record<string, unknown>> {
  const { scores } = evaluate(engineData(), readDevset());
  const crisis = (name: 'crisis' | 'crisis-heldout') => {
    const { positives, negatives, recall, falseAlarmRate } = crisisFigures(readCrisisSet(name), speaksOfCrisis);
    return { positives, negatives, recall, falseAlarmRate };
  };
  return { quality: scores, crisis: { development: crisis('crisis'), heldOut: crisis('crisis-heldout') }, ...latency(), ...(await coldStart()), ...(await gateway()) };
}
