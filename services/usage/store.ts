import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../kit/clients.ts';
import { epochSeconds } from '../kit/clock.ts';
import { config } from '../kit/config.ts';
import type { UsageWindow } from './domain/usage.ts';

const table = () => config.tableName('usage');

const isConditionFailure = (e: unknown) =>
  e instanceof ConditionalCheckFailedException || (e as { name?: string })?.name === 'ConditionalCheckFailedException';

/** TTL deletes an item some time after `expiresAt` (seconds); correctness never depends on it. */
const ttl = (resetsAt: number) => epochSeconds(resetsAt) + 1;

export type Consumed = { granted: true; window: UsageWindow } | { granted: false; window: UsageWindow };

const ATTEMPTS = 5;

export const usageStore = {
  async getWindow(subject: string, kind: string): Promise<UsageWindow | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: { pk: subject, sk: kind }, ConsistentRead: true }));
    return out.Item ? { count: out.Item.count, windowStart: out.Item.windowStart, resetsAt: out.Item.resetsAt } : undefined;
  },

  /**
   * Counts one search if the subject's window allows it. Each write is one conditional UpdateItem,
   * so concurrent searches can never exceed `limit`: either the live window has room (`count <
   * limit`, `resetsAt > now`) and its count goes up, or there is no live window and this search
   * opens one with count 1. A lost race between those two simply tries again.
   */
  async consume(subject: string, kind: string, limit: number, now: number, windowEnd: number): Promise<Consumed> {
    const key = { pk: subject, sk: kind };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        const out = await dynamo().send(
          new UpdateCommand({
            TableName: table(),
            Key: key,
            UpdateExpression: 'SET #c = #c + :one',
            ConditionExpression: 'attribute_exists(pk) AND resetsAt > :now AND #c < :limit',
            ExpressionAttributeNames: { '#c': 'count' },
            ExpressionAttributeValues: { ':one': 1, ':now': now, ':limit': limit },
            ReturnValues: 'ALL_NEW',
          }),
        );
        const item = out.Attributes!;
        return { granted: true, window: { count: item.count, windowStart: item.windowStart, resetsAt: item.resetsAt } };
      } catch (e) {
        if (!isConditionFailure(e)) throw e;
      }
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: table(),
            Key: key,
            UpdateExpression: 'SET #c = :one, windowStart = :now, resetsAt = :end, expiresAt = :ttl',
            ConditionExpression: 'attribute_not_exists(pk) OR resetsAt <= :now',
            ExpressionAttributeNames: { '#c': 'count' },
            ExpressionAttributeValues: { ':one': 1, ':now': now, ':end': windowEnd, ':ttl': ttl(windowEnd) },
          }),
        );
        return { granted: true, window: { count: 1, windowStart: now, resetsAt: windowEnd } };
      } catch (e) {
        if (!isConditionFailure(e)) throw e;
      }
      // Neither write applied: the window is live and full, or another search just opened it.
      const current = await this.getWindow(subject, kind);
      if (current && current.resetsAt > now && current.count >= limit) return { granted: false, window: current };
    }
    throw new Error('usage window stayed contended');
  },

  /**
   * Marks a query as just counted for this subject. False when the same query was already marked
   * and the mark has not expired (a repeat within the grace time).
   */
  async claimQuery(subject: string, marker: string, now: number, until: number) {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { pk: subject, sk: marker, resetsAt: until, expiresAt: ttl(until) },
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
