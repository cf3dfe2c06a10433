import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { config } from '#kit/config.ts';
import type { FeedbackRecord } from './domain/feedback.ts';

const table = () => config.tableName('feedback');
/** The value of `unsent` while a record waits for its operator email. */
const UNSENT = 'yes';

export const feedbackStore = {
  /** Writes the whole record at once, waiting for its email; an id that already exists is never overwritten. */
  async create(record: FeedbackRecord) {
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...record, unsent: UNSENT }, ConditionExpression: 'attribute_not_exists(id)' }),
    );
  },
  /** The oldest feedback whose operator email could not be sent yet. */
  async unsent(limit: number) {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'unsentNotifications',
        KeyConditionExpression: 'unsent = :u',
        ExpressionAttributeValues: { ':u': UNSENT },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(({ unsent: _, ...record }) => record as FeedbackRecord);
  },
  async markNotified(id: string) {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { id },
        UpdateExpression: 'SET notified = :t REMOVE unsent',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
  },
  async get(id: string) {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: { id } }));
    return out.Item as FeedbackRecord | undefined;
  },
};
