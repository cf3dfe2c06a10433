import { OFFLINE_STORAGE_KEYS } from '@verse/shared/browser';
import type { BibleVersion } from '@verse/shared/constants';
import { readStoredJson, storage } from '@/lib/storage.ts';
import { fetchChapter } from './api.ts';

const keyOf = (book: string, version: BibleVersion) => `${book.toLowerCase()}|${version}`;
const kept = () => readStoredJson<string[]>(OFFLINE_STORAGE_KEYS.keptBooks) ?? [];

/** Whether this browser can keep anything for offline reading: the installed app's worker runs the page. */
export const canKeepBooks = () => typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;

export const isBookKept = (book: string, version: BibleVersion) => kept().includes(keyOf(book, version));

/**
 * Keeps every chapter of a book for offline reading: each is fetched once through the app's worker,
 * which keeps chapters (`IMMUTABLE_BIBLE_PATHS`) with room for the whole Bible in both versions.
 * Three at a time; `progress` is told how many are kept. A chapter that does not load stops it (the
 * book is then not marked kept, and the chapters already fetched stay).
 */
export const keepBook = async (book: string, chapters: number, version: BibleVersion, progress: (done: number) => void) => {
  let next = 1;
  let done = 0;
  const worker = async () => {
    for (let chapter = next++; chapter <= chapters; chapter = next++) {
      await fetchChapter(book, chapter, version);
      progress(++done);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  storage.set(OFFLINE_STORAGE_KEYS.keptBooks, JSON.stringify([...new Set([...kept(), keyOf(book, version)])]));
};
