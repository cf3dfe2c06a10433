import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { config } from '#kit/config.ts';
import { queryAll } from '#kit/query-all.ts';

const table = () => config.tableName('completedChapters');

/** The chapters someone has read, one item per owner and book; adding a chapter twice keeps it once (a number set). */
export const completedChaptersStore = {
  async list(owner: string, bookId: string): Promise<number[]> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: { owner, book: bookId }, ConsistentRead: true }));
    const chapters = out.Item?.chapters as Set<number> | undefined;
    return [...(chapters ?? [])].sort((a, b) => a - b);
  },
  /** Every book this owner has begun: OSIS code → chapters read. */
  async listAll(owner: string): Promise<Map<string, number[]>> {
    const items = await queryAll<{ book: string; chapters?: Set<number> }>({ TableName: table(), KeyConditionExpression: '#o = :o', ExpressionAttributeNames: { '#o': 'owner' }, ExpressionAttributeValues: { ':o': owner } });
    return new Map(items.filter((i) => i.chapters?.size).map((i) => [i.book, [...i.chapters!].sort((a, b) => a - b)]));
  },
  async add(owner: string, bookId: string, chapters: number[], now: number): Promise<number[]> {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { owner, book: bookId },
        UpdateExpression: 'ADD chapters :c SET updatedAt = :now',
        ExpressionAttributeValues: { ':c': new Set(chapters), ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return [...((out.Attributes?.chapters as Set<number> | undefined) ?? [])].sort((a, b) => a - b);
  },
  /**
   * Moves everything one owner read to another (a device's chapters to the account that signs in on
   * it): each book is added to the account before the device's copy is removed, so a failure halfway
   * loses nothing and a retry counts nothing twice.
   */
  async moveAll(from: string, to: string, now: number) {
    for (const [book, chapters] of await this.listAll(from)) {
      await this.add(to, book, chapters, now);
      await dynamo().send(new DeleteCommand({ TableName: table(), Key: { owner: from, book } }));
    }
  },
};
