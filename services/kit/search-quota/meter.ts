import { TIME_ZONE_HEADER } from '@verse/shared/api/routes/usage';
import type { UsageStatus } from '@verse/shared/api/schemas/usage';
import { DEVICE_ID_PATTERN, FINGERPRINT_HEADER, PREVIOUS_DEVICE_HEADER } from '@verse/shared/browser';
import type { SourceLimitName } from '@verse/shared/constants';
import type { Session } from '../auth.ts';
import { subscriptionOfSession } from '../entitlement.ts';
import { badRequest, tooManyRequests } from '../errors.ts';
import type { ApiRequest } from '../http.ts';
import { count } from '../metrics.ts';
import { addressKey, takeSources } from '../source-limit.ts';
import { isCountable, limitMessage, queryMarker, subjectKey, usageStatus } from './usage.ts';
import { resolveTimeZone } from '@verse/shared/local-time';
import { policyFor } from './windows.ts';
import { usageStore } from './store.ts';

/** Who is searching, as the request shows it. */
export interface Visitor {
  session: Session | null;
  deviceId?: string;
  /** IANA time zone sent by the browser; UTC when absent or unknown. */
  timeZone?: string;
  /** Where the request came from (`sourceIp` of the request). */
  sourceIp?: string;
  /** The browser's fingerprint: only a signal against clearing storage, never an identity. */
  fingerprint?: string;
  /** The fingerprint id this browser used as its device id before it got a random one. */
  previousDeviceId?: string;
}

const header = (req: ApiRequest, name: string) => {
  const value = req.headers[name];
  return value && DEVICE_ID_PATTERN.test(value) ? value : undefined;
};

/** The visitor a request describes; `deviceId` overrides the request's when the body names one. */
export const visitorOf = (req: ApiRequest, deviceId = req.deviceId, timeZone = req.headers[TIME_ZONE_HEADER] || req.query.timeZone): Visitor => ({
  session: req.session,
  deviceId: deviceId && DEVICE_ID_PATTERN.test(deviceId) ? deviceId : undefined,
  timeZone,
  sourceIp: req.sourceIp,
  fingerprint: header(req, FINGERPRINT_HEADER),
  previousDeviceId: header(req, PREVIOUS_DEVICE_HEADER),
});

const MISSING_IDENTITY = 'A device id is required: send the x-device-id header or sign in.';

const resolve = async (visitor: Visitor, now: number) => {
  const subject = subjectKey({ userId: visitor.session?.userId, deviceId: visitor.deviceId });
  const isSubscriber = visitor.session ? (await subscriptionOfSession(visitor.session, now)).active : false;
  const policy = policyFor(isSubscriber, resolveTimeZone(visitor.timeZone));
  if (!visitor.session && subject && visitor.previousDeviceId && visitor.previousDeviceId !== visitor.deviceId) {
    await usageStore.adoptWindow(subjectKey({ deviceId: visitor.previousDeviceId })!, subject, policy.kind);
  }
  return { subject, isSubscriber, policy };
};

/**
 * The limits on where a free search comes from: the address across all its devices, and browsers
 * that look identical on that address (so clearing storage gains little, while identical devices on
 * different networks never meet).
 */
const sourceLimits = (visitor: Visitor): [SourceLimitName, string][] => {
  const address = addressKey(visitor.sourceIp ?? 'unknown');
  return [['searchesPerAddress', address], ...(visitor.fingerprint ? [['searchesPerFingerprint', `${address}#${visitor.fingerprint}`] as [SourceLimitName, string]] : [])];
};

/** The visitor's allowance at `now`, without counting anything. */
export const readUsage = async (visitor: Visitor, now: number, trending: readonly string[] = []): Promise<UsageStatus> => {
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

  // A free search takes its source's share first (one write each, and never past the limit however
  // many arrive at once), and gives it back when the search does not count after all.
  const sources = isSubscriber ? undefined : await takeSources(sourceLimits(visitor), now, { limitReached: true, resetsAt: policy.windowEnd(now) });
  const result = await usageStore.countSearch(subject, policy.kind, policy.limit, now, policy.windowEnd(now), queryMarker(attempt.query)).catch(async (error: unknown) => {
    await sources?.giveBack();
    throw error;
  });
  if (result.outcome !== 'counted') await sources?.giveBack();
  if (result.outcome === 'refused') {
    count('QuotaDenials');
    throw tooManyRequests(limitMessage(policy), { limitReached: true, resetsAt: result.window.resetsAt });
  }
  if (result.outcome === 'counted') count('Searches');
  return { counted: result.outcome === 'counted', status: usageStatus(result.window, policy, now, who) };
};
