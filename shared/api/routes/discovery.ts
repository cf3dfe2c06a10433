import type { RouteSpec } from './types.ts';

export const discoveryRoutes = [
  { method: 'POST', path: '/api/discover-verse-instant', service: 'discovery', auth: 'optional' },
  { method: 'POST', path: '/api/discover-verses', service: 'discovery', auth: 'optional' },
  { method: 'GET', path: '/api/discover-verses', service: 'discovery', auth: 'optional' },
  { method: 'GET', path: '/api/trending-tags', service: 'discovery', auth: 'public' },
  { method: 'POST', path: '/api/record-search', service: 'discovery', auth: 'optional' },
  { method: 'POST', path: '/api/recommendation-vote', service: 'discovery', auth: 'optional' },
  { method: 'GET', path: '/api/recommendations', service: 'discovery', auth: 'optional' },
] as const satisfies readonly RouteSpec[];
