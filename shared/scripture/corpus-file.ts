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
 * order. Every function that ships the corpus reads its head when it starts, and then only the
 * chapters it is asked for, instead of reading and parsing four megabytes of text first.
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

/** Bytes of a corpus file, read where asked: a chapter is read from the file when first asked for. */
export interface CorpusSource {
  size: number;
  read(position: number, length: number): Uint8Array;
}

/** A corpus file already in memory. */
export const bytesSource = (bytes: Uint8Array): CorpusSource => ({ size: bytes.length, read: (position, length) => bytes.subarray(position, position + length) });

/** The head line: read in growing pieces until its end (about 11 KB). */
const readHead = (source: CorpusSource) => {
  for (let length = 16_384; ; length *= 2) {
    const piece = source.read(0, Math.min(length, source.size));
    const end = piece.indexOf(NEWLINE);
    if (end >= 0) return { head: JSON.parse(new TextDecoder().decode(piece.subarray(0, end))) as CorpusHead, headEnd: end };
    if (piece.length >= source.size) throw new Error('The corpus file has no head line');
  }
};

export const readCorpus = (source: CorpusSource): CorpusText => {
  const decoder = new TextDecoder();
  const { head, headEnd } = readHead(source);
  const starts: number[] = [];
  let at = headEnd + 1;
  for (const length of head.bytes) {
    starts.push(at);
    at += length;
  }
  if (at !== source.size) throw new Error(`The corpus file holds ${source.size} bytes, its head counts ${at}`);
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
      return (decoded[i] ??= decoder.decode(source.read(starts[i], head.bytes[i] - 1)).split('\n'));
    },
    lines: () => decoder.decode(source.read(headEnd + 1, source.size - headEnd - 2)),
  };
};
