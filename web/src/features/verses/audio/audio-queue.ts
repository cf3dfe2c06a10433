import { AUDIO_CACHE, TIMINGS } from '@verse/shared/constants';

interface Job<T> {
  key: string;
  priority: number;
  run(signal: AbortSignal): Promise<T>;
  resolve(v: T): void;
  reject(e: unknown): void;
}

/**
 * At most `concurrency` requests at a time, highest priority first, each aborted after `timeoutMs`.
 * Asking again for a key already waiting or running shares its promise (and may raise its priority).
 */
export const createRequestQueue = <T>(concurrency: number = AUDIO_CACHE.concurrentRequests, timeoutMs: number = TIMINGS.audioTimeoutMs) => {
  const waiting: Job<T>[] = [];
  const pending = new Map<string, { promise: Promise<T>; job: Job<T> }>();
  let running = 0;

  const pump = () => {
    while (running < concurrency && waiting.length) {
      waiting.sort((a, b) => b.priority - a.priority);
      const job = waiting.shift()!;
      running++;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new DOMException('Audio request timed out', 'TimeoutError')), timeoutMs);
      job
        .run(controller.signal)
        .then(job.resolve, job.reject)
        .finally(() => {
          clearTimeout(timer);
          running--;
          pending.delete(job.key);
          pump();
        });
    }
  };

  return {
    request(key: string, priority: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const existing = pending.get(key);
      if (existing) {
        existing.job.priority = Math.max(existing.job.priority, priority);
        return existing.promise;
      }
      let job!: Job<T>;
      const promise = new Promise<T>((resolve, reject) => {
        job = { key, priority, run, resolve, reject };
      });
      pending.set(key, { promise, job });
      waiting.push(job);
      pump();
      return promise;
    },
    get running() {
      return running;
    },
  };
};
