import { createHash } from 'node:crypto';
import { DAILY_VERSE_QUERY, LIMITS, RELATED_TOPICS, SUBSCRIBER_LIMIT_MESSAGE } from '@verse/shared/constants';
import type { UsageStatus } from '@verse/shared/api/schemas/usage';
import type { CountWindow } from '../window-counter.ts';
import type { QuotaPolicy } from './windows.ts';

/** A window of counted searches; over when `resetsAt <= now` (checked on every read and write). */
export type UsageWindow = Pick<CountWindow, 'count' | 'resetsAt'>;

/** Whose searches are counted: the signed-in account, else the device. */
export const subjectKey = (who: { userId?: string; deviceId?: string }) =>
  who.userId ? `user#${who.userId}` : who.deviceId ? `device#${who.deviceId}` : null;

const normalizeQuery = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

/** The marker key for "this query was counted a moment ago" (queries are hashed, never stored). */
export const queryMarker = (query: string) => `q_${createHash('sha256').update(normalizeQuery(query)).digest('base64url').slice(0, 22)}`;

/**
 * Whether a search is one that counts at all: the verse of the day (a blank query) does not, nor
 * does the page's own prefetch of a related topic. A prefetch flag only exempts the related topics,
 * so it cannot be used to search for free.
 */
export const isCountable = (query: string, options: { prefetch?: boolean } = {}) => {
  const q = normalizeQuery(query);
  if (q === '' || q === DAILY_VERSE_QUERY) return false;
  if (options.prefetch && (RELATED_TOPICS as readonly string[]).includes(q)) return false;
  return true;
};

export const REPEAT_GRACE_MS = LIMITS.repeatQueryGraceSeconds * 1000;

/** The live window at `now`, or undefined when none is open (never trusting TTL to have removed it). */
const liveWindow = (w: UsageWindow | undefined, now: number) => (w && w.resetsAt > now ? w : undefined);

export const usageStatus = (
  window: UsageWindow | undefined,
  policy: QuotaPolicy,
  now: number,
  who: { signedIn: boolean; isSubscriber: boolean; trending?: readonly string[] },
): UsageStatus => {
  const live = liveWindow(window, now);
  const used = Math.min(live?.count ?? 0, policy.limit);
  return {
    usageThisWeek: used,
    weeklyLimit: policy.limit,
    limitReached: used >= policy.limit,
    needsEmailAfterNext: !who.signedIn && !who.isSubscriber && policy.limit - used === 1,
    isSubscriber: who.isSubscriber,
    resetsAt: live?.resetsAt ?? null,
    trending: [...(who.trending ?? [])],
  };
};

/** The message a refused search carries. */
export const limitMessage = (policy: QuotaPolicy) =>
  policy.kind === 'daily'
    ? SUBSCRIBER_LIMIT_MESSAGE
    : `You've used all ${policy.limit} free searches in your ${LIMITS.freeWindowHours}-hour window. Upgrade for unlimited searches, or wait for your limit to reset.`;
