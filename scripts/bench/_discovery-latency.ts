/**
 * Child process of the discovery benchmark: every dev-set query, many rounds, in process, with the young generation the
 * function is deployed with (`SERVICE_NEEDS.discovery.semiSpaceMb`, passed as `--max-semi-space-size` by the parent);
 * prints figures as JSON.
 */
import { discover, type EngineData } from '../../services/discovery/domain/discover.ts';
import { readyEngineData } from '../../services/discovery/engine.ts';
import { EVAL_TODAY, readDevset } from '../../tests/quality/evaluate.ts';
import { percentileOfSorted as percentile, round } from './_stats.ts';

const LATENCY_ROUNDS = 20;

/**
 * The machine's own noise: a fixed, allocation-free loop as long as the engine's median query, timed
 * as many times. On a busy machine its p99 shows how much of the engine's p99 is the scheduler.
 */
const noiseFloor = (targetMs: number, samples: number) => {
  let sink = 0;
  const spin = (n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += Math.sqrt(i);
    sink += sum;
  };
  const probe = 200_000;
  spin(probe);
  // The fastest of a few compiled runs: a first, interpreted run, or one a stall lands on, would set the loop's length wrong.
  const perIteration = Math.min(
    ...Array.from({ length: 5 }, () => {
      const started = performance.now();
      spin(probe);
      return (performance.now() - started) / probe;
    }),
  );
  const iterations = Math.max(1, Math.round(targetMs / Math.max(perIteration, 1e-9)));
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
const latency = (data: EngineData) => {
  const queries = readDevset().map((i) => i.query);
  for (const q of queries) discover(data, q, { version: 'WEB', limit: 5, today: EVAL_TODAY });
  const times: number[] = [];
  const perQuery: number[][] = queries.map(() => []);
  for (let r = 0; r < LATENCY_ROUNDS; r++) {
    queries.forEach((q, i) => {
      const t = performance.now();
      discover(data, q, { version: 'WEB', limit: 5, today: EVAL_TODAY });
      const took = performance.now() - t;
      times.push(took);
      perQuery[i].push(took);
    });
  }
  times.sort((a, b) => a - b);
  // Each query's median over the rounds: a slow query stays slow, a stall of the scheduler mostly drops out.
  const medians = perQuery.map((t) => t.sort((a, b) => a - b)[t.length >> 1]).sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const { noiseP50Ms, noiseP99Ms } = noiseFloor(p50, times.length);
  return {
    inProcessP50Ms: round(p50),
    inProcessP90Ms: round(percentile(times, 90)),
    inProcessP99Ms: round(percentile(times, 99)),
    inProcessMaxMs: round(times[times.length - 1]),
    queryMedianP99Ms: round(percentile(medians, 99)),
    fixedLoopP50Ms: noiseP50Ms,
    fixedLoopP99Ms: noiseP99Ms,
  };
};

console.log(JSON.stringify(latency(await readyEngineData())));
