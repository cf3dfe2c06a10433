import type { RouteSpec } from './types.ts';

/** The header a browser sends its IANA time zone in (a subscriber's day ends at local midnight). */
export const TIME_ZONE_HEADER = 'x-time-zone';

export const usageRoutes = [
  { method: 'GET', path: '/api/usage-status', service: 'usage', auth: 'optional' },
  { method: 'POST', path: '/api/record-usage', service: 'usage', auth: 'optional' },
] as const satisfies readonly RouteSpec[];
