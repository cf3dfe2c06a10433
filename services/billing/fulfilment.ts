import { randomBytes } from 'node:crypto';
import { unlockLinkPath } from '@verse/shared/api/routes/billing';
import { HttpError } from '#kit/errors.ts';
import { config } from '#kit/config.ts';
import type { Clock } from '#kit/clock.ts';
import { logger } from '#kit/logger.ts';
import type { Mail } from '#kit/mail.ts';
import { giftReceiptMail, giftRecipientMail, welcomeMail } from './domain/mails.ts';
import { invoiceEmail, invoiceSubscriptionId, readCompletedCheckout, readSubscription } from './domain/stripe-objects.ts';
import { applyCheckoutSubscription, applyGift, applyPaymentFailed, applySubscription } from './domain/subscription-state.ts';
import { subscriptionStore, tokenStore, webhookEventStore } from './store.ts';
import type { StripePort } from './stripe-port.ts';

/** A Stripe event as the webhook receives it (or as the demo checkout builds it). */
export interface StripeEvent {
  id: string;
  type: string;
  /** Epoch seconds. */
  created: number;
  data: { object: unknown };
}

export interface BillingDeps {
  clock: Clock;
  /** Undefined without a Stripe account (the demo checkout). */
  stripe?: StripePort;
  sendMail(mail: Mail): Promise<void>;
}

export const SIGN_IN_TOKEN_KIND = 'subscriber-sign-in';
const DAY_MS = 86_400_000;
const WELCOME_LINK_MS = 7 * DAY_MS;

/** A single-use link that signs this email in (`POST /api/unlock-subscriber/redeem` exchanges it). */
export const issueSignInLink = async (email: string, ttlMs: number, now: number) => {
  const token = randomBytes(32).toString('base64url');
  await tokenStore.put(token, SIGN_IN_TOKEN_KIND, { email, createdAt: now }, now + ttlMs);
  return `${config.appUrl}${unlockLinkPath(token)}`;
};

type Outcome = 'processed' | 'ignored' | 'duplicate';

const applyEvent = async (event: StripeEvent, deps: BillingDeps, demo: boolean): Promise<Exclude<Outcome, 'duplicate'>> => {
  const now = deps.clock.now();
  const at = event.created * 1000;
  const object = event.data?.object;
  switch (event.type) {
    // A checkout paid later (a bank debit) completes unpaid and grants nothing until its payment succeeds.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const checkout = readCompletedCheckout(object);
      if (!checkout) return 'ignored';
      if (checkout.kind === 'gift') {
        const { record } = await subscriptionStore.update(checkout.recipient.email, (r) => applyGift(r, checkout, at, now));
        const endsAt = record?.gift?.endsAt ?? now;
        const signInUrl = await issueSignInLink(checkout.recipient.email, WELCOME_LINK_MS, now);
        await deps.sendMail(giftRecipientMail({ recipient: checkout.recipient, buyer: checkout.buyer, endsAt, signInUrl, appUrl: config.appUrl }));
        if (checkout.buyer.email) {
          await deps.sendMail(giftReceiptMail({ buyerEmail: checkout.buyer.email, recipient: checkout.recipient, sessionId: checkout.sessionId, paidAt: at }));
        }
        return 'processed';
      }
      const subscription = checkout.subscription ?? (deps.stripe ? await deps.stripe.retrieveSubscription(checkout.subscriptionId) : undefined);
      await subscriptionStore.update(checkout.email, (r) => applyCheckoutSubscription(r, { ...checkout, subscription }, at, { now, demo }));
      const signInUrl = await issueSignInLink(checkout.email, WELCOME_LINK_MS, now);
      await deps.sendMail(welcomeMail({ email: checkout.email, planType: checkout.planType, signInUrl }));
      return 'processed';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const snap = readSubscription(object);
      if (!snap) return 'ignored';
      const email = snap.email ?? (await subscriptionStore.emailOfSubscription(snap.id));
      if (!email) return 'ignored';
      const deleted = event.type === 'customer.subscription.deleted';
      await subscriptionStore.update(email, (r) => applySubscription(r, snap, at, { now, deleted }));
      return 'processed';
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(object);
      if (!subscriptionId) return 'ignored';
      const email = (await subscriptionStore.emailOfSubscription(subscriptionId)) ?? invoiceEmail(object);
      if (!email) return 'ignored';
      await subscriptionStore.update(email, (r) => applyPaymentFailed(r, subscriptionId, at, now));
      return 'processed';
    }
    default:
      return 'ignored';
  }
};

/**
 * The one fulfilment path, for verified webhooks and the demo checkout alike. Each event is applied
 * at most once (the `webhookEvents` table); state changes compare the event's time with the stored
 * state, so retries and out-of-order deliveries converge. On failure the event is released and the
 * error propagates (a non-2xx answer), so Stripe delivers it again.
 */
export const processEvent = async (event: StripeEvent, deps: BillingDeps, options: { demo?: boolean } = {}): Promise<Outcome> => {
  const claim = await webhookEventStore.claim(event.id, event.type, deps.clock.now());
  if (claim === 'done') return 'duplicate';
  if (claim === 'busy') throw new HttpError(409, 'This event is being processed; please retry later');
  try {
    const outcome = await applyEvent(event, deps, options.demo === true);
    await webhookEventStore.complete(event.id, deps.clock.now());
    if (outcome === 'ignored') logger.info('stripe event ignored', { eventId: event.id, type: event.type });
    return outcome;
  } catch (error) {
    await webhookEventStore.release(event.id).catch((e: unknown) => logger.error('webhook event not released', { eventId: event.id, error: e }));
    throw error;
  }
};
