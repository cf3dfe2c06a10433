import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from '../../services/billing/settings.ts';
import { signUpConfirmed, TEST_PASSWORD } from './accounts.ts';
import { api, baseUrl, unique, type Api } from './api.ts';

/** A new account through the accounts API (sign-up and its emailed link): its email, bearer token and id. */
export const signUp = async (email = `${unique('reader')}@example.com`, name = 'Ruth Reader') => {
  const res = await signUpConfirmed(email, TEST_PASSWORD, { name });
  return { email, token: res.body.token, userId: res.body.user.id };
};

/** Completes the local demo checkout for a plan, as a person clicking "Confirm demo payment" would. */
export const demoCheckout = async (
  input: { planType: 'monthly' | 'annual' | 'gift'; email: string; name: string },
  options: { token?: string; buyerName?: string; buyerEmail?: string; action?: 'confirm' | 'cancel' } = {},
) => {
  const created = await api<{ url: string }>('POST', '/api/create-subscription', { body: input, token: options.token });
  if (created.status !== 200) throw new Error(`create-subscription failed: ${created.status} ${JSON.stringify(created.body)}`);
  const session = new URL(created.body.url, baseUrl()).searchParams.get('session')!;
  const form = new URLSearchParams({ session, action: options.action ?? 'confirm' });
  if (options.buyerName) form.set('buyerName', options.buyerName);
  if (options.buyerEmail) form.set('buyerEmail', options.buyerEmail);
  const res = await fetch(`${baseUrl()}/api/billing/demo-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), session };
};

/** A signed-in subscriber: an account plus a confirmed demo checkout for its email. */
export const newSubscriber = async (planType: 'monthly' | 'annual' = 'monthly') => {
  const account = await signUp();
  const done = await demoCheckout({ planType, email: account.email, name: 'Ruth Reader' }, { token: account.token });
  if (done.status !== 303) throw new Error(`demo checkout failed: ${done.status}`);
  return account;
};

/** Posts a Stripe event to the webhook (of the run's stack unless `via` names another), signed the way Stripe signs it (unless a signature is given). */
export const sendStripeEvent = async (
  event: { id: string; type: string; created: number; data: { object: unknown } },
  options: { signature?: string; secret?: string; via?: Api } = {},
) => {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-09-30.clover', livemode: false, ...event });
  const signature =
    options.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? LOCAL_WEBHOOK_SECRET });
  return (options.via ?? api)('POST', '/api/stripe/webhook', { raw: payload, headers: { 'stripe-signature': signature } });
};
