import { accountsRoutes } from './accounts.ts';
import { billingRoutes } from './billing.ts';
import { dailyTenRoutes } from './daily-ten.ts';
import { discoveryRoutes } from './discovery.ts';
import { favoritesRoutes } from './favorites.ts';
import { feedbackRoutes } from './feedback.ts';
import { speechRoutes } from './speech.ts';
import type { RouteSpec } from './types.ts';
import { usageRoutes } from './usage.ts';

export * from './types.ts';

/** Every API route: CDK builds API Gateway routes from it and the local gateway dispatches from it. */
export const ROUTES: readonly RouteSpec[] = [
  ...feedbackRoutes,
  ...discoveryRoutes,
  ...speechRoutes,
  ...accountsRoutes,
  ...usageRoutes,
  ...billingRoutes,
  ...favoritesRoutes,
  ...dailyTenRoutes,
];
