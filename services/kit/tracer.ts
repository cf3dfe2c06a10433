import type middy from '@middy/core';

/**
 * X-Ray. The stack always turns on Lambda's active tracing, so every invocation and cold start is
 * traced with no code here. A bundle made with `verse:tracing=sdk` also carries Powertools Tracer (a
 * subsegment for each AWS call and for the handler); its X-Ray SDK adds about a fifth to every cold
 * start (`npm run bench -- functions` prints both), so it is the operator's choice. Elsewhere
 * (default bundles, the local stack, tests) both helpers below change nothing.
 */
const sdk = process.env.VERSE_SDK_TRACING === 'on' ? await import('./sdk-tracer.ts') : undefined;

/** An AWS SDK client, traced call by call when the bundle carries the tracer. */
export const traced = <T>(client: T): T => (sdk ? sdk.tracer.captureAWSv3Client(client) : client);

/** The handler's own subsegment (cold start and errors annotated), when the bundle carries the tracer. */
export const tracingMiddleware = (): middy.MiddlewareObj[] => (sdk ? [sdk.handlerSegment()] : []);
