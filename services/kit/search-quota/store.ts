import { config } from '../config.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.ts';
import { countInWindow, isConditionFailure, readWindow, windowAttributes } from '../window-counter.ts';
import { REPEAT_GRACE_MS } from './usage.ts';

const table = () => config.tableName('usage');

/** One window item per subject (`user#…` or `device#…`) and kind (`free`, `daily`). */
export const usageStore = {
  getWindow: (subject: string, kind: string) => readWindow(table(), { pk: subject, sk: kind }),

  /**
   * Counts one search in the subject's window, or finds it a repeat of a query counted within the
   * last minute, or refuses it when the window is full.
   */
  /** Gives `to` the window `from` has, unless `to` has one already (a browser's move to its own device id). */
  adoptWindow: async (from: string, to: string, kind: string) => {
    const window = await readWindow(table(), { pk: from, sk: kind });
    if (!window) return;
    try {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { pk: to, sk: kind, ...windowAttributes(window) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  },

  countSearch: (subject: string, kind: string, limit: number, now: number, windowEnd: number, queryMark: string) =>
    countInWindow(table(), { pk: subject, sk: kind }, limit, now, windowEnd, { id: queryMark, graceMs: REPEAT_GRACE_MS }),
};
