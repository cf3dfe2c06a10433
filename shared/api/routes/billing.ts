import type { RouteSpec } from './types.ts';

export const billingRoutes = [
  { method: 'POST', path: '/api/create-subscription', service: 'billing', auth: 'optional' },
  { method: 'POST', path: '/api/stripe/webhook', service: 'billing', auth: 'public' },
  { method: 'GET', path: '/api/billing/demo-checkout', service: 'billing', auth: 'public' },
  { method: 'POST', path: '/api/billing/demo-checkout', service: 'billing', auth: 'public' },
  { method: 'POST', path: '/api/create-portal-session', service: 'billing', auth: 'user' },
  { method: 'POST', path: '/api/cancel-subscription', service: 'billing', auth: 'user' },
  { method: 'POST', path: '/api/unlock-subscriber', service: 'billing', auth: 'public' },
  { method: 'POST', path: '/api/unlock-subscriber/redeem', service: 'billing', auth: 'public' },
] as const satisfies readonly RouteSpec[];

/** Query parameters of the pages billing sends people back to (zod-free, so the web can import them). */
export const RETURN_PARAMS = {
  /** `/?subscribed=true&plan=monthly|annual` after a completed checkout (spec 000 §2). */
  subscribed: 'subscribed',
  plan: 'plan',
  /** `/?gift=sent` after a gift was bought. */
  gift: 'gift',
  /** `/?unlock=<token>`: the emailed single-use sign-in link for a subscriber. */
  unlock: 'unlock',
} as const;
