import { randomBytes } from 'node:crypto';
import {
  cancelSubscriptionRequest,
  createSubscriptionRequest,
  redeemUnlockRequest,
  unlockSentMessage,
  unlockSubscriberRequest,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type PortalSessionResponse,
  type UnlockSubscriberResponse,
} from '@verse/shared/api/schemas/billing';
import { CHECKOUT_CANCEL_PATH, checkoutReturnPath, PORTAL_RETURN_PATH } from '@verse/shared/api/routes/billing';
import { isEmailAddress, normalizeEmail } from '@verse/shared/api/schemas/common';
import { systemClock } from '#kit/clock.ts';
import { config } from '#kit/config.ts';
import { findSubscription, isEntitled } from '#kit/entitlement.ts';
import { badRequest, forbidden, HttpError, notFound } from '#kit/errors.ts';
import { createHandler, html, json, redirect, type ApiRequest } from '#kit/http.ts';
import { logger } from '#kit/logger.ts';
import { sendMail } from '#kit/mail.ts';
import { count } from '#kit/metrics.ts';
import { addressKey, takeSource } from '#kit/source-limit.ts';
import { validateBody } from '#kit/validate.ts';
import { countInWindow } from '#kit/window-counter.ts';
import { signInSubscriber } from './account-session.ts';
import { demoCheckoutGonePage, demoCheckoutPage, type DemoCheckout } from './domain/demo-checkout-page.ts';
import { noSubscriptionMail, unlockMail } from './domain/mails.ts';
import { addPeriod, applyImmediateCancel, applySubscription } from './domain/subscription-state.ts';
import { issueSignInLink, processEvent, SIGN_IN_TOKEN_KIND, type BillingDeps, type StripeEvent } from './fulfilment.ts';
import { billingSettings } from './settings.ts';
import { hashToken, subscriptionStore, tokenStore } from './store.ts';
import { isStripeEvent, stripeSdkPort, verifyWebhook, type StripePort } from './stripe-port.ts';

const START_FAILED = 'Failed to start subscription. Please try again.';
const DEMO_CHECKOUT_KIND = 'demo-checkout';
const DEMO_CHECKOUT_MS = 60 * 60_000;
const UNLOCK_LINK_MINUTES = 60;
/** Unlock emails per address per link lifetime, so nobody can flood a mailbox through the form. */
const UNLOCK_MAILS_PER_WINDOW = 5;

export interface BillingHandlerDeps extends Omit<BillingDeps, 'stripe'> {
  /** Builds the Stripe port for a secret key (the SDK in production, a fake in tests). */
  stripePort(secretKey: string): StripePort;
}

export const createBillingHandler = (deps: BillingHandlerDeps) => {
  let port: { key: string; port: StripePort } | undefined;
  const stripeFor = (secretKey: string) => {
    if (port?.key !== secretKey) port = { key: secretKey, port: deps.stripePort(secretKey) };
    return port.port;
  };
  /** The fulfilment dependencies with the configured Stripe account, if any. */
  const fulfilment = async (): Promise<BillingDeps> => {
    const settings = await billingSettings();
    return { ...deps, stripe: settings.stripe ? stripeFor(settings.stripe.secretKey) : undefined };
  };
  const now = () => deps.clock.now();

  const createSubscription = async (req: ApiRequest) => {
    const input = validateBody(createSubscriptionRequest, req.body);
    const settings = await billingSettings();
    const gift = input.planType === 'gift';
    const buyer = gift && req.session ? { buyerEmail: req.session.email, ...(req.session.name ? { buyerName: req.session.name } : {}) } : {};
    if (settings.stripe) {
      const priceId = settings.stripe.prices[input.planType];
      if (!priceId) {
        logger.error('no Stripe price configured', { planType: input.planType });
        throw new HttpError(503, START_FAILED);
      }
      const metadata: Record<string, string> = gift
        ? { planType: 'gift', recipientEmail: input.email, recipientName: input.name, ...buyer }
        : { planType: input.planType, email: input.email, name: input.name };
      try {
        const session = await stripeFor(settings.stripe.secretKey).createCheckoutSession({
          mode: gift ? 'payment' : 'subscription',
          priceId,
          customerEmail: gift ? req.session?.email : input.email,
          metadata,
          successUrl: `${config.appUrl}${checkoutReturnPath(input.planType)}`,
          cancelUrl: `${config.appUrl}${CHECKOUT_CANCEL_PATH}`,
        });
        count('Checkouts');
        const body: CreateSubscriptionResponse = { url: session.url };
        return json(body);
      } catch (error) {
        logger.error('stripe checkout not created', { error });
        throw new HttpError(502, START_FAILED);
      }
    }
    if (!settings.demo) throw new HttpError(503, START_FAILED);
    const sessionId = randomBytes(24).toString('base64url');
    const checkout: DemoCheckout = { planType: input.planType, email: input.email, name: input.name, ...buyer };
    await tokenStore.put(sessionId, DEMO_CHECKOUT_KIND, { ...checkout }, now() + DEMO_CHECKOUT_MS);
    const body: CreateSubscriptionResponse = { url: `/api/billing/demo-checkout?session=${sessionId}` };
    return json(body);
  };

  /** The demo routes exist only while no Stripe account is configured, and only on the local stack. */
  const requireDemo = async () => {
    if (!(await billingSettings()).demo) throw notFound();
  };

  const showDemoCheckout = async (req: ApiRequest) => {
    await requireDemo();
    const sessionId = req.query.session ?? '';
    const checkout = sessionId ? await tokenStore.peek<DemoCheckout>(sessionId, DEMO_CHECKOUT_KIND, now()) : undefined;
    return checkout ? html(demoCheckoutPage(sessionId, checkout)) : html(demoCheckoutGonePage(), 410);
  };

  /** Builds the Stripe event a real checkout would send, and fulfils it through the webhook's own code. */
  const demoEvent = (sessionId: string, checkout: DemoCheckout, buyer: { email?: string; name?: string }): StripeEvent => {
    const at = now();
    const ref = hashToken(sessionId).slice(0, 24);
    const customer = `cus_demo_${hashToken(checkout.email).slice(0, 16)}`;
    const session =
      checkout.planType === 'gift'
        ? {
            id: `cs_demo_${ref}`,
            object: 'checkout.session',
            mode: 'payment',
            payment_status: 'paid',
            customer_details: { email: buyer.email, name: buyer.name },
            metadata: { planType: 'gift', recipientEmail: checkout.email, recipientName: checkout.name },
          }
        : {
            id: `cs_demo_${ref}`,
            object: 'checkout.session',
            mode: 'subscription',
            payment_status: 'paid',
            customer,
            customer_email: checkout.email,
            metadata: { planType: checkout.planType, email: checkout.email, name: checkout.name },
            subscription: {
              id: `sub_demo_${ref}`,
              object: 'subscription',
              status: 'active',
              customer,
              current_period_end: Math.floor(addPeriod(at, checkout.planType) / 1000),
              cancel_at_period_end: false,
              metadata: { planType: checkout.planType, email: checkout.email, name: checkout.name },
            },
          };
    return { id: `evt_demo_${ref}`, type: 'checkout.session.completed', created: Math.floor(at / 1000), data: { object: session } };
  };

  const submitDemoCheckout = async (req: ApiRequest) => {
    await requireDemo();
    const form = new URLSearchParams(req.rawBody);
    const sessionId = form.get('session') ?? '';
    const checkout = sessionId ? await tokenStore.peek<DemoCheckout>(sessionId, DEMO_CHECKOUT_KIND, now()) : undefined;
    if (!checkout) return html(demoCheckoutGonePage(), 410);
    if (form.get('action') !== 'confirm') {
      await tokenStore.consume(sessionId, DEMO_CHECKOUT_KIND, now());
      return redirect('/');
    }
    const buyer = { email: normalizeEmail(form.get('buyerEmail') ?? ''), name: (form.get('buyerName') ?? '').trim().slice(0, 100) };
    if (checkout.planType === 'gift') {
      const problem = !buyer.name ? 'Please enter your name' : !isEmailAddress(buyer.email) ? 'Please enter a valid email address' : undefined;
      if (problem) return html(demoCheckoutPage(sessionId, { ...checkout, buyerName: buyer.name, buyerEmail: buyer.email }, problem), 400);
    }
    await processEvent(demoEvent(sessionId, checkout, buyer), await fulfilment(), { demo: true });
    await tokenStore.consume(sessionId, DEMO_CHECKOUT_KIND, now());
    return redirect(checkoutReturnPath(checkout.planType));
  };

  const webhook = async (req: ApiRequest) => {
    const settings = await billingSettings();
    if (!settings.webhookSecret) throw new HttpError(503, 'Webhooks are not configured');
    const signature = req.headers['stripe-signature'];
    if (!signature) throw badRequest('Missing Stripe signature');
    let event: unknown;
    try {
      event = verifyWebhook(req.rawBody, signature, settings.webhookSecret);
    } catch {
      count('WebhooksRejected');
      throw badRequest('Invalid Stripe signature');
    }
    if (!isStripeEvent(event)) {
      count('WebhooksRejected');
      throw badRequest('This is not a Stripe event: it needs an id, a type, a creation time and a data object');
    }
    const outcome = await processEvent(event, await fulfilment());
    count('WebhooksProcessed');
    return json({ received: true, outcome });
  };

  const createPortalSession = async (req: ApiRequest) => {
    const settings = await billingSettings();
    const record = await subscriptionStore.get(normalizeEmail(req.session!.email));
    if (!settings.stripe) {
      const body: PortalSessionResponse = { demo: true };
      return json(body);
    }
    if (!record?.stripeCustomerId || record.stripe?.demo) throw notFound('There is no subscription to manage for this account');
    try {
      const body: PortalSessionResponse = await stripeFor(settings.stripe.secretKey).createPortalSession(record.stripeCustomerId, `${config.appUrl}${PORTAL_RETURN_PATH}`);
      return json(body);
    } catch (error) {
      logger.error('stripe portal session not created', { error });
      throw new HttpError(502, 'Unable to access subscription management at this time. Please try again later.');
    }
  };

  const cancelSubscription = async (req: ApiRequest) => {
    const { email } = validateBody(cancelSubscriptionRequest, req.body);
    if (email !== normalizeEmail(req.session!.email)) throw forbidden('You can only cancel your own subscription', { success: false });
    const at = now();
    const record = await subscriptionStore.get(email);
    const stripe = record?.stripe;
    if (!record || !stripe || stripe.ended || !isEntitled(stripe, at)) {
      if (record?.gift && isEntitled(record, at)) {
        throw badRequest(`A gift subscription does not renew, so there is nothing to cancel. It ends on ${new Date(record.gift.endsAt).toDateString()}.`, { success: false });
      }
      throw notFound('No active subscription was found for this email');
    }
    const settings = await billingSettings();
    let body: CancelSubscriptionResponse;
    if (!settings.stripe || stripe.demo) {
      const { record: updated } = await subscriptionStore.update(email, (r) => r && applyImmediateCancel(r, at));
      body = { success: true, cancelAtPeriodEnd: false, accessUntil: updated && isEntitled(updated, at) ? updated.currentPeriodEnd : at };
    } else {
      let snap;
      try {
        snap = stripe.cancelAtPeriodEnd ? undefined : await stripeFor(settings.stripe.secretKey).cancelAtPeriodEnd(stripe.subscriptionId);
      } catch (error) {
        logger.error('stripe subscription not cancelled', { error });
        throw new HttpError(502, 'Failed to cancel subscription. Please try again.', { success: false });
      }
      if (snap) await subscriptionStore.update(email, (r) => applySubscription(r, { ...snap, email }, at, { now: at }));
      body = { success: true, cancelAtPeriodEnd: true, accessUntil: snap?.currentPeriodEnd ?? stripe.currentPeriodEnd };
    }
    return json(body);
  };

  /**
   * Always the same answer, so nobody can learn who subscribes: a subscriber gets a single-use
   * sign-in link, anyone else a note that no subscription was found; past a few requests an hour
   * the address gets nothing more.
   */
  const unlockSubscriber = async (req: ApiRequest) => {
    const { email } = validateBody(unlockSubscriberRequest, req.body);
    const at = now();
    await takeSource('emailsPerAddress', addressKey(req.sourceIp), at);
    const body: UnlockSubscriberResponse = { sent: true, message: unlockSentMessage(email) };
    const window = await countInWindow(config.tableName('rateLimits'), { pk: `unlock#email#${email}` }, UNLOCK_MAILS_PER_WINDOW, at, at + UNLOCK_LINK_MINUTES * 60_000);
    if (window.outcome === 'refused') return json(body);
    const { active } = await findSubscription(email, at);
    try {
      await deps.sendMail(
        active
          ? unlockMail({ email, signInUrl: await issueSignInLink(email, UNLOCK_LINK_MINUTES * 60_000, at), minutes: UNLOCK_LINK_MINUTES })
          : noSubscriptionMail({ email, appUrl: config.appUrl }),
      );
    } catch (error) {
      logger.error('unlock mail not sent', { error });
      throw new HttpError(503, 'Failed to verify email. Please try again.');
    }
    return json(body);
  };

  const redeemUnlock = async (req: ApiRequest) => {
    const { token } = validateBody(redeemUnlockRequest, req.body);
    const used = await tokenStore.consume<{ email: string }>(token, SIGN_IN_TOKEN_KIND, now());
    if (!used) throw badRequest('This sign-in link has expired or was already used. Ask for a new one with "Already a Verse subscriber?".');
    const record = await subscriptionStore.get(used.email);
    return json(await signInSubscriber(used.email, now(), record?.name));
  };

  return createHandler('billing', {
    'POST /api/create-subscription': createSubscription,
    'GET /api/billing/demo-checkout': showDemoCheckout,
    'POST /api/billing/demo-checkout': submitDemoCheckout,
    'POST /api/stripe/webhook': webhook,
    'POST /api/create-portal-session': createPortalSession,
    'POST /api/cancel-subscription': cancelSubscription,
    'POST /api/unlock-subscriber': unlockSubscriber,
    'POST /api/unlock-subscriber/redeem': redeemUnlock,
  });
};

export const handler = createBillingHandler({ clock: systemClock, sendMail, stripePort: stripeSdkPort });
