import { describe, expect, it } from 'vitest';
import { BOOKS, bookByName, bookByOsis } from './books.ts';
import { formatReference, parseCanonicalReference, verseKey } from './reference.ts';

describe('BOOKS', () => {
  it('lists the 66 books in canonical order with the names references use', () => {
    expect(BOOKS).toHaveLength(66);
    expect(BOOKS.map((b) => b.index)).toEqual([...Array(66).keys()]);
    expect(BOOKS.filter((b) => b.testament === 'OT')).toHaveLength(39);
    expect(BOOKS[18]).toMatchObject({ osis: 'Ps', name: 'Psalms', chapters: 150, genre: 'poetry' });
    expect(BOOKS[21].name).toBe('Song of Solomon');
    expect(BOOKS[45]).toMatchObject({ osis: '1Cor', name: '1 Corinthians', testament: 'NT' });
    expect(BOOKS[65]).toMatchObject({ osis: 'Rev', name: 'Revelation', chapters: 22 });
    expect(BOOKS.reduce((n, b) => n + b.chapters, 0)).toBe(1189);
  });

  it('finds books by exact name and OSIS code only', () => {
    expect(bookByName('1 Corinthians')?.osis).toBe('1Cor');
    expect(bookByName('Psalm')).toBeUndefined();
    expect(bookByOsis('Phlm')?.name).toBe('Philemon');
    expect(bookByOsis('phlm')).toBeUndefined();
  });
});

describe('references', () => {
  it('formats single verses and ranges', () => {
    expect(formatReference({ book: 18, chapter: 23, verse: 1 })).toBe('Psalms 23:1');
    expect(formatReference({ book: 49, chapter: 4, verse: 6, endVerse: 7 })).toBe('Philippians 4:6-7');
    expect(formatReference({ book: 45, chapter: 13, verse: 4 })).toBe('1 Corinthians 13:4');
    expect(formatReference({ book: 21, chapter: 2, verse: 4, endVerse: 4 })).toBe('Song of Solomon 2:4');
  });

  it('parses exactly the canonical form back', () => {
    for (const text of ['Psalms 23:1', 'Philippians 4:6-7', '1 Corinthians 13:4', 'Song of Solomon 8:7', '3 John 1:2', 'Revelation 21:4']) {
      const ref = parseCanonicalReference(text);
      expect(ref, text).not.toBeNull();
      expect(formatReference(ref!)).toBe(text);
    }
    expect(parseCanonicalReference('Philippians 4:6-7')).toEqual({ book: 49, chapter: 4, verse: 6, endVerse: 7 });
  });

  it('rejects anything that is not the canonical form', () => {
    for (const text of ['psalms 23:1', 'Psalm 23:1', 'Psalms 23', 'Psalms 23:1-1', 'Psalms 23:4-2', 'Psalms 0:1', 'Psalms 151:1', '1Corinthians 13:4', ' John 3:16', 'John 3:16 ', 'John 3:16-4:2', 'Jn 3:16', '4 John 1:1']) {
      expect(parseCanonicalReference(text), text).toBeNull();
    }
  });

  it('gives each verse a distinct key that sorts in canonical order', () => {
    expect(verseKey(0, 1, 1)).toBeLessThan(verseKey(0, 1, 2));
    expect(verseKey(0, 1, 999)).toBeLessThan(verseKey(0, 2, 1));
    expect(verseKey(0, 50, 26)).toBeLessThan(verseKey(1, 1, 1));
    expect(verseKey(18, 119, 176)).not.toBe(verseKey(18, 119, 17));
  });
});
