import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { config } from '#kit/config.ts';
import { getMany } from '#kit/get-many.ts';
import { queryAll } from '#kit/query-all.ts';
import { isConditionFailure } from '#kit/window-counter.ts';
import type { WeekPlan } from './domain/plan.ts';
import type { DayRecord } from './domain/streaks.ts';

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

/**
 * Beside an owner's days, one summary item (sort key `summary`, after every date) holds what the
 * stats need of each day, as attributes named by the day: `n#<day>` verses read, `z#<day>` the zone,
 * `l#<day>` locked. The stats read one item, never every day the person ever had.
 */
const SUMMARY = 'summary';
const READ_COUNT = 'n#';
const ZONE = 'z#';
const LOCKED = 'l#';
/** Days written in one update when a summary is rebuilt (an update expression is at most 4 KB). */
const SUMMARY_DAYS_PER_WRITE = 50;

/** The days of a summary item, in the shape the streak maths takes. */
const recordsOf = (summary: Record<string, unknown> | undefined): DayRecord[] => {
  if (!summary) return [];
  const days = new Set(Object.keys(summary).flatMap((name) => (/^[nzl]#\d{4}-\d{2}-\d{2}$/.test(name) ? [name.slice(2)] : [])));
  return [...days].sort().map((day) => ({
    day,
    read: Number(summary[`${READ_COUNT}${day}`] ?? 0),
    zone: String(summary[`${ZONE}${day}`] ?? ''),
    ...(summary[`${LOCKED}${day}`] ? { locked: true } : {}),
  }));
};

/** Counts `added` more verses read on `day` in the summary (zone kept from the first), answering the whole summary. */
const countRead = async (owner: string, day: string, zone: string, added: number) => {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: days(),
      Key: { owner, day: SUMMARY },
      UpdateExpression: 'SET #z = if_not_exists(#z, :z) ADD #n :added',
      ExpressionAttributeNames: { '#z': `${ZONE}${day}`, '#n': `${READ_COUNT}${day}` },
      ExpressionAttributeValues: { ':z': zone, ':added': added },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes;
};

/** Marks `day` locked in the summary (zone kept from the first). */
const lockInSummary = async (owner: string, day: string, zone: string) => {
  await dynamo().send(
    new UpdateCommand({
      TableName: days(),
      Key: { owner, day: SUMMARY },
      UpdateExpression: 'SET #l = :t, #z = if_not_exists(#z, :z)',
      ExpressionAttributeNames: { '#l': `${LOCKED}${day}`, '#z': `${ZONE}${day}` },
      ExpressionAttributeValues: { ':t': true, ':z': zone },
    }),
  );
};

const summaryOf = async (owner: string) =>
  (await dynamo().send(new GetCommand({ TableName: days(), Key: { owner, day: SUMMARY }, ConsistentRead: true }))).Item;

const dayKeys = (owner: string, dates: readonly string[]) => [...dates, SUMMARY].map((day) => ({ owner, day }));

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
  /** These days of an owner that exist, and the owner's day records, in one call. */
  async daysAndRecords(owner: string, dates: readonly string[]): Promise<{ days: DayItem[]; records: DayRecord[] }> {
    const items = await getMany<DayItem>(days(), dayKeys(owner, dates), true);
    const summary = items.find((i) => i.day === SUMMARY);
    return { days: items.filter((i) => i !== summary), records: recordsOf(summary as Record<string, unknown> | undefined) };
  },
  /**
   * Adds a read verse to the day (once, however often it is sent) and, when it is new that day,
   * counts it in the summary. Answers the day and the owner's records.
   */
  async markRead(owner: string, day: string, reference: string): Promise<{ day: DayItem; records: DayRecord[] }> {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: days(),
        Key: { owner, day },
        UpdateExpression: 'ADD #r :ref',
        ConditionExpression: 'attribute_exists(lineup)',
        ExpressionAttributeNames: { '#r': 'read' },
        ExpressionAttributeValues: { ':ref': new Set([reference]) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const before = out.Attributes as DayItem;
    const isNew = !before.read?.has(reference);
    const updated = { ...before, read: new Set([...(before.read ?? []), reference]) };
    const summary = isNew ? await countRead(owner, day, before.zone, 1) : await summaryOf(owner);
    return { day: updated, records: recordsOf(summary) };
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
    await Promise.all([
      dynamo().send(
        new UpdateCommand({
          TableName: days(),
          Key: { owner, day },
          UpdateExpression: 'SET locked = :t, #z = if_not_exists(#z, :z), weekStart = if_not_exists(weekStart, :w)',
          ExpressionAttributeNames: { '#z': 'zone' },
          ExpressionAttributeValues: { ':t': true, ':z': zone, ':w': weekStart },
        }),
      ),
      lockInSummary(owner, day, zone),
    ]);
  },
  /** Every day of an owner, oldest first (signing in moves them all). */
  async all(owner: string) {
    const items = await queryAll<DayItem>({
      TableName: days(),
      KeyConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':o': owner },
      ConsistentRead: true,
    });
    return items.filter((i) => i.day !== SUMMARY);
  },
  /**
   * Moves a device's day into an account: read verses are a set union (nothing counted twice, in the
   * day or the summary), the account's lineup stands where it has one; the device's day goes once it
   * is merged.
   */
  async merge(from: DayItem, intoOwner: string) {
    const read = from.read && from.read.size > 0 ? from.read : undefined;
    const out = await dynamo().send(
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
        ReturnValues: 'ALL_OLD',
      }),
    );
    const before = (out.Attributes as DayItem | undefined)?.read;
    const added = [...(read ?? [])].filter((ref) => !before?.has(ref)).length;
    if (added > 0) await countRead(intoOwner, from.day, from.zone, added);
    if (from.locked) await lockInSummary(intoOwner, from.day, from.zone);
    await dynamo().send(new DeleteCommand({ TableName: days(), Key: { owner: from.owner, day: from.day } }));
  },
  /**
   * Writes an owner's summary from their stored days, the days being the truth (idempotent): for
   * days stored before summaries were kept (`scripts/daily-ten-summaries.ts`).
   */
  async rebuildSummary(owner: string) {
    const all = await dayStore.all(owner);
    for (let i = 0; i < all.length; i += SUMMARY_DAYS_PER_WRITE) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const sets = all.slice(i, i + SUMMARY_DAYS_PER_WRITE).flatMap((d, j) => {
        names[`#n${j}`] = `${READ_COUNT}${d.day}`;
        names[`#z${j}`] = `${ZONE}${d.day}`;
        values[`:n${j}`] = d.read?.size ?? 0;
        values[`:z${j}`] = d.zone;
        const set = [`#n${j} = :n${j}`, `#z${j} = :z${j}`];
        if (d.locked) {
          names[`#l${j}`] = `${LOCKED}${d.day}`;
          values[':t'] = true;
          set.push(`#l${j} = :t`);
        }
        return set;
      });
      await dynamo().send(
        new UpdateCommand({ TableName: days(), Key: { owner, day: SUMMARY }, UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values }),
      );
    }
    return all.length;
  },
  /** Forgets a device's summary once its days are merged into an account. */
  async dropSummary(owner: string) {
    await dynamo().send(new DeleteCommand({ TableName: days(), Key: { owner, day: SUMMARY } }));
  },
};
