import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discover } from '../../services/discovery/domain/engine.ts';
import { engineData } from '../../services/discovery/engine.ts';
import { EVAL_TODAY, evaluate, readDevset } from '../../tests/quality/evaluate.ts';

/** The part of autocannon's API used here (the package ships no types). */
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; headers: Record<string, string>; setupRequest: (req: Record<string, unknown>) => Record<string, unknown> }[];
}) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }>;

const COLD_RUNS = 5;
const LATENCY_ROUNDS = 20;
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const coldStart = () => {
  const child = join(import.meta.dirname, '_discovery-load.ts');
  const samples = Array.from({ length: COLD_RUNS }, () =>
    JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', child], { encoding: 'utf8' })) as { loadMs: number; importAndLoadMs: number; rssMb: number },
  );
  const median = (pick: (s: (typeof samples)[number]) => number) => round(samples.map(pick).sort((a, b) => a - b)[Math.floor(COLD_RUNS / 2)], 1);
  return { coldStartMs: median((s) => s.loadMs), coldStartWithImportsMs: median((s) => s.importAndLoadMs), coldStartRssMb: median((s) => s.rssMb) };
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
  return { inProcessP50Ms: round(percentile(times, 50)), inProcessP99Ms: round(percentile(times, 99)), inProcessMaxMs: round(times[times.length - 1]) };
};

/** p99 through the local gateway at 50 connections, cycling through dev-set queries. */
const gateway = async () => {
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const autocannon = ((await import('autocannon' as string)) as { default: Autocannon }).default;
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-'));
  const stack = await startLocalStack({ dataDir, port: 0 });
  try {
    const queries = readDevset().map((i) => i.query);
    let n = 0;
    const result = await autocannon({
      url: `${stack.url.replace('localhost', '127.0.0.1')}/api/discover-verses`,
      connections: 50,
      duration: 10,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ query: queries[n++ % queries.length], deviceId: 'device_bench' }) }),
        },
      ],
    });
    return {
      gatewayConnections: 50,
      gatewayRequestsPerSec: round(result.requests.average, 0),
      gatewayP50Ms: result.latency.p50,
      gatewayP99Ms: result.latency.p99,
      gatewayNon2xx: result.non2xx,
      gatewayErrors: result.errors,
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

/** Quality per kind over the dev set, in-process latency, cold start, and gateway latency under load. */
export async function run(): Promise<Record<string, unknown>> {
  const { scores } = evaluate(engineData(), readDevset());
  return { quality: scores, ...latency(), ...coldStart(), ...(await gateway()) };
}
