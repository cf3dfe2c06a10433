import type { RouteSpec } from './types.ts';

export const feedbackRoutes = [
  { method: 'POST', path: '/api/feedback', service: 'feedback', auth: 'optional' },
] as const satisfies readonly RouteSpec[];
