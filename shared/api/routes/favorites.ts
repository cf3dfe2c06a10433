import type { RouteSpec } from './types.ts';

export const favoritesRoutes = [
  { method: 'GET', path: '/api/favorites', service: 'favorites', auth: 'user' },
  { method: 'POST', path: '/api/favorites', service: 'favorites', auth: 'user' },
  { method: 'GET', path: '/api/favorites/check/{reference}', service: 'favorites', auth: 'user' },
  { method: 'PUT', path: '/api/favorites/{id}', service: 'favorites', auth: 'user' },
  { method: 'DELETE', path: '/api/favorites/{id}', service: 'favorites', auth: 'user' },
] as const satisfies readonly RouteSpec[];
