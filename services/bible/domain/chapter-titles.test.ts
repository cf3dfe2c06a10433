import { describe, expect, it } from 'vitest';
import { BOOKS } from '@verse/shared/scripture/books';
import { CHAPTER_TITLES } from './chapter-titles.ts';

describe('chapter titles', () => {
  it.each(BOOKS.map((b) => [b.name, b] as const))('%s has one short title per chapter, none repeated', (_, book) => {
    const titles = CHAPTER_TITLES[book.osis];
    expect(titles).toHaveLength(book.chapters);
    for (const title of titles!) expect(title).toMatch(/^[A-Z0-9][\w ,;:'?!-]{2,48}$/);
    expect(new Set(titles).size).toBe(titles!.length);
  });

  it('names no book the reader does not know', () => {
    expect(Object.keys(CHAPTER_TITLES).sort()).toEqual(BOOKS.map((b) => b.osis).sort());
  });
});
