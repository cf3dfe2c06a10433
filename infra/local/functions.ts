import { SHARE_ENV, Worker } from 'node:worker_threads';

/** What the stack sends a function's worker, and what the worker answers. */
export interface Invocation {
  id: number;
  event: unknown;
}
export type FunctionMessage = { ready: true } | { id: number; result: unknown } | { id: number; error: string };

export interface LocalFunction {
  invoke(event: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * One Lambda function (bundled by `bundleLocalStack`) run locally in a worker thread of its own:
 * its modules load there (the function's cold start) and its state never mixes with another function's, as in AWS, while its
 * work runs beside the gateway's instead of stalling it. The worker shares this process's
 * environment, so the stack's settings reach it. A worker that dies fails the invocations it held
 * and is replaced on the next one, as Lambda replaces a crashed instance.
 */
export const startFunction = async (name: string, bundle: string): Promise<LocalFunction> => {
  let nextId = 0;
  const pending = new Map<number, { done: (result: unknown) => void; fail: (error: Error) => void }>();
  let stopped = false;

  let current: Promise<Worker> | undefined;
  const boot = () => {
    const booted = new Promise<Worker>((ready, fail) => {
      const worker = new Worker(bundle, { workerData: { name }, env: SHARE_ENV });
      worker.on('message', (message: FunctionMessage) => {
        if ('ready' in message) return ready(worker);
        const call = pending.get(message.id);
        pending.delete(message.id);
        if ('error' in message) call?.fail(new Error(`${name}: ${message.error}`));
        else call?.done(message.result);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (current === booted) current = undefined;
        fail(new Error(`${name} stopped (exit ${code})`));
        for (const call of pending.values()) call.fail(new Error(`${name} stopped (exit ${code}) while handling a request`));
        pending.clear();
      });
    });
    return booted;
  };
  const worker = () => (current ??= boot());
  await worker();

  return {
    invoke: async (event) => {
      if (stopped) throw new Error(`${name} has stopped`);
      const running = await worker();
      const id = nextId++;
      return new Promise((done, fail) => {
        pending.set(id, { done, fail });
        running.postMessage({ id, event } satisfies Invocation);
      });
    },
    stop: async () => {
      stopped = true;
      const running = await current?.catch(() => undefined);
      await running?.terminate();
    },
  };
};

/**
 * Every function of the stack, each started at once in its own worker; one that failed to load is
 * reported and tried again on its next request.
 */
export const startFunctions = <Name extends string>(bundles: Record<Name, string>) => {
  const started = new Map<Name, Promise<LocalFunction>>();
  const get = (name: Name) => {
    let f = started.get(name);
    if (!f) {
      f = startFunction(`verse-${name}`, bundles[name]);
      started.set(name, f);
      f.catch((err: Error) => {
        started.delete(name);
        console.error(`local stack: the ${name} function failed to load: ${err.message}`);
      });
    }
    return f;
  };
  const all = (Object.keys(bundles) as Name[]).map((name) => get(name).catch(() => undefined));
  return {
    get,
    /** Resolves once every function has loaded or failed to. */
    ready: () => Promise.all(all).then(() => undefined),
    stop: () => Promise.all([...started.values()].map((f) => f.then((fn) => fn.stop(), () => undefined))).then(() => undefined),
  };
};
