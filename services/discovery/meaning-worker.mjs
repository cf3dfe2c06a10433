// A worker thread of `parallel-training.ts`: learns its seeds' networks and reports them. Plain
// JavaScript, as worker threads do not inherit the TypeScript loader the build runs under.
import { workerData } from 'node:worker_threads';

const { training, seeds, done, port } = workerData;
try {
  const { register } = await import('tsx/esm/api');
  register();
  const { trainMeaningNetwork } = await import('./domain/crisis-meaning.ts');
  port.postMessage({ networks: seeds.map((seed) => trainMeaningNetwork(training, seed)) });
} catch (error) {
  port.postMessage({ error: String(error?.stack ?? error) });
} finally {
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
}
