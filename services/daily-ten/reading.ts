import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DailyTenResponse, DailyTenVerse, MarkReadResponse } from '@verse/shared/api/schemas/daily-ten';
import { DAILY_TEN, type BibleVersion } from '@verse/shared/constants';
import { addDays, daysBetween, localDate, nextLocalMidnight, startOfLocalDay, weekStartOf } from '@verse/shared/local-time';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { badRequest, conflict } from '#kit/errors.ts';
import { freshTen, lineupFor, progressOf, unseenReserve, withSkipped } from './domain/lineup.ts';
import { planForWeek, type WeekPlan } from './domain/plan.ts';
import type { PoolVerse, ReadingPool } from './domain/pool.ts';
import { readingStats, type DayRecord } from './domain/streaks.ts';
import { dayStore, planStore, type DayItem } from './store.ts';

/** Whose Daily Ten, where they are, and when. */
export interface Reader {
  /** `user#<id>` or `device#<id>`; null for a first visit, which has neither yet and has read nothing. */
  owner: string | null;
  timeZone: string;
  now: number;
  version: BibleVersion;
}

const POOL_FILE = join(import.meta.dirname, 'generated', 'reading-pool.json');

let pool: { verses: PoolVerse[]; byReference: Map<string, PoolVerse> } | undefined;
/** The reading pool, read once per process (`npm run build` writes it). */
export const readingPool = () => {
  if (!pool) {
    const { verses } = JSON.parse(readFileSync(POOL_FILE, 'utf8')) as ReadingPool;
    pool = { verses, byReference: new Map(verses.map((v) => [v.reference, v])) };
  }
  return pool;
};

/** The week's plan as published; built and published now if the weekly refresh has not run. */
const planFor = async (weekStart: string, now: number): Promise<WeekPlan> =>
  (await planStore.get(weekStart)) ?? (await planStore.publish(planForWeek(readingPool().verses, weekStart), now)).plan;

const calendar = (reader: Reader) => {
  const date = localDate(reader.now, reader.timeZone);
  const weekStart = weekStartOf(date);
  return { date, weekStart };
};

const verseOf = (reference: string, plan: WeekPlan, version: BibleVersion): DailyTenVerse => {
  const known = readingPool().byReference.get(reference);
  const parsed = parseCanonicalReference(reference);
  const text = (parsed && loadCorpus(version).text(parsed)) ?? '';
  return {
    id: reference,
    reference,
    text,
    version,
    theme: known?.theme ?? 'inspiration',
    reason: known?.reason ?? `A verse from this week's reading on ${plan.theme.toLowerCase()}.`,
    tags: [known?.tag ?? plan.theme],
    reflection: known?.reflection ?? '',
  };
};

const statsOf = (records: readonly DayRecord[], today: string, lineup: readonly string[], read: ReadonlySet<string> | undefined) => ({
  ...readingStats(records, today),
  completedCount: progressOf(lineup, read).filter(Boolean).length,
});

const answer = (reader: Reader, plan: WeekPlan, records: readonly DayRecord[], today: DayItem | undefined): DailyTenResponse => {
  const { date, weekStart } = calendar(reader);
  const lineup = lineupFor(plan, date, today?.lineup);
  return {
    verses: lineup.map((ref) => verseOf(ref, plan, reader.version)),
    progress: progressOf(lineup, today?.read),
    stats: statsOf(records, date, lineup, today?.read),
    day: { date, timeZone: reader.timeZone, nextAt: nextLocalMidnight(reader.now, reader.timeZone) },
    week: { start: weekStart, theme: plan.theme, nextAt: startOfLocalDay(addDays(weekStart, DAILY_TEN.weekDays), reader.timeZone) },
  };
};

/** `GET /api/daily-ten`. */
export const todaysReading = async (reader: Reader) => {
  const { date, weekStart } = calendar(reader);
  const [plan, stored] = await Promise.all([planFor(weekStart, reader.now), reader.owner ? dayStore.daysAndRecords(reader.owner, [date]) : undefined]);
  return answer(reader, plan, stored?.records ?? [], stored?.days[0]);
};

/** A reader who can keep progress: signed in or with a device id. */
export type KnownReader = Reader & { owner: string };

/** Today's stored day, created with the plan's lineup on the first thing the person does. */
const ensureToday = async (reader: KnownReader, plan: WeekPlan) => {
  const { date, weekStart } = calendar(reader);
  return dayStore.ensure({ owner: reader.owner, day: date, zone: reader.timeZone, weekStart, lineup: lineupFor(plan, date) });
};

/** `POST /api/daily-ten/{index}/read`: idempotent; a verse read twice counts once. */
export const markRead = async (reader: KnownReader, index: number): Promise<MarkReadResponse> => {
  const { date, weekStart } = calendar(reader);
  const plan = await planFor(weekStart, reader.now);
  const today = await ensureToday(reader, plan);
  const lineup = today.lineup!;
  const { day, records } = await dayStore.markRead(reader.owner, date, lineup[index]);
  const progress = progressOf(lineup, day.read);
  return { progress, stats: statsOf(records, date, lineup, day.read), completed: progress.every(Boolean) };
};

/** References this person was shown this week: every lineup of theirs since Sunday, and what they replaced. */
const shownThisWeek = (week: readonly DayItem[], plan: WeekPlan) => new Set(week.flatMap((d) => [...lineupFor(plan, d.day, d.lineup), ...(d.shown ?? [])]));

/** The dates from Sunday to `today`. */
const weekSoFar = (weekStart: string, today: string) => Array.from({ length: daysBetween(weekStart, today) + 1 }, (_, i) => addDays(weekStart, i));

const themeOf = (reference: string) => readingPool().byReference.get(reference)?.theme;

const NOTHING_LEFT = "You have seen every verse set aside for this week. New verses arrive on Sunday.";
const CHANGED_ELSEWHERE = "Today's verses just changed in another window. Please reload and try again.";

/** Changes today's lineup with `change`, refusing politely when nothing unseen is left or another window won. */
const changeLineup = async (reader: KnownReader, change: (lineup: string[], candidates: string[], today: DayItem) => string[] | undefined) => {
  const { date, weekStart } = calendar(reader);
  const plan = await planFor(weekStart, reader.now);
  const today = await ensureToday(reader, plan);
  const { days, records } = await dayStore.daysAndRecords(reader.owner, weekSoFar(weekStart, date));
  const week = [...days.filter((d) => d.day !== date), today];
  const candidates = unseenReserve(plan, shownThisWeek(week, plan), themeOf);
  const next = change(today.lineup!, candidates, today);
  if (!next) throw conflict(NOTHING_LEFT);
  const updated = await dayStore.replaceLineup(reader.owner, date, { revision: today.revision ?? 0, lineup: today.lineup! }, next);
  if (!updated) throw conflict(CHANGED_ELSEWHERE);
  return answer(reader, plan, records, updated);
};

/** `POST /api/daily-ten/{index}/skip`: that verse gives way to one of the week's theme not shown this week. */
export const skipVerse = (reader: KnownReader, index: number) =>
  changeLineup(reader, (lineup, candidates, today) => {
    if (today.read?.has(lineup[index])) throw badRequest("You have already read this verse; it stays in today's ten.");
    return withSkipped(lineup, index, candidates);
  });

/** `POST /api/clear-daily-cache` ("New Verses"): ten new verses for today; what was read stays counted. */
export const newVerses = (reader: KnownReader) => changeLineup(reader, (_lineup, candidates) => freshTen(candidates));

/** Signing in brings the device's Daily Ten into the account, without counting anything twice. */
export const mergeDeviceInto = async (deviceOwner: string, accountOwner: string) => {
  const days = await dayStore.all(deviceOwner);
  for (const day of days) await dayStore.merge(day, accountOwner);
  if (days.length > 0) await dayStore.dropSummary(deviceOwner);
};

/** Notes a day the Daily Ten was locked, so the streak is not broken by it. */
export const noteLocked = async (reader: KnownReader) => {
  const { date, weekStart } = calendar(reader);
  await dayStore.markLocked(reader.owner, date, reader.timeZone, weekStart);
};
