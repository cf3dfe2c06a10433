import type { RouteSpec } from './types.ts';

export const accountsRoutes = [
  { method: 'POST', path: '/api/auth/signup', service: 'accounts', auth: 'public' },
  { method: 'POST', path: '/api/auth/confirm-email', service: 'accounts', auth: 'public' },
  { method: 'POST', path: '/api/auth/signin', service: 'accounts', auth: 'public' },
  { method: 'POST', path: '/api/auth/forgot-password', service: 'accounts', auth: 'public' },
  { method: 'POST', path: '/api/auth/reset-password', service: 'accounts', auth: 'public' },
  { method: 'POST', path: '/api/auth/signout', service: 'accounts', auth: 'user' },
  { method: 'GET', path: '/api/auth/profile', service: 'accounts', auth: 'user' },
  { method: 'GET', path: '/api/auth/user', service: 'accounts', auth: 'user' },
  { method: 'GET', path: '/api/check-subscriber', service: 'accounts', auth: 'optional' },
] as const satisfies readonly RouteSpec[];

/** `/?confirm=<token>`: the emailed link that finishes a sign-up. */
export const CONFIRM_EMAIL_PARAM = 'confirm';
