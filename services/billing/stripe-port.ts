import { readSubscription, type SubscriptionSnapshot } from './domain/stripe-objects.ts';

export interface CheckoutInput {
  mode: 'subscription' | 'payment';
  priceId: string;
  /** Prefills the payer's email on Checkout. */
  customerEmail?: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

/** The Stripe API calls billing makes: the SDK in production, a fake in tests (Stripe is not reachable here). */
export interface StripePort {
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
}

const snapshot = (sub: unknown) => {
  const snap = readSubscription(sub);
  if (!snap) throw new Error('Stripe answered with a subscription billing cannot read');
  return snap;
};

/** The Stripe SDK loads with the first call that needs it: most of billing's requests never do. */
const stripeSdk = () => import('stripe').then((m) => m.default);

export const stripeSdkPort = (secretKey: string): StripePort => {
  let client: Promise<import('stripe').Stripe> | undefined;
  const sdk = () => (client ??= stripeSdk().then((Stripe) => new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000 })));
  return {
    async createCheckoutSession(input) {
      const session = await (await sdk()).checkout.sessions.create({
        mode: input.mode,
        line_items: [{ price: input.priceId, quantity: 1 }],
        customer_email: input.customerEmail,
        metadata: input.metadata,
        ...(input.mode === 'subscription'
          ? { subscription_data: { metadata: input.metadata } }
          : { payment_intent_data: { metadata: input.metadata } }),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe created a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    retrieveSubscription: async (id) => snapshot(await (await sdk()).subscriptions.retrieve(id)),
    async createPortalSession(customerId, returnUrl) {
      const session = await (await sdk()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    cancelAtPeriodEnd: async (subscriptionId) =>
      snapshot(await (await sdk()).subscriptions.update(subscriptionId, { cancel_at_period_end: true })),
  };
};

/** Verifies a webhook's signature over its raw body (offline, with the SDK); throws when it does not match. */
export const verifyWebhook = async (rawBody: string, signature: string, secret: string) =>
  (await stripeSdk()).webhooks.constructEvent(rawBody, signature, secret) as unknown;

const EVENT_ID = /^[A-Za-z0-9_-]{1,255}$/;

/** A signed body is still checked for the envelope every event has; anything else is a 400, never a 500. */
export const isStripeEvent = (value: unknown): value is { id: string; type: string; created: number; data: { object: unknown } } => {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const data = e.data as Record<string, unknown> | undefined;
  return (
    typeof e.id === 'string' &&
    EVENT_ID.test(e.id) &&
    typeof e.type === 'string' &&
    e.type.length <= 100 &&
    typeof e.created === 'number' &&
    Number.isSafeInteger(e.created) &&
    e.created > 0 &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.object === 'object' &&
    data.object !== null
  );
};
