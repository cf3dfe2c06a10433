import {
  cancelSubscriptionRequest,
  createSubscriptionRequest,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type PortalSessionResponse,
} from '@verse/shared/api/schemas/billing';
import { CHECKOUT_CANCEL_PATH, checkoutReturnPath, PORTAL_RETURN_PATH } from '@verse/shared/api/routes/billing';
import { normalizeEmail } from '@verse/shared/api/schemas/common';
import { config } from '#kit/config.ts';
import { isEntitled } from '#kit/entitlement.ts';
import { badRequest, forbidden, HttpError, notFound } from '#kit/errors.ts';
import { json, type ApiRequest } from '#kit/http.ts';
import { logger } from '#kit/logger.ts';
import { count } from '#kit/metrics.ts';
import { validateBody } from '#kit/validate.ts';
import { applyImmediateCancel, applySubscription } from './domain/subscription-state.ts';
import type { BillingPorts } from './ports.ts';
import { billingSettings } from './settings.ts';
import { subscriptionStore } from './store.ts';

const START_FAILED = 'Failed to start subscription. Please try again.';

/** Starting a subscription (Stripe Checkout, or the local demo), managing it, and cancelling it. */
export const subscriptionRoutes = (ports: BillingPorts) => ({
  create: async (req: ApiRequest) => {
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
        const session = await ports.stripeFor(settings.stripe.secretKey).createCheckoutSession({
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
    // The local stack's demo checkout; never part of an AWS bundle (`infra/aws/bundling.ts`).
    if (process.env.VERSE_BUNDLE !== 'aws' && settings.demo) {
      const { startDemoCheckout } = await import('./demo-checkout.ts');
      const body: CreateSubscriptionResponse = { url: await startDemoCheckout({ planType: input.planType, email: input.email, name: input.name, ...buyer }, req.now) };
      return json(body);
    }
    throw new HttpError(503, START_FAILED);
  },

  portal: async (req: ApiRequest) => {
    const settings = await billingSettings();
    const record = await subscriptionStore.get(normalizeEmail(req.session!.email));
    if (!settings.stripe) {
      const body: PortalSessionResponse = { demo: true };
      return json(body);
    }
    if (!record?.stripeCustomerId || record.stripe?.demo) throw notFound('There is no subscription to manage for this account');
    try {
      const body: PortalSessionResponse = await ports.stripeFor(settings.stripe.secretKey).createPortalSession(record.stripeCustomerId, `${config.appUrl}${PORTAL_RETURN_PATH}`);
      return json(body);
    } catch (error) {
      logger.error('stripe portal session not created', { error });
      throw new HttpError(502, 'Unable to access subscription management at this time. Please try again later.');
    }
  },

  cancel: async (req: ApiRequest) => {
    const { email } = validateBody(cancelSubscriptionRequest, req.body);
    if (email !== normalizeEmail(req.session!.email)) throw forbidden('You can only cancel your own subscription', { success: false });
    const at = req.now;
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
        snap = stripe.cancelAtPeriodEnd ? undefined : await ports.stripeFor(settings.stripe.secretKey).cancelAtPeriodEnd(stripe.subscriptionId);
      } catch (error) {
        logger.error('stripe subscription not cancelled', { error });
        throw new HttpError(502, 'Failed to cancel subscription. Please try again.', { success: false });
      }
      if (snap) await subscriptionStore.update(email, (r) => applySubscription(r, { ...snap, email }, at, { now: at }));
      body = { success: true, cancelAtPeriodEnd: true, accessUntil: snap?.currentPeriodEnd ?? stripe.currentPeriodEnd };
    }
    return json(body);
  },
});
