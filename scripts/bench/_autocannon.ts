/** The part of autocannon's API the benchmarks use (the package ships no types). */
export interface LoadRequest {
  method: string;
  path?: string;
  headers?: Record<string, string>;
  /** `context` is one connection's own, kept across its requests. */
  setupRequest?: (req: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
}

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (opts: { url: string; connections: number; duration: number; requests: LoadRequest[] }) => Promise<LoadResult>;

export const LOAD_CONNECTIONS = 50;

/**
 * `connections` connections for `seconds`, the requests taken in turn; anything but a 2xx is reported
 * and fails the figure rather than counting as a fast answer.
 */
export const load = async (url: string, requests: LoadRequest[], seconds: number, connections = LOAD_CONNECTIONS) => {
  const autocannon = ((await import('autocannon' as string)) as { default: Autocannon }).default;
  const result = await autocannon({ url, connections, duration: seconds, requests });
  const figures = {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
  const errors = result.errors + result.timeouts;
  if (result.non2xx > 0 || errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${errors} errors: ${JSON.stringify(figures)}`);
  return figures;
};
