import {
  bookRequest,
  chapterRequest,
  completedChaptersRequest,
  markChapterRequest,
  readingProgressRequest,
  type BibleBooksResponse,
  type BibleReaderPlansResponse,
  type BibleReaderStatus,
  type CompletedChaptersResponse,
  type ReadingProgressResponse,
} from '@verse/shared/api/schemas/bible';
import { BIBLE_READER_LIMITS, PRICES } from '@verse/shared/constants';
import { bookByOsis, bookSlug, findBook, type Book } from '@verse/shared/scripture/books';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { subscriptionOfSession } from '#kit/entitlement.ts';
import { notFound } from '#kit/errors.ts';
import { createHandler, json, type ApiRequest } from '#kit/http.ts';
import { validate } from '#kit/validate.ts';
import { bibleBooks, bookGuide, chapterOf } from './domain/chapters.ts';
import { completedChaptersStore } from './store.ts';

/** A chapter's text and the book list never change: browsers and CloudFront keep them for a year. */
const IMMUTABLE = { 'cache-control': 'public, max-age=31536000, immutable' };

const bookOf = (text: string): Book => {
  const book = findBook(text);
  if (!book) throw notFound(`There is no book called "${text.slice(0, 40)}" in the Bible`);
  return book;
};

const noSuchChapter = (book: Book) => notFound(`${book.name} has chapters 1 to ${book.chapters}`);

const books = async () => {
  const body: BibleBooksResponse = { books: bibleBooks() };
  return json(body, 200, IMMUTABLE);
};

const guide = async (req: ApiRequest) => {
  const input = validate(bookRequest, { ...req.params, version: req.query.version });
  return json(bookGuide(loadCorpus(input.version), bookOf(input.book)), 200, IMMUTABLE);
};

const chapter = async (req: ApiRequest) => {
  const input = validate(chapterRequest, { ...req.params, version: req.query.version });
  const book = bookOf(input.book);
  const found = chapterOf(loadCorpus(input.version), book, input.chapter);
  if (!found) throw noSuchChapter(book);
  return json(found, 200, IMMUTABLE);
};

const deviceOwner = (device: string) => `device#${device}`;

/**
 * Chapters read belong to the signed-in account, else to the device the path names; what a device
 * read before its reader signed in moves to the account.
 */
const ownerOf = async (req: ApiRequest, device: string) => {
  if (!req.session) return deviceOwner(device);
  const account = `user#${req.session.userId}`;
  await completedChaptersStore.moveAll(deviceOwner(device), account, req.now);
  return account;
};

const completed = async (req: ApiRequest) => {
  const input = validate(completedChaptersRequest, req.params);
  const book = bookOf(input.book);
  const body: CompletedChaptersResponse = { completedChapters: await completedChaptersStore.list(await ownerOf(req, input.device), book.osis) };
  return json(body);
};

const markRead = async (req: ApiRequest) => {
  const input = validate(markChapterRequest, req.params);
  const book = bookOf(input.book);
  if (input.chapter > book.chapters) throw noSuchChapter(book);
  const body: CompletedChaptersResponse = { completedChapters: await completedChaptersStore.add(await ownerOf(req, input.device), book.osis, [input.chapter], req.now) };
  return json(body);
};

const progress = async (req: ApiRequest) => {
  const input = validate(readingProgressRequest, req.params);
  const read = await completedChaptersStore.listAll(await ownerOf(req, input.device));
  const body: ReadingProgressResponse = { books: Object.fromEntries([...read].map(([osis, chapters]) => [bookSlug(bookByOsis(osis)!), chapters])) };
  return json(body);
};

const plans = async () => {
  const body: BibleReaderPlansResponse = {
    plans: [
      { name: 'Free', price: null, tier: 'free', limits: BIBLE_READER_LIMITS.free },
      { name: 'Verse+', price: PRICES.monthly.label, tier: 'plus', limits: BIBLE_READER_LIMITS.plus },
    ],
  };
  return json(body);
};

const status = async (req: ApiRequest) => {
  const subscribed = req.session ? (await subscriptionOfSession(req.session, req.now)).active : false;
  const tier = subscribed ? 'plus' : 'free';
  const body: BibleReaderStatus = { tier, limits: BIBLE_READER_LIMITS[tier] };
  return json(body);
};

export const handler = createHandler('bible', {
  'GET /api/bible-reader/books': books,
  'GET /api/bible-reader/books/{book}': guide,
  'GET /api/bible-reader/chapter/{book}/{chapter}': chapter,
  'GET /api/bible-reader/completed-chapters/{device}/{book}': completed,
  'POST /api/bible-reader/completed-chapters/{device}/{book}/{chapter}': markRead,
  'GET /api/bible-reader/reading-progress/{device}': progress,
  'GET /api/bible-reader/subscription-plans': plans,
  'GET /api/bible-reader/subscription-status': status,
});
