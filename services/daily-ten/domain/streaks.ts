import { DAILY_TEN } from '@verse/shared/constants';
import { addDays, daysBetween, weekStartOf } from '@verse/shared/local-time';

/** What one local day of a person's Daily Ten holds, as the streak maths needs it. */
export interface DayRecord {
  /** The local date, YYYY-MM-DD, in the zone the person was in that day. */
  day: string;
  /** Verses read that day. */
  read: number;
  /** The Daily Ten was locked that day (the usage limit was reached). */
  locked?: boolean;
  /** The IANA zone the day was counted in. */
  zone: string;
}

export interface ReadingStats {
  totalRead: number;
  currentStreak: number;
  longestStreak: number;
  /** Days counted this week (Sunday to Saturday) out of 7, as a whole percent. */
  weeklyProgress: number;
}

/** A missed day is forgiven when no other was forgiven in the 7 days before it. */
const GRACE_EVERY_DAYS = 7;
/** A gap this short between days read in two different zones is a journey, not a lapse. */
const TRAVEL_GAP_DAYS = 2;

/**
 * Streaks counted in local days, forgiving what a person would not call quitting: a day counts when
 * at least one verse was read; a day the Daily Ten was locked never breaks a streak; one missed day in
 * any 7 is bridged; a gap between days read in different time zones (a flight) is bridged; today
 * breaks nothing until it is over. A streak's length is the number of days read in it.
 */
export const readingStats = (records: readonly DayRecord[], today: string): ReadingStats => {
  const byDay = new Map(records.map((r) => [r.day, r]));
  const counted = (day: string) => (byDay.get(day)?.read ?? 0) > 0;
  const readDays = records.filter((r) => r.read > 0).map((r) => r.day).sort();
  const totalRead = records.reduce((sum, r) => sum + r.read, 0);

  let run = 0;
  let longest = 0;
  let lastGrace: string | undefined;
  let lastRead: DayRecord | undefined;
  const first = readDays[0];
  if (first) {
    for (let day = first; day <= today; day = addDays(day, 1)) {
      const record = byDay.get(day);
      if (counted(day)) {
        run += 1;
        longest = Math.max(longest, run);
        lastRead = record;
        continue;
      }
      if (day === today || record?.locked || run === 0) continue;
      const nextRead = readDays.find((d) => d > day);
      const travelled =
        !!lastRead && nextRead !== undefined && byDay.get(nextRead)!.zone !== lastRead.zone && daysBetween(lastRead.day, nextRead) <= TRAVEL_GAP_DAYS;
      if (travelled) continue;
      if (!lastGrace || addDays(lastGrace, GRACE_EVERY_DAYS) <= day) {
        lastGrace = day;
        continue;
      }
      run = 0;
    }
  }

  const weekStart = weekStartOf(today);
  const daysThisWeek = readDays.filter((d) => d >= weekStart && d <= today).length;
  return {
    totalRead,
    currentStreak: run,
    longestStreak: longest,
    weeklyProgress: Math.round((100 * daysThisWeek) / DAILY_TEN.weekDays),
  };
};
