import { badRequest, HttpError } from '#kit/errors.ts';
import { json, type ApiRequest } from '#kit/http.ts';
import { count } from '#kit/metrics.ts';
import { processEvent } from './fulfilment.ts';
import type { BillingPorts } from './ports.ts';
import { billingSettings } from './settings.ts';
import { isStripeEvent, verifyWebhook } from './stripe-port.ts';

/** Stripe's webhook: a signed event, checked for its envelope, fulfilled once. */
export const stripeWebhookRoute = (ports: BillingPorts) => async (req: ApiRequest) => {
  const settings = await billingSettings();
  if (!settings.webhookSecret) throw new HttpError(503, 'Webhooks are not configured');
  const signature = req.headers['stripe-signature'];
  if (!signature) throw badRequest('Missing Stripe signature');
  let event: unknown;
  try {
    event = await verifyWebhook(req.rawBody, signature, settings.webhookSecret);
  } catch {
    count('WebhooksRejected');
    throw badRequest('Invalid Stripe signature');
  }
  if (!isStripeEvent(event)) {
    count('WebhooksRejected');
    throw badRequest('This is not a Stripe event: it needs an id, a type, a creation time and a data object');
  }
  const outcome = await processEvent(event, await ports.fulfilment());
  count('WebhooksProcessed');
  return json({ received: true, outcome });
};
