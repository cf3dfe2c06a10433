import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS } from '@verse/shared/constants';
import { dynamo } from '#kit/clients.ts';
import { epochSeconds } from '#kit/clock.ts';
import { config } from '#kit/config.ts';
import { queryAll } from '#kit/query-all.ts';

/** Searches (per device, and per day for trending) and helpful/not-helpful votes. */

export interface SearchRecord {
  deviceId: string;
  /** ISO time of recording plus a random suffix, so two searches in one millisecond both stay. */
  searchedAt: string;
  query: string;
  verses: string[];
  /** The time the browser reported (spec 001 §3). */
  timestamp: string;
  /** The trending tag this search counts for, if any. */
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

/** Trending counts live beside the device items, one partition per UTC day ('#' never starts a device id). */
const dayBucket = (ms: number) => `#trending#${new Date(ms).toISOString().slice(0, 10)}`;

export const discoveryStore = {
  /** Stores the search for the device (90 days) and its trending marker (one week). */
  async recordSearch(input: Omit<SearchRecord, 'searchedAt' | 'expiresAt'>, now: number): Promise<SearchRecord> {
    const searchedAt = `${new Date(now).toISOString()}#${randomBytes(4).toString('hex')}`;
    const record: SearchRecord = { ...input, searchedAt, expiresAt: epochSeconds(now + LIMITS.searchRecordDays * DAY_MS) };
    await dynamo().send(new PutCommand({ TableName: searches(), Item: record }));
    await dynamo().send(
      new PutCommand({
        TableName: searches(),
        Item: { deviceId: dayBucket(now), searchedAt, trendingTag: input.trendingTag ?? '', expiresAt: epochSeconds(now + 8 * DAY_MS) },
      }),
    );
    return record;
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

  /** The trending tag of every search in the last `days` days ('' for a search that matched none). */
  async recentTrendingTags(now: number, days: number): Promise<string[]> {
    const since = new Date(now - days * DAY_MS).toISOString();
    const buckets = Array.from({ length: days + 1 }, (_, i) => dayBucket(now - i * DAY_MS));
    const pages = await Promise.all(
      buckets.map((bucket) =>
        queryAll({
          TableName: searches(),
          KeyConditionExpression: 'deviceId = :d AND searchedAt >= :since',
          FilterExpression: 'expiresAt > :now',
          ExpressionAttributeValues: { ':d': bucket, ':since': since, ':now': epochSeconds(now) },
        }),
      ),
    );
    return pages.flat().map((i) => String(i.trendingTag ?? ''));
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
