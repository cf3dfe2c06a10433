import type { RouteSpec } from './types.ts';

export const speechRoutes = [] as const satisfies readonly RouteSpec[];
