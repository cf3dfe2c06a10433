import type { PaidPlan } from '@verse/shared/api/schemas/billing';
import type { SubscriptionRecord } from '#kit/entitlement.ts';
import type { CompletedCheckout, SubscriptionSnapshot } from './stripe-objects.ts';

/** What Stripe last told us about the email's subscription. Times are epoch ms. */
interface StripeState {
  subscriptionId: string;
  customerId?: string;
  planType: PaidPlan;
  status: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** When the news this state comes from happened (the Stripe event's `created`); older news never overwrites it. */
  stateAt: number;
  /** Stripe deleted the subscription: final, no later event about it revives it. */
  ended: boolean;
  /** The period end is Stripe's own, not estimated from the plan at checkout. */
  exact: boolean;
  /** Made by the local demo checkout: no Stripe account behind it. */
  demo?: boolean;
}

/** A year (or more, for several gifts) bought by someone else. */
interface GiftState {
  endsAt: number;
  from: { name?: string; email?: string };
  /** Checkout sessions already applied, so a replayed event never adds a second year. */
  sessions: string[];
}

/** What billing itself keeps per email; the entitlement fields are derived from it. */
interface BillingState {
  email: string;
  name?: string;
  stripe?: StripeState;
  gift?: GiftState;
  /** Optimistic concurrency: every write expects the version it read. */
  version: number;
  updatedAt: number;
}

/**
 * One row of the `subscriptions` table. The top-level fields `kit/entitlement.ts` reads (planType,
 * status, currentPeriodEnd, stripe ids) are derived from `stripe` and `gift` by `withEffective`.
 */
export interface BillingRecord extends SubscriptionRecord, BillingState {}

const LIVE = new Set(['active', 'trialing', 'past_due']);
const isLive = (s: StripeState | undefined) => !!s && !s.ended && LIVE.has(s.status);

/** One billing period later, as Stripe counts it: Jan 31 + 1 month is the last day of February. */
export const addPeriod = (from: number, plan: PaidPlan) => {
  const d = new Date(from);
  const months = plan === 'annual' ? 12 : 1;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.getTime();
};

/** The fields entitlement reads: a gift that outlasts the paid period wins, else the Stripe state. */
const withEffective = (base: BillingState): BillingRecord => {
  const { stripe, gift } = base;
  const paidUntil = isLive(stripe) ? stripe!.currentPeriodEnd : 0;
  const ids = {
    ...(stripe?.subscriptionId ? { stripeSubscriptionId: stripe.subscriptionId } : {}),
    ...(stripe?.customerId ? { stripeCustomerId: stripe.customerId } : {}),
  };
  if (gift && gift.endsAt > paidUntil) {
    return { ...base, ...ids, planType: 'annual', status: 'active', currentPeriodEnd: gift.endsAt };
  }
  if (stripe) return { ...base, ...ids, planType: stripe.planType, status: stripe.status, currentPeriodEnd: stripe.currentPeriodEnd };
  return { ...base, ...ids, planType: 'annual', status: 'canceled', currentPeriodEnd: 0 };
};

const next = (record: BillingRecord | undefined, email: string, changes: Partial<BillingState>, now: number) =>
  withEffective({
    ...record,
    ...changes,
    email,
    version: (record?.version ?? 0) + 1,
    updatedAt: now,
  });

/**
 * Applies a Stripe subscription as it stood at `at` (from `customer.subscription.*`, a retrieved or
 * expanded subscription, or our own cancel call). Returns the new record, or undefined when the news
 * is stale or about a subscription the email no longer relies on.
 */
export const applySubscription = (
  record: BillingRecord | undefined,
  snap: SubscriptionSnapshot,
  at: number,
  options: { now: number; deleted?: boolean; demo?: boolean },
): BillingRecord | undefined => {
  const email = snap.email ?? record?.email;
  if (!email) return undefined;
  const current = record?.stripe;
  const ended = options.deleted === true || snap.status === 'canceled';
  if (current && current.subscriptionId === snap.id) {
    if (current.ended) return undefined;
    const olderNews = at < current.stateAt;
    // A provisional state (estimated at checkout) yields to Stripe's own figures for the same subscription.
    const replacesEstimate = !current.exact && LIVE.has(snap.status);
    if (olderNews && !replacesEstimate) return undefined;
  } else if (current) {
    if (at < current.stateAt) return undefined;
    // News about another subscription only matters when it is live or the current one is not.
    if (isLive(current) && (ended || !LIVE.has(snap.status))) return undefined;
  }
  const planType = snap.planType ?? current?.planType;
  if (!planType) return undefined;
  const stripe: StripeState = {
    subscriptionId: snap.id,
    customerId: snap.customerId ?? current?.customerId,
    planType,
    status: ended ? 'canceled' : snap.status,
    currentPeriodEnd: snap.currentPeriodEnd,
    cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
    stateAt: Math.max(at, current?.subscriptionId === snap.id ? current.stateAt : 0),
    ended,
    exact: true,
    ...(options.demo || current?.demo ? { demo: true } : {}),
  };
  return next(record, email, { stripe, ...(snap.name && !record?.name ? { name: snap.name } : {}) }, options.now);
};

/**
 * A completed subscription checkout. With the subscription at hand (expanded or retrieved) its own
 * figures are used; otherwise access starts now with a period estimated from the plan, which the
 * subscription's own events then correct.
 */
export const applyCheckoutSubscription = (
  record: BillingRecord | undefined,
  checkout: Extract<CompletedCheckout, { kind: 'subscription' }>,
  at: number,
  options: { now: number; demo?: boolean },
): BillingRecord | undefined => {
  if (checkout.subscription) {
    return applySubscription(
      record,
      { ...checkout.subscription, email: checkout.email, planType: checkout.planType, name: checkout.name, customerId: checkout.subscription.customerId ?? checkout.customerId },
      at,
      options,
    );
  }
  const current = record?.stripe;
  if (current?.subscriptionId === checkout.subscriptionId) return undefined;
  if (current && isLive(current) && current.stateAt > at) return undefined;
  const stripe: StripeState = {
    subscriptionId: checkout.subscriptionId,
    customerId: checkout.customerId,
    planType: checkout.planType,
    status: 'active',
    currentPeriodEnd: addPeriod(at, checkout.planType),
    cancelAtPeriodEnd: false,
    stateAt: at,
    ended: false,
    exact: false,
    ...(options.demo ? { demo: true } : {}),
  };
  return next(record, checkout.email, { stripe, ...(checkout.name ? { name: checkout.name } : {}) }, options.now);
};

/** `invoice.payment_failed`: the subscription is past due (access continues while Stripe retries, see entitlement). */
export const applyPaymentFailed = (
  record: BillingRecord | undefined,
  subscriptionId: string,
  at: number,
  now: number,
): BillingRecord | undefined => {
  const current = record?.stripe;
  if (!record || !current || current.subscriptionId !== subscriptionId || current.ended || at < current.stateAt) return undefined;
  if (current.status === 'past_due') return undefined;
  return next(record, record.email, { stripe: { ...current, status: 'past_due', stateAt: at } }, now);
};

/** A gift: one more year for the recipient, counted from today or from the end of a gift still running. */
export const applyGift = (
  record: BillingRecord | undefined,
  gift: Extract<CompletedCheckout, { kind: 'gift' }>,
  at: number,
  now: number,
): BillingRecord | undefined => {
  const current = record?.gift;
  if (current?.sessions.includes(gift.sessionId)) return undefined;
  const from = Math.max(at, current?.endsAt ?? 0);
  return next(
    record,
    gift.recipient.email,
    {
      gift: { endsAt: addPeriod(from, 'annual'), from: gift.buyer, sessions: [...(current?.sessions ?? []), gift.sessionId] },
      ...(record?.name ? {} : { name: gift.recipient.name }),
    },
    now,
  );
};

/** A cancel with no Stripe account behind it (the demo checkout): the subscription ends now. */
export const applyImmediateCancel = (record: BillingRecord, now: number): BillingRecord | undefined => {
  const current = record.stripe;
  if (!current || current.ended) return undefined;
  return next(record, record.email, { stripe: { ...current, status: 'canceled', ended: true, currentPeriodEnd: now, stateAt: now } }, now);
};
