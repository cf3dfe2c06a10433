import { systemClock } from '#kit/clock.ts';
import { createHandler } from '#kit/http.ts';
import { sendMail } from '#kit/mail.ts';
import { demoCheckoutRoutes } from './demo-checkout.ts';
import { billingPorts, type BillingHandlerDeps } from './ports.ts';
import { stripeWebhookRoute } from './stripe-webhook.ts';
import { stripeSdkPort } from './stripe-port.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { unlockRoutes } from './unlock.ts';

export const createBillingHandler = (deps: BillingHandlerDeps) => {
  const ports = billingPorts(deps);
  const subscriptions = subscriptionRoutes(ports);
  const demo = demoCheckoutRoutes(ports);
  const unlock = unlockRoutes(ports);
  return createHandler(
    'billing',
    {
      'POST /api/create-subscription': subscriptions.create,
      'GET /api/billing/demo-checkout': demo.show,
      'POST /api/billing/demo-checkout': demo.submit,
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
