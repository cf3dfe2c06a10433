import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, routeKey } from '@verse/shared/api/routes/index';
import { METRICS_NAMESPACE } from '@verse/shared/operations';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

const lambdaContext = { awsRequestId: 'req-123', functionName: 'verse-usage', functionVersion: '$LATEST', memoryLimitInMB: '256', invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:verse-usage' } as unknown as Context;

/** Runs one request through a handler built in a Lambda-like environment and returns what it printed. */
const runInLambda = async (routeFn: (kit: { count: typeof import('./metrics.ts').count; logger: typeof import('./logger.ts').logger }) => void) => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'verse-usage');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('VERSE_QUIET', '');
  const lines: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  }
  const { createHandler, json } = await import('./http.ts');
  const { count } = await import('./metrics.ts');
  const { logger } = await import('./logger.ts');
  const routes = ROUTES.filter((r) => r.service === 'usage');
  const handler = createHandler('usage', Object.fromEntries(routes.map((r) => [routeKey(r), async () => (routeFn({ count, logger }), json({}))])));
  const route = routes.find((r) => r.auth !== 'user')!;
  await handler({ routeKey: routeKey(route), headers: {}, requestContext: {} } as never, lambdaContext);
  return lines.join('').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
};

describe('observability in Lambda', () => {
  it('emits counted events as CloudWatch embedded metrics in the Verse namespace', async () => {
    const out = await runInLambda(({ count }) => count('Searches'));
    const emf = out.find((l) => l._aws) as { _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] }; Searches: number };
    expect(emf._aws.CloudWatchMetrics[0].Namespace).toBe(METRICS_NAMESPACE);
    expect(emf._aws.CloudWatchMetrics[0].Metrics.map((m) => m.Name)).toContain('Searches');
    expect(emf.Searches).toBe(1);
  });

  it('prints no metrics for a request that counted nothing', async () => {
    const out = await runInLambda(() => undefined);
    expect(out.filter((l) => l._aws)).toEqual([]);
  });

  it('writes structured log lines with the request id and the cold start, and secrets redacted', async () => {
    const out = await runInLambda(({ logger }) => logger.info('search answered', { topic: 'anxiety', token: 'abc' }));
    const line = out.find((l) => l.message === 'search answered')!;
    expect(line).toMatchObject({ level: 'INFO', function_request_id: 'req-123', cold_start: expect.any(Boolean), topic: 'anxiety', token: '[redacted]' });
  });
});
