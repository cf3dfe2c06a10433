import { describe, expect, it } from 'vitest';
import { ROUTES, SERVICE_NAMES } from '@verse/shared/api/routes/index';

describe('the route table and the services agree', () => {
  it.each(SERVICE_NAMES)('%s: its handler loads and implements exactly its routes', async (service) => {
    // createHandler throws at load time when a route is missing or unknown.
    const mod = (await import(`./${service}/handler.ts`)) as { handler: unknown };
    expect(typeof mod.handler).toBe('function');
  });

  it('every route belongs to a known service, with a unique method and path', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ROUTES) expect(SERVICE_NAMES).toContain(r.service);
  });
});
