import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './_stats.ts';

const VISITORS = 100;

/**
 * The Daily Ten through the local gateway: loading today's ten (the plan, the person's days and the
 * usage allowance) and marking a verse read, for 100 visitors one after another.
 */
export async function run(): Promise<Record<string, unknown>> {
  process.env.VERSE_QUIET = 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-daily-ten-'));
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const stack = await startLocalStack({ dataDir });
  try {
    const call = (method: string, path: string, deviceId: string) =>
      fetch(`${stack.url}${path}`, { method, headers: { 'x-device-id': deviceId, 'x-time-zone': 'America/Chicago' } });
    const timed = async (method: string, path: string, deviceId: string) => {
      const t = performance.now();
      const res = await call(method, path, deviceId);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status}`);
      return performance.now() - t;
    };
    const loadMs: number[] = [];
    const readMs: number[] = [];
    for (let i = 0; i < VISITORS; i++) {
      const deviceId = `bench_daily_${i}`;
      loadMs.push(await timed('GET', '/api/daily-ten', deviceId));
      readMs.push(await timed('POST', `/api/daily-ten/${i % 10}/read`, deviceId));
    }
    return {
      getDailyTenMsP50: percentile(loadMs, 50),
      getDailyTenMsP99: percentile(loadMs, 99),
      markReadMsP50: percentile(readMs, 50),
      markReadMsP99: percentile(readMs, 99),
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
