import type { ChapterResponse } from '@verse/shared/api/schemas/bible';

/** A verse the reader can show: the book as it appears in paths, the chapter and the verse. */
export interface ReaderPlace {
  book: string;
  chapter: number;
  verse: number;
}

/** The book as a path segment: its name with dashes ('Genesis', '1-Corinthians', 'Song-of-Solomon'). */
export const bookPathName = (name: string) => name.replace(/\s+/g, '-');

export const versePath = ({ book, chapter, verse }: ReaderPlace) => `/bible-reader/${bookPathName(book)}/${chapter}/${verse}`;

/** Genesis keeps its own chapter page (spec 001 §2); every other book has one under the reader. */
export const chaptersPath = (book: string) => (bookPathName(book).toLowerCase() === 'genesis' ? '/genesis-chapters' : `/bible-reader/${bookPathName(book)}`);

/** Where "next" goes: the next verse, else the first verse of the next chapter (into the next book), else nowhere. */
export const placeAfter = (chapter: ChapterResponse, verse: number): ReaderPlace | null => {
  if (verse < chapter.verses.length) return { book: chapter.book, chapter: chapter.chapter, verse: verse + 1 };
  return chapter.next && { book: chapter.next.book, chapter: chapter.next.chapter, verse: 1 };
};

/** Where "previous" goes: the verse before, else the last verse of the chapter before (into the book before), else nowhere. */
export const placeBefore = (chapter: ChapterResponse, verse: number): ReaderPlace | null => {
  if (verse > 1) return { book: chapter.book, chapter: chapter.chapter, verse: Math.min(verse - 1, chapter.verses.length) };
  return chapter.previous && { book: chapter.previous.book, chapter: chapter.previous.chapter, verse: chapter.previous.lastVerse };
};
