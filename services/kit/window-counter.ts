import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

/** Each counted mark is an attribute of its own, so one write can add it whether or not the item exists yet. */
const MARK_PREFIX = 'mark#';

const asWindow = (item: Record<string, unknown>): CountWindow => {
  const marks = Object.entries(item).filter(([name]) => name.startsWith(MARK_PREFIX));
  return {
    count: item.count as number,
    windowStart: item.windowStart as number,
    resetsAt: item.resetsAt as number,
    ...(marks.length ? { recent: Object.fromEntries(marks.map(([name, at]) => [name.slice(MARK_PREFIX.length), at as number])) } : {}),
  };
};

/** The stored attributes of a window (its marks included), for an item that holds only a window. */
export const windowAttributes = (window: CountWindow) => {
  const { recent, ...counts } = window;
  return {
    ...counts,
    ...Object.fromEntries(Object.entries(recent ?? {}).map(([id, at]) => [`${MARK_PREFIX}${id}`, at])),
    expiresAt: ttlSeconds(window.resetsAt),
  };
};

export const readWindow = async (table: string, key: Record<string, string>): Promise<CountWindow | undefined> => {
  const out = await dynamo().send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
  return out.Item ? asWindow(out.Item) : undefined;
};

/** Sends a conditional write; `undefined` when its condition did not hold. */
const attempt = async <T>(write: () => Promise<T>) => {
  try {
    return await write();
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
};

/**
 * Counts one event in the item's window if it allows it. Each write is a single conditional
 * write, so concurrent callers can never exceed `limit`. The first write counts in the live window
 * when it has room (`count < limit`, `resetsAt > now`), or opens the first window of an item that
 * does not exist yet with count 1, ending at `windowEnd`: a new visitor and a returning one both
 * take one write. Only a window that has ended takes a second: the item is replaced by a new window.
 * With a mark, the mark is written in the same write as the count, so a repeat is free only after
 * its first occurrence was really counted. A lost race between the writes reads the item and tries again.
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
  const markName: Record<string, string> = mark ? { '#m': `${MARK_PREFIX}${mark.id}` } : {};
  const cutoff = mark ? { ':cutoff': now - mark.graceMs } : {};
  const fresh: CountWindow = { count: 1, windowStart: now, resetsAt: windowEnd, ...(mark ? { recent: { [mark.id]: now } } : {}) };
  for (let i = 0; i < ATTEMPTS; i++) {
    const counted = await attempt(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table,
          Key: key,
          UpdateExpression: `SET #c = if_not_exists(#c, :zero) + :one, windowStart = if_not_exists(windowStart, :now), resetsAt = if_not_exists(resetsAt, :end), expiresAt = if_not_exists(expiresAt, :ttl)${mark ? ', #m = :now' : ''}`,
          ConditionExpression: `attribute_not_exists(#pk) OR (resetsAt > :now AND #c < :limit${
            mark ? ' AND (attribute_not_exists(#m) OR #m <= :cutoff)' : ''
          })`,
          ExpressionAttributeNames: { '#c': 'count', '#pk': partition, ...markName },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now, ':limit': limit, ':end': windowEnd, ':ttl': ttlSeconds(windowEnd), ...cutoff },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    if (counted) return { outcome: 'counted', window: asWindow(counted.Attributes!) };

    // A window that has ended gives way to a new one; replacing the item drops the old marks with it.
    const reopened = await attempt(() =>
      dynamo().send(
        new PutCommand({
          TableName: table,
          Item: { ...key, ...windowAttributes(fresh) },
          ConditionExpression: 'resetsAt <= :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      ),
    );
    if (reopened) return { outcome: 'counted', window: fresh };

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

/**
 * Takes back one event counted in the window that began at `windowStart` (a later window is left
 * alone), for an event that was counted before the step after it failed or did not count.
 */
export const uncount = async (table: string, key: Record<string, string>, windowStart: number) => {
  await attempt(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET #c = #c - :one',
        ConditionExpression: 'windowStart = :start AND #c > :zero',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':start': windowStart },
      }),
    ),
  );
};
