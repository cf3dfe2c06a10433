import type { BibleVersion } from '../constants.ts';
import { bookNamed } from './books.ts';
import { versesOfPassages } from './passage-verses.ts';
import type { VerseRef } from './reference.ts';

/**
 * A book, a chapter, and perhaps a verse or a range of verses in it: "john 3:16", "psalm 23", "1 cor 13 4-7",
 * "Romans 8:28?", "matthew chapter 5", "john 3 verse 16", "matthew 5:3 through 12", "proverbs 3 5 and 6".
 */
const PLAIN =
  /^\s*((?:[1-3]|i{1,3}|first|second|third|1st|2nd|3rd)? ?[a-z]+(?: of [a-z]+)?)\.? (?:(?:chapter|chap|ch)\.? )?(\d{1,3})(?:(?::| |\.| verses? )(\d{1,3})(?:(?:-| through )(\d{1,3})| and (\d{1,3}))?)?[?!.]?\s*$/i;

/**
 * The commonest reference a person types, read without the full reference parser, whose tables take
 * about 100 ms of a cold process to build (`parse-query.ts`). Reads what the parser reads, the same
 * way (a test holds the two side by side): undefined for anything else, for the parser to read —
 * a book written other than by its name or code, a book of one chapter ("jude 5" is a verse), more
 * than one reference (but for a second verse of the chapter, after "and"), a range across chapters.
 */
export const plainReference = (text: string, version: BibleVersion): VerseRef[] | null | undefined => {
  const m = PLAIN.exec(text);
  if (!m) return undefined;
  const book = bookNamed(m[1]);
  if (!book || book.chapters === 1) return undefined;
  const chapter = Number(m[2]);
  const verse = m[3] === undefined ? undefined : Number(m[3]);
  const endVerse = m[4] === undefined ? undefined : Number(m[4]);
  const alsoVerse = m[5] === undefined ? undefined : Number(m[5]);
  if (chapter === 0 || verse === 0 || (verse !== undefined && endVerse !== undefined && endVerse <= verse)) return undefined;
  if (verse !== undefined && alsoVerse !== undefined && alsoVerse <= verse) return undefined;
  // A chapter or verse the version does not have reads as no verses, as the parser reads it.
  const start = { book: book.index, chapter, verse: verse ?? 1 };
  const verses = versesOfPassages([{ start, end: { ...start, verse: endVerse ?? verse ?? Infinity } }], version);
  if (alsoVerse === undefined || !verses) return verses;
  const also = versesOfPassages([{ start: { ...start, verse: alsoVerse }, end: { ...start, verse: alsoVerse } }], version);
  // "and" a verse the version does not have is left to the parser, which reads it in more than one way.
  return also ? [...verses, ...also] : undefined;
};
