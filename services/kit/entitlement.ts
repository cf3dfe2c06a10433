import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '@verse/shared/api/schemas/common';
import { dynamo } from './clients.ts';
import type { Session } from './auth.ts';
import { config } from './config.ts';

type SubscriptionPlan = 'monthly' | 'annual';
type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid' | 'trialing' | (string & {});

/**
 * A record in the `subscriptions` table, keyed by the subscriber's normalized email (a gift is
 * stored under the recipient's email). Written by billing.
 */
export interface SubscriptionRecord {
  email: string;
  planType: SubscriptionPlan;
  status: SubscriptionStatus;
  /** End of the period already paid for, epoch ms. */
  currentPeriodEnd: number;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  [extra: string]: unknown;
}

export interface Entitlement {
  active: boolean;
  planType?: SubscriptionPlan;
  status?: SubscriptionStatus;
  currentPeriodEnd?: number;
}

/**
 * Whether a subscription grants access at `now`:
 * - `active` (or `trialing`) and `currentPeriodEnd > now`;
 * - `past_due` while Stripe retries the payment, as long as `currentPeriodEnd > now`;
 * - anything else (`canceled`, `unpaid`, `incomplete`, …) or a past period end: no access.
 * A cancelled-at-period-end subscription stays `active` in Stripe until the period ends, so it keeps
 * access exactly as long as it was paid for. Expiry is always compared here, never left to Stripe.
 */
export const isEntitled = (record: Pick<SubscriptionRecord, 'status' | 'currentPeriodEnd'>, now: number) => {
  const periodOpen = typeof record.currentPeriodEnd === 'number' && record.currentPeriodEnd > now;
  switch (record.status) {
    case 'active':
    case 'trialing':
    case 'past_due':
      return periodOpen;
    default:
      return false;
  }
};

/** The subscription of an email (any spelling: it is normalized) as it stands at `now`. */
export const findSubscription = async (email: string, now: number): Promise<Entitlement> => {
  const key = normalizeEmail(email);
  if (!key) return { active: false };
  const out = await dynamo().send(new GetCommand({ TableName: config.tableName('subscriptions'), Key: { email: key } }));
  const record = out.Item as SubscriptionRecord | undefined;
  if (!record) return { active: false };
  return {
    active: isEntitled(record, now),
    planType: record.planType,
    status: record.status,
    currentPeriodEnd: record.currentPeriodEnd,
  };
};

/** What a signed-in person's email pays for: nothing until that email is proven. */
export const subscriptionOfSession = async (session: Pick<Session, 'email' | 'emailProven'>, now: number): Promise<Entitlement> =>
  session.emailProven ? findSubscription(session.email, now) : { active: false };
