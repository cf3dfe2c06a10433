import { LIMITS } from '@verse/shared/constants';
import { nextLocalMidnight } from '@verse/shared/local-time';

const HOUR_MS = 3600_000;

/** How searches are allowed for one kind of visitor. */
export interface QuotaPolicy {
  /** The window's sort key in the usage table: free and subscriber windows are counted apart. */
  kind: 'free' | 'daily';
  limit: number;
  /** When a window opened by a search at `now` closes (epoch ms). */
  windowEnd(now: number): number;
}

/** Free visitors and signed-in non-subscribers: 4 searches in 48 hours from the first counted one. */
export const freePolicy: QuotaPolicy = {
  kind: 'free',
  limit: LIMITS.freeSearches,
  windowEnd: (now) => now + LIMITS.freeWindowHours * HOUR_MS,
};

/** Subscribers: 40 searches per day, the day ending at midnight in the visitor's time zone. */
const dailyPolicy = (timeZone: string): QuotaPolicy => ({
  kind: 'daily',
  limit: LIMITS.subscriberDailySearches,
  windowEnd: (now) => nextLocalMidnight(now, timeZone),
});

export const policyFor = (isSubscriber: boolean, timeZone: string) => (isSubscriber ? dailyPolicy(timeZone) : freePolicy);
