import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { config } from '#kit/config.ts';
import { queryAll } from '#kit/query-all.ts';
import { isConditionFailure } from '#kit/window-counter.ts';
import type { WeekPlan } from './domain/plan.ts';

const plans = () => config.tableName('dailyTenPlans');
const days = () => config.tableName('dailyTenDays');

/** One local day of one person's Daily Ten. */
export interface DayItem {
  owner: string;
  day: string;
  zone: string;
  weekStart: string;
  /** Today's ten references, once the person did something with them (until then, the plan's). */
  lineup?: string[];
  /** References read that day (a set: reading twice counts once). */
  read?: Set<string>;
  /** Verses this day's earlier lineups held (skipped or renewed away). */
  shown?: Set<string>;
  /** Raised by every change of lineup, so two windows changing it at once do not both win. */
  revision?: number;
  locked?: boolean;
}

export const planStore = {
  async get(weekStart: string) {
    const out = await dynamo().send(new GetCommand({ TableName: plans(), Key: { weekStart } }));
    return out.Item as WeekPlan | undefined;
  },
  /** Publishes a plan (stamped `now`) unless one is there already; answers the plan that stands. */
  async publish(plan: WeekPlan, now: number): Promise<{ plan: WeekPlan; published: boolean }> {
    try {
      await dynamo().send(new PutCommand({ TableName: plans(), Item: { ...plan, publishedAt: now }, ConditionExpression: 'attribute_not_exists(weekStart)' }));
      return { plan, published: true };
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      return { plan: (await planStore.get(plan.weekStart)) ?? plan, published: false };
    }
  },
};

/** Every call is scoped to one owner's partition. */
export const dayStore = {
  async get(owner: string, day: string) {
    const out = await dynamo().send(new GetCommand({ TableName: days(), Key: { owner, day }, ConsistentRead: true }));
    return out.Item as DayItem | undefined;
  },
  /** The day as stored, creating it with `lineup` when it is not there yet. */
  async ensure(item: Required<Pick<DayItem, 'owner' | 'day' | 'zone' | 'weekStart' | 'lineup'>>): Promise<DayItem> {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: days(),
        Key: { owner: item.owner, day: item.day },
        UpdateExpression:
          'SET lineup = if_not_exists(lineup, :l), revision = if_not_exists(revision, :zero), #z = if_not_exists(#z, :z), weekStart = if_not_exists(weekStart, :w)',
        ExpressionAttributeNames: { '#z': 'zone' },
        ExpressionAttributeValues: { ':l': item.lineup, ':zero': 0, ':z': item.zone, ':w': item.weekStart },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as DayItem;
  },
  /** Adds a read verse to the day (once, however often it is sent). */
  async markRead(owner: string, day: string, reference: string): Promise<DayItem> {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: days(),
        Key: { owner, day },
        UpdateExpression: 'ADD #r :ref',
        ConditionExpression: 'attribute_exists(lineup)',
        ExpressionAttributeNames: { '#r': 'read' },
        ExpressionAttributeValues: { ':ref': new Set([reference]) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as DayItem;
  },
  /** Replaces today's lineup if it is still at `revision` (two tabs skipping at once do not both win), remembering the verses it held. */
  async replaceLineup(owner: string, day: string, current: { revision: number; lineup: string[] }, lineup: string[]): Promise<DayItem | undefined> {
    try {
      const out = await dynamo().send(
        new UpdateCommand({
          TableName: days(),
          Key: { owner, day },
          UpdateExpression: 'SET lineup = :next, revision = :after ADD shown :before_lineup',
          ConditionExpression: 'revision = :before',
          ExpressionAttributeValues: { ':next': lineup, ':before': current.revision, ':after': current.revision + 1, ':before_lineup': new Set(current.lineup) },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes as DayItem;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      return undefined;
    }
  },
  /** Notes that the Daily Ten was locked that day (the streak is not broken by it). */
  async markLocked(owner: string, day: string, zone: string, weekStart: string) {
    await dynamo().send(
      new UpdateCommand({
        TableName: days(),
        Key: { owner, day },
        UpdateExpression: 'SET locked = :t, #z = if_not_exists(#z, :z), weekStart = if_not_exists(weekStart, :w)',
        ExpressionAttributeNames: { '#z': 'zone' },
        ExpressionAttributeValues: { ':t': true, ':z': zone, ':w': weekStart },
      }),
    );
  },
  /** Every day of an owner, oldest first: what the stats are computed from. */
  async all(owner: string) {
    return queryAll<DayItem>({
      TableName: days(),
      KeyConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':o': owner },
      ConsistentRead: true,
    });
  },
  /**
   * Moves a device's days into an account: read verses are a set union (nothing counted twice), the
   * account's lineup stands where it has one; the device's day goes once it is merged.
   */
  async merge(from: DayItem, intoOwner: string) {
    const read = from.read && from.read.size > 0 ? from.read : undefined;
    await dynamo().send(
      new UpdateCommand({
        TableName: days(),
        Key: { owner: intoOwner, day: from.day },
        UpdateExpression: [
          `SET #z = if_not_exists(#z, :z), weekStart = if_not_exists(weekStart, :w)${from.lineup ? ', lineup = if_not_exists(lineup, :l)' : ''}${from.locked ? ', locked = :t' : ''}`,
          read ? 'ADD #r :r' : '',
        ].join(' '),
        ExpressionAttributeNames: { '#z': 'zone', ...(read ? { '#r': 'read' } : {}) },
        ExpressionAttributeValues: {
          ':z': from.zone,
          ':w': from.weekStart,
          ...(from.lineup ? { ':l': from.lineup } : {}),
          ...(from.locked ? { ':t': true } : {}),
          ...(read ? { ':r': read } : {}),
        },
      }),
    );
    await dynamo().send(new DeleteCommand({ TableName: days(), Key: { owner: from.owner, day: from.day } }));
  },
};
