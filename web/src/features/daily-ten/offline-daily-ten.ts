import type { DailyTenResponse } from '@verse/shared/api/schemas/daily-ten';
import { OFFLINE_STORAGE_KEYS } from '@verse/shared/browser';
import { DAILY_TEN } from '@verse/shared/constants';
import { daysBetween } from '@verse/shared/local-time';
import { peekDeviceId } from '@/lib/device-id.ts';
import { readStoredJson, storage } from '@/lib/storage.ts';
import { useSession } from '@/features/session/session-store.ts';

/** A verse marked read while offline: sent later with the local date it was read. */
export interface QueuedMark {
  reader: string;
  index: number;
  day: string;
}

/** Whose Daily Ten this browser holds: the signed-in account, else the device (as the server keys it). */
const readerKey = () => {
  const user = useSession.getState().user;
  if (user) return `user#${user.id}`;
  const device = peekDeviceId();
  return device ? `device#${device}` : null;
};

/** The local midnight that ends `date` (YYYY-MM-DD), epoch ms. */
const endOfDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d + 1).getTime();
};

/**
 * The week's ten as kept, shown on `date`: the same verses on the day they were kept; on a later day
 * of that week the same verses with that day's progress fresh; undefined on any other day.
 */
export const keptOnDay = (kept: DailyTenResponse, date: string): DailyTenResponse | undefined => {
  const intoWeek = daysBetween(kept.week.start, date);
  if (!(intoWeek >= 0 && intoWeek < DAILY_TEN.weekDays && daysBetween(kept.day.date, date) >= 0)) return undefined;
  if (kept.day.date === date) return kept;
  return {
    ...kept,
    progress: kept.progress.map(() => false),
    stats: { ...kept.stats, completedCount: 0 },
    day: { ...kept.day, date, nextAt: endOfDay(date) },
  };
};

/**
 * This week's ten as last loaded, kept per reader so that offline the page still shows them (another
 * person signing in on this browser never sees them), and the marks made offline, in order.
 */
export const offlineDailyTen = {
  keep(data: DailyTenResponse) {
    const reader = readerKey();
    if (reader) storage.set(OFFLINE_STORAGE_KEYS.dailyTen, JSON.stringify({ reader, data }));
  },
  /**
   * The kept ten for this reader on a local date of their week (loaded that day or an earlier one),
   * with the marks still waiting for that date applied to its progress.
   */
  read(date: string): DailyTenResponse | undefined {
    const kept = readStoredJson<{ reader?: string; data?: DailyTenResponse }>(OFFLINE_STORAGE_KEYS.dailyTen);
    const reader = readerKey();
    const data = kept?.data?.week && kept.data.day && reader && kept.reader === reader ? keptOnDay(kept.data, date) : undefined;
    if (!data) return undefined;
    const progress = [...data.progress];
    for (const mark of offlineDailyTen.waiting()) if (mark.day === date) progress[mark.index] = true;
    return { ...data, progress, stats: { ...data.stats, completedCount: progress.filter(Boolean).length } };
  },
  queue(index: number, day: string) {
    const reader = readerKey();
    if (!reader) return;
    const marks = (readStoredJson<QueuedMark[]>(OFFLINE_STORAGE_KEYS.dailyTenMarks) ?? []);
    if (!marks.some((m) => m.reader === reader && m.index === index && m.day === day)) marks.push({ reader, index, day });
    storage.set(OFFLINE_STORAGE_KEYS.dailyTenMarks, JSON.stringify(marks));
  },
  /** This reader's marks still to send. */
  waiting(): QueuedMark[] {
    const reader = readerKey();
    return (readStoredJson<QueuedMark[]>(OFFLINE_STORAGE_KEYS.dailyTenMarks) ?? []).filter((m) => m.reader === reader);
  },
  sent(mark: QueuedMark) {
    const marks = (readStoredJson<QueuedMark[]>(OFFLINE_STORAGE_KEYS.dailyTenMarks) ?? []);
    storage.set(OFFLINE_STORAGE_KEYS.dailyTenMarks, JSON.stringify(marks.filter((m) => !(m.reader === mark.reader && m.index === mark.index && m.day === mark.day))));
  },
};
