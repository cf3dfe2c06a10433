import { randomBytes } from 'node:crypto';
import { checkoutReturnPath } from '@verse/shared/api/routes/billing';
import { isEmailAddress, normalizeEmail } from '@verse/shared/api/schemas/common';
import { notFound } from '#kit/errors.ts';
import { html, redirect, type ApiRequest } from '#kit/http.ts';
import { demoCheckoutGonePage, demoCheckoutPage, type DemoCheckout } from './domain/demo-checkout-page.ts';
import { addPeriod } from './domain/subscription-state.ts';
import { processEvent, type StripeEvent } from './fulfilment.ts';
import type { BillingPorts } from './ports.ts';
import { billingSettings } from './settings.ts';
import { hashToken, tokenStore } from './store.ts';

/**
 * The local stand-in for Stripe Checkout: a page that takes the place of Stripe's, and on "confirm"
 * the very event Stripe would send, fulfilled by the webhook's own code. It exists only while no
 * Stripe account is configured, and only on the local stack.
 */
const DEMO_CHECKOUT_KIND = 'demo-checkout';
const DEMO_CHECKOUT_MS = 60 * 60_000;

/** Opens a demo checkout; the answer is the page's URL, as Stripe answers with its own. */
export const startDemoCheckout = async (checkout: DemoCheckout, now: number) => {
  const sessionId = randomBytes(24).toString('base64url');
  await tokenStore.put(sessionId, DEMO_CHECKOUT_KIND, { ...checkout }, now + DEMO_CHECKOUT_MS);
  return `/api/billing/demo-checkout?session=${sessionId}`;
};

/** The Stripe event a real checkout would send. */
const demoEvent = (sessionId: string, checkout: DemoCheckout, buyer: { email?: string; name?: string }, at: number): StripeEvent => {
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

const requireDemo = async () => {
  if (!(await billingSettings()).demo) throw notFound();
};

export const demoCheckoutRoutes = (ports: BillingPorts) => ({
  show: async (req: ApiRequest) => {
    await requireDemo();
    const sessionId = req.query.session ?? '';
    const checkout = sessionId ? await tokenStore.peek<DemoCheckout>(sessionId, DEMO_CHECKOUT_KIND, req.now) : undefined;
    return checkout ? html(demoCheckoutPage(sessionId, checkout)) : html(demoCheckoutGonePage(), 410);
  },

  submit: async (req: ApiRequest) => {
    await requireDemo();
    const form = new URLSearchParams(req.rawBody);
    const sessionId = form.get('session') ?? '';
    const checkout = sessionId ? await tokenStore.peek<DemoCheckout>(sessionId, DEMO_CHECKOUT_KIND, req.now) : undefined;
    if (!checkout) return html(demoCheckoutGonePage(), 410);
    if (form.get('action') !== 'confirm') {
      await tokenStore.consume(sessionId, DEMO_CHECKOUT_KIND, req.now);
      return redirect('/');
    }
    const buyer = { email: normalizeEmail(form.get('buyerEmail') ?? ''), name: (form.get('buyerName') ?? '').trim().slice(0, 100) };
    if (checkout.planType === 'gift') {
      const problem = !buyer.name ? 'Please enter your name' : !isEmailAddress(buyer.email) ? 'Please enter a valid email address' : undefined;
      if (problem) return html(demoCheckoutPage(sessionId, { ...checkout, buyerName: buyer.name, buyerEmail: buyer.email }, problem), 400);
    }
    await processEvent(demoEvent(sessionId, checkout, buyer, req.now), await ports.fulfilment(), { demo: true });
    await tokenStore.consume(sessionId, DEMO_CHECKOUT_KIND, req.now);
    return redirect(checkoutReturnPath(checkout.planType));
  },
});
