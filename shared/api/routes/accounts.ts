import type { RouteSpec } from './types.ts';

export const accountsRoutes = [] as const satisfies readonly RouteSpec[];
