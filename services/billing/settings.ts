import type { PlanType } from '@verse/shared/constants';
import { config } from '#kit/config.ts';

/** Signs webhooks on the local stack and in tests when no Stripe webhook secret is configured. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_verse_local_development_not_for_production';

interface StripeSettings {
  secretKey: string;
  /** Price ids of the Stripe products, per plan. */
  prices: Record<PlanType, string | undefined>;
}

interface BillingSettings {
  /** Undefined means no Stripe account: the demo checkout serves the local stack instead. */
  stripe?: StripeSettings;
  /** Undefined when nothing is configured outside the local stack: every webhook is then refused. */
  webhookSecret?: string;
  /** The local demo checkout is on: no Stripe key, and running on the local stack or in tests. */
  demo: boolean;
}

const isLocal = () => config.isLocal || process.env.NODE_ENV === 'test';

/** A secret from its environment variable, else from the SSM SecureString the `<NAME>_PARAM` variable names (AWS). */
const secretFromEnv = async (name: string) => {
  const direct = config.env(name);
  if (direct) return direct;
  const param = config.env(`${name}_PARAM`);
  if (!param) return undefined;
  const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const out = await new SSMClient({}).send(new GetParameterCommand({ Name: param, WithDecryption: true }));
  if (!out.Parameter?.Value) throw new Error(`SSM parameter ${param} has no value`);
  return out.Parameter.Value;
};

let settings: Promise<BillingSettings> | undefined;

export const billingSettings = () =>
  (settings ??= (async () => {
    const [secretKey, webhookSecret] = await Promise.all([
      secretFromEnv('STRIPE_SECRET_KEY'),
      secretFromEnv('STRIPE_WEBHOOK_SECRET'),
    ]);
    const stripe: StripeSettings | undefined = secretKey
      ? {
          secretKey,
          prices: {
            monthly: config.env('STRIPE_PRICE_MONTHLY'),
            annual: config.env('STRIPE_PRICE_ANNUAL'),
            gift: config.env('STRIPE_PRICE_GIFT'),
          },
        }
      : undefined;
    return {
      stripe,
      webhookSecret: webhookSecret ?? (isLocal() ? LOCAL_WEBHOOK_SECRET : undefined),
      demo: !stripe && isLocal(),
    };
  })().catch((error: unknown) => {
    settings = undefined;
    throw error;
  }));

/** For tests that change the environment between cases. */
export const resetBillingSettings = () => {
  settings = undefined;
};
