import { describe, expect, it } from 'vitest';
import { ROUTES, routeKey } from '@verse/shared/api/routes/index';
import { createHandler, json, type RouteFn } from './http.ts';

const ok: RouteFn = async () => json({ ok: true });
const feedbackRoutes = Object.fromEntries(ROUTES.filter((r) => r.service === 'feedback').map((r) => [routeKey(r), ok]));

describe('createHandler checks a service against the route table', () => {
  it('accepts exactly the routes the table gives the service', () => {
    expect(() => createHandler('feedback', feedbackRoutes)).not.toThrow();
  });

  it('refuses a route the table does not have (API Gateway would never send it)', () => {
    expect(() => createHandler('feedback', { ...feedbackRoutes, 'POST /api/feedback/extra': ok })).toThrow(/not in the route table/);
  });

  it("refuses a route the table gives another service", () => {
    expect(() => createHandler('feedback', { ...feedbackRoutes, 'GET /api/trending-tags': ok })).toThrow(/not in the route table/);
  });

  it('refuses a service that leaves one of its table routes unimplemented', () => {
    expect(() => createHandler('feedback', {})).toThrow(/POST \/api\/feedback has no implementation/);
  });
});
