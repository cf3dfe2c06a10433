import type { BibleVersion } from '../constants.ts';
import { bookNamed } from './books.ts';
import { versesOfPassages } from './passage-verses.ts';
import type { VerseRef } from './reference.ts';

/** A book, a chapter, and perhaps a verse or a range of verses in it: "john 3:16", "psalm 23", "1 cor 13 4-7", "Romans 8:28?". */
const PLAIN = /^\s*((?:[1-3]|i{1,3}|first|second|third|1st|2nd|3rd)? ?[a-z]+(?: of [a-z]+)?)\.? (\d{1,3})(?:(?::| |\.)(\d{1,3})(?:-(\d{1,3}))?)?[?!.]?\s*$/i;

/**
 * The commonest reference a person types, read without the full reference parser, whose tables take
 * about 100 ms of a cold process to build (`parse-query.ts`). Reads what the parser reads, the same
 * way (a test holds the two side by side): undefined for anything else, for the parser to read —
 * a book written other than by its name or code, a book of one chapter ("jude 5" is a verse), more
 * than one reference, a range across chapters.
 */
export const plainReference = (text: string, version: BibleVersion): VerseRef[] | null | undefined => {
  const m = PLAIN.exec(text);
  if (!m) return undefined;
  const book = bookNamed(m[1]);
  if (!book || book.chapters === 1) return undefined;
  const [chapter, verse, endVerse] = [m[2], m[3], m[4]].map((n) => (n === undefined ? undefined : Number(n)));
  if (chapter === 0 || verse === 0 || (endVerse !== undefined && endVerse <= verse!)) return undefined;
  if (chapter! > book.chapters) return null;
  const start = { book: book.index, chapter: chapter!, verse: verse ?? 1 };
  return versesOfPassages([{ start, end: { ...start, verse: endVerse ?? verse ?? Infinity } }], version);
};
