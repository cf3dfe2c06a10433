import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../kit/clients.ts';
import { config } from '../kit/config.ts';
import { countInWindow, isConditionFailure, readWindow, ttlSeconds } from '../kit/window-counter.ts';

const table = () => config.tableName('usage');

/** Usage items: one window per subject and kind (`free`, `daily`), plus short-lived query markers. */
export const usageStore = {
  getWindow: (subject: string, kind: string) => readWindow(table(), { pk: subject, sk: kind }),

  /** Counts one search in the subject's window, or refuses it when the window is full. */
  consume: (subject: string, kind: string, limit: number, now: number, windowEnd: number) =>
    countInWindow(table(), { pk: subject, sk: kind }, limit, now, windowEnd),

  /**
   * Marks a query as just counted for this subject. False when the same query was already marked
   * and the mark has not expired (a repeat within the grace time).
   */
  async claimQuery(subject: string, marker: string, now: number, until: number) {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { pk: subject, sk: marker, resetsAt: until, expiresAt: ttlSeconds(until) },
          ConditionExpression: 'attribute_not_exists(pk) OR resetsAt <= :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  },

  async releaseQuery(subject: string, marker: string) {
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: { pk: subject, sk: marker } }));
  },
};
