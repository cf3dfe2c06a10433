import * as z from 'zod/mini';
import { DAILY_TEN } from '../../constants.ts';
import { isTimeZone } from '../../local-time.ts';
import { isCalendarDate } from './common.ts';
import { versionField, type DiscoveredVerse } from './discovery.ts';

/** One verse of the Daily Ten (spec 001 §3): a verse card with an id; `text` is the corpus text. */
export interface DailyTenVerse extends DiscoveredVerse {
  id: string;
}

export interface DailyTenStats {
  /** Verses read, ever (the annual goal is 3,650). */
  totalRead: number;
  /** Days in the current streak (goal 30). */
  currentStreak: number;
  longestStreak: number;
  /** Days read this week (Sunday to Saturday), as a percent of 7. */
  weeklyProgress: number;
  /** Of today's ten, how many are read. */
  completedCount: number;
}

/** `GET /api/daily-ten`, and the answer of skip and "New Verses". */
export interface DailyTenResponse {
  verses: DailyTenVerse[];
  /** Ten booleans, one per verse. */
  progress: boolean[];
  stats: DailyTenStats;
  /** The person's local date. */
  day: { date: string; timeZone: string; nextAt: number };
  /** The week's plan: its Sunday, its theme, and when next week's arrives (local Sunday midnight, epoch ms). */
  week: { start: string; theme: string; nextAt: number };
}

/** `POST /api/daily-ten/{index}/read`. */
export interface MarkReadResponse {
  progress: boolean[];
  stats: DailyTenStats;
  /** All ten of today's verses are read. */
  completed: boolean;
}

export const INDEX_MESSAGE = `The verse number must be a whole number from 0 to ${DAILY_TEN.verses - 1}`;

/** The `{index}` path parameter: 0 to 9, digits only. */
export const dailyTenIndex = z.pipe(
  z.pipe(z.string({ error: INDEX_MESSAGE }).check(z.regex(/^\d{1,2}$/, { error: INDEX_MESSAGE })), z.transform(Number)),
  z.int({ error: INDEX_MESSAGE }).check(z.gte(0, { error: INDEX_MESSAGE }), z.lte(DAILY_TEN.verses - 1, { error: INDEX_MESSAGE })),
);

export const TIME_ZONE_MESSAGE = 'The time zone must be an IANA name such as America/New_York';

/** The browser's IANA time zone (`x-time-zone`, or `timeZone` in the query); UTC when blank. */
export const dailyTenTimeZone = z.pipe(
  z.pipe(z.string({ error: TIME_ZONE_MESSAGE }), z.transform((v) => v.trim() || 'UTC')),
  z.string().check(z.maxLength(64, { error: TIME_ZONE_MESSAGE }), z.refine(isTimeZone, { error: TIME_ZONE_MESSAGE })),
);

/** The query of every Daily Ten call. */
export const dailyTenQuery = z.object({ version: versionField });

/** How many days back a verse read offline still counts for the day it was read. */
export const OFFLINE_MARK_DAYS = 7;

export const OFFLINE_DAY_MESSAGE = `day must be the local date the verse was read (YYYY-MM-DD), within the last ${OFFLINE_MARK_DAYS} days`;

/** `?day=` on a mark made offline: the local date it was made, so it counts for that day's streak. */
export const dailyTenReadQuery = z.object({
  day: z.optional(z.string({ error: OFFLINE_DAY_MESSAGE }).check(z.refine(isCalendarDate, { error: OFFLINE_DAY_MESSAGE }))),
});
