import type { BibleVersion } from '@verse/shared/constants';
import type { Corpus } from '@verse/shared/scripture/corpus';
import type { VerseRef } from '@verse/shared/scripture/reference';
import { isApostrophe, isAsciiWordChar, normalizeWords } from './passages.ts';

/** Fewer words than this are too common to be a verse remembered word for word ("god is love" has its own key). */
const MIN_WORDS = 5;
/** A phrase found in more verses than this is not a remembered verse but a common saying. */
const MAX_VERSES = 3;

/** Slots of the word table: a power of two well above the number of distinct words of a version (about 13,000). */
const SLOTS = 1 << 16;
const EMPTY = 0;
const FNV_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * A word's 32-bit FNV-1a hash, never EMPTY. Words are told apart by hash alone: two words sharing one
 * would only share their verse lists, and every candidate verse is checked against the words anyway.
 */
const hashOf = (word: string) => {
  let h = FNV_BASIS;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h === EMPTY ? 1 : h;
};

/**
 * One version's words and the verses each appears in, packed in typed arrays: the verses (line
 * numbers of `Corpus.lines`) of the word in slot `s` are `verses[firstVerse[s] .. firstVerse[s + 1])`.
 * Read straight from the text, word hashes instead of word strings: a map of word lists made the
 * first remembered-verse search of a process take most of a second.
 */
interface QuoteIndex {
  hashes: Int32Array;
  firstVerse: Int32Array;
  verses: Int32Array;
  /** The first line of each chapter, in canonical order, and that chapter's book and number. */
  chapterLines: Int32Array;
  chapters: { book: number; chapter: number }[];
}

const slotOf = (hashes: Int32Array, hash: number) => {
  let s = hash & (SLOTS - 1);
  while (hashes[s] !== EMPTY && hashes[s] !== hash) s = (s + 1) & (SLOTS - 1);
  return s;
};

/**
 * Reads the version's text once, word by word as `normalizeWords` splits it, hashing each word as
 * it goes; then lays out each word's verses.
 */
const build = (corpus: Corpus): QuoteIndex => {
  const text = corpus.lines();
  const hashes = new Int32Array(SLOTS);
  const counts = new Int32Array(SLOTS);
  const lastLine = new Int32Array(SLOTS).fill(-1);
  // Each line's distinct words (their slots), one line after another.
  const slots = new Int32Array((text.length + 1) >> 1);
  const lineEnds: number[] = [];
  let n = 0;
  let h = FNV_BASIS;
  let inWord = false;
  for (let i = 0; i <= text.length; i++) {
    let c = i < text.length ? text.charCodeAt(i) : 10;
    if (c >= 65 && c <= 90) c += 32;
    if (isAsciiWordChar(c)) {
      h = Math.imul(h ^ c, FNV_PRIME);
      inWord = true;
      continue;
    }
    if (isApostrophe(c)) continue;
    if (c >= 128 && /[\p{L}\p{N}]/u.test(text[i])) {
      for (const lower of text[i].toLowerCase()) h = Math.imul(h ^ lower.charCodeAt(0), FNV_PRIME);
      inWord = true;
      continue;
    }
    if (inWord) {
      const hash = h === EMPTY ? 1 : h;
      const s = slotOf(hashes, hash);
      hashes[s] = hash;
      if (lastLine[s] !== lineEnds.length) {
        lastLine[s] = lineEnds.length;
        counts[s]++;
        slots[n++] = s;
      }
    }
    h = FNV_BASIS;
    inWord = false;
    if (c === 10) lineEnds.push(n);
  }
  const firstVerse = new Int32Array(SLOTS + 1);
  for (let s = 0; s < SLOTS; s++) firstVerse[s + 1] = firstVerse[s] + counts[s];
  const next = firstVerse.slice(0, SLOTS);
  const verses = new Int32Array(n);
  for (let line = 0, k = 0; line < lineEnds.length; line++) {
    for (; k < lineEnds[line]; k++) verses[next[slots[k]]++] = line;
  }
  const chapters: { book: number; chapter: number }[] = [];
  const starts: number[] = [];
  for (let book = 0, line = 0; book < 66; book++) {
    for (let chapter = 1; chapter <= corpus.chapterCount(book); chapter++) {
      chapters.push({ book, chapter });
      starts.push(line);
      line += corpus.verseCount(book, chapter);
    }
  }
  return { hashes, firstVerse, verses, chapterLines: Int32Array.from(starts), chapters };
};

/** The last position in `sorted` (ascending) whose value is at most `value`; -1 when none is. */
const lastAtMost = (sorted: Int32Array, from: number, to: number, value: number) => {
  let lo = from;
  let hi = to - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
};

/** The reference of the verse on `line` (canonical order, from 0). */
const verseOnLine = (index: QuoteIndex, line: number): VerseRef => {
  const c = lastAtMost(index.chapterLines, 0, index.chapterLines.length, line);
  return { ...index.chapters[c], verse: line - index.chapterLines[c] + 1 };
};

const indexes = new Map<BibleVersion, QuoteIndex>();

/**
 * The verses that hold the query's words in order, word for word (a run of at least five words in
 * this version's wording; case and punctuation ignored). Empty when the run is too short, uses a word
 * the version never does, or is so common it points at no verse in particular. Built on first use.
 */
export const versesQuoted = (corpus: Corpus, query: string): VerseRef[] => {
  const words = normalizeWords(query).split(' ').filter(Boolean);
  if (words.length < MIN_WORDS) return [];
  let index = indexes.get(corpus.version);
  if (!index) indexes.set(corpus.version, (index = build(corpus)));
  const { hashes, firstVerse, verses } = index;
  const slots: number[] = [];
  for (const word of words) {
    const s = slotOf(hashes, hashOf(word));
    if (hashes[s] === EMPTY) return [];
    slots.push(s);
  }
  slots.sort((a, b) => firstVerse[a + 1] - firstVerse[a] - (firstVerse[b + 1] - firstVerse[b]));
  const [rarest, ...others] = slots;
  const hasWord = (s: number, line: number) => verses[lastAtMost(verses, firstVerse[s], firstVerse[s + 1], line)] === line;
  const needle = ` ${words.join(' ')} `;
  const found: VerseRef[] = [];
  for (let k = firstVerse[rarest]; k < firstVerse[rarest + 1]; k++) {
    const line = verses[k];
    if (!others.every((s) => hasWord(s, line))) continue;
    const ref = verseOnLine(index, line);
    if (` ${normalizeWords(corpus.text(ref) ?? '')} `.includes(needle)) found.push(ref);
    if (found.length > MAX_VERSES) return [];
  }
  return found;
};
