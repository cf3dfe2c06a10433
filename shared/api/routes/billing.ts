import type { RouteSpec } from './types.ts';

export const billingRoutes = [] as const satisfies readonly RouteSpec[];
