import { create } from 'zustand';
import type { DailyTenResponse, DailyTenStats } from '@verse/shared/api/schemas/daily-ten';
import { errorMessage, isUnreachable } from '@/lib/api.ts';
import { resendWhenOnline } from '@/lib/resend.ts';
import { localIsoDate } from '@/features/verses/local-date.ts';
import { fetchDailyTen, markVerseRead, newDailyVerses, skipDailyVerse } from './api.ts';
import { offlineDailyTen } from './offline-daily-ten.ts';

type DailyTenStatus = 'idle' | 'loading' | 'ready' | 'locked' | 'error';

export interface DailyTenState {
  status: DailyTenStatus;
  data: DailyTenResponse | null;
  error: string | null;
  /** Indexes being marked read right now (the card is fading out). */
  reading: number[];
  busy: boolean;
  load(): Promise<void>;
  /** Marks a verse read; answers whether today's ten are now complete. Throws when the server refused. */
  read(index: number): Promise<boolean>;
  skip(index: number): Promise<void>;
  renew(): Promise<void>;
}

/** What the stats show before the server answers. */
export const NO_STATS: DailyTenStats = { totalRead: 0, currentStreak: 0, longestStreak: 0, weeklyProgress: 0, completedCount: 0 };

let sending: Promise<void> | undefined;

/**
 * Sends the verses marked read offline, oldest first, each with the day it was read. Stops at the
 * first that still cannot reach the server (or is locked by the usage limit) and tries again later;
 * one the server refuses for good (read more than a week ago) is dropped.
 */
const sendWaiting = () =>
  (sending ??= (async () => {
    for (const mark of offlineDailyTen.waiting()) {
      try {
        if ((await markVerseRead(mark.index, mark.day)) === null) return;
      } catch (error) {
        if (isUnreachable(error)) return;
      }
      offlineDailyTen.sent(mark);
    }
  })().finally(() => (sending = undefined)));

/**
 * The Daily Ten as the server keeps it: loaded on demand, `locked` when the usage limit answers 429
 * (no data). Mark read is optimistic at the page's pace: the caller hides the card first, then the
 * answer updates progress and stats; a failure puts the card back.
 */
export const useDailyTen = create<DailyTenState>((set, get) => ({
  status: 'idle',
  data: null,
  error: null,
  reading: [],
  busy: false,
  load: async () => {
    set({ status: get().data ? get().status : 'loading', error: null });
    try {
      await sendWaiting();
      const data = await fetchDailyTen();
      if (data) offlineDailyTen.keep(data);
      set(data ? { status: 'ready', data } : { status: 'locked' });
    } catch (error) {
      // Offline: today's ten as last loaded here, with what was read since.
      const kept = isUnreachable(error) ? offlineDailyTen.read(localIsoDate(new Date())) : undefined;
      set(kept ? { status: 'ready', data: kept } : { status: 'error', error: errorMessage(error, 'Failed to load daily verses') });
    }
  },
  read: async (index) => {
    set({ reading: [...get().reading, index] });
    try {
      const answer = await markVerseRead(index);
      if (!answer) {
        set({ status: 'locked' });
        throw new Error('locked');
      }
      const data = get().data;
      if (data) {
        const updated = { ...data, progress: answer.progress, stats: answer.stats };
        offlineDailyTen.keep(updated);
        set({ data: updated });
      }
      return answer.completed;
    } catch (error) {
      // Offline: counted here now, and sent with today's date once the connection is back.
      const data = get().data;
      if (!isUnreachable(error) || !data) throw error;
      offlineDailyTen.queue(index, data.day.date);
      retryLater();
      const progress = data.progress.map((done, i) => done || i === index);
      const stats = { ...data.stats, totalRead: data.stats.totalRead + (data.progress[index] ? 0 : 1) };
      set({ data: { ...data, progress, stats } });
      return progress.every(Boolean);
    } finally {
      set({ reading: get().reading.filter((i) => i !== index) });
    }
  },
  skip: async (index) => {
    set({ busy: true });
    try {
      const data = await skipDailyVerse(index);
      set(data ? { data } : { status: 'locked' });
    } finally {
      set({ busy: false });
    }
  },
  renew: async () => {
    set({ busy: true });
    try {
      const data = await newDailyVerses();
      set(data ? { data } : { status: 'locked' });
    } finally {
      set({ busy: false });
    }
  },
}));

/** Back online: what was read offline is sent, and today's ten shown are loaded again. */
const retryLater =
  typeof window === 'undefined'
    ? () => undefined
    : resendWhenOnline(
        () => (useDailyTen.getState().data ? useDailyTen.getState().load() : sendWaiting()),
        () => offlineDailyTen.waiting().length > 0,
      );
