import type { BibleVersion } from '../constants.ts';

/**
 * One Bible version's text, as `scripts/build-corpus.ts` builds it. `books[b].chapters[c][v]` is
 * the text of book b (BOOKS index), chapter c+1, verse v+1: whitespace collapsed, no markup; '' for
 * a verse the version numbers but leaves empty.
 */
export interface CorpusFile {
  version: BibleVersion;
  books: { osis: string; chapters: string[][] }[];
}

interface CorpusHead {
  version: BibleVersion;
  books: { osis: string; verses: number[] }[];
  /** Each chapter's length in bytes, in canonical order. */
  bytes: number[];
}

/** A corpus as read from its file: its shape at once, a chapter's verses decoded when first asked for. */
export interface CorpusText {
  version: BibleVersion;
  /** Verses per chapter, per book. */
  counts: number[][];
  /** The verses of a chapter (1-based), undefined when there is no such chapter. */
  chapter(book: number, chapter: number): string[] | undefined;
  /** Every verse in canonical order, one per line (empty ones as empty lines), decoded at once. */
  lines(): string;
}

const NEWLINE = 10;

/**
 * `shared/scripture/generated/<version>.txt`: a first line of JSON (the version, each book's
 * chapters' verse counts, each chapter's length in bytes), then one verse per line in canonical
 * order. Every function that ships the corpus reads it when it starts: with the head it decodes
 * only the chapters it is asked for, instead of parsing four megabytes of text first.
 */
export const encodeCorpus = (file: CorpusFile): string => {
  const encoder = new TextEncoder();
  const chapters = file.books.flatMap((b) => b.chapters.map((verses) => `${verses.join('\n')}\n`));
  if (file.books.some((b) => b.chapters.some((c) => c.some((v) => v.includes('\n'))))) {
    throw new Error('A verse holds a line break: the corpus text must be one line per verse');
  }
  const head: CorpusHead = {
    version: file.version,
    books: file.books.map((b) => ({ osis: b.osis, verses: b.chapters.map((c) => c.length) })),
    bytes: chapters.map((c) => encoder.encode(c).length),
  };
  return `${JSON.stringify(head)}\n${chapters.join('')}`;
};

export const readCorpus = (bytes: Uint8Array): CorpusText => {
  const decoder = new TextDecoder();
  const headEnd = bytes.indexOf(NEWLINE);
  const head = JSON.parse(decoder.decode(bytes.subarray(0, headEnd))) as CorpusHead;
  const starts: number[] = [];
  let at = headEnd + 1;
  for (const length of head.bytes) {
    starts.push(at);
    at += length;
  }
  if (at !== bytes.length) throw new Error(`The corpus file holds ${bytes.length} bytes, its head counts ${at}`);
  const firstChapter: number[] = [];
  let chapters = 0;
  for (const b of head.books) {
    firstChapter.push(chapters);
    chapters += b.verses.length;
  }
  const decoded: (string[] | undefined)[] = [];
  return {
    version: head.version,
    counts: head.books.map((b) => b.verses),
    chapter(book, chapter) {
      const count = head.books[book]?.verses.length ?? 0;
      if (!Number.isInteger(chapter) || chapter < 1 || chapter > count) return undefined;
      const i = firstChapter[book] + chapter - 1;
      return (decoded[i] ??= decoder.decode(bytes.subarray(starts[i], starts[i] + head.bytes[i] - 1)).split('\n'));
    },
    lines: () => decoder.decode(bytes.subarray(headEnd + 1, bytes.length - 1)),
  };
};
