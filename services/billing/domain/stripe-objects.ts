import { isEmailAddress, normalizeEmail } from '@verse/shared/api/schemas/common';
import type { PaidPlan } from '@verse/shared/api/schemas/billing';

/**
 * Readers for the parts of Stripe objects billing uses. Webhook payloads are plain JSON whose shape
 * moves between API versions (`current_period_end` moved from the subscription to its items;
 * an invoice's subscription moved under `parent`), so each reader accepts both shapes.
 */
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** A field that is an id, or an expanded object carrying the id. */
const idOf = (v: unknown) => str(v) ?? (isObj(v) ? str(v.id) : undefined);

const emailOf = (v: unknown) => {
  const s = str(v);
  if (!s) return undefined;
  const e = normalizeEmail(s);
  return isEmailAddress(e) ? e : undefined;
};

const planOf = (v: unknown): PaidPlan | undefined => (v === 'monthly' || v === 'annual' ? v : undefined);

/** What billing keeps of a Stripe subscription. Times are epoch ms. */
export interface SubscriptionSnapshot {
  id: string;
  customerId?: string;
  status: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** From the subscription's metadata, set at checkout. */
  email?: string;
  planType?: PaidPlan;
  name?: string;
}

export const readSubscription = (o: unknown): SubscriptionSnapshot | undefined => {
  if (!isObj(o)) return undefined;
  const id = str(o.id);
  const status = str(o.status);
  const items = isObj(o.items) && Array.isArray(o.items.data) ? o.items.data : [];
  const itemEnds = items.map((i) => (isObj(i) ? num(i.current_period_end) : undefined)).filter((n): n is number => n !== undefined);
  const end = num(o.current_period_end) ?? (itemEnds.length ? Math.max(...itemEnds) : undefined);
  if (!id || !status || end === undefined) return undefined;
  const metadata = isObj(o.metadata) ? o.metadata : {};
  const firstPrice = isObj(items[0]) && isObj(items[0].price) && isObj(items[0].price.recurring) ? items[0].price.recurring : {};
  const intervalPlan = firstPrice.interval === 'year' ? 'annual' : firstPrice.interval === 'month' ? 'monthly' : undefined;
  return {
    id,
    customerId: idOf(o.customer),
    status,
    currentPeriodEnd: end * 1000,
    cancelAtPeriodEnd: o.cancel_at_period_end === true || num(o.cancel_at) !== undefined,
    email: emailOf(metadata.email),
    planType: planOf(metadata.planType) ?? intervalPlan,
    name: str(metadata.name),
  };
};

/** A completed Checkout Session: a subscription (monthly, annual) or a gift paid once. */
export type CompletedCheckout =
  | {
      kind: 'subscription';
      sessionId: string;
      email: string;
      name?: string;
      planType: PaidPlan;
      subscriptionId: string;
      /** Present when the session carries the subscription expanded (the demo checkout does). */
      subscription?: SubscriptionSnapshot;
      customerId?: string;
    }
  | {
      kind: 'gift';
      sessionId: string;
      recipient: { email: string; name: string };
      buyer: { email?: string; name?: string };
      customerId?: string;
    };

export const readCompletedCheckout = (o: unknown): CompletedCheckout | undefined => {
  if (!isObj(o)) return undefined;
  const sessionId = str(o.id);
  const metadata = isObj(o.metadata) ? o.metadata : {};
  const details = isObj(o.customer_details) ? o.customer_details : {};
  if (!sessionId) return undefined;
  if (metadata.planType === 'gift' && o.mode === 'payment') {
    if (o.payment_status !== 'paid' && o.payment_status !== 'no_payment_required') return undefined;
    const email = emailOf(metadata.recipientEmail);
    const name = str(metadata.recipientName);
    if (!email || !name) return undefined;
    return {
      kind: 'gift',
      sessionId,
      recipient: { email, name },
      buyer: { email: emailOf(details.email) ?? emailOf(o.customer_email), name: str(details.name) ?? str(metadata.buyerName) },
      customerId: idOf(o.customer),
    };
  }
  const planType = planOf(metadata.planType);
  const subscriptionId = idOf(o.subscription);
  const email = emailOf(metadata.email) ?? emailOf(o.customer_email) ?? emailOf(details.email);
  if (o.mode !== 'subscription' || !planType || !subscriptionId || !email) return undefined;
  if (o.payment_status !== 'paid' && o.payment_status !== 'no_payment_required') return undefined;
  return {
    kind: 'subscription',
    sessionId,
    email,
    name: str(metadata.name),
    planType,
    subscriptionId,
    subscription: readSubscription(o.subscription),
    customerId: idOf(o.customer),
  };
};

/** The subscription a failed invoice belongs to. */
export const invoiceSubscriptionId = (o: unknown) => {
  if (!isObj(o)) return undefined;
  const parent = isObj(o.parent) && isObj(o.parent.subscription_details) ? o.parent.subscription_details : {};
  return idOf(o.subscription) ?? idOf(parent.subscription);
};

export const invoiceEmail = (o: unknown) => (isObj(o) ? emailOf(o.customer_email) : undefined);
