import { randomBytes, randomInt } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS } from '@verse/shared/constants';
import { dynamo } from '#kit/clients.ts';
import { epochSeconds } from '#kit/clock.ts';
import { config } from '#kit/config.ts';
import type { TrendingCounts } from './domain/trending.ts';

/** Searches (per device, and per day for trending) and helpful/not-helpful votes. */

export interface SearchRecord {
  deviceId: string;
  /** ISO time of recording plus a random suffix, so two searches in one millisecond both stay. */
  searchedAt: string;
  query: string;
  verses: string[];
  /** The time the browser reported (spec 001 §3). */
  timestamp: string;
  /** The trending tag this search was matched to, if any. */
  trendingTag?: string;
  expiresAt: number;
}

export interface VoteRecord {
  deviceId: string;
  verseReference: string;
  isHelpful: boolean;
  timestamp: string;
  votedAt: string;
}

const searches = () => config.tableName('searches');
const votes = () => config.tableName('votes');
const DAY_MS = 86_400_000;

/**
 * Trending counts live beside the device items ('#' never starts a device id), as small counters
 * rather than one item per search: per UTC day, spread over `TRENDING_SHARDS` items so that no single
 * key takes every search of the day. A search adds one to a random shard; reading sums a fixed number
 * of items, however many searches were made.
 */
const TRENDING_SHARDS = 8;
const COUNTS_KEY = '#counts';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const counterKey = (day: string, shard: number) => ({ deviceId: `#trending#${day}#${shard}`, searchedAt: COUNTS_KEY });
const TAG_PREFIX = 'tag:';

export const discoveryStore = {
  /** Stores the search for the device (90 days). */
  async recordSearch(input: Omit<SearchRecord, 'searchedAt' | 'expiresAt'>, now: number): Promise<SearchRecord> {
    const searchedAt = `${new Date(now).toISOString()}#${randomBytes(4).toString('hex')}`;
    const record: SearchRecord = { ...input, searchedAt, expiresAt: epochSeconds(now + LIMITS.searchRecordDays * DAY_MS) };
    await dynamo().send(new PutCommand({ TableName: searches(), Item: record }));
    return record;
  },

  /** Adds one search, and one for its trending tag if it has one, to today's counters (kept eight days). */
  async countSearch(trendingTag: string | undefined, now: number) {
    await dynamo().send(
      new UpdateCommand({
        TableName: searches(),
        Key: counterKey(isoDay(now), randomInt(TRENDING_SHARDS)),
        UpdateExpression: `SET expiresAt = if_not_exists(expiresAt, :expires) ADD searches :one${trendingTag ? ', #tag :one' : ''}`,
        ...(trendingTag ? { ExpressionAttributeNames: { '#tag': `${TAG_PREFIX}${trendingTag}` } } : {}),
        ExpressionAttributeValues: { ':one': 1, ':expires': epochSeconds(now + 8 * DAY_MS) },
      }),
    );
  },

  /** The counts of the last `days` UTC days, today included: `days` × `TRENDING_SHARDS` small reads. */
  async trendingCounts(now: number, days: number): Promise<TrendingCounts> {
    const keys = Array.from({ length: days }, (_, d) => isoDay(now - d * DAY_MS)).flatMap((day) =>
      Array.from({ length: TRENDING_SHARDS }, (_, shard) => counterKey(day, shard)),
    );
    const items = await Promise.all(keys.map(async (Key) => (await dynamo().send(new GetCommand({ TableName: searches(), Key }))).Item));
    let searchCount = 0;
    const byTag = new Map<string, number>();
    for (const item of items) {
      if (!item) continue;
      searchCount += Number(item.searches ?? 0);
      for (const [name, value] of Object.entries(item)) {
        const tag = name.startsWith(TAG_PREFIX) ? name.slice(TAG_PREFIX.length) : undefined;
        if (tag) byTag.set(tag, (byTag.get(tag) ?? 0) + Number(value));
      }
    }
    return { searches: searchCount, byTag };
  },

  /** The device's searches that have not expired, newest first. */
  async recentSearches(deviceId: string, now: number, limit = 20): Promise<SearchRecord[]> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: searches(),
        KeyConditionExpression: 'deviceId = :d',
        FilterExpression: 'expiresAt > :now',
        ExpressionAttributeValues: { ':d': deviceId, ':now': epochSeconds(now) },
        ScanIndexForward: false,
        Limit: limit * 2,
      }),
    );
    return ((out.Items ?? []) as SearchRecord[]).slice(0, limit);
  },

  /** One vote per device and verse: a second vote replaces the first. */
  async vote(record: VoteRecord) {
    await dynamo().send(new PutCommand({ TableName: votes(), Item: record }));
  },

  async votesOf(deviceId: string): Promise<VoteRecord[]> {
    const out = await dynamo().send(
      new QueryCommand({ TableName: votes(), KeyConditionExpression: 'deviceId = :d', ExpressionAttributeValues: { ':d': deviceId } }),
    );
    return (out.Items ?? []) as VoteRecord[];
  },
};
