import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../services/kit/clock.ts';
import { sendMail, type Mail } from '../../services/kit/mail.ts';
import { createBillingHandler } from '../../services/billing/handler.ts';
import { resetBillingSettings } from '../../services/billing/settings.ts';
import { subscriptionStore, webhookEventStore } from '../../services/billing/store.ts';
import type { CheckoutInput, StripePort } from '../../services/billing/stripe-port.ts';
import type { SubscriptionSnapshot } from '../../services/billing/domain/stripe-objects.ts';
import { api, devMail, unique } from '../support/api.ts';
import { signUpConfirmed } from '../support/accounts.ts';

/**
 * Billing with a Stripe account configured. Stripe's API cannot be reached here, so the handler runs
 * in this process with a fake Stripe port; DynamoDB and mail are the run's local stack, and webhook
 * signatures are real.
 */
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_configured_secret',
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_ANNUAL: 'price_annual',
  STRIPE_PRICE_GIFT: 'price_gift',
};
const saved: Record<string, string | undefined> = {};

const DAY = 86_400_000;

class FakeStripe implements StripePort {
  checkouts: CheckoutInput[] = [];
  canceled: string[] = [];
  failCheckout = false;
  subscriptions = new Map<string, SubscriptionSnapshot>();
  async createCheckoutSession(input: CheckoutInput) {
    if (this.failCheckout) throw new Error('Stripe is down');
    this.checkouts.push(input);
    return { id: `cs_test_${this.checkouts.length}`, url: `https://checkout.stripe.com/c/pay/cs_test_${this.checkouts.length}` };
  }
  async retrieveSubscription(id: string) {
    const s = this.subscriptions.get(id);
    if (!s) throw new Error(`no such subscription ${id}`);
    return s;
  }
  async createPortalSession(customerId: string, returnUrl: string) {
    return { url: `https://billing.stripe.com/p/session/${customerId}?return=${encodeURIComponent(returnUrl)}` };
  }
  async cancelAtPeriodEnd(id: string) {
    this.canceled.push(id);
    const s = { ...(await this.retrieveSubscription(id)), cancelAtPeriodEnd: true };
    this.subscriptions.set(id, s);
    return s;
  }
}

const stripe = new FakeStripe();
let mailFails = false;
const handler = createBillingHandler({
  clock: systemClock,
  sendMail: async (mail: Mail) => {
    if (mailFails) throw new Error('mail is down');
    await sendMail(mail);
  },
  stripePort: () => stripe,
});

const call = async (method: string, path: string, options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string>; query?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const event = {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    queryStringParameters: options.query,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    isBase64Encoded: false,
    requestContext: { http: { method, path } },
  } as unknown as APIGatewayProxyEventV2;
  const result = await handler(event, {} as Context);
  const text = typeof result === 'object' ? (result.body ?? '') : '';
  return { status: typeof result === 'object' ? result.statusCode : 200, body: text ? JSON.parse(text) : undefined };
};

/** A signed-in account for the email: sessions are checked against their account, so it must exist. */
const tokenFor = async (email: string, name = 'Ruth') => {
  const password = 'still waters 23';
  const signedIn = await api('POST', '/api/auth/signin', { body: { email, password } });
  if (signedIn.status === 200) return signedIn.body.token as string;
  return (await signUpConfirmed(email, password, { name })).body.token;
};

const signed = (event: object) => {
  const raw = JSON.stringify(event);
  return { raw, headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET }) } };
};

const completed = (owner: string, subscriptionId: string) => ({
  id: `evt_${unique('x')}`,
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: `cs_${unique('c')}`,
      mode: 'subscription',
      payment_status: 'paid',
      customer: 'cus_real',
      customer_email: owner,
      metadata: { planType: 'annual', email: owner, name: 'Ruth' },
      subscription: subscriptionId,
    },
  },
});

const activeSubscriber = async () => {
  const owner = `${unique('paid')}@example.com`;
  const id = `sub_${unique('s')}`;
  const end = Date.now() + 300 * DAY;
  stripe.subscriptions.set(id, { id, customerId: 'cus_real', status: 'active', currentPeriodEnd: Math.floor(end / 1000) * 1000, cancelAtPeriodEnd: false });
  expect((await call('POST', '/api/stripe/webhook', signed(completed(owner, id)))).status).toBe(200);
  return { owner, id, end: Math.floor(end / 1000) * 1000 };
};

beforeAll(() => {
  for (const [k, v] of Object.entries(STRIPE_ENV)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  resetBillingSettings();
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetBillingSettings();
});

describe('billing with a Stripe account', () => {
  it('starts Stripe Checkout: a subscription for monthly and annual, a one-time payment for a gift', async () => {
    const monthly = await call('POST', '/api/create-subscription', { body: { planType: 'monthly', email: ' Ruth@Example.com ', name: ' Ruth ' } });
    expect(monthly).toMatchObject({ status: 200, body: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) } });
    expect(stripe.checkouts.at(-1)).toMatchObject({
      mode: 'subscription',
      priceId: 'price_monthly',
      customerEmail: 'ruth@example.com',
      metadata: { planType: 'monthly', email: 'ruth@example.com', name: 'Ruth' },
      successUrl: expect.stringMatching(/\/\?subscribed=true&plan=monthly$/),
    });

    const buyer = await tokenFor('naomi@example.com', 'Naomi');
    await call('POST', '/api/create-subscription', { body: { planType: 'gift', email: 'ruth@example.com', name: 'Ruth' }, token: buyer });
    expect(stripe.checkouts.at(-1)).toMatchObject({
      mode: 'payment',
      priceId: 'price_gift',
      customerEmail: 'naomi@example.com',
      metadata: { planType: 'gift', recipientEmail: 'ruth@example.com', recipientName: 'Ruth', buyerEmail: 'naomi@example.com', buyerName: 'Naomi' },
    });
  });

  it('answers "Failed to start subscription" when Stripe fails, without details', async () => {
    stripe.failCheckout = true;
    const res = await call('POST', '/api/create-subscription', { body: { planType: 'annual', email: 'a@example.com', name: 'A' } });
    stripe.failCheckout = false;
    expect(res).toEqual({ status: 502, body: { error: 'Failed to start subscription. Please try again.' } });
  });

  it('turns the demo checkout off', async () => {
    expect((await call('GET', '/api/billing/demo-checkout', { query: { session: 'x'.repeat(32) } })).status).toBe(404);
    expect((await call('POST', '/api/billing/demo-checkout', { raw: 'session=abc&action=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(404);
  });

  it('verifies webhooks with the configured secret only', async () => {
    const e = completed('x@example.com', 'sub_1');
    const raw = JSON.stringify(e);
    const local = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: 'whsec_verse_local_development_not_for_production' });
    expect((await call('POST', '/api/stripe/webhook', { raw, headers: { 'stripe-signature': local } })).status).toBe(400);
  });

  it('reads the subscription from Stripe when a checkout completes', async () => {
    const { owner, end } = await activeSubscriber();
    expect(await subscriptionStore.get(owner)).toMatchObject({ planType: 'annual', status: 'active', currentPeriodEnd: end, stripeCustomerId: 'cus_real' });
  });

  it('cancels at period end in Stripe: access continues until the paid period ends', async () => {
    const { owner, id, end } = await activeSubscriber();
    const token = await tokenFor(owner);
    const other = await call('POST', '/api/cancel-subscription', { body: { email: 'someone@example.com' }, token });
    expect(other).toMatchObject({ status: 403, body: { error: 'You can only cancel your own subscription', success: false } });

    const res = await call('POST', '/api/cancel-subscription', { body: { email: owner }, token });
    expect(res).toEqual({ status: 200, body: { success: true, cancelAtPeriodEnd: true, accessUntil: end } });
    expect(stripe.canceled).toContain(id);
    expect(await subscriptionStore.get(owner)).toMatchObject({ status: 'active', currentPeriodEnd: end, stripe: { cancelAtPeriodEnd: true } });
  });

  it('opens the Stripe billing portal for the signed-in subscriber', async () => {
    const { owner } = await activeSubscriber();
    const res = await call('POST', '/api/create-portal-session', { token: await tokenFor(owner) });
    expect(res).toMatchObject({ status: 200, body: { url: expect.stringContaining('https://billing.stripe.com/p/session/cus_real') } });
    expect(res.body.url).toContain(encodeURIComponent('/account'));
    const none = await call('POST', '/api/create-portal-session', { token: await tokenFor(`${unique('free')}@example.com`) });
    expect(none.status).toBe(404);
    expect((await call('POST', '/api/create-portal-session')).status).toBe(401);
  });

  it('a failure while processing answers non-2xx and leaves the event for Stripe to deliver again', async () => {
    const recipient = `${unique('gift')}@example.com`;
    const gift = {
      id: `evt_${unique('g')}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `cs_${unique('g')}`, mode: 'payment', payment_status: 'paid', customer_details: { email: 'naomi@example.com', name: 'Naomi' }, metadata: { planType: 'gift', recipientEmail: recipient, recipientName: 'Ruth' } } },
    };
    mailFails = true;
    const failed = await call('POST', '/api/stripe/webhook', signed(gift));
    mailFails = false;
    expect(failed.status).toBe(500);
    expect(await webhookEventStore.get(gift.id)).toBeUndefined();
    expect(await devMail(recipient)).toEqual([]);

    const retried = await call('POST', '/api/stripe/webhook', signed(gift));
    expect(retried).toMatchObject({ status: 200, body: { outcome: 'processed' } });
    const record = await subscriptionStore.get(recipient);
    // The failed attempt had already written the gift: the retry neither lost it nor added a second year.
    expect(record?.gift?.sessions).toHaveLength(1);
    expect(record!.currentPeriodEnd - Date.now()).toBeLessThan(367 * DAY);
    expect(await devMail(recipient)).toHaveLength(1);
  });
});
