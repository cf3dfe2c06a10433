import type { DailyTenResponse } from '@verse/shared/api/schemas/daily-ten';
import { OFFLINE_STORAGE_KEYS } from '@verse/shared/browser';
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

/**
 * Today's ten as last loaded, kept per reader so that offline the page still shows them (another
 * person signing in on this browser never sees them), and the marks made offline, in order.
 */
export const offlineDailyTen = {
  keep(data: DailyTenResponse) {
    const reader = readerKey();
    if (reader) storage.set(OFFLINE_STORAGE_KEYS.dailyTen, JSON.stringify({ reader, data }));
  },
  /** The kept ten for this reader and local date, with the marks still waiting applied to its progress. */
  read(date: string): DailyTenResponse | undefined {
    const kept = readStoredJson<{ reader?: string; data?: DailyTenResponse }>(OFFLINE_STORAGE_KEYS.dailyTen);
    const reader = readerKey();
    if (!kept?.data || !reader || kept.reader !== reader || kept.data.day?.date !== date) return undefined;
    const progress = [...kept.data.progress];
    for (const mark of offlineDailyTen.waiting()) if (mark.day === date) progress[mark.index] = true;
    return { ...kept.data, progress };
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
