import type { RouteSpec } from './types.ts';

/** The Daily Ten (spec 000 §7, spec 001 §7): progress belongs to the signed-in account, else the device. */
export const dailyTenRoutes = [
  { method: 'GET', path: '/api/daily-ten', service: 'daily-ten', auth: 'optional' },
  { method: 'POST', path: '/api/daily-ten/{index}/read', service: 'daily-ten', auth: 'optional' },
  { method: 'POST', path: '/api/daily-ten/{index}/skip', service: 'daily-ten', auth: 'optional' },
  { method: 'POST', path: '/api/clear-daily-cache', service: 'daily-ten', auth: 'optional' },
] as const satisfies readonly RouteSpec[];
