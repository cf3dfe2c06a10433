/**
 * Node-only: the scripture text of one Bible version, read from the generated corpus
 * (`npx tsx scripts/build-corpus.ts`). Loaded synchronously once per process and version.
 */
import { existsSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BibleVersion } from '../constants.ts';
import { readCorpus, type CorpusSource, type CorpusText } from './corpus-file.ts';
import type { VerseRef } from './reference.ts';

export interface VerseEntry {
  /** BOOKS index, 0-65. */
  book: number;
  chapter: number;
  verse: number;
  /** '' for a verse the version numbers but leaves empty (five in WEB). */
  text: string;
}

export interface Corpus {
  version: BibleVersion;
  /** Verses the version numbers (including empty ones). */
  readonly verseTotal: number;
  /** A verse or a range joined with single spaces; undefined if any verse of it does not exist. */
  text(ref: VerseRef): string | undefined;
  verseText(book: number, chapter: number, verse: number): string | undefined;
  /** 0 for an unknown book. */
  chapterCount(book: number): number;
  /** 0 for an unknown book or chapter. */
  verseCount(book: number, chapter: number): number;
  /** Every verse of the reference is numbered in this version (it may still be one of the empty ones). */
  exists(ref: VerseRef): boolean;
  /** Every verse in canonical order, empty ones included. */
  verses(): IterableIterator<VerseEntry>;
  /** The same verses as one text, a line each: for reading the whole version in one pass. */
  lines(): string;
}

const cache = new Map<BibleVersion, Corpus>();

export function corpusDir(): string {
  return process.env.CORPUS_DIR || fileURLToPath(new URL('./generated/', import.meta.url));
}

export function loadCorpus(version: BibleVersion): Corpus {
  let corpus = cache.get(version);
  if (!corpus) {
    corpus = createCorpus(readCorpusFile(version));
    cache.set(version, corpus);
  }
  return corpus;
}

/** The file kept open for the life of the process, read a piece at a time. */
function fileSource(path: string): CorpusSource {
  const fd = openSync(path, 'r');
  return {
    size: fstatSync(fd).size,
    read(position, length) {
      const bytes = new Uint8Array(length);
      for (let done = 0; done < length; ) {
        const n = readSync(fd, bytes, done, length - done, position + done);
        if (n === 0) throw new Error(`The corpus file ${path} ended early`);
        done += n;
      }
      return bytes;
    },
  };
}

function readCorpusFile(version: BibleVersion): CorpusText {
  const path = join(corpusDir(), `${version.toLowerCase()}.txt`);
  if (!existsSync(path)) {
    throw new Error(`Scripture corpus not found at ${path}: run \`npx tsx scripts/build-corpus.ts\` to build it.`);
  }
  const file = readCorpus(fileSource(path));
  if (file.version !== version || file.counts.length !== 66) {
    throw new Error(`Scripture corpus at ${path} is not a ${version} corpus: rebuild it with \`npx tsx scripts/build-corpus.ts\`.`);
  }
  return file;
}

function createCorpus(file: CorpusText): Corpus {
  const { counts } = file;
  const verseTotal = counts.reduce((n, chapters) => n + chapters.reduce((m, verses) => m + verses, 0), 0);
  const chapterVerses = (book: number, chapter: number): string[] | undefined => file.chapter(book, chapter);

  const verseText = (book: number, chapter: number, verse: number): string | undefined =>
    Number.isInteger(verse) && verse >= 1 ? chapterVerses(book, chapter)?.[verse - 1] : undefined;

  const verseCount = (book: number, chapter: number) => (Number.isInteger(chapter) ? (counts[book]?.[chapter - 1] ?? 0) : 0);

  const exists = (ref: VerseRef): boolean => {
    const end = ref.endVerse ?? ref.verse;
    return Number.isInteger(ref.verse) && Number.isInteger(end) && ref.verse >= 1 && end >= ref.verse && end <= verseCount(ref.book, ref.chapter);
  };

  return {
    version: file.version,
    verseTotal,
    verseText,
    exists,
    text(ref) {
      if (!exists(ref)) return undefined;
      const verses = chapterVerses(ref.book, ref.chapter)!;
      const end = ref.endVerse ?? ref.verse;
      if (end === ref.verse) return verses[ref.verse - 1];
      return verses.slice(ref.verse - 1, end).filter((t) => t !== '').join(' ');
    },
    chapterCount: (book) => counts[book]?.length ?? 0,
    verseCount,
    lines: () => file.lines(),
    *verses() {
      for (let book = 0; book < counts.length; book++) {
        for (let chapter = 1; chapter <= counts[book].length; chapter++) {
          const verses = chapterVerses(book, chapter)!;
          for (let v = 0; v < verses.length; v++) yield { book, chapter, verse: v + 1, text: verses[v] };
        }
      }
    },
  };
}
