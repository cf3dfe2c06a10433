import { PutCommand, UpdateCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../kit/clients.ts';
import { config } from '../kit/config.ts';
import type { FeedbackRecord } from './domain/feedback.ts';

const table = () => config.tableName('feedback');

export const feedbackStore = {
  /** Writes the whole record at once; an id that already exists is never overwritten. */
  async create(record: FeedbackRecord) {
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: record, ConditionExpression: 'attribute_not_exists(id)' }),
    );
  },
  async markNotified(id: string) {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { id },
        UpdateExpression: 'SET notified = :t',
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
