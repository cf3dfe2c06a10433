import type { RouteSpec } from './types.ts';

export const favoritesRoutes = [] as const satisfies readonly RouteSpec[];
