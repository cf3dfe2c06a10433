/**
 * Local calendar days in IANA time zones, for everything that ends or starts "at midnight where the
 * person is": subscribers' daily searches, the Daily Ten's days, weeks and streaks.
 */

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

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** 0 for Sunday … 6 for Saturday. */
export const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Sunday that starts the week (Sunday to Saturday) holding `date`. */
export const weekStartOf = (date: string) => addDays(date, -dayOfWeek(date));

/**
 * The first instant of local date `date` in `timeZone` (epoch ms); where a zone skips midnight, the
 * first instant of that date that exists.
 */
export const startOfLocalDay = (date: string, timeZone: string) => {
  const target = Date.parse(`${date}T00:00:00Z`);
  const first = target - offsetAt(target, timeZone);
  const second = target - offsetAt(first, timeZone);
  const onDate = [first, second].filter((t) => localDate(t, timeZone) === date);
  if (onDate.length) return Math.min(...onDate);
  // Midnight does not exist there that day: step to the first whole hour that does.
  let t = Math.min(first, second);
  while (localDate(t, timeZone) !== date) t += 3_600_000;
  return t;
};
