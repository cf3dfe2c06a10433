import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './_stats.ts';

const READS = 50;
const WRITERS = 64;

/**
 * Trending's cost against the number of recorded searches: the counters' read (what a trending call
 * does when its one-minute cache has run out) after 100 and after 100,000 searches, on a fresh local
 * stack. The searches are added straight to the counters, as record-search adds them.
 */
export async function run(): Promise<Record<string, unknown>> {
  process.env.VERSE_QUIET = 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-trending-'));
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const stack = await startLocalStack({ dataDir });
  try {
    const { discoveryStore } = await import('../../services/discovery/store.ts');
    const { TRENDING_TAGS, TRENDING_WINDOW_DAYS } = await import('../../services/discovery/domain/trending.ts');
    const now = Date.now();
    let recorded = 0;
    const recordUpTo = async (total: number) => {
      const next = () => (recorded < total ? recorded++ : undefined);
      const writer = async () => {
        for (let i = next(); i !== undefined; i = next()) await discoveryStore.countSearch(TRENDING_TAGS[i % TRENDING_TAGS.length].label, now - (i % TRENDING_WINDOW_DAYS) * 86_400_000);
      };
      await Promise.all(Array.from({ length: WRITERS }, writer));
    };
    const readMs = async () => {
      const times: number[] = [];
      for (let i = 0; i < READS; i++) {
        const t = performance.now();
        const counts = await discoveryStore.trendingCounts(now, TRENDING_WINDOW_DAYS);
        times.push(performance.now() - t);
        if (counts.searches !== recorded) throw new Error(`counted ${counts.searches} of ${recorded} searches`);
      }
      return { p50: percentile(times, 50), p99: percentile(times, 99) };
    };
    await recordUpTo(100);
    const at100 = await readMs();
    const started = performance.now();
    await recordUpTo(100_000);
    const addsPerSecond = Math.round((100_000 - 100) / ((performance.now() - started) / 1000));
    const at100k = await readMs();
    return {
      countersReadMsP50At100: at100.p50,
      countersReadMsP50At100k: at100k.p50,
      countersReadMsP99At100: at100.p99,
      countersReadMsP99At100k: at100k.p99,
      counterAddsPerSecond: addsPerSecond,
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
