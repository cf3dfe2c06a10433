import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../../services/kit/clients.ts';
import { fixedClock } from '../../services/kit/clock.ts';
import { config } from '../../services/kit/config.ts';
import { HttpError } from '../../services/kit/errors.ts';
import { admitSearch, readUsage, type Visitor } from '../../services/kit/search-quota/meter.ts';
import { api, unique } from '../support/api.ts';

const HOUR = 3600_000;

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('expected the search to be refused');
};

const seedSubscription = (email: string, now: number) =>
  dynamo().send(
    new PutCommand({
      TableName: config.tableName('subscriptions'),
      Item: { email, planType: 'annual', status: 'active', currentPeriodEnd: now + 300 * 24 * HOUR },
    }),
  );

describe('searches through discovery', () => {
  const search = (deviceId: string | undefined, query: string, extra: Record<string, unknown> = {}) =>
    api('POST', '/api/discover-verses', { deviceId, body: { query, ...extra } });

  it('4 searches from a new device succeed, the 5th gets 429 and no verses', async () => {
    const deviceId = unique('device');
    for (const q of ['I feel anxious', 'verses about hope', 'forgiveness', 'john 3 16']) {
      const res = await search(deviceId, q);
      expect(res.status).toBe(200);
      expect(res.body.verses.length).toBeGreaterThan(0);
    }
    const fifth = await search(deviceId, 'strength for today');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ error: expect.any(String), limitReached: true, resetsAt: expect.any(Number) });
    const instant = await api('POST', '/api/discover-verse-instant', { deviceId, body: { query: 'another one' } });
    expect(instant).toMatchObject({ status: 429, body: { limitReached: true } });
    expect(instant.body.verse).toBeUndefined();
    // The verse of the day stays open.
    expect((await search(deviceId, '')).status).toBe(200);
  });

  it('50 concurrent searches from a new device: exactly 4 succeed', async () => {
    const deviceId = unique('device');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => search(deviceId, `comfort in sorrow ${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(46);
  });

  it('the instant and full searches for one query, the verse of the day and related prefetches count once', async () => {
    const deviceId = unique('device');
    await Promise.all([
      api('POST', '/api/discover-verse-instant', { deviceId, body: { query: 'lonely tonight' } }),
      search(deviceId, 'lonely tonight'),
    ]);
    await search(deviceId, '');
    await search(deviceId, 'peace', { prefetch: true });
    await search(deviceId, 'hope', { prefetch: true });
    expect((await api('GET', '/api/usage-status', { deviceId })).body).toMatchObject({ usageThisWeek: 1 });
    // The prefetch flag exempts only the related topics.
    await search(deviceId, 'money troubles', { prefetch: true });
    expect((await api('GET', '/api/usage-status', { deviceId })).body).toMatchObject({ usageThisWeek: 2 });
  });

  it('a counted search needs a device id or a token', async () => {
    expect(await search(undefined, 'hope')).toMatchObject({ status: 400, body: { error: 'A device id is required: send the x-device-id header or sign in.' } });
  });
});

describe('usage limits over HTTP', () => {
  const record = (deviceId: string, query: string) => api('POST', '/api/record-usage', { deviceId, body: { query } });

  it('a new device gets 4 searches, then 429 with limitReached and resetsAt 48 hours ahead', async () => {
    const deviceId = unique('device');
    const before = Date.now();
    for (let i = 1; i <= 4; i++) {
      const res = await record(deviceId, `hope ${i}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ counted: true, usageThisWeek: i, weeklyLimit: 4, limitReached: i === 4 });
    }
    const fifth = await record(deviceId, 'hope 5');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ limitReached: true, error: expect.stringContaining('4 free searches') });
    expect(fifth.body.resetsAt).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(fifth.body.resetsAt).toBeLessThanOrEqual(Date.now() + 48 * HOUR);

    const status = await api('GET', `/api/usage-status?deviceId=${deviceId}&_t=1`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      usageThisWeek: 4,
      weeklyLimit: 4,
      limitReached: true,
      needsEmailAfterNext: false,
      isSubscriber: false,
      resetsAt: fifth.body.resetsAt,
      trending: expect.any(Array),
    });
  });

  it('50 concurrent searches from a new device: exactly 4 are counted', async () => {
    const deviceId = unique('device');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => record(deviceId, `peace and quiet ${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(46);
    const status = await api('GET', '/api/usage-status', { deviceId });
    expect(status.body).toMatchObject({ usageThisWeek: 4, limitReached: true });
  });

  it('the same query again within a minute, the verse of the day and related prefetches do not count', async () => {
    const deviceId = unique('device');
    expect((await record(deviceId, 'Feeling anxious')).body).toMatchObject({ counted: true, usageThisWeek: 1 });
    expect((await record(deviceId, '  feeling   ANXIOUS ')).body).toMatchObject({ counted: false, usageThisWeek: 1 });
    expect((await record(deviceId, '   ')).body).toMatchObject({ counted: false, usageThisWeek: 1 });
    const status = await api('GET', '/api/usage-status', { deviceId });
    expect(status.body).toMatchObject({ usageThisWeek: 1, needsEmailAfterNext: false });
  });

  it('the same query sent twice at once counts once, and gives nothing free at the limit', async () => {
    const deviceId = unique('device');
    for (const q of ['a', 'b', 'c']) await record(deviceId, `rest ${q}`);
    const pair = await Promise.all([record(deviceId, 'weary and tired'), record(deviceId, 'weary and tired')]);
    expect(pair.map((r) => r.status)).toEqual([200, 200]);
    expect(pair.map((r) => r.body.counted).sort()).toEqual([false, true]);
    const atLimit = await Promise.all(Array.from({ length: 10 }, () => record(deviceId, 'a brand new question')));
    expect(atLimit.every((r) => r.status === 429)).toBe(true);
    expect((await api('GET', '/api/usage-status', { deviceId })).body).toMatchObject({ usageThisWeek: 4, limitReached: true });
  });

  it('needsEmailAfterNext is true for an anonymous visitor with one search left', async () => {
    const deviceId = unique('device');
    for (const q of ['a', 'b', 'c']) await record(deviceId, `joy ${q}`);
    expect((await api('GET', '/api/usage-status', { deviceId })).body).toMatchObject({ usageThisWeek: 3, needsEmailAfterNext: true });
  });

  it('answers 400 when neither a device id nor a token comes with the request', async () => {
    expect(await api('GET', '/api/usage-status')).toMatchObject({ status: 400, body: { error: expect.stringContaining('device id') } });
    expect(await api('POST', '/api/record-usage', { body: { query: 'love' } })).toMatchObject({ status: 400 });
    expect(await api('POST', '/api/record-usage', { body: { deviceId: 'bad id!', query: 'love' } })).toMatchObject({
      status: 400,
      body: { error: 'deviceId may contain only letters, digits, - and _' },
    });
  });
});

describe('usage windows in-process against dynalite, with a fixed clock', () => {
  it('an expired free window opens a new one', async () => {
    const clock = fixedClock(Date.parse('2025-05-01T12:00:00Z'));
    const visitor: Visitor = { session: null, deviceId: unique('device') };
    for (let i = 0; i < 4; i++) await admitSearch(visitor, { query: `strength ${i}` }, clock.now());
    const refused = await refusal(admitSearch(visitor, { query: 'strength 5' }, clock.now()));
    expect(refused.status).toBe(429);
    expect(refused.extra).toEqual({ limitReached: true, resetsAt: Date.parse('2025-05-03T12:00:00Z') });

    clock.advance(48 * HOUR - 1);
    expect((await refusal(admitSearch(visitor, { query: 'strength 6' }, clock.now()))).status).toBe(429);

    clock.advance(1);
    const fresh = await admitSearch(visitor, { query: 'strength 7' }, clock.now());
    expect(fresh).toMatchObject({ counted: true, status: { usageThisWeek: 1, limitReached: false, resetsAt: Date.parse('2025-05-05T12:00:00Z') } });
  });

  it("a subscriber's 41st search of the local day is refused; the next local day is free", async () => {
    // 20:00 in Los Angeles (PDT, UTC-7): the local day ends at 07:00Z.
    const clock = fixedClock(Date.parse('2025-07-10T03:00:00Z'));
    const email = `${unique('sub')}@example.com`;
    await seedSubscription(email, clock.now());
    const visitor: Visitor = { session: { userId: unique('user'), email, emailProven: true }, timeZone: 'America/Los_Angeles' };
    for (let i = 1; i <= 40; i++) {
      const r = await admitSearch(visitor, { query: `faith ${i}` }, clock.now());
      expect(r.status).toMatchObject({ usageThisWeek: i, weeklyLimit: 40, isSubscriber: true });
    }
    const refused = await refusal(admitSearch(visitor, { query: 'faith 41' }, clock.now()));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe("You've reached your daily search limit (40 searches). Your access will reset tomorrow.");
    expect(refused.extra.resetsAt).toBe(Date.parse('2025-07-10T07:00:00Z'));

    clock.set(Date.parse('2025-07-10T07:00:00Z'));
    expect(await admitSearch(visitor, { query: 'faith 42' }, clock.now())).toMatchObject({ counted: true, status: { usageThisWeek: 1 } });
    expect(await readUsage(visitor, clock.now())).toMatchObject({ usageThisWeek: 1, weeklyLimit: 40, resetsAt: Date.parse('2025-07-11T07:00:00Z') });
  });

  it('an account is counted apart from the device it searches from', async () => {
    const now = Date.parse('2025-05-01T12:00:00Z');
    const deviceId = unique('device');
    const signedIn: Visitor = { session: { userId: unique('user'), email: `${unique('u')}@example.com` }, deviceId };
    for (let i = 0; i < 4; i++) await admitSearch(signedIn, { query: `grace ${i}` }, now);
    expect((await refusal(admitSearch(signedIn, { query: 'grace 5' }, now))).status).toBe(429);
    expect(await readUsage({ session: null, deviceId }, now)).toMatchObject({ usageThisWeek: 0, limitReached: false });
  });
});
