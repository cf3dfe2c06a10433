import { describe, expect, it } from 'vitest';
import type { BibleBooksResponse, BibleReaderStatus, BookGuideResponse, ChapterResponse, CompletedChaptersResponse, ReadingProgressResponse } from '@verse/shared/api/schemas/bible';
import { BIBLE_READER_LIMITS } from '@verse/shared/constants';
import { BOOKS } from '@verse/shared/scripture/books';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { api, unique, type ApiAnswer } from '../support/api.ts';
import { newSubscriber, signUp } from '../support/subscriber.ts';

const chapter = (book: string, n: number | string, version?: string) =>
  api<ChapterResponse>('GET', `/api/bible-reader/chapter/${encodeURIComponent(book)}/${n}${version ? `?version=${version}` : ''}`);
const completed = (device: string, book: string, token?: string) =>
  api<CompletedChaptersResponse>('GET', `/api/bible-reader/completed-chapters/${device}/${encodeURIComponent(book)}`, { token });
const markRead = (device: string, book: string, n: number | string, token?: string) =>
  api<CompletedChaptersResponse>('POST', `/api/bible-reader/completed-chapters/${device}/${encodeURIComponent(book)}/${n}`, { token });

describe('GET /api/bible-reader/books', () => {
  it('lists the 66 books in order with their real chapter counts, kind, testament and a line about each', async () => {
    const res = await api<BibleBooksResponse>('GET', '/api/bible-reader/books');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const { books } = res.body;
    expect(books.map((b) => b.name)).toEqual(BOOKS.map((b) => b.name));
    expect(books[0]).toMatchObject({ id: 'genesis', name: 'Genesis', chapters: 50, genre: 'Law', testament: 'Old Testament' });
    expect(books.find((b) => b.id === '1-corinthians')).toMatchObject({ chapters: 16, genre: 'Letters', testament: 'New Testament' });
    for (const b of books) {
      expect(b.chapters).toBe(loadCorpus('WEB').chapterCount(BOOKS.findIndex((x) => x.name === b.name)));
      expect(b.description.length).toBeGreaterThan(10);
    }
  });
});

describe('GET /api/bible-reader/books/{book}', () => {
  it('gives every chapter of a book its title and its real verse count in the version asked for', async () => {
    const res = await api<BookGuideResponse>('GET', '/api/bible-reader/books/gen');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(res.body).toMatchObject({ id: 'genesis', name: 'Genesis', chapters: 50, version: 'WEB' });
    expect(res.body.chapterList).toHaveLength(50);
    expect(res.body.chapterList[0]).toEqual({ chapter: 1, title: 'The Creation', verses: 31 });
    res.body.chapterList.forEach((c) => expect(c.verses).toBe(loadCorpus('WEB').verseCount(0, c.chapter)));
    const psalms = (await api<BookGuideResponse>('GET', '/api/bible-reader/books/psalms?version=KJV')).body;
    expect(psalms.chapterList[118]).toEqual({ chapter: 119, title: 'Your Word Is a Lamp', verses: 176 });
    expect((await api('GET', '/api/bible-reader/books/Hezekiah')).status).toBe(404);
    expect((await api('GET', '/api/bible-reader/books/genesis?version=NIV')).status).toBe(400);
  });
});

describe('GET /api/bible-reader/chapter/{book}/{chapter}', () => {
  it('answers a whole chapter in corpus wording, with its title and where reading goes next', async () => {
    const res = await chapter('Genesis', 1);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=31536000/);
    const body = res.body;
    expect(body).toMatchObject({ book: 'Genesis', bookId: 'genesis', chapter: 1, title: 'The Creation', version: 'WEB', chapterCount: 50 });
    expect(body.next).toEqual({ bookId: 'genesis', book: 'Genesis', chapter: 2 });
    expect(body.previous).toBeNull();
    const web = loadCorpus('WEB');
    expect(body.verses).toHaveLength(web.verseCount(0, 1));
    body.verses.forEach((v, i) => expect(v).toEqual({ book: 'Genesis', chapter: 1, verse_number: i + 1, text: web.verseText(0, 1, i + 1) }));
  });

  it('reads the King James wording on request', async () => {
    const res = await chapter('john', 3, 'kjv');
    expect(res.status).toBe(200);
    expect(res.body.version).toBe('KJV');
    expect(res.body.verses[15].text).toBe(loadCorpus('KJV').verseText(42, 3, 16));
    expect(res.body.verses[15].text).toMatch(/^For God so loved the world/);
  });

  it('accepts the book as people write it', async () => {
    for (const name of ['genesis', 'Gen', 'gen.', 'GENESIS']) expect((await chapter(name, 2)).body.book).toBe('Genesis');
    for (const name of ['1 cor', '1cor', 'First Corinthians', '1-corinthians']) expect((await chapter(name, 13)).body.book).toBe('1 Corinthians');
  });

  it('crosses into the next and the previous book at a book’s edges, and stops at the ends of the Bible', async () => {
    const malachi = (await chapter('Malachi', 4)).body;
    expect(malachi.next).toEqual({ bookId: 'matthew', book: 'Matthew', chapter: 1 });
    const matthew = (await chapter('Matthew', 1)).body;
    expect(matthew.previous).toEqual({ bookId: 'malachi', book: 'Malachi', chapter: 4, lastVerse: loadCorpus('WEB').verseCount(38, 4) });
    expect((await chapter('Revelation', 22)).body.next).toBeNull();
    expect((await chapter('Exodus', 1)).body.previous).toMatchObject({ book: 'Genesis', chapter: 50 });
  });

  it('titles chapters of every book, not only Genesis', async () => {
    expect((await chapter('Exodus', 20)).body.title).toBe('The Ten Commandments');
    expect((await chapter('3 John', 1)).body.title).toBe('Support for Those Who Serve');
  });

  it('answers an unknown book or chapter, or a bad number or version, with a reason and no cache', async () => {
    const cases: [Promise<ApiAnswer>, number, RegExp][] = [
      [chapter('Hezekiah', 1), 404, /no book called "Hezekiah"/],
      [chapter('Genesis', 51), 404, /Genesis has chapters 1 to 50/],
      [chapter('Jude', 2), 404, /Jude has chapters 1 to 1/],
      [chapter('Genesis', 0), 400, /chapter must be a whole number/],
      [chapter('Genesis', 'one'), 400, /chapter must be a whole number/],
      [chapter('Genesis', '99999999'), 400, /chapter must be a whole number/],
      [chapter('Genesis', 1, 'NIV'), 400, /version must be one of WEB, KJV/],
      [chapter('x'.repeat(5000), 1), 400, /book must be a book of the Bible/],
    ];
    for (const [pending, status, error] of cases) {
      const res = await pending;
      expect(res.status).toBe(status);
      expect(res.body.error).toMatch(error);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('completed chapters', () => {
  it('marks chapters read per device, once each, in order', async () => {
    const device = unique('reader');
    expect((await completed(device, 'Genesis')).body).toEqual({ completedChapters: [] });
    expect((await markRead(device, 'Genesis', 3)).body).toEqual({ completedChapters: [3] });
    expect((await markRead(device, 'gen', 1)).body).toEqual({ completedChapters: [1, 3] });
    expect((await markRead(device, 'Genesis', 3)).body).toEqual({ completedChapters: [1, 3] });
    expect((await completed(device, 'genesis')).body).toEqual({ completedChapters: [1, 3] });
    expect((await completed(device, 'Exodus')).body).toEqual({ completedChapters: [] });
    expect((await completed(unique('reader'), 'Genesis')).body).toEqual({ completedChapters: [] });
  });

  it('keeps a signed-in reader’s chapters with the account, whichever device reads', async () => {
    const { token } = await signUp();
    await markRead(unique('phone'), 'Psalms', 23, token);
    expect((await completed(unique('laptop'), 'Psalms', token)).body).toEqual({ completedChapters: [23] });
    expect((await completed(unique('laptop'), 'Psalms')).body).toEqual({ completedChapters: [] });
  });

  it('brings what a device read into the account when its reader signs in, counting nothing twice', async () => {
    const device = unique('phone');
    await markRead(device, 'Genesis', 1);
    await markRead(device, 'Genesis', 2);
    await markRead(device, 'Ruth', 4);
    const { token } = await signUp();
    await markRead(unique('laptop'), 'Genesis', 2, token);
    expect((await completed(device, 'Genesis', token)).body).toEqual({ completedChapters: [1, 2] });
    expect((await completed(device, 'Ruth', token)).body).toEqual({ completedChapters: [4] });
    // The device's own record has moved: signed out, it starts afresh.
    expect((await completed(device, 'Genesis')).body).toEqual({ completedChapters: [] });
    expect((await completed(device, 'Genesis', token)).body).toEqual({ completedChapters: [1, 2] });
  });

  it('sums up the chapters read in every book begun, for the device or the account', async () => {
    const device = unique('reader');
    const progress = (token?: string) => api<ReadingProgressResponse>('GET', `/api/bible-reader/reading-progress/${device}`, { token });
    expect((await progress()).body).toEqual({ books: {} });
    await markRead(device, 'Genesis', 2);
    await markRead(device, 'Genesis', 1);
    await markRead(device, '1 cor', 13);
    expect((await progress()).body).toEqual({ books: { genesis: [1, 2], '1-corinthians': [13] } });
    const { token } = await signUp();
    expect((await progress(token)).body).toEqual({ books: { genesis: [1, 2], '1-corinthians': [13] } });
    expect((await progress()).body).toEqual({ books: {} });
    expect((await api('GET', '/api/bible-reader/reading-progress/bad%20device')).status).toBe(400);
  });

  it('refuses a chapter the book does not have, a bad device or book, and writes nothing', async () => {
    const device = unique('reader');
    expect(await markRead(device, 'Genesis', 51)).toMatchObject({ status: 404, body: { error: 'Genesis has chapters 1 to 50' } });
    expect(await markRead('bad device!', 'Genesis', 1)).toMatchObject({ status: 400, body: { error: expect.stringMatching(/device must be/) } });
    expect(await markRead(device, 'Nowhere', 1)).toMatchObject({ status: 404 });
    expect((await completed(device, 'Genesis')).body).toEqual({ completedChapters: [] });
  });
});

describe('the reader’s tier', () => {
  it('is free with the spec’s limits for a visitor, richer for a subscriber, and the plans list both', async () => {
    const free = await api<BibleReaderStatus>('GET', `/api/bible-reader/subscription-status?deviceId=${unique('dev')}`);
    expect(free.body).toEqual({ tier: 'free', limits: { chapters_per_day: 3, audio_quality: 'basic', reading_plans: 1, offline_downloads: false } });
    const { token } = await newSubscriber();
    const plus = await api<BibleReaderStatus>('GET', '/api/bible-reader/subscription-status', { token });
    expect(plus.body).toEqual({ tier: 'plus', limits: BIBLE_READER_LIMITS.plus });
    const plans = await api('GET', '/api/bible-reader/subscription-plans');
    expect(plans.body.plans.map((p: { tier: string }) => p.tier)).toEqual(['free', 'plus']);
  });
});
