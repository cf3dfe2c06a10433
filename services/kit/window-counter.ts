import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.ts';
import { epochSeconds } from './clock.ts';

/**
 * A counting window as stored: `count` events since `windowStart`, valid until `resetsAt` (epoch
 * ms); `recent` maps the marks of counted events to when they were counted.
 */
export interface CountWindow {
  count: number;
  windowStart: number;
  resetsAt: number;
  recent?: Record<string, number>;
}

/** `counted`: this event was counted; `repeat`: the same mark was counted within the grace time; `refused`: the window is full. */
export type CountOutcome = { outcome: 'counted' | 'repeat' | 'refused'; window: CountWindow };

export interface Mark {
  /** Identifies the event (e.g. a hashed query); the same mark again within `graceMs` is not counted. */
  id: string;
  graceMs: number;
}

export const isConditionFailure = (e: unknown) =>
  e instanceof ConditionalCheckFailedException || (e as { name?: string })?.name === 'ConditionalCheckFailedException';

/** TTL (`expiresAt`, seconds) only collects garbage; every check compares `resetsAt` with now. */
export const ttlSeconds = (resetsAt: number) => epochSeconds(resetsAt) + 1;

const ATTEMPTS = 5;

const asWindow = (item: Record<string, unknown>): CountWindow => ({
  count: item.count as number,
  windowStart: item.windowStart as number,
  resetsAt: item.resetsAt as number,
  ...(item.recent ? { recent: item.recent as Record<string, number> } : {}),
});

export const readWindow = async (table: string, key: Record<string, string>): Promise<CountWindow | undefined> => {
  const out = await dynamo().send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
  return out.Item ? asWindow(out.Item) : undefined;
};

const attempt = async (input: ConstructorParameters<typeof UpdateCommand>[0]) => {
  try {
    return await dynamo().send(new UpdateCommand(input));
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
};

/**
 * Counts one event in the item's window if it allows it. Each write is a single conditional
 * UpdateItem, so concurrent callers can never exceed `limit`: either the live window has room
 * (`count < limit`, `resetsAt > now`) and its count goes up, or no window is live and this event
 * opens one with count 1, ending at `windowEnd`. With a mark, the mark is written in the same
 * update as the count, so a repeat is free only after its first occurrence was really counted.
 * A lost race between the writes reads the item and tries again.
 */
export const countInWindow = async (
  table: string,
  key: Record<string, string>,
  limit: number,
  now: number,
  windowEnd: number,
  mark?: Mark,
): Promise<CountOutcome> => {
  const partition = Object.keys(key)[0];
  const names: Record<string, string> = { '#c': 'count', '#pk': partition, ...(mark ? { '#m': mark.id } : {}) };
  const cutoff = mark ? { ':cutoff': now - mark.graceMs } : {};
  for (let i = 0; i < ATTEMPTS; i++) {
    const counted = await attempt({
      TableName: table,
      Key: key,
      UpdateExpression: mark ? 'SET #c = #c + :one, recent.#m = :now' : 'SET #c = #c + :one',
      ConditionExpression: `attribute_exists(#pk) AND resetsAt > :now AND #c < :limit${
        mark ? ' AND (attribute_not_exists(recent.#m) OR recent.#m <= :cutoff)' : ''
      }`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':one': 1, ':now': now, ':limit': limit, ...cutoff },
      ReturnValues: 'ALL_NEW',
    });
    if (counted) return { outcome: 'counted', window: asWindow(counted.Attributes!) };

    const opened = await attempt({
      TableName: table,
      Key: key,
      UpdateExpression: `SET #c = :one, windowStart = :now, resetsAt = :end, expiresAt = :ttl${mark ? ', recent = :recent' : ' REMOVE recent'}`,
      ConditionExpression: 'attribute_not_exists(#pk) OR resetsAt <= :now',
      ExpressionAttributeNames: { '#c': 'count', '#pk': partition },
      ExpressionAttributeValues: {
        ':one': 1,
        ':now': now,
        ':end': windowEnd,
        ':ttl': ttlSeconds(windowEnd),
        ...(mark ? { ':recent': { [mark.id]: now } } : {}),
      },
      ReturnValues: 'ALL_NEW',
    });
    if (opened) return { outcome: 'counted', window: asWindow(opened.Attributes!) };

    // Neither write applied: a repeat, a full window, or another caller just changed it.
    const current = await readWindow(table, key);
    if (current && current.resetsAt > now) {
      const markedAt = mark ? current.recent?.[mark.id] : undefined;
      if (markedAt !== undefined && markedAt > now - mark!.graceMs) return { outcome: 'repeat', window: current };
      if (current.count >= limit) return { outcome: 'refused', window: current };
    }
  }
  throw new Error('counting window stayed contended');
};
