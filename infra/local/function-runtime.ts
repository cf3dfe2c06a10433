import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import type { FunctionMessage, Invocation } from './functions.ts';

/** The API's functions take API Gateway events; the weekly job takes EventBridge's. */
type Handler = (event: never, context: Context) => Promise<unknown>;

/**
 * Inside a function's worker thread, once its modules have loaded (its cold start): answers each
 * invocation with the handler's result. Module state stays in this thread, as it stays in one
 * Lambda function's instances.
 */
export const serveInvocations = (handler: Handler) => {
  const { name } = workerData as { name: string };
  const port = parentPort!;
  const post = (message: FunctionMessage) => port.postMessage(message);
  process.setSourceMapsEnabled(true);
  port.on('message', ({ id, event }: Invocation) => {
    const context = { functionName: name, awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000, callbackWaitsForEmptyEventLoop: false } as Context;
    handler(event as never, context).then(
      (result) => post({ id, result }),
      (error: Error) => {
        console.error(`${name}: the handler failed`, error);
        post({ id, error: error.message });
      },
    );
  });
  post({ ready: true });
};
