import { create } from 'zustand';
import type { DailyTenResponse, DailyTenStats } from '@verse/shared/api/schemas/daily-ten';
import { errorMessage } from '@/lib/api.ts';
import { fetchDailyTen, markVerseRead, newDailyVerses, skipDailyVerse } from './api.ts';

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
      const data = await fetchDailyTen();
      set(data ? { status: 'ready', data } : { status: 'locked' });
    } catch (error) {
      set({ status: 'error', error: errorMessage(error, 'Failed to load daily verses') });
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
      if (data) set({ data: { ...data, progress: answer.progress, stats: answer.stats } });
      return answer.completed;
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
