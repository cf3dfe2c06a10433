type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route. `user` needs a valid bearer token; `optional` reads one when present. */
type AuthRule = 'public' | 'optional' | 'user';

export const SERVICE_NAMES = [
  'feedback',
  'discovery',
  'speech',
  'accounts',
  'usage',
  'billing',
  'favorites',
  'daily-ten',
  'bible',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway syntax: `/api/favorites/{id}`; `{proxy+}` is not used. */
  path: `/api/${string}`;
  service: ServiceName;
  auth: AuthRule;
}

export const routeKey = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method} ${r.path}` as const;
