import { readDevset } from '../../tests/quality/evaluate.ts';
import { load, LOAD_CONNECTIONS, type LoadRequest } from './_autocannon.ts';
import { cpuMs, stackProcesses, startStackProcess } from './_local-stack.ts';

const SECONDS = 10;
const round = (x: number) => Math.round(x * 1000) / 1000;

/** The n-th visitor's network address (searches are limited per address). */
export const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A different visitor each time: its own device, and its own address (searches are limited per address). */
export const visitorRequests = () => {
  let n = 0;
  return (req: Record<string, unknown>, body?: (n: number) => string) => {
    const i = n++;
    return {
      ...req,
      headers: { ...(req.headers as Record<string, string>), 'x-forwarded-for': visitorAddress(i) },
      ...(body ? { body: body(i) } : {}),
    };
  };
};

/** A counted search: a dev-set query from a new visitor, admitted by the usage gate with its conditional writes, as in production. */
export const countedSearch = (): LoadRequest => {
  const queries = readDevset().map((i) => i.query);
  const visitor = visitorRequests();
  return {
    method: 'POST',
    path: '/api/discover-verses',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => visitor(req, (n) => JSON.stringify({ query: queries[n % queries.length], deviceId: `bench_${process.pid}_${n}` })),
  };
};

export const STATIC_PAGE: LoadRequest = { method: 'GET', path: '/', headers: { 'accept-encoding': 'gzip' } };
export const VERSE_OF_THE_DAY: LoadRequest = { method: 'GET', path: '/api/discover-verses?query=&deviceId=bench_daily' };
export const CHAPTER: LoadRequest = { method: 'GET', path: '/api/bible-reader/chapter/John/3' };

/**
 * A load run and the CPU each process spent per answered request: where a request's time goes when
 * the machine's cores, not waiting, set the throughput (the load generator is this process).
 */
const withCpu = async (stackPid: number, run: () => Promise<{ requestsPerSec: number }>) => {
  const processes = [...stackProcesses(stackPid), { name: 'load generator', pid: process.pid }];
  const before = processes.map((p) => cpuMs(p.pid));
  const started = performance.now();
  const figures = await run();
  const requests = (figures.requestsPerSec * (performance.now() - started)) / 1000;
  const perRequest = Object.fromEntries(processes.map((p, i) => [p.name, round((cpuMs(p.pid) - before[i]) / requests)]));
  return { figures, cpuMsPerRequest: { ...perRequest, total: round(Object.values(perRequest).reduce((a, b) => a + b, 0)) } };
};

/**
 * The local stack under load, as `npm start` runs it, with one load generator at 50 connections:
 * the static home page, counted searches, the verse of the day and a chapter read, one after the
 * other, each against the static page's throughput in the same run.
 */
export async function run(): Promise<Record<string, unknown>> {
  const stack = await startStackProcess();
  try {
    for (const warm of [STATIC_PAGE, countedSearch(), VERSE_OF_THE_DAY, CHAPTER]) await load(stack.base, [warm], 2);
    const staticPage = await load(stack.base, [STATIC_PAGE], SECONDS);
    const { figures: search, cpuMsPerRequest } = await withCpu(stack.pid, () => load(stack.base, [countedSearch()], SECONDS));
    const daily = await load(stack.base, [VERSE_OF_THE_DAY], SECONDS);
    const chapter = await load(stack.base, [CHAPTER], SECONDS);
    const ofStatic = (f: { requestsPerSec: number }) => round(f.requestsPerSec / staticPage.requestsPerSec);
    return {
      connections: LOAD_CONNECTIONS,
      staticPage,
      countedSearch: { ...search, ofStatic: ofStatic(search), cpuMsPerRequest },
      verseOfTheDay: { ...daily, ofStatic: ofStatic(daily) },
      chapter: { ...chapter, ofStatic: ofStatic(chapter) },
    };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} ${stack.log()}`.trim(), { cause: error });
  } finally {
    await stack.stop();
  }
}
