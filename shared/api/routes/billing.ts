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

/** The app page a finished checkout returns its buyer to: the gift note, or the welcome for a plan. */
export const checkoutReturnPath = (planType: 'monthly' | 'annual' | 'gift') =>
  planType === 'gift' ? `/?${RETURN_PARAMS.gift}=sent` : `/?${RETURN_PARAMS.subscribed}=true&${RETURN_PARAMS.plan}=${planType}`;

/** A checkout left without paying returns to the home page. */
export const CHECKOUT_CANCEL_PATH = '/';

/** The billing portal returns to the account page. */
export const PORTAL_RETURN_PATH = '/account';

/** The emailed single-use sign-in link of a subscriber. */
export const unlockLinkPath = (token: string) => `/?${RETURN_PARAMS.unlock}=${token}`;
