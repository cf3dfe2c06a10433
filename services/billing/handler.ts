import { systemClock } from '#kit/clock.ts';
import { createHandler } from '#kit/http.ts';
import { sendMail } from '#kit/mail.ts';
import { notFound } from '#kit/errors.ts';
import type { ApiRequest } from '#kit/http.ts';
import { billingPorts, type BillingHandlerDeps, type BillingPorts } from './ports.ts';
import { stripeWebhookRoute } from './stripe-webhook.ts';
import { stripeSdkPort } from './stripe-port.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { unlockRoutes } from './unlock.ts';

/** The demo checkout serves the local stack only: AWS bundles leave its code out (`infra/aws/bundling.ts`), and there it is not found. */
const demoCheckout = (ports: BillingPorts, step: 'show' | 'submit') => async (req: ApiRequest) => {
  if (process.env.VERSE_BUNDLE !== 'aws') {
    const { demoCheckoutRoutes } = await import('./demo-checkout.ts');
    return demoCheckoutRoutes(ports)[step](req);
  }
  throw notFound();
};

export const createBillingHandler = (deps: BillingHandlerDeps) => {
  const ports = billingPorts(deps);
  const subscriptions = subscriptionRoutes(ports);
  const unlock = unlockRoutes(ports);
  return createHandler(
    'billing',
    {
      'POST /api/create-subscription': subscriptions.create,
      'GET /api/billing/demo-checkout': demoCheckout(ports, 'show'),
      'POST /api/billing/demo-checkout': demoCheckout(ports, 'submit'),
      'POST /api/stripe/webhook': stripeWebhookRoute(ports),
      'POST /api/create-portal-session': subscriptions.portal,
      'POST /api/cancel-subscription': subscriptions.cancel,
      'POST /api/unlock-subscriber': unlock.request,
      'POST /api/unlock-subscriber/redeem': unlock.redeem,
    },
    deps.clock,
  );
};

export const handler = createBillingHandler({ clock: systemClock, sendMail, stripePort: stripeSdkPort });
