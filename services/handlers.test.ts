import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ROUTES, SERVICE_NAMES, type RouteSpec, type ServiceName } from '@verse/shared/api/routes/index';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * A request that every route refuses before it reads a store: `user` routes for want of a session,
 * the others for a malformed device id. Which answer comes back shows where the request went.
 */
const refusedRequest = (route: Pick<RouteSpec, 'method' | 'path'>) =>
  ({
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: route.path,
    rawQueryString: '',
    headers: { 'x-device-id': 'not a device id!' },
    isBase64Encoded: false,
    requestContext: { http: { method: route.method, path: route.path, sourceIp: '203.0.113.9' } },
  }) as unknown as APIGatewayProxyEventV2;

const answer = async (handler: Handler, route: Pick<RouteSpec, 'method' | 'path'>) => {
  const result = await handler(refusedRequest(route), { functionName: 'test', awsRequestId: 'test' } as Context);
  return { status: result.statusCode, error: (JSON.parse(result.body ?? '{}') as { error?: string }).error };
};

const handlerOf = async (service: ServiceName) => ((await import(`./${service}/handler.ts`)) as { handler: Handler }).handler;

describe('the route table and the services agree', () => {
  it.each(SERVICE_NAMES)('%s: its handler takes every route the table gives it, and no other', async (service) => {
    // createHandler also throws at load time when a route is missing or unknown.
    const handler = await handlerOf(service);
    for (const route of ROUTES.filter((r) => r.service === service)) {
      const expected =
        route.auth === 'user'
          ? { status: 401, error: expect.stringMatching(/sign in/i) }
          : { status: 400, error: 'The device id must be 1 to 128 letters, digits, dashes or underscores' };
      expect({ route: `${route.method} ${route.path}`, ...(await answer(handler, route)) }).toEqual({ route: `${route.method} ${route.path}`, ...expected });
    }
    const foreign = ROUTES.find((r) => r.service !== service)!;
    expect(await answer(handler, foreign)).toEqual({ status: 404, error: 'Not found' });
  });

  it('every route belongs to a known service, with a unique method and path', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ROUTES) expect(SERVICE_NAMES).toContain(r.service);
  });
});
