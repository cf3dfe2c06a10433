import type { RouteSpec } from './types.ts';

export const usageRoutes = [] as const satisfies readonly RouteSpec[];
