/**
 * The deploy-time settings an operator passes as CDK context (`-c key=value` or `cdk.json`). Values
 * given with `-c` arrive as strings, so structured ones are accepted as JSON text or as objects.
 */
export type Stage = 'dev' | 'prod';

/**
 * `lambda`: Lambda's active tracing (every invocation and cold start in X-Ray). `sdk` adds Powertools
 * Tracer, a subsegment for every AWS call, at the X-Ray SDK's cost in every cold start.
 */
export type TracingMode = 'lambda' | 'sdk';

export interface StripeConfig {
  /** e.g. `/verse/stripe`: holds `secret-key` and `webhook-secret` SecureString parameters. */
  paramPrefix: string;
  priceMonthly: string;
  priceAnnual: string;
  priceGift: string;
}

export interface DomainConfig {
  /** e.g. `verse.example.org`: served by CloudFront with a us-east-1 ACM certificate. */
  name: string;
  /** The Route 53 hosted zone that holds `name`: its id and its name (e.g. `example.org`). */
  hostedZoneId: string;
  hostedZoneName: string;
}

export interface DeployContext {
  stackName: string;
  stage: Stage;
  senderEmail: string;
  operatorEmail: string;
  /** Where alarms are mailed; none means the alarm topic has no subscriber yet. */
  alarmEmail?: string;
  /** Overrides the public address used in emailed links (default: the custom domain, else CloudFront's). */
  appUrl?: string;
  stripe?: StripeConfig;
  domain?: DomainConfig;
  tracing: TracingMode;
}

export class ContextError extends Error {}

type Lookup = (key: string) => unknown;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

const structured = (key: string, value: unknown): Record<string, unknown> | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new ContextError(`${key} must be a JSON object, e.g. -c '${key}={"…":"…"}'; got ${value.slice(0, 80)}`);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ContextError(`${key} must be a JSON object`);
  return parsed as Record<string, unknown>;
};

const text = (key: string, value: unknown, required: boolean): string | undefined => {
  if (value === undefined || value === null || value === '') {
    if (required) throw new ContextError(`${key} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw new ContextError(`${key} must be a string`);
  return value;
};

const fields = <K extends string>(key: string, obj: Record<string, unknown>, names: readonly K[]) =>
  Object.fromEntries(names.map((n) => [n, text(`${key}.${n}`, obj[n], true)])) as Record<K, string>;

const email = (key: string, value: unknown, required: boolean) => {
  const v = text(key, value, required);
  if (v !== undefined && !EMAIL.test(v)) throw new ContextError(`${key} must be an email address; got ${v}`);
  return v;
};

/** Reads and checks every `verse:*` context value; a wrong value stops the synth with a message naming it. */
export const readDeployContext = (get: Lookup): DeployContext => {
  const stage = text('verse:stage', get('verse:stage'), false) ?? 'dev';
  if (stage !== 'dev' && stage !== 'prod') throw new ContextError(`verse:stage must be dev or prod; got ${stage}`);
  const stripe = structured('verse:stripe', get('verse:stripe'));
  const domain = structured('verse:domain', get('verse:domain'));
  const appUrl = text('verse:appUrl', get('verse:appUrl'), false);
  const tracing = text('verse:tracing', get('verse:tracing'), false) ?? 'lambda';
  if (tracing !== 'lambda' && tracing !== 'sdk') throw new ContextError(`verse:tracing must be lambda or sdk; got ${tracing}`);
  if (appUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(appUrl)) throw new ContextError(`verse:appUrl must start with https://; got ${appUrl}`);
  return {
    stackName: text('verse:stackName', get('verse:stackName'), false) ?? 'Verse',
    stage,
    senderEmail: email('verse:senderEmail', get('verse:senderEmail'), true)!,
    operatorEmail: email('verse:operatorEmail', get('verse:operatorEmail'), true)!,
    alarmEmail: email('verse:alarmEmail', get('verse:alarmEmail'), false),
    appUrl: appUrl?.replace(/\/$/, ''),
    stripe: stripe && fields('verse:stripe', stripe, ['paramPrefix', 'priceMonthly', 'priceAnnual', 'priceGift'] as const),
    domain: domain && fields('verse:domain', domain, ['name', 'hostedZoneId', 'hostedZoneName'] as const),
    tracing,
  };
};
