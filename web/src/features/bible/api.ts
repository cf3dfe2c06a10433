import type { BibleBooksResponse, BookGuideResponse, ChapterResponse, CompletedChaptersResponse, ReadingProgressResponse } from '@verse/shared/api/schemas/bible';
import type { BibleVersion } from '@verse/shared/constants';
import { apiRequest } from '@/lib/api.ts';
import { ensureDeviceId, peekDeviceId } from '@/lib/device-id.ts';

/** Answers that never change, kept for the life of the page (and in the browser's HTTP cache). */
const kept = new Map<string, Promise<unknown>>();
const settled = new Map<string, unknown>();

const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
  let pending = kept.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then(
      (value) => (settled.set(key, value), value),
      (error: unknown) => {
        kept.delete(key);
        throw error;
      },
    );
    kept.set(key, pending);
  }
  return pending;
};

const chapterKey = (book: string, chapter: number, version: BibleVersion) => `chapter|${book.toLowerCase()}|${chapter}|${version}`;

export const fetchBooks = () => once('books', () => apiRequest<BibleBooksResponse>('GET /api/bible-reader/books', undefined, { cacheable: true }));

export const fetchBookGuide = (book: string, version: BibleVersion) =>
  once(`book|${book.toLowerCase()}|${version}`, () =>
    apiRequest<BookGuideResponse>(`GET /api/bible-reader/books/${encodeURIComponent(book)}`, undefined, { cacheable: true, query: { version } }),
  );

export const fetchChapter = (book: string, chapter: number, version: BibleVersion) =>
  once(chapterKey(book, chapter, version), () =>
    apiRequest<ChapterResponse>(`GET /api/bible-reader/chapter/${encodeURIComponent(book)}/${chapter}`, undefined, { cacheable: true, query: { version } }),
  );

/** A chapter already loaded, so moving into it paints at once instead of waiting a turn. */
export const loadedChapter = (book: string, chapter: number, version: BibleVersion) =>
  settled.get(chapterKey(book, chapter, version)) as ChapterResponse | undefined;

/** Chapters read: a first visit with no device id has read nothing, and asking creates no id. */
export const fetchCompletedChapters = async (book: string): Promise<number[]> => {
  const device = peekDeviceId();
  if (!device) return [];
  const answer = await apiRequest<CompletedChaptersResponse>(`GET /api/bible-reader/completed-chapters/${device}/${encodeURIComponent(book)}`);
  return answer.completedChapters;
};

export const fetchReadingProgress = async (): Promise<ReadingProgressResponse['books']> => {
  const device = peekDeviceId();
  if (!device) return {};
  return (await apiRequest<ReadingProgressResponse>(`GET /api/bible-reader/reading-progress/${device}`)).books;
};

export const markChapterRead = async (book: string, chapter: number) => {
  const device = await ensureDeviceId();
  return (await apiRequest<CompletedChaptersResponse>(`POST /api/bible-reader/completed-chapters/${device}/${encodeURIComponent(book)}/${chapter}`)).completedChapters;
};
