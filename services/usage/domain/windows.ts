import { LIMITS } from '@verse/shared/constants';

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
export const dailyPolicy = (timeZone: string): QuotaPolicy => ({
  kind: 'daily',
  limit: LIMITS.subscriberDailySearches,
  windowEnd: (now) => nextLocalMidnight(now, timeZone),
});

export const policyFor = (isSubscriber: boolean, timeZone: string) => (isSubscriber ? dailyPolicy(timeZone) : freePolicy);

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** A usable IANA zone from what the client sent; UTC when absent or unknown. */
export const resolveTimeZone = (tz: string | undefined) => (tz && tz.length <= 64 && isTimeZone(tz) ? tz : 'UTC');

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The wall-clock fields in `timeZone` at instant `t`. */
const wallClock = (t: number, timeZone: string) => {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(t))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
};

/** How far `timeZone` is ahead of UTC at instant `t`, in ms. */
const offsetAt = (t: number, timeZone: string) => {
  const w = wallClock(t, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(t / 1000) * 1000;
};

/** The local calendar date at `now` in `timeZone`, as YYYY-MM-DD. */
export const localDate = (now: number, timeZone: string) => {
  const w = wallClock(now, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

/**
 * The first instant of the next local day in `timeZone` after `now` (epoch ms). Works across
 * daylight-saving changes; where a zone skips midnight, the day starts at the first instant that exists.
 */
export const nextLocalMidnight = (now: number, timeZone: string) => {
  const w = wallClock(now, timeZone);
  const target = Date.UTC(w.year, w.month - 1, w.day + 1);
  const targetDate = new Date(target).toISOString().slice(0, 10);
  // Solve local(t) = target: from the offset now, then corrected by the offset at that guess.
  const first = target - offsetAt(now, timeZone);
  const second = target - offsetAt(first, timeZone);
  const onTargetDay = [first, second].filter((t) => t > now && localDate(t, timeZone) === targetDate);
  return onTargetDay.length ? Math.min(...onTargetDay) : first;
};
