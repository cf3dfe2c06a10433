import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.ts';
import { epochSeconds } from './clock.ts';

/** A counting window as stored: `count` events since `windowStart`, valid until `resetsAt` (epoch ms). */
export interface CountWindow {
  count: number;
  windowStart: number;
  resetsAt: number;
}

export type Counted = { granted: boolean; window: CountWindow };

export const isConditionFailure = (e: unknown) =>
  e instanceof ConditionalCheckFailedException || (e as { name?: string })?.name === 'ConditionalCheckFailedException';

/** TTL (`expiresAt`, seconds) only collects garbage; every check compares `resetsAt` with now. */
export const ttlSeconds = (resetsAt: number) => epochSeconds(resetsAt) + 1;

const ATTEMPTS = 5;

const asWindow = (item: Record<string, unknown>): CountWindow => ({
  count: item.count as number,
  windowStart: item.windowStart as number,
  resetsAt: item.resetsAt as number,
});

export const readWindow = async (table: string, key: Record<string, string>): Promise<CountWindow | undefined> => {
  const out = await dynamo().send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
  return out.Item ? asWindow(out.Item) : undefined;
};

/**
 * Counts one event in the item's window if it allows it. Each write is a single conditional
 * UpdateItem, so concurrent callers can never exceed `limit`: either the live window has room
 * (`count < limit` and `resetsAt > now`) and its count goes up, or no window is live and this
 * event opens one with count 1, ending at `windowEnd`. A lost race between the two tries again.
 */
export const countInWindow = async (
  table: string,
  key: Record<string, string>,
  limit: number,
  now: number,
  windowEnd: number,
): Promise<Counted> => {
  const partition = Object.keys(key)[0];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const out = await dynamo().send(
        new UpdateCommand({
          TableName: table,
          Key: key,
          UpdateExpression: 'SET #c = #c + :one',
          ConditionExpression: 'attribute_exists(#pk) AND resetsAt > :now AND #c < :limit',
          ExpressionAttributeNames: { '#c': 'count', '#pk': partition },
          ExpressionAttributeValues: { ':one': 1, ':now': now, ':limit': limit },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { granted: true, window: asWindow(out.Attributes!) };
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table,
          Key: key,
          UpdateExpression: 'SET #c = :one, windowStart = :now, resetsAt = :end, expiresAt = :ttl',
          ConditionExpression: 'attribute_not_exists(#pk) OR resetsAt <= :now',
          ExpressionAttributeNames: { '#c': 'count', '#pk': partition },
          ExpressionAttributeValues: { ':one': 1, ':now': now, ':end': windowEnd, ':ttl': ttlSeconds(windowEnd) },
        }),
      );
      return { granted: true, window: { count: 1, windowStart: now, resetsAt: windowEnd } };
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    // Neither write applied: the window is live and full, or another caller just opened it.
    const current = await readWindow(table, key);
    if (current && current.resetsAt > now && current.count >= limit) return { granted: false, window: current };
  }
  throw new Error('counting window stayed contended');
};
