import type { BillingDeps } from './fulfilment.ts';
import { billingSettings } from './settings.ts';
import type { StripePort } from './stripe-port.ts';

export interface BillingHandlerDeps extends Omit<BillingDeps, 'stripe'> {
  /** Builds the Stripe port for a secret key (the SDK in production, a fake in tests). */
  stripePort(secretKey: string): StripePort;
}

/** What billing's routes reach the outside through: Stripe (per configured key), mail, the clock. */
export interface BillingPorts {
  deps: BillingHandlerDeps;
  stripeFor(secretKey: string): StripePort;
  /** The fulfilment dependencies with the configured Stripe account, if any. */
  fulfilment(): Promise<BillingDeps>;
}

export const billingPorts = (deps: BillingHandlerDeps): BillingPorts => {
  let port: { key: string; port: StripePort } | undefined;
  const stripeFor = (secretKey: string) => {
    if (port?.key !== secretKey) port = { key: secretKey, port: deps.stripePort(secretKey) };
    return port.port;
  };
  return {
    deps,
    stripeFor,
    fulfilment: async () => {
      const settings = await billingSettings();
      return { ...deps, stripe: settings.stripe ? stripeFor(settings.stripe.secretKey) : undefined };
    },
  };
};
