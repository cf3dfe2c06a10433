import type { RouteSpec } from './types.ts';

export const discoveryRoutes = [] as const satisfies readonly RouteSpec[];
