import type { BibleBook, BookGuideResponse, ChapterResponse } from '@verse/shared/api/schemas/bible';
import { BOOKS, bookSlug, type Book } from '@verse/shared/scripture/books';
import type { Corpus } from '@verse/shared/scripture/corpus';
import { BOOK_DESCRIPTIONS, GENRE_NAMES } from './book-guide.ts';
import { CHAPTER_TITLES } from './chapter-titles.ts';

const bibleBook = (b: Book): BibleBook => ({
  id: bookSlug(b),
  name: b.name,
  chapters: b.chapters,
  genre: GENRE_NAMES[b.genre],
  description: BOOK_DESCRIPTIONS[b.osis],
  testament: b.testament === 'OT' ? 'Old Testament' : 'New Testament',
});

export const bibleBooks = (): BibleBook[] => BOOKS.map(bibleBook);

const chapterTitle = (book: Book, chapter: number) => CHAPTER_TITLES[book.osis]?.[chapter - 1] ?? `Chapter ${chapter}`;

/** A book and, for each of its chapters, the title and the number of verses in this version. */
export const bookGuide = (corpus: Corpus, book: Book): BookGuideResponse => ({
  ...bibleBook(book),
  version: corpus.version,
  chapterList: Array.from({ length: book.chapters }, (_, i) => ({ chapter: i + 1, title: chapterTitle(book, i + 1), verses: corpus.verseCount(book.index, i + 1) })),
});

const place = (book: Book, chapter: number) => ({ bookId: bookSlug(book), book: book.name, chapter });

/**
 * A whole chapter in one version, with where reading goes on from its ends (into the next or the
 * previous book at a book's edge; nowhere before Genesis 1 or after Revelation 22); undefined when
 * the book has no such chapter.
 */
export const chapterOf = (corpus: Corpus, book: Book, chapter: number): ChapterResponse | undefined => {
  const count = corpus.verseCount(book.index, chapter);
  if (count === 0) return undefined;
  const nextBook = BOOKS[book.index + 1];
  const previousBook = BOOKS[book.index - 1];
  const next = chapter < book.chapters ? place(book, chapter + 1) : nextBook ? place(nextBook, 1) : null;
  const before = chapter > 1 ? { book, chapter: chapter - 1 } : previousBook ? { book: previousBook, chapter: previousBook.chapters } : null;
  return {
    book: book.name,
    bookId: bookSlug(book),
    chapter,
    title: chapterTitle(book, chapter),
    version: corpus.version,
    chapterCount: book.chapters,
    next,
    previous: before && { ...place(before.book, before.chapter), lastVerse: corpus.verseCount(before.book.index, before.chapter) },
    verses: Array.from({ length: count }, (_, i) => ({
      book: book.name,
      chapter,
      verse_number: i + 1,
      text: corpus.verseText(book.index, chapter, i + 1) ?? '',
    })),
  };
};
