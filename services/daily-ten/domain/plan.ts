import { DAILY_TEN } from '@verse/shared/constants';
import { daysBetween } from '@verse/shared/local-time';
import type { WeekPlan } from '@verse/shared/data/daily-ten-plans';
import type { PoolVerse } from './pool.ts';

export type { WeekPlan };

/** A Sunday long ago that numbers the weeks. */
const FIRST_SUNDAY = '2024-12-29';
/** Weeks before a verse may come back. */
export const WEEKS_WITHOUT_REPEAT = 8;
const PER_WEEK = DAILY_TEN.verses * DAILY_TEN.weekDays;

const capitalized = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

/** "Hope", or the two themes most of the week's verses carry. */
const themeOf = (verses: PoolVerse[]) => {
  const counts = new Map<string, number>();
  for (const v of verses) counts.set(v.theme, (counts.get(v.theme) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return second && second[1] >= verses.length / 4 ? `${capitalized(first[0])} and ${capitalized(second[0])}` : capitalized(first[0]);
};

/** Verses kept aside each week for skips and "New Verses". */
const RESERVE = 40;

/**
 * The plan for the week starting `weekStart`, a pure function of the pool: the weeks walk through
 * the pool in order, seventy verses at a time, so a verse comes back only after the whole pool has
 * been read (more than 8 weeks while it holds more than 560 verses). The reserve is the stretch of
 * the pool furthest from this week on both sides (with about 690 verses, last read four weeks ago and
 * not due for four more).
 */
export const planForWeek = (pool: readonly PoolVerse[], weekStart: string): WeekPlan => {
  const n = pool.length;
  if (n < PER_WEEK) throw new Error(`the reading pool holds ${n} verses; a week needs ${PER_WEEK}`);
  const week = Math.floor(daysBetween(FIRST_SUNDAY, weekStart) / 7);
  const start = (((week * PER_WEEK) % n) + n) % n;
  const at = (i: number) => pool[(start + i) % n];
  const verses = Array.from({ length: PER_WEEK }, (_, i) => at(i));
  const reserveSize = Math.min(RESERVE, n - PER_WEEK);
  const reserveFrom = Math.max(PER_WEEK, Math.floor((n + PER_WEEK - reserveSize) / 2));
  return {
    weekStart,
    theme: themeOf(verses),
    days: Array.from({ length: DAILY_TEN.weekDays }, (_, d) => verses.slice(d * DAILY_TEN.verses, (d + 1) * DAILY_TEN.verses).map((v) => v.reference)),
    reserve: Array.from({ length: reserveSize }, (_, i) => at(reserveFrom + i).reference),
  };
};
