import * as z from 'zod/mini';
import { DEVICE_ID_PATTERN } from '../../browser.ts';
import type { BIBLE_READER_LIMITS, BibleVersion } from '../../constants.ts';
import { versionField } from './discovery.ts';

/** A book of the Bible (spec 001 §3). `id` is the name as a URL slug ('1-corinthians'). */
export interface BibleBook {
  id: string;
  name: string;
  chapters: number;
  genre: string;
  description: string;
  testament: 'Old Testament' | 'New Testament';
}

export interface BibleBooksResponse {
  books: BibleBook[];
}

/** `GET /api/bible-reader/books/{book}`: a book with each chapter's title and verse count, for its chapter grid. */
export interface BookGuideResponse extends BibleBook {
  version: BibleVersion;
  chapterList: { chapter: number; title: string; verses: number }[];
}

/** `GET /api/bible-reader/reading-progress/{device}`: the chapters read in every book begun, by book id. */
export interface ReadingProgressResponse {
  books: Record<string, number[]>;
}

/** One verse of a chapter, in the spec's field names; `text` is the corpus text ('' for a verse the version leaves empty). */
interface ChapterVerse {
  book: string;
  chapter: number;
  verse_number: number;
  text: string;
}

/** `GET /api/bible-reader/chapter/{book}/{chapter}`: the whole chapter in one version. */
export interface ChapterResponse {
  book: string;
  bookId: string;
  chapter: number;
  /** The chapter's title ("Chapter N" where it has none of its own). */
  title: string;
  version: BibleVersion;
  /** The chapters of this book, and where the reader goes after the last verse and before the first. */
  chapterCount: number;
  next: { bookId: string; book: string; chapter: number } | null;
  previous: { bookId: string; book: string; chapter: number; lastVerse: number } | null;
  verses: ChapterVerse[];
}

export interface CompletedChaptersResponse {
  completedChapters: number[];
}

type Tier = keyof typeof BIBLE_READER_LIMITS;

export interface BibleReaderStatus {
  tier: Tier;
  limits: (typeof BIBLE_READER_LIMITS)[Tier];
}

export interface BibleReaderPlansResponse {
  plans: (BibleReaderStatus & { name: string; price: string | null })[];
}

const BOOK_MESSAGE = 'book must be a book of the Bible, such as Genesis or 1 Corinthians';

const bookField = z
  .string({ error: BOOK_MESSAGE })
  .check(z.trim(), z.minLength(1, { error: BOOK_MESSAGE }), z.maxLength(40, { error: BOOK_MESSAGE }));

/** A chapter number in the path: a whole number (checked against the book once it is known). */
const chapterField = (label: string) =>
  z.pipe(
    z
      .string({ error: `${label} must be a whole number` })
      .check(z.maxLength(4, { error: `${label} must be a whole number` }), z.regex(/^[1-9]\d*$/, { error: `${label} must be a whole number` })),
    z.transform(Number),
  );

export const chapterRequest = z.object({ book: bookField, chapter: chapterField('chapter'), version: versionField });
export const bookRequest = z.object({ book: bookField, version: versionField });

const DEVICE_MESSAGE = 'device must be 1 to 128 letters, digits, dashes or underscores';
const deviceField = z.string({ error: DEVICE_MESSAGE }).check(z.regex(DEVICE_ID_PATTERN, { error: DEVICE_MESSAGE }));

export const completedChaptersRequest = z.object({ device: deviceField, book: bookField });
export const readingProgressRequest = z.object({ device: deviceField });
export const markChapterRequest = z.object({ device: deviceField, book: bookField, chapter: chapterField('chapter') });
