import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRENDING_TAGS } from '../../services/discovery/domain/trending.ts';
import { discoveryStore } from '../../services/discovery/store.ts';
import { CRISIS_SUPPORT_MESSAGE, GENTLE_SUPPORT_MESSAGE } from '../../shared/api/schemas/discovery.ts';
import { dynamo } from '../../services/kit/clients.ts';
import { config } from '../../services/kit/config.ts';
import { loadCorpus } from '../../shared/scripture/corpus.ts';
import { parseCanonicalReference } from '../../shared/scripture/reference.ts';
import { api, unique, type ApiAnswer } from '../support/api.ts';
import { readHalfHeardCandidates } from '../quality/evaluate.ts';

const verseShape = {
  reference: expect.any(String),
  text: expect.any(String),
  version: 'WEB',
  reason: expect.any(String),
  reflection: expect.any(String),
  tags: expect.any(Array),
  theme: expect.any(String),
};

/** Each search from a new device, so the free-search quota of the usage gate never interferes. */
const device = () => unique('device').replace(/[^A-Za-z0-9_-]/g, '_');

const corpusText = (reference: string, version: 'WEB' | 'KJV' = 'WEB') => loadCorpus(version).text(parseCanonicalReference(reference)!);

const newDevice = () => unique('device').replace(/[^A-Za-z0-9_-]/g, '_');

describe('discovery through the local gateway', () => {
  it('POST /api/discover-verse-instant answers one verse and the query type', async () => {
    const res = await api('POST', '/api/discover-verse-instant', { body: { query: 'I feel so anxious about tomorrow', deviceId: device() } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verse: verseShape, queryType: 'emotion' });
    expect(res.body.verse.text).toBe(corpusText(res.body.verse.reference));
    expect(res.body.verse.tags.length).toBeGreaterThan(0);
  });

  it('POST /api/discover-verses answers the limit, best first, in the requested version', async () => {
    const res = await api('POST', '/api/discover-verses', { body: { query: 'jer 29 11', version: 'kjv', limit: 3, deviceId: device() } });
    expect(res.status).toBe(200);
    expect(res.body.queryType).toBe('general');
    expect(res.body.verses.map((v: { reference: string }) => v.reference)).toEqual(['Jeremiah 29:11']);
    expect(res.body.verses[0]).toMatchObject({ version: 'KJV', text: corpusText('Jeremiah 29:11', 'KJV') });

    const many = await api('POST', '/api/discover-verses', { body: { query: 'psalm 23', limit: 10, deviceId: device() } });
    expect(many.body.verses.map((v: { reference: string }) => v.reference)).toEqual([1, 2, 3, 4, 5, 6].map((v) => `Psalms 23:${v}`));
  });

  it('GET /api/discover-verses reads the query string and defaults to five verses', async () => {
    const res = await api('GET', `/api/discover-verses?query=${encodeURIComponent('verses about forgiveness')}&deviceId=${device()}`);
    expect(res.status).toBe(200);
    expect(res.body.verses).toHaveLength(5);
    for (const v of res.body.verses) expect(v).toEqual(verseShape);
  });

  it('a search about suicide or self-harm leads with Not Wanting to Live and carries the crisis support message', async () => {
    const instant = await api('POST', '/api/discover-verse-instant', { body: { query: 'I want to kill myself', deviceId: device() } });
    expect(instant.status).toBe(200);
    expect(instant.body).toEqual({ verse: verseShape, queryType: 'emotion', support: { message: CRISIS_SUPPORT_MESSAGE } });
    expect(instant.body.verse).toMatchObject({ reference: 'Psalms 34:18', tags: expect.arrayContaining(['Not Wanting to Live']) });

    const list = await api('GET', `/api/discover-verses?query=${encodeURIComponent('self harm')}&deviceId=${device()}`);
    expect(list.body.support).toEqual({ message: CRISIS_SUPPORT_MESSAGE });
    expect(list.body.verses[0].tags[0]).toBe('Not Wanting to Live');

    const abuse = await api('POST', '/api/discover-verses', { body: { query: 'I was raped', deviceId: device() } });
    expect(abuse.body.support).toBeUndefined();
    expect(abuse.body.verses[0].tags[0]).toBe('Healing from Abuse');
    for (const v of abuse.body.verses) expect(v.reflection).not.toMatch(/raped/);
  });

  it('a search that may speak of ending one’s life, too quietly to be sure, keeps its own verses and carries the gentle line', async () => {
    // Which phrasing is half heard moves each time the readings learn: the first that is, then.
    let found: { query: string; instant: ApiAnswer } | undefined;
    for (const query of readHalfHeardCandidates()) {
      const instant = await api('POST', '/api/discover-verse-instant', { body: { query, deviceId: device() } });
      expect(instant.status).toBe(200);
      if (instant.body.support?.message === GENTLE_SUPPORT_MESSAGE) {
        found = { query, instant };
        break;
      }
    }
    expect(found).toBeDefined();
    const { query, instant } = found!;
    const list = await api('GET', `/api/discover-verses?query=${encodeURIComponent(query)}&deviceId=${device()}`);
    expect(list.body.support).toEqual({ message: GENTLE_SUPPORT_MESSAGE });
    expect(list.body.verses[0].reference).toBe(instant.body.verse.reference);
    expect(list.body.verses[0].tags).not.toContain('Not Wanting to Live');
  });

  it('a blank query answers the verse of the visitor’s date, the same for everyone on that date', async () => {
    const a = await api('POST', '/api/discover-verse-instant', { body: { query: '   ', date: '2025-12-25' } });
    const b = await api('GET', '/api/discover-verses?query=&date=2025-12-25&limit=1');
    expect(a.status).toBe(200);
    expect(a.body.queryType).toBe('date');
    expect(a.body.verse.tags[0]).toBe('Daily Verse');
    expect(b.body.verses[0].reference).toBe(a.body.verse.reference);
    const tz = await api('POST', '/api/discover-verse-instant', { body: { query: '', timeZone: 'Pacific/Kiritimati' } });
    expect(tz.status).toBe(200);
  });

  it.each([
    [{ query: 'x'.repeat(501) }, 'Your search is too long: please keep it under 500 characters'],
    [{ query: 42 }, 'query must be text'],
    [{ query: 'peace', version: 'NIV' }, 'version must be one of WEB, KJV'],
    [{ query: 'peace', limit: 11 }, 'limit must be a whole number from 1 to 10'],
    [{ query: 'peace', limit: 0 }, 'limit must be a whole number from 1 to 10'],
    [{ query: 'peace', limit: 'lots' }, 'limit must be a whole number from 1 to 10'],
    [{ query: '', date: '2025-02-30' }, 'date must be a calendar date written YYYY-MM-DD'],
    [{ query: '', timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone such as America/New_York'],
  ])('answers 400 for %j', async (body, error) => {
    const res = await api('POST', '/api/discover-verses', { body: { ...body, deviceId: device() } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });

  it('answers 400 for a bad limit in the query string and for a body that is not an object', async () => {
    expect(await api('GET', `/api/discover-verses?query=hope&limit=99&deviceId=${device()}`)).toMatchObject({ status: 400, body: { error: 'limit must be a whole number from 1 to 10' } });
    expect(await api('POST', '/api/discover-verses', { raw: '"hope"', deviceId: device() })).toMatchObject({ status: 400, body: { error: 'The request body must be a JSON object' } });
  });

  it('never fails on words it does not know', async () => {
    const res = await api('POST', '/api/discover-verses', { body: { query: 'qwxzz plorbt vvvvvv', deviceId: device() } });
    expect(res.status).toBe(200);
    expect(res.body.verses.length).toBeGreaterThan(0);
  });

  it('GET /api/trending-tags lists the 13 trending searches', async () => {
    const res = await api('GET', '/api/trending-tags');
    expect(res.status).toBe(200);
    expect(res.body.tags).toHaveLength(13);
    expect(new Set(res.body.tags.map((t: { label: string }) => t.label))).toEqual(new Set(TRENDING_TAGS.map((t) => t.label)));
    for (const t of res.body.tags) expect(t).toEqual({ label: expect.any(String), query: expect.any(String) });
  });

  it('POST /api/record-search stores the search with an expiry and counts it for its trending tag', async () => {
    const deviceId = unique('device').replace(/[^A-Za-z0-9_-]/g, '_');
    const res = await api('POST', '/api/record-search', {
      body: { query: 'What is the rapture?', deviceId, verses: [{ reference: '1 Thessalonians 4:16-17', text: '…' }], timestamp: '2025-01-06T09:30:00Z' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const [stored] = await discoveryStore.recentSearches(deviceId, Date.now());
    expect(stored).toMatchObject({ deviceId, query: 'What is the rapture?', verses: ['1 Thessalonians 4:16-17'], timestamp: '2025-01-06T09:30:00Z', trendingTag: 'What is the rapture?' });
    const days = (stored.expiresAt * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const before = (await discoveryStore.trendingCounts(Date.now(), 1)).byTag.get('What is the rapture?') ?? 0;
    for (let i = 0; i < 5; i++) {
      const r = await api('POST', '/api/record-search', { body: { query: 'what is the rapture', deviceId, verses: [] } });
      expect(r.status).toBe(201);
    }
    const after = (await discoveryStore.trendingCounts(Date.now(), 1)).byTag.get('What is the rapture?') ?? 0;
    expect(after - before).toBeGreaterThanOrEqual(5);
  });

  it('POST /api/record-search answers 400 without a device id', async () => {
    const res = await api('POST', '/api/record-search', { body: { query: 'hope', verses: [] } });
    expect(res).toMatchObject({ status: 400, body: { error: 'deviceId is required' } });
  });

  it('POST /api/recommendation-vote keeps one vote per device and verse, the latest', async () => {
    const deviceId = unique('voter').replace(/[^A-Za-z0-9_-]/g, '_');
    const vote = (isHelpful: boolean) =>
      api('POST', '/api/recommendation-vote', { body: { verseReference: 'Psalms 23:1', isHelpful, deviceId, timestamp: new Date().toISOString() } });
    expect((await vote(true)).status).toBe(200);
    expect((await vote(false)).body).toEqual({ success: true });
    const item = await dynamo().send(new GetCommand({ TableName: config.tableName('votes'), Key: { deviceId, verseReference: 'Psalms 23:1' } }));
    expect(item.Item).toMatchObject({ isHelpful: false });
    expect(await discoveryStore.votesOf(deviceId)).toHaveLength(1);
    expect(await api('POST', '/api/recommendation-vote', { body: { verseReference: 'Psalms 23:1', isHelpful: 'yes', deviceId } })).toMatchObject({
      status: 400,
      body: { error: 'isHelpful must be true or false' },
    });
  });

  it('GET /api/recommendations answers verses of the corpus with relevance scores, popular encouragement for a new device', async () => {
    const fresh = await api('GET', `/api/recommendations?deviceId=${newDevice()}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.recommendations.length).toBeGreaterThan(0);
    fresh.body.recommendations.forEach((r: { relevanceScore: number }, i: number) => expect(r.relevanceScore).toBe(Math.round((0.9 - 0.1 * i) * 10) / 10));
    for (const r of fresh.body.recommendations) {
      expect(r).toEqual({ ...verseShape, relevanceScore: expect.any(Number) });
      expect(r.text).toBe(corpusText(r.reference));
    }
    expect(await api('GET', '/api/recommendations')).toMatchObject({ status: 400, body: { error: 'deviceId is required' } });
  });

  describe('GET /api/recommendations follows what the device did', () => {
    const recommended = async (deviceId: string) =>
      (await api('GET', `/api/recommendations?deviceId=${deviceId}`)).body.recommendations as { reference: string; tags: string[] }[];
    let popular: string[];
    beforeAll(async () => {
      popular = (await recommended(newDevice())).map((r) => r.reference);
    });

    it('a search leads to verses of its topic, without the verses already shown', async () => {
      const deviceId = newDevice();
      const found = await api('POST', '/api/discover-verses', { deviceId, body: { query: 'verse for Christmas' } });
      const topic = found.body.verses[0].tags[0];
      await api('POST', '/api/record-search', { body: { query: 'verse for Christmas', deviceId, verses: ['Luke 2:10-11'] } });
      const recs = await recommended(deviceId);
      expect(recs.filter((r) => r.tags.includes(topic)).length).toBeGreaterThan(0);
      expect(recs.map((r) => r.reference)).not.toContain('Luke 2:10-11');
      expect(recs.map((r) => r.reference)).not.toEqual(popular);
    });

    it('a verse voted helpful brings its neighbours, and is not offered again', async () => {
      const deviceId = newDevice();
      await api('POST', '/api/recommendation-vote', { body: { verseReference: 'Joshua 1:9', isHelpful: true, deviceId } });
      const refs = (await recommended(deviceId)).map((r) => r.reference);
      expect(refs).not.toContain('Joshua 1:9');
      expect(refs.slice(0, 3)).not.toEqual(popular.slice(0, 3));
    });

    it('a verse voted unhelpful is never recommended again', async () => {
      const deviceId = newDevice();
      await api('POST', '/api/recommendation-vote', { body: { verseReference: popular[0], isHelpful: false, deviceId } });
      const refs = (await recommended(deviceId)).map((r) => r.reference);
      expect(refs).not.toContain(popular[0]);
      expect(refs[0]).toBe(popular[1]);
    });
  });
});

describe('a search Verse cannot understand', () => {
  it('says so plainly, offers trending searches, and costs the visitor nothing', async () => {
    const deviceId = unique('dev');
    for (const path of ['/api/discover-verses', '/api/discover-verse-instant']) {
      const res = await api('POST', path, { deviceId, body: { query: 'asdkjh' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: expect.stringMatching(/^Verse did not understand “asdkjh”\./), notUnderstood: true });
      expect(res.body.trending.length).toBeGreaterThan(0);
    }
    expect((await api('GET', '/api/usage-status', { deviceId })).body).toMatchObject({ usageThisWeek: 0 });
    // A word Verse does not know is not gibberish: it is still searched, and counted.
    expect((await api('POST', '/api/discover-verses', { deviceId, body: { query: 'covid' } })).status).toBe(200);
    expect((await api('GET', '/api/usage-status', { deviceId })).body).toMatchObject({ usageThisWeek: 1 });
  });
});
