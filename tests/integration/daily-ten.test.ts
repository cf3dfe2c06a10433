import { describe, expect, it, vi } from 'vitest';
import type { DailyTenResponse, MarkReadResponse } from '@verse/shared/api/schemas/daily-ten';
import { INDEX_MESSAGE, OFFLINE_DAY_MESSAGE, TIME_ZONE_MESSAGE } from '@verse/shared/api/schemas/daily-ten';
import { THEMES } from '@verse/shared/api/schemas/discovery';
import { DAILY_TEN } from '@verse/shared/constants';
import { addDays, dayOfWeek, localDate, weekStartOf } from '@verse/shared/local-time';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { publishComingWeeks } from '../../services/daily-ten/refresh.ts';
import { markRead, newVerses, todaysReading, type KnownReader } from '../../services/daily-ten/reading.ts';
import { dayStore, planStore } from '../../services/daily-ten/store.ts';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../services/kit/clients.ts';
import { config } from '../../services/kit/config.ts';
import { api, unique, type ApiAnswer } from '../support/api.ts';
import { signUp } from '../support/subscriber.ts';

const ZONE = 'America/Los_Angeles';
const headers = { 'x-time-zone': ZONE };
const today = (deviceId: string, token?: string) => api<DailyTenResponse>('GET', '/api/daily-ten', { deviceId, token, headers });
const read = (deviceId: string, index: number | string, token?: string) =>
  api<MarkReadResponse>('POST', `/api/daily-ten/${index}/read`, { deviceId, token, headers });
const skip = (deviceId: string, index: number) => api<DailyTenResponse>('POST', `/api/daily-ten/${index}/skip`, { deviceId, headers });
const fresh = (deviceId: string) => api<DailyTenResponse>('POST', '/api/clear-daily-cache', { deviceId, headers });
const refs = (res: ApiAnswer<DailyTenResponse>) => res.body.verses.map((v) => v.reference);

describe("GET /api/daily-ten: today's ten", () => {
  it('gives a new visitor ten verses of the week, in corpus wording, with reasons, reflections and no progress yet', async () => {
    const res = await today(unique('dev'));
    expect(res.status).toBe(200);
    const { verses, progress, stats, week, day } = res.body;
    expect(verses).toHaveLength(DAILY_TEN.verses);
    expect(new Set(verses.map((v) => v.reference)).size).toBe(10);
    for (const v of verses) {
      expect(v.text).toBe(loadCorpus('WEB').text(parseCanonicalReference(v.reference)!));
      expect(v.text.length).toBeGreaterThan(0);
      expect(v.reason).toMatch(/^This verse /);
      expect(v.reflection.length).toBeGreaterThan(40);
      expect(v.tags[0]).toBeTruthy();
      expect(THEMES).toContain(v.theme);
    }
    expect(progress).toEqual(Array(10).fill(false));
    expect(stats).toEqual({ totalRead: 0, currentStreak: 0, longestStreak: 0, weeklyProgress: 0, completedCount: 0 });
    const date = localDate(Date.now(), ZONE);
    expect(day).toMatchObject({ date, timeZone: ZONE });
    expect(week.start).toBe(weekStartOf(date));
    expect(dayOfWeek(week.start)).toBe(0);
    expect(week.theme).toMatch(/^[A-Z]/);
    expect(week.nextAt).toBeGreaterThan(Date.now());
    // Everyone gets the same ten on the same day, and the published plan says which.
    const plan = await planStore.get(week.start);
    expect(refs(res)).toEqual(plan!.days[dayOfWeek(date)]);
    expect(refs(await today(unique('dev')))).toEqual(refs(res));
  });

  it('KJV on request', async () => {
    const res = await api<DailyTenResponse>('GET', '/api/daily-ten?version=kjv', { deviceId: unique('dev'), headers });
    expect(res.body.verses[0]).toMatchObject({ version: 'KJV', text: loadCorpus('KJV').text(parseCanonicalReference(res.body.verses[0].reference)!) });
  });

  it('answers bad input with a reason a person can act on, and writes nothing', async () => {
    const deviceId = unique('dev');
    expect((await api('POST', '/api/daily-ten/0/read')).body).toEqual({ error: 'A device id is required: send the x-device-id header or sign in.' });
    for (const index of ['10', '-1', 'x', '1.5', '999']) {
      const res = await read(deviceId, index);
      expect(res.status, index).toBe(400);
      expect(res.body).toEqual({ error: INDEX_MESSAGE });
    }
    const zone = await api('GET', '/api/daily-ten', { deviceId, headers: { 'x-time-zone': 'Mars/Olympus' } });
    expect(zone).toMatchObject({ status: 400, body: { error: TIME_ZONE_MESSAGE } });
    expect((await api('GET', '/api/daily-ten', { headers: { 'x-device-id': 'not a device!' } })).status).toBe(400);
    expect((await today(deviceId)).body.stats.totalRead).toBe(0);
  });
});

describe('a first visit, before the browser has a device id', () => {
  it("sees today's ten with nothing read", async () => {
    const res = await api<DailyTenResponse>('GET', '/api/daily-ten', { headers });
    expect(res.status).toBe(200);
    expect(res.body.verses).toHaveLength(10);
    expect(res.body.progress).toEqual(Array(10).fill(false));
    expect(res.body.stats.totalRead).toBe(0);
  });
});

describe('reading, skipping and new verses', () => {
  it('marks a verse read once however often it is sent, and completes the day at ten', async () => {
    const deviceId = unique('dev');
    const first = await read(deviceId, 3);
    expect(first.status).toBe(200);
    expect(first.body.progress[3]).toBe(true);
    expect(first.body.stats).toMatchObject({ totalRead: 1, currentStreak: 1, completedCount: 1 });
    expect(first.body.completed).toBe(false);
    const again = await read(deviceId, 3);
    expect(again.body.stats).toMatchObject({ totalRead: 1, completedCount: 1 });

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => read(deviceId, i)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const done = await today(deviceId);
    expect(done.body.progress).toEqual(Array(10).fill(true));
    expect(done.body.stats).toMatchObject({ totalRead: 10, completedCount: 10, currentStreak: 1, weeklyProgress: 14 });
    expect((await read(deviceId, 0)).body.completed).toBe(true);
  });

  it('a verse read offline and sent later with its local date counts for that day: yesterday read, today not yet, is a streak of 1', async () => {
    const deviceId = unique('dev');
    const yesterday = addDays(localDate(Date.now(), ZONE), -1);
    const late = await api<MarkReadResponse>('POST', `/api/daily-ten/2/read?day=${yesterday}`, { deviceId, headers });
    expect(late.status).toBe(200);
    const now = await today(deviceId);
    expect(now.body.progress).toEqual(Array(10).fill(false));
    expect(now.body.stats).toMatchObject({ totalRead: 1, currentStreak: 1, longestStreak: 1 });

    for (const day of [addDays(yesterday, -7), addDays(yesterday, 2), '2025-02-30', 'yesterday']) {
      const refused = await api('POST', `/api/daily-ten/2/read?day=${day}`, { deviceId, headers });
      expect(refused).toMatchObject({ status: 400, body: { error: OFFLINE_DAY_MESSAGE } });
    }
    expect((await today(deviceId)).body.stats.totalRead).toBe(1);
  });

  it('a skip replaces that verse with one not shown this week; a read verse cannot be skipped', async () => {
    const deviceId = unique('dev');
    const before = refs(await today(deviceId));
    const skipped = await skip(deviceId, 4);
    expect(skipped.status).toBe(200);
    const after = refs(skipped);
    expect(after.filter((r, i) => r !== before[i])).toHaveLength(1);
    expect(before).not.toContain(after[4]);
    expect(refs(await today(deviceId))).toEqual(after);
    const twice = refs(await skip(deviceId, 4));
    expect([...before, ...after]).not.toContain(twice[4]);

    await read(deviceId, 2);
    expect(await skip(deviceId, 2)).toMatchObject({ status: 400, body: { error: "You have already read this verse; it stays in today's ten." } });
  });

  it('"New Verses" gives ten unseen verses; what was read stays counted', async () => {
    const deviceId = unique('dev');
    const before = refs(await today(deviceId));
    await read(deviceId, 0);
    const renewed = await fresh(deviceId);
    expect(renewed.status).toBe(200);
    expect(refs(renewed).filter((r) => before.includes(r))).toEqual([]);
    expect(renewed.body.progress).toEqual(Array(10).fill(false));
    expect(renewed.body.stats).toMatchObject({ totalRead: 1, currentStreak: 1, completedCount: 0 });
    // The reserve runs out after a few presses: then it says so plainly.
    let last: ApiAnswer = renewed;
    for (let i = 0; i < 5 && last.status === 200; i++) last = await fresh(deviceId);
    expect(last).toMatchObject({ status: 409, body: { error: 'You have seen every verse set aside for this week. New verses arrive on Sunday.' } });
  });
});

describe('the Daily Ten and the usage limit', () => {
  it('is locked with the spec’s words once the allowance is used up, and a locked day is remembered', async () => {
    const deviceId = unique('dev');
    for (const query of ['peace', 'hope', 'joy', 'rest']) {
      expect((await api('POST', '/api/discover-verses', { deviceId, body: { query } })).status).toBe(200);
    }
    const locked = await today(deviceId);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      error: "You've used all 4 interactions in your 48-hour window. Daily verses will unlock when your limit resets.",
      limitReached: true,
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(40 * 3600);
    expect((await read(deviceId, 0)).status).toBe(429);
    // The streak maths sees the day as locked, not missed.
    expect(await dayStore.get(`device#${deviceId}`, localDate(Date.now(), ZONE))).toMatchObject({ locked: true });
  });
});

describe('signing in brings the device’s Daily Ten along', () => {
  it('merges what the device read into the account without counting anything twice', async () => {
    const deviceId = unique('dev');
    await read(deviceId, 0);
    await read(deviceId, 1);
    const { token } = await signUp();
    const merged = await today(deviceId, token);
    expect(merged.body.stats).toMatchObject({ totalRead: 2, completedCount: 2 });
    expect(merged.body.progress.slice(0, 3)).toEqual([true, true, false]);
    // Reading the same verse on the account, and loading again, adds nothing.
    expect((await read(deviceId, 1, token)).body.stats.totalRead).toBe(2);
    expect((await today(deviceId, token)).body.stats.totalRead).toBe(2);
    // The progress now belongs to the account, wherever it signs in.
    expect((await today(unique('other-device'), token)).body.stats.totalRead).toBe(2);
  });
});

describe('days and weeks, with the clock moved', () => {
  const DAY = 86_400_000;
  const reader = (owner: string, now: number): KnownReader => ({ owner, timeZone: ZONE, now, version: 'WEB' });

  it('tomorrow brings new verses and a streak of 2; next week brings the plan the weekly job published', async () => {
    const owner = `device#${unique('clock')}`;
    // A Tuesday noon in Los Angeles, so "tomorrow" stays in the same week.
    const tuesday = Date.parse('2027-03-02T20:00:00Z');
    const first = await todaysReading(reader(owner, tuesday));
    await markRead(reader(owner, tuesday), 0);

    const wednesday = await todaysReading(reader(owner, tuesday + DAY));
    expect(wednesday.day.date).toBe('2027-03-03');
    expect(wednesday.verses.map((v) => v.reference)).not.toEqual(first.verses.map((v) => v.reference));
    const read2 = await markRead(reader(owner, tuesday + DAY), 5);
    expect(read2.stats).toMatchObject({ totalRead: 2, currentStreak: 2 });

    // Saturday's job publishes the next week; Sunday shows exactly that plan.
    const saturdayJob = Date.parse('2027-03-06T10:00:00Z');
    await publishComingWeeks(saturdayJob);
    const nextWeek = addDays(first.week.start, 7);
    const plan = await planStore.get(nextWeek);
    expect(plan).toBeDefined();
    const sunday = await todaysReading(reader(owner, Date.parse('2027-03-07T17:00:00Z')));
    expect(sunday.week.start).toBe(nextWeek);
    expect(sunday.verses.map((v) => v.reference)).toEqual(plan!.days[0]);
    expect(sunday.stats).toMatchObject({ totalRead: 2, weeklyProgress: 0 });
    // No verse of the new week was read in the old one.
    expect(plan!.days.flat().filter((r) => first.verses.some((v) => v.reference === r))).toEqual([]);
  });

  it('a missed day is forgiven, two are not', async () => {
    const owner = `device#${unique('clock')}`;
    const start = Date.parse('2027-05-03T18:00:00Z');
    for (const d of [0, 1, 3]) await markRead(reader(owner, start + d * DAY), 0);
    expect((await todaysReading(reader(owner, start + 3 * DAY))).stats.currentStreak).toBe(3);
    await markRead(reader(owner, start + 6 * DAY), 0);
    expect((await todaysReading(reader(owner, start + 6 * DAY))).stats).toMatchObject({ currentStreak: 1, longestStreak: 3, totalRead: 4 });
    await newVerses(reader(owner, start + 6 * DAY));
    expect((await todaysReading(reader(owner, start + 6 * DAY))).stats).toMatchObject({ totalRead: 4, completedCount: 0 });
  });

  it('two months of reading: the stats come from one item however long the history, and no visit queries the days', async () => {
    const owner = `device#${unique('clock')}`;
    const start = Date.parse('2027-07-01T18:00:00Z');
    for (let d = 0; d < 60; d++) await markRead(reader(owner, start + d * DAY), d % 10);
    const sent = vi.spyOn(dynamo(), 'send');
    try {
      const visit = await todaysReading(reader(owner, start + 59 * DAY));
      expect(visit.stats).toMatchObject({ totalRead: 60, currentStreak: 60, longestStreak: 60, completedCount: 1 });
      const read = await markRead(reader(owner, start + 59 * DAY), 3);
      expect(read.stats).toMatchObject({ totalRead: 61, currentStreak: 60 });
      const commands = sent.mock.calls.map(([command]) => command.constructor.name);
      expect(commands.filter((c) => c === 'QueryCommand')).toEqual([]);
      expect(commands.filter((c) => c === 'BatchGetCommand')).toHaveLength(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('a reader whose days were stored before summaries were kept gets them counted once their summary is rebuilt', async () => {
    const owner = `device#${unique('legacy')}`;
    const start = Date.parse('2027-09-06T18:00:00Z');
    for (let d = 0; d < 3; d++) await markRead(reader(owner, start + d * DAY), 0);
    await dynamo().send(new DeleteCommand({ TableName: config.tableName('dailyTenDays'), Key: { owner, day: 'summary' } }));
    expect((await todaysReading(reader(owner, start + 2 * DAY))).stats.totalRead).toBe(0);
    expect(await dayStore.rebuildSummary(owner)).toBe(3);
    expect(await dayStore.rebuildSummary(owner)).toBe(3);
    expect((await todaysReading(reader(owner, start + 2 * DAY))).stats).toMatchObject({ totalRead: 3, currentStreak: 3 });
  });
});
