import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { config } from '#kit/config.ts';
import type { FavoriteRecord } from './domain/favorites.ts';
import { queryAll } from '#kit/query-all.ts';
import { isConditionFailure } from '#kit/window-counter.ts';

const table = () => config.tableName('favorites');

/** Every call is scoped to one account's partition: nobody reaches another account's favorites. */
export const favoritesStore = {
  list(userId: string) {
    return queryAll<FavoriteRecord>({ TableName: table(), KeyConditionExpression: 'userId = :u', ExpressionAttributeValues: { ':u': userId } });
  },
  async get(userId: string, id: string) {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: { userId, id }, ConsistentRead: true }));
    return out.Item as FavoriteRecord | undefined;
  },
  /** Creates the favorite, or answers the one already saved under the same id. */
  async createOrGet(record: FavoriteRecord): Promise<{ record: FavoriteRecord; created: boolean }> {
    try {
      await dynamo().send(new PutCommand({ TableName: table(), Item: record, ConditionExpression: 'attribute_not_exists(id)' }));
      return { record, created: true };
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    const existing = await this.get(record.userId, record.id);
    if (!existing) throw new Error('favorite vanished between create and read');
    return { record: existing, created: false };
  },
  async updateNotes(userId: string, id: string, notes: string, now: number) {
    try {
      const out = await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: { userId, id },
          UpdateExpression: 'SET user_notes = :n, updated_at = :t',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':n': notes, ':t': new Date(now).toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes as FavoriteRecord;
    } catch (e) {
      if (isConditionFailure(e)) return undefined;
      throw e;
    }
  },
  async remove(userId: string, id: string) {
    try {
      await dynamo().send(new DeleteCommand({ TableName: table(), Key: { userId, id }, ConditionExpression: 'attribute_exists(id)' }));
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  },
};
