import { describe, expect, it } from 'vitest';
import { audioCacheKey, evictionPlan, preloadPriority } from './audio-plan.ts';
import { createRequestQueue } from './audio-queue.ts';

const MB = 1024 * 1024;

describe('audio plan', () => {
  it('gives the current verse 100 and others 50 − 10 × distance, at least 1', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map((i) => preloadPriority(i, 2))).toEqual([30, 40, 100, 40, 30, 20, 1]);
  });
  it('evicts nothing under 50 MB and the oldest down to 80 % above it', () => {
    const entry = (key: string, timestamp: number, size: number) => ({ key, timestamp, size });
    expect(evictionPlan([entry('a', 1, 30 * MB), entry('b', 2, 20 * MB)])).toEqual([]);
    expect(evictionPlan([entry('new', 9, 30 * MB), entry('old', 1, 15 * MB), entry('mid', 5, 10 * MB)])).toEqual(['old']);
    expect(evictionPlan([entry('c', 3, 20 * MB), entry('a', 1, 5 * MB), entry('b', 2, 5 * MB), entry('d', 4, 21 * MB)])).toEqual(['a', 'b', 'c']);
  });
  it('keys audio by version, reference and text', () => {
    expect(audioCacheKey({ reference: 'John 11:35', version: 'WEB', text: 'Jesus wept.' })).toBe('WEB|John 11:35|Jesus wept.');
  });
});

describe('request queue', () => {
  const deferred = () => {
    let resolve!: (v: string) => void;
    const promise = new Promise<string>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs two at a time, highest priority next, and shares repeated keys', async () => {
    const queue = createRequestQueue<string>(2, 10_000);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const job = (key: string) => () => {
      started.push(key);
      const d = deferred();
      gates.set(key, d);
      return d.promise;
    };
    const a = queue.request('a', 10, job('a'));
    queue.request('b', 10, job('b'));
    queue.request('low', 1, job('low'));
    queue.request('high', 90, job('high'));
    const again = queue.request('a', 100, job('a'));
    expect(started).toEqual(['a', 'b']);
    expect(queue.running).toBe(2);
    gates.get('a')!.resolve('A');
    expect(await a).toBe('A');
    expect(await again).toBe('A');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'high']);
  });

  it('aborts a request that takes longer than the timeout', async () => {
    const queue = createRequestQueue<string>(2, 20);
    const result = queue.request('slow', 1, (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    await expect(result).rejects.toThrow('timed out');
    expect(queue.running).toBe(0);
  });
});
