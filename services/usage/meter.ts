import type { UsageStatus } from '@verse/shared/api/schemas/usage';
import type { Session } from '../kit/auth.ts';
import { findSubscription } from '../kit/entitlement.ts';
import { badRequest, tooManyRequests } from '../kit/errors.ts';
import { count } from '../kit/metrics.ts';
import { isCountable, limitMessage, queryMarker, subjectKey, usageStatus } from './domain/usage.ts';
import { policyFor, resolveTimeZone } from './domain/windows.ts';
import { usageStore } from './store.ts';

/** Who is searching, as the request shows it. */
export interface Visitor {
  session: Session | null;
  deviceId?: string;
  /** IANA time zone sent by the browser; UTC when absent or unknown. */
  timeZone?: string;
}

export const MISSING_IDENTITY = 'A device id is required: send the x-device-id header or sign in.';

const resolve = async (visitor: Visitor, now: number) => {
  const subject = subjectKey({ userId: visitor.session?.userId, deviceId: visitor.deviceId });
  const isSubscriber = visitor.session ? (await findSubscription(visitor.session.email, now)).active : false;
  return { subject, isSubscriber, policy: policyFor(isSubscriber, resolveTimeZone(visitor.timeZone)) };
};

/** The visitor's allowance at `now`, without counting anything. */
export const readUsage = async (visitor: Visitor, now: number, trending: string[] = []): Promise<UsageStatus> => {
  const { subject, isSubscriber, policy } = await resolve(visitor, now);
  if (!subject) throw badRequest(MISSING_IDENTITY);
  const window = await usageStore.getWindow(subject, policy.kind);
  return usageStatus(window, policy, now, { signedIn: !!visitor.session, isSubscriber, trending });
};

export interface SearchAttempt {
  query: string;
  /** The page's own related-topic prefetch (only the related topics are exempt). */
  prefetch?: boolean;
}

export type Admission = { counted: boolean; status: UsageStatus };

/**
 * Counts one search, or refuses it with 429 `{ error, limitReached: true, resetsAt }`. The verse of
 * the day, related-topic prefetches and the same query again within a minute are not counted.
 * Identity is the account when signed in, else the device; neither → 400.
 */
export const admitSearch = async (visitor: Visitor, attempt: SearchAttempt, now: number): Promise<Admission> => {
  const { subject, isSubscriber, policy } = await resolve(visitor, now);
  const who = { signedIn: !!visitor.session, isSubscriber };
  if (!isCountable(attempt.query, attempt)) {
    if (!subject) return { counted: false, status: usageStatus(undefined, policy, now, who) };
    return { counted: false, status: usageStatus(await usageStore.getWindow(subject, policy.kind), policy, now, who) };
  }
  if (!subject) throw badRequest(MISSING_IDENTITY);

  const result = await usageStore.countSearch(subject, policy.kind, policy.limit, now, policy.windowEnd(now), queryMarker(attempt.query));
  if (result.outcome === 'refused') {
    count('QuotaDenials');
    throw tooManyRequests(limitMessage(policy), { limitReached: true, resetsAt: result.window.resetsAt });
  }
  if (result.outcome === 'counted') count('Searches');
  return { counted: result.outcome === 'counted', status: usageStatus(result.window, policy, now, who) };
};
