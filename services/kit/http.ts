import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { DEVICE_HEADER, DEVICE_ID_PATTERN } from '@verse/shared/browser';
import { API_CSP, COMMON_SECURITY_HEADERS, SERVER_PAGE_CSP } from '@verse/shared/security-headers';
import { ROUTES, routeKey, type RouteSpec, type ServiceName } from '@verse/shared/api/routes/index';
import { systemClock, type Clock } from './clock.ts';
import { bearerToken, verifyToken, type Session } from './auth.ts';
import { guardEdge, sourceAddress } from './edge.ts';
import { currentSession } from './session-check.ts';
import { badRequest, DEPENDENCY_FAULT_MESSAGE, DEPENDENCY_RETRY_AFTER_S, HttpError, isDependencyFault, unauthorized } from './errors.ts';
import { logger, powertoolsLogger } from './logger.ts';
import { publishMetrics } from './metrics.ts';
import { tracingMiddleware } from './tracer.ts';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** What a route function receives: the event, already parsed and authorized. */
export interface ApiRequest {
  event: ApiEvent;
  route: RouteSpec;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when there is none. */
  body: unknown;
  /** The body exactly as sent (webhook signatures are computed over it). */
  rawBody: string;
  /** The signed-in account, when a valid bearer token came with the request. */
  session: Session | null;
  /** The `x-device-id` header, else a `deviceId` query parameter. */
  deviceId: string | undefined;
  /** The caller's address: from CloudFront's header in AWS, else the connection's. */
  sourceIp: string;
  /** When the request arrived (epoch ms), from the handler's clock: every route reads the time here. */
  now: number;
}

export type RouteFn = (req: ApiRequest) => Promise<ApiResult>;

const BASE_HEADERS = {
  'cache-control': 'no-store',
  ...COMMON_SECURITY_HEADERS,
  'content-security-policy': API_CSP,
};

export const json = (body: unknown, statusCode = 200, headers: Record<string, string> = {}): ApiResult => ({
  statusCode,
  headers: { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

export const binary = (bytes: Uint8Array, contentType: string, headers: Record<string, string> = {}): ApiResult => ({
  statusCode: 200,
  headers: { ...BASE_HEADERS, 'content-type': contentType, ...headers },
  body: Buffer.from(bytes).toString('base64'),
  isBase64Encoded: true,
});

export const html = (body: string, statusCode = 200): ApiResult => ({
  statusCode,
  headers: { ...BASE_HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': SERVER_PAGE_CSP },
  body,
});

export const redirect = (location: string, statusCode = 303): ApiResult => ({
  statusCode,
  headers: { ...BASE_HEADERS, location },
  body: '',
});

const lowerHeaders = (headers: ApiEvent['headers']) =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? '']));

const decodeBody = (event: ApiEvent) =>
  event.body === undefined || event.body === null
    ? ''
    : event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body;

const parseJson = (raw: string, contentType: string) => {
  if (raw.trim() === '') return undefined;
  if (contentType && !/json/i.test(contentType) && !/^\s*[[{]/.test(raw)) return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('The request body must be valid JSON');
  }
};

const clean = (r: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(Object.entries(r ?? {}).filter((e): e is [string, string] => e[1] !== undefined));


/**
 * Builds a service's Lambda handler from its route functions. Every route must be in the shared
 * route table under this service, and every table route of this service must be implemented here.
 * Errors become `{ error }` answers: an HttpError keeps its status and message; a store or mail
 * server that did not answer is a 503 with `Retry-After`; anything else is logged and answered 500
 * without details. Routes read the time from `req.now` (the system clock unless a test gives another).
 */
export const createHandler = (service: ServiceName, impl: Record<string, RouteFn>, clock: Clock = systemClock) => {
  const table = new Map<string, RouteSpec>(ROUTES.filter((r) => r.service === service).map((r) => [routeKey(r), r]));
  for (const key of Object.keys(impl)) {
    if (!table.has(key)) throw new Error(`${service}: ${key} is not in the route table`);
  }
  for (const key of table.keys()) {
    if (!impl[key]) throw new Error(`${service}: ${key} has no implementation`);
  }

  const base = async (event: ApiEvent): Promise<ApiResult> => {
    const route = table.get(event.routeKey);
    const fn = impl[event.routeKey];
    if (!route || !fn) return json({ error: 'Not found' }, 404);
    const headers = lowerHeaders(event.headers);
    await guardEdge(headers);
    const rawBody = decodeBody(event);
    const token = bearerToken(headers.authorization);
    const signed = token ? await verifyToken(token) : null;
    const session = signed ? await currentSession(signed) : null;
    if (route.auth === 'user' && !session) {
      throw unauthorized(token ? 'Your session has expired. Please sign in again.' : undefined);
    }
    const query = clean(event.queryStringParameters);
    const deviceRaw = headers[DEVICE_HEADER] || query.deviceId;
    if (deviceRaw && !DEVICE_ID_PATTERN.test(deviceRaw)) {
      throw badRequest('The device id must be 1 to 128 letters, digits, dashes or underscores');
    }
    return fn({
      event,
      route,
      params: clean(event.pathParameters),
      query,
      headers,
      body: parseJson(rawBody, headers['content-type'] ?? ''),
      rawBody,
      session,
      deviceId: deviceRaw || undefined,
      sourceIp: sourceAddress(event, headers),
      now: clock.now(),
    });
  };

  return middy<ApiEvent, ApiResult, Error, Context>(base)
    .use(injectLambdaContext(powertoolsLogger))
    .use(tracingMiddleware())
    .use(publishMetrics)
    .use({
      onError: async (request) => {
        const err = request.error;
        if (err instanceof HttpError) {
          request.response = json({ error: err.message, ...err.extra }, err.status, err.headers);
          return;
        }
        if (isDependencyFault(err)) {
          logger.error('a dependency did not answer', { routeKey: request.event.routeKey, error: err });
          request.response = json({ error: DEPENDENCY_FAULT_MESSAGE }, 503, { 'retry-after': String(DEPENDENCY_RETRY_AFTER_S) });
          return;
        }
        logger.error('unhandled error', { routeKey: request.event.routeKey, error: err });
        request.response = json({ error: 'Something went wrong on our side. Please try again.' }, 500);
      },
    });
};
