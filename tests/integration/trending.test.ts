import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { SOURCE_LIMITS } from '../../shared/constants.ts';
import { discoveryRoutes } from '../../services/discovery/handler.ts';
import { TRENDING_MIN_SEARCHES, TRENDING_TAGS } from '../../services/discovery/domain/trending.ts';
import { discoveryStore } from '../../services/discovery/store.ts';
import { createHandler } from '../../services/kit/http.ts';
import { unique, visitorAddress } from '../support/api.ts';

/**
 * Trending on the run's local DynamoDB, with the discovery handler in this process on a clock the
 * test moves: each case works on days of its own, years ahead, that no other test writes to.
 */
let now = 0;
const handler = createHandler('discovery', discoveryRoutes, { now: () => now });

const call = async (method: string, path: string, body?: unknown, sourceIp = visitorAddress()) => {
  const event = {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method, path, sourceIp } },
  } as unknown as APIGatewayProxyEventV2;
  const result = await handler(event, {} as Context);
  const r = result as { statusCode: number; body?: string; headers?: Record<string, string> };
  return { status: r.statusCode, body: r.body ? JSON.parse(r.body) : undefined, headers: r.headers ?? {} };
};

const newDevice = () => unique('device').replace(/[^A-Za-z0-9_-]/g, '_');

const record = (query: string, sourceIp?: string, deviceId = newDevice()) => call('POST', '/api/record-search', { query, deviceId, verses: [] }, sourceIp);

const labels = (tags: readonly { label: string }[]) => tags.map((t) => t.label);

describe('trending searches', () => {
  it('reorders the tags from the counters once enough searches were recorded, answering from a one-minute cache meanwhile', async () => {
    now = Date.parse('2031-01-05T12:00:00Z');
    const first = await call('GET', '/api/trending-tags');
    expect(labels(first.body.tags)).toEqual(labels(TRENDING_TAGS));
    expect(first.headers['cache-control']).toBe('public, max-age=60');

    for (let i = 0; i < TRENDING_MIN_SEARCHES - 1; i++) expect((await record('what is the rapture')).status).toBe(201);
    expect((await record('bible verses about peace')).status).toBe(201);
    expect((await discoveryStore.trendingCounts(now, 1)).searches).toBe(TRENDING_MIN_SEARCHES);

    now += 30_000;
    expect(labels((await call('GET', '/api/trending-tags')).body.tags)).toEqual(labels(TRENDING_TAGS));
    now += 31_000;
    const ranked = labels((await call('GET', '/api/trending-tags')).body.tags);
    expect(ranked.slice(0, 2)).toEqual(['What is the rapture?', 'Bible verses about peace']);
    expect(ranked).toHaveLength(TRENDING_TAGS.length);
  });

  it('counts the last seven days, not searches older than that', async () => {
    now = Date.parse('2032-03-01T08:00:00Z');
    for (let i = 0; i < 3; i++) await record('what is the rapture');
    now += 6 * 86_400_000;
    expect((await discoveryStore.trendingCounts(now, 7)).searches).toBe(3);
    now += 86_400_000;
    expect((await discoveryStore.trendingCounts(now, 7)).searches).toBe(0);
  });

  it('counts one address only up to its daily allowance, and still keeps its searches for recommendations', async () => {
    now = Date.parse('2033-06-01T08:00:00Z');
    const [address, device] = [visitorAddress(), newDevice()];
    const { limit } = SOURCE_LIMITS.trendingCountsPerAddress;
    const answers = await Promise.all(Array.from({ length: limit + 5 }, () => record('what is the rapture', address, device)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect((await discoveryStore.trendingCounts(now, 1)).searches).toBe(limit);
    expect(await discoveryStore.recentSearches(device, now, limit + 5)).toHaveLength(limit + 5);
  });
});
