import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_HEADER } from '@verse/shared/operations';
import { ROUTES, routeKey } from '@verse/shared/api/routes/index';
import { config } from './config.ts';
import { createHandler, json, type ApiEvent } from './http.ts';

// Secrets Manager and SSM cannot run here: their answers are scripted.
vi.mock('./secrets.ts', () => ({ readSecret: async () => 'the-origin-secret' }));
const ssmSend = vi.fn(async () => ({ Parameter: { Value: 'https://d111111abcdef8.cloudfront.net' } }));
vi.mock('@aws-sdk/client-ssm', () => ({
  SSMClient: class {
    send = ssmSend;
  },
  GetParameterCommand: class {},
}));

const routes = ROUTES.filter((r) => r.service === 'usage');
const handler = createHandler('usage', Object.fromEntries(routes.map((r) => [routeKey(r), async () => json({ appUrl: config.appUrl })])));
const route = routes.find((r) => r.auth !== 'user')!;

const call = (headers: Record<string, string>) =>
  handler({ routeKey: routeKey(route), headers, rawPath: route.path, requestContext: {} } as unknown as ApiEvent, {} as Context);

afterEach(() => vi.unstubAllEnvs());

describe('requests that bypass CloudFront', () => {
  it('are refused when the origin secret is missing or wrong, and served when CloudFront sent it', async () => {
    vi.stubEnv('ORIGIN_SECRET_ARN', 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin');
    expect((await call({})).statusCode).toBe(403);
    expect((await call({ [ORIGIN_HEADER]: 'guess' })).statusCode).toBe(403);
    expect((await call({ [ORIGIN_HEADER]: 'the-origin-secret' })).statusCode).toBe(200);
  });

  it('are not checked on the local stack, where no origin secret is configured', async () => {
    vi.stubEnv('ORIGIN_SECRET_ARN', '');
    expect((await call({})).statusCode).toBe(200);
  });
});

describe('the public address in emailed links', () => {
  it('is read once from the SSM parameter the stack wrote when no APP_URL was given', async () => {
    vi.stubEnv('ORIGIN_SECRET_ARN', '');
    vi.stubEnv('APP_URL', '');
    vi.stubEnv('APP_URL_PARAMETER', '/verse/Verse/app-url');
    const first = await call({});
    expect(JSON.parse(first.body!)).toEqual({ appUrl: 'https://d111111abcdef8.cloudfront.net' });
    await call({});
    expect(ssmSend).toHaveBeenCalledTimes(1);
  });
});
