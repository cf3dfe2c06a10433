import { unique } from './api.ts';

/** Stripe events as the webhook receives them, for tests. */
export const DAY = 86_400;
export const nowS = () => Math.floor(Date.now() / 1000);

/** A Stripe subscription object for `owner`, in the current API's shape. */
export const subscription = (id: string, owner: string, o: { status?: string; end?: number; cancel?: boolean; plan?: string } = {}) => ({
  id,
  object: 'subscription',
  status: o.status ?? 'active',
  customer: `cus_${id}`,
  cancel_at_period_end: o.cancel ?? false,
  metadata: { email: owner, planType: o.plan ?? 'monthly', name: 'Ruth' },
  // The current API keeps the period on the items.
  items: { object: 'list', data: [{ id: `si_${id}`, current_period_end: o.end ?? nowS() + 30 * DAY, price: { recurring: { interval: 'month' } } }] },
});

export const event = (type: string, object: unknown, created = nowS()) => ({ id: `evt_${unique('t')}`, type, created, data: { object } });

/** `checkout.session.completed` for a paid subscription checkout. */
export const checkoutCompleted = (owner: string, sub: unknown, created = nowS(), plan = 'monthly') =>
  event(
    'checkout.session.completed',
    {
      id: `cs_${unique('c')}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      customer: 'cus_1',
      customer_email: owner,
      metadata: { planType: plan, email: owner, name: 'Ruth' },
      subscription: sub,
    },
    created,
  );
