/** Verse references: the canonical written form ('Philippians 4:6-7') and stable ids. Browser-safe. */
import { BOOKS, bookByName } from './books.ts';

export interface VerseRef {
  /** BOOKS index, 0-65. */
  book: number;
  chapter: number;
  verse: number;
  /** Last verse of a range within the same chapter (greater than `verse`). */
  endVerse?: number;
}

/** 'Psalms 23:1', 'Philippians 4:6-7', '1 Corinthians 13:4'. */
export function formatReference(ref: VerseRef): string {
  const range = ref.endVerse !== undefined && ref.endVerse !== ref.verse ? `-${ref.endVerse}` : '';
  return `${BOOKS[ref.book].name} ${ref.chapter}:${ref.verse}${range}`;
}

const CANONICAL = /^([1-3] )?([A-Z][a-z]+(?: of [A-Z][a-z]+)?) ([1-9]\d*):([1-9]\d*)(?:-([1-9]\d*))?$/;

/**
 * Strict inverse of `formatReference`: exactly 'Book C:V' or 'Book C:V-W' with W > V and the book
 * spelled as in BOOKS; null for anything else. Does not check that the verse exists in a version.
 */
export function parseCanonicalReference(text: string): VerseRef | null {
  const match = CANONICAL.exec(text);
  if (!match) return null;
  const book = bookByName(`${match[1] ?? ''}${match[2]}`);
  if (!book) return null;
  const chapter = Number(match[3]);
  const verse = Number(match[4]);
  if (chapter > book.chapters) return null;
  if (match[5] === undefined) return { book: book.index, chapter, verse };
  const endVerse = Number(match[5]);
  return endVerse > verse ? { book: book.index, chapter, verse, endVerse } : null;
}

/** A stable numeric id for one verse that sorts in canonical order: book * 1e6 + chapter * 1e3 + verse. */
export function verseKey(book: number, chapter: number, verse: number): number {
  return book * 1_000_000 + chapter * 1_000 + verse;
}
