import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { config } from '#kit/config.ts';

const table = () => config.tableName('completedChapters');

/** The chapters someone has read, one item per owner and book; adding a chapter twice keeps it once (a number set). */
export const completedChaptersStore = {
  async list(owner: string, bookId: string): Promise<number[]> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: { owner, book: bookId }, ConsistentRead: true }));
    const chapters = out.Item?.chapters as Set<number> | undefined;
    return [...(chapters ?? [])].sort((a, b) => a - b);
  },
  async add(owner: string, bookId: string, chapter: number, now: number): Promise<number[]> {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { owner, book: bookId },
        UpdateExpression: 'ADD chapters :c SET updatedAt = :now',
        ExpressionAttributeValues: { ':c': new Set([chapter]), ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return [...((out.Attributes?.chapters as Set<number> | undefined) ?? [])].sort((a, b) => a - b);
  },
};
