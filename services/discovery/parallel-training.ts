import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { MEANING_SEEDS, trainMeaningNetwork, type MeaningTraining, type Network } from './domain/crisis-meaning.ts';

/** Longest a worker may take over its networks (each takes about 25 s on one core). */
const WORKER_TIMEOUT_MS = 15 * 60_000;

/**
 * Learns the reading by meaning's networks on every core, each worker thread taking every n-th
 * seed. A network learned in a worker is byte for byte the one learned alone (same examples, seed
 * and arithmetic), so the build's output does not depend on the machine. The build step is
 * synchronous: the workers report through shared memory, and this thread waits on it.
 */
export const trainMeaningNetworksInParallel = (training: MeaningTraining, lanes = Math.min(availableParallelism(), MEANING_SEEDS.length)): Network[] => {
  if (lanes < 2) return MEANING_SEEDS.map((seed) => trainMeaningNetwork(training, seed));
  const jobs = Array.from({ length: lanes }, (_, lane) => {
    const seeds = MEANING_SEEDS.filter((_, i) => i % lanes === lane);
    const done = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(new URL('./meaning-worker.mjs', import.meta.url), { workerData: { training, seeds, done, port: port2 }, transferList: [port2] });
    return { seeds, done, port: port1, worker };
  });
  const bySeed = new Map<number, Network>();
  for (const { seeds, done, port, worker } of jobs) {
    const waited = Atomics.wait(done, 0, 0, WORKER_TIMEOUT_MS);
    const reply = receiveMessageOnPort(port)?.message as { networks?: Network[]; error?: string } | undefined;
    port.close();
    void worker.terminate();
    if (!reply?.networks) throw new Error(`learning the crisis networks ${seeds.join(', ')} failed: ${reply?.error ?? waited}`);
    reply.networks.forEach((net, i) => bySeed.set(seeds[i], net));
  }
  return MEANING_SEEDS.map((seed) => bySeed.get(seed)!);
};
