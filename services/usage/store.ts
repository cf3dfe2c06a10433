import { config } from '../kit/config.ts';
import { countInWindow, readWindow } from '../kit/window-counter.ts';
import { REPEAT_GRACE_MS } from './domain/usage.ts';

const table = () => config.tableName('usage');

/** One window item per subject (`user#…` or `device#…`) and kind (`free`, `daily`). */
export const usageStore = {
  getWindow: (subject: string, kind: string) => readWindow(table(), { pk: subject, sk: kind }),

  /**
   * Counts one search in the subject's window, or finds it a repeat of a query counted within the
   * last minute, or refuses it when the window is full.
   */
  countSearch: (subject: string, kind: string, limit: number, now: number, windowEnd: number, queryMark: string) =>
    countInWindow(table(), { pk: subject, sk: kind }, limit, now, windowEnd, { id: queryMark, graceMs: REPEAT_GRACE_MS }),
};
