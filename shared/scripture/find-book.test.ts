import { describe, expect, it } from 'vitest';
import { BOOKS, bookSlug, findBook } from './books.ts';

describe('findBook', () => {
  it.each([
    ['Genesis', 'Genesis'],
    ['genesis', 'Genesis'],
    ['Gen', 'Genesis'],
    ['gen.', 'Genesis'],
    ['1 cor', '1 Corinthians'],
    ['1cor', '1 Corinthians'],
    ['First Corinthians', '1 Corinthians'],
    ['1-corinthians', '1 Corinthians'],
    ['II Kings', '2 Kings'],
    ['3rd john', '3 John'],
    ['psalm', 'Psalms'],
    ['Song of Songs', 'Song of Solomon'],
    ['song-of-solomon', 'Song of Solomon'],
    ['revelations', 'Revelation'],
    ['deut', 'Deuteronomy'],
    ['phm', 'Philemon'],
    ['jn', 'John'],
  ])('%s is %s', (text, name) => {
    expect(findBook(text)?.name).toBe(name);
  });

  it.each(['jo', 'j', '', '   ', 'Hezekiah', 'genesiss', '1', 'x'.repeat(1_000_000)])('%s is no book', (text) => {
    expect(findBook(text)).toBeUndefined();
  });

  it("finds every book by its slug, its name and its OSIS code", () => {
    for (const b of BOOKS) {
      expect(findBook(bookSlug(b))).toBe(b);
      expect(findBook(b.name)).toBe(b);
      expect(findBook(b.osis)).toBe(b);
    }
  });
});
