import { BIBLE_VERSIONS, DEFAULT_VERSION, type BibleVersion } from '@verse/shared/constants';
import { ApiError } from '@/lib/api.ts';
import { fetchChapter } from './api.ts';

/** The version to read a verse in: the one named when Verse has it, else the default. */
export const readableVersion = (name: string | null | undefined): BibleVersion => {
  const upper = (name ?? '').trim().toUpperCase();
  return (BIBLE_VERSIONS as readonly string[]).includes(upper) ? (upper as BibleVersion) : DEFAULT_VERSION;
};

const REFERENCE = /^(.+?)\s+(\d{1,3}):(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/;

/**
 * The corpus text of a reference ("John 3:16", "Philippians 4:6-7"), verses joined with single
 * spaces; null when there is no such verse. Network failures throw.
 */
export const corpusVerse = async (reference: string, version: BibleVersion): Promise<string | null> => {
  const parts = REFERENCE.exec(reference.trim());
  if (!parts) return null;
  const [, book, chapter, first, last = first] = parts;
  try {
    const found = await fetchChapter(book, Number(chapter), version);
    const verses = found.verses.slice(Number(first) - 1, Number(last)).map((v) => v.text);
    if (Number(last) < Number(first) || verses.length !== Number(last) - Number(first) + 1) return null;
    return verses.join(' ').trim() || null;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
};
