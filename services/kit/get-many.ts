import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.ts';

/** At most this many keys per BatchGetItem call (DynamoDB's limit). */
const BATCH = 100;

/**
 * The items at `keys` in one table that exist, in no particular order: one BatchGetItem call per 100
 * keys, and again, backing off, for any keys DynamoDB left unprocessed.
 */
export const getMany = async <T = Record<string, unknown>>(table: string, keys: Record<string, unknown>[], consistent = false): Promise<T[]> => {
  const items: T[] = [];
  for (let i = 0; i < keys.length; i += BATCH) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(i, i + BATCH);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** Math.min(attempt, 6)));
      const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: consistent } } }));
      items.push(...((out.Responses?.[table] ?? []) as T[]));
      pending = out.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return items;
};
