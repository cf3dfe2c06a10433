import { describe, expect, it } from 'vitest';
import type { ChapterResponse } from '@verse/shared/api/schemas/bible';
import { chaptersPath, placeAfter, placeBefore, versePath } from './reader-nav.ts';

const chapter = (over: Partial<ChapterResponse> & { count: number }): ChapterResponse => ({
  book: 'Genesis',
  bookId: 'genesis',
  chapter: 1,
  title: '',
  version: 'WEB',
  chapterCount: 50,
  next: null,
  previous: null,
  verses: Array.from({ length: over.count }, (_, i) => ({ book: over.book ?? 'Genesis', chapter: over.chapter ?? 1, verse_number: i + 1, text: `v${i + 1}` })),
  ...over,
});

describe('moving through the Bible one verse at a time', () => {
  it('goes verse by verse inside a chapter', () => {
    const genesis1 = chapter({ count: 31, next: { bookId: 'genesis', book: 'Genesis', chapter: 2 } });
    expect(placeAfter(genesis1, 1)).toEqual({ book: 'Genesis', chapter: 1, verse: 2 });
    expect(placeBefore(genesis1, 31)).toEqual({ book: 'Genesis', chapter: 1, verse: 30 });
  });

  it('crosses into the next chapter after the last verse and back to the last verse of the one before', () => {
    const genesis1 = chapter({ count: 31, next: { bookId: 'genesis', book: 'Genesis', chapter: 2 } });
    expect(placeAfter(genesis1, 31)).toEqual({ book: 'Genesis', chapter: 2, verse: 1 });
    const genesis2 = chapter({ chapter: 2, count: 25, previous: { bookId: 'genesis', book: 'Genesis', chapter: 1, lastVerse: 31 } });
    expect(placeBefore(genesis2, 1)).toEqual({ book: 'Genesis', chapter: 1, verse: 31 });
  });

  it('crosses books at their edges and stops at the ends of the Bible', () => {
    const malachi4 = chapter({ book: 'Malachi', chapter: 4, count: 6, next: { bookId: 'matthew', book: 'Matthew', chapter: 1 } });
    expect(placeAfter(malachi4, 6)).toEqual({ book: 'Matthew', chapter: 1, verse: 1 });
    const matthew1 = chapter({ book: 'Matthew', count: 25, previous: { bookId: 'malachi', book: 'Malachi', chapter: 4, lastVerse: 6 } });
    expect(placeBefore(matthew1, 1)).toEqual({ book: 'Malachi', chapter: 4, verse: 6 });
    expect(placeBefore(chapter({ count: 31 }), 1)).toBeNull();
    expect(placeAfter(chapter({ book: 'Revelation', chapter: 22, count: 21 }), 21)).toBeNull();
  });

  it('writes paths people can read, and keeps Genesis on its own chapter page', () => {
    expect(versePath({ book: 'Song of Solomon', chapter: 2, verse: 4 })).toBe('/bible-reader/Song-of-Solomon/2/4');
    expect(versePath({ book: 'Genesis', chapter: 1, verse: 1 })).toBe('/bible-reader/Genesis/1/1');
    expect(chaptersPath('Genesis')).toBe('/genesis-chapters');
    expect(chaptersPath('1 Corinthians')).toBe('/bible-reader/1-Corinthians');
  });
});
