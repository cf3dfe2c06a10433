import { accountsRoutes } from './accounts.ts';
import { bibleRoutes } from './bible.ts';
import { billingRoutes } from './billing.ts';
import { dailyTenRoutes } from './daily-ten.ts';
import { discoveryRoutes } from './discovery.ts';
import { favoritesRoutes } from './favorites.ts';
import { feedbackRoutes } from './feedback.ts';
import { speechRoutes } from './speech.ts';
import type { RouteSpec } from './types.ts';
import { usageRoutes } from './usage.ts';

export * from './types.ts';

const ALL_ROUTES = [
  ...feedbackRoutes,
  ...discoveryRoutes,
  ...speechRoutes,
  ...accountsRoutes,
  ...usageRoutes,
  ...billingRoutes,
  ...favoritesRoutes,
  ...dailyTenRoutes,
  ...bibleRoutes,
] as const;

/** Every API route: CDK builds API Gateway routes from it and the local gateway dispatches from it. */
export const ROUTES: readonly RouteSpec[] = ALL_ROUTES;

type ApiRoute = (typeof ALL_ROUTES)[number];

/** A path template with each `{parameter}` filled in. */
type FilledPath<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${FilledPath<Tail>}` : P;

/** "METHOD /api/path" for every route of the table, parameters filled in: the calls a client can make. */
export type ApiCall = ApiRoute extends infer R ? (R extends ApiRoute ? `${R['method']} ${FilledPath<R['path']>}` : never) : never;
