import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CLIENT_IP_HEADER, ORIGIN_HEADER } from '@verse/shared/operations';
import { config } from './config.ts';
import { forbidden, HttpError } from './errors.ts';
import { loadOnce } from './load-once.ts';
import { readSecret } from './secrets.ts';

const originSecret = loadOnce('the CloudFront origin secret', async () => readSecret(config.env('ORIGIN_SECRET_ARN')!));

/**
 * The public address for emailed links, when the stack could not set `APP_URL` itself (the
 * CloudFront address is only known after the functions exist, so the stack stores it in SSM).
 */
const appUrl = loadOnce('the public app address', async () => {
  const name = config.env('APP_URL_PARAMETER')!;
  const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const out = await new SSMClient({}).send(new GetParameterCommand({ Name: name }));
  if (!out.Parameter?.Value) throw new Error(`SSM parameter ${name} has no value`);
  return out.Parameter.Value;
});

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const unavailable = () => new HttpError(503, 'Verse is unavailable for a moment. Please try again shortly.');

/**
 * Runs before every route in AWS: refuses requests that bypass CloudFront (and so its WAF and
 * headers), and learns the public address once. Locally neither variable is set and this does nothing.
 */
export const guardEdge = async (headers: Record<string, string>) => {
  if (config.env('ORIGIN_SECRET_ARN')) {
    const expected = await originSecret().catch(() => {
      throw unavailable();
    });
    if (!same(headers[ORIGIN_HEADER] ?? '', expected)) throw forbidden('Use the Verse web address');
  }
  if (!config.env('APP_URL') && config.env('APP_URL_PARAMETER')) {
    process.env.APP_URL = await appUrl().catch(() => {
      throw unavailable();
    });
  }
};

/**
 * The caller's address. Behind CloudFront, API Gateway sees CloudFront's address, so CloudFront's
 * function passes the viewer's in a header, trusted only where the origin secret proves the request
 * came through CloudFront; elsewhere (the local gateway) it is the connection's.
 */
export const sourceAddress = (event: APIGatewayProxyEventV2, headers: Record<string, string>) =>
  (config.env('ORIGIN_SECRET_ARN') && headers[CLIENT_IP_HEADER]) || event.requestContext?.http?.sourceIp || 'unknown';
