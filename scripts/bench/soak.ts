import { readFileSync } from 'node:fs';
import { load, type LoadRequest } from './_autocannon.ts';
import { stackProcesses, startStackProcess } from './_local-stack.ts';
import { CHAPTER, countedSearch, STATIC_PAGE, VERSE_OF_THE_DAY, visitorAddress } from './load.ts';

const MINUTES = Number(process.env.VERSE_SOAK_MINUTES ?? 10);
const CONNECTIONS = 20;
const SAMPLE_MS = 10_000;
/** Memory grows while caches fill and code warms; it is judged from the end of this part of the run. */
const WARM_UP_SHARE = 0.2;

/** A process's resident memory (`VmRSS`), or the part of it that is its own (`RssAnon`: heap and stacks, not files it maps). */
const residentMb = (pid: number, field: 'VmRSS' | 'RssAnon') => {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
};

/** A visitor's round: the home page with its calls, a search, today's Daily Ten and a verse read, a chapter. */
const mixedTraffic = (): LoadRequest[] => {
  let visitors = 0;
  // Each connection is one visitor at a time (its device and address), a new one with each round.
  const asVisitor = (request: LoadRequest, arrives = false): LoadRequest => ({
    ...request,
    setupRequest: (req, context) => {
      if (arrives) {
        const n = visitors++;
        context.device = `soak_${process.pid}_${n}`;
        context.address = visitorAddress(n);
      }
      const out = request.setupRequest ? request.setupRequest(req, context) : req;
      const headers = { ...(out.headers as Record<string, string>), 'x-device-id': String(context.device), 'x-time-zone': 'America/Chicago', 'x-forwarded-for': String(context.address) };
      return { ...out, headers };
    },
  });
  return [
    asVisitor(STATIC_PAGE, true),
    asVisitor(VERSE_OF_THE_DAY),
    asVisitor({ method: 'GET', path: '/api/trending-tags' }),
    asVisitor({ method: 'GET', path: '/api/usage-status' }),
    asVisitor(countedSearch()),
    asVisitor({ method: 'GET', path: '/api/daily-ten' }),
    asVisitor({ method: 'POST', path: '/api/daily-ten/0/read' }),
    asVisitor(CHAPTER),
  ];
};

/**
 * Ten minutes (`VERSE_SOAK_MINUTES`) of mixed traffic through the local gateway at 20 connections,
 * with the resident memory of every process of the stack sampled every 10 s: after the first fifth
 * of the run, none may grow by 10 % or more, and no answer may be a 5xx (any non-2xx fails the run).
 */
export async function run(): Promise<Record<string, unknown>> {
  const stack = await startStackProcess();
  try {
    const processes = stackProcesses(stack.pid);
    const samples: { at: number; rss: (number | undefined)[]; anon: (number | undefined)[] }[] = [];
    const started = Date.now();
    const sample = () =>
      samples.push({ at: Date.now() - started, rss: processes.map((p) => residentMb(p.pid, 'VmRSS')), anon: processes.map((p) => residentMb(p.pid, 'RssAnon')) });
    sample();
    const timer = setInterval(sample, SAMPLE_MS);
    const traffic = await load(stack.base, mixedTraffic(), MINUTES * 60, CONNECTIONS).finally(() => clearInterval(timer));
    sample();
    const warmUpEnd = MINUTES * 60_000 * WARM_UP_SHARE;
    const growth = (values: number[]) => Math.round(((Math.max(...values) - values[0]) / values[0]) * 1000) / 10;
    const memory = processes.map((p, i) => {
      const after = samples.filter((s) => s.at >= warmUpEnd);
      const rss = after.map((s) => s.rss[i] ?? 0);
      const anon = after.map((s) => s.anon[i] ?? 0);
      return {
        process: p.name,
        rssStartMb: samples[0].rss[i],
        rssAfterWarmUpMb: rss[0],
        rssPeakMb: Math.max(...rss),
        rssEndMb: rss.at(-1),
        rssGrowthAfterWarmUpPct: growth(rss),
        ownAfterWarmUpMb: anon[0],
        ownPeakMb: Math.max(...anon),
        ownGrowthAfterWarmUpPct: growth(anon),
      };
    });
    const grew = memory.filter((m) => m.ownGrowthAfterWarmUpPct >= 10);
    return { minutes: MINUTES, connections: CONNECTIONS, ...traffic, memory, memoryFlat: grew.length === 0 };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} ${stack.log()}`.trim(), { cause: error });
  } finally {
    await stack.stop();
  }
}
