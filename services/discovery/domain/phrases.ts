import type { Corpus } from '@verse/shared/scripture/corpus';
import type { VerseRef } from '@verse/shared/scripture/reference';
import { isApostrophe, isAsciiWordChar, normalizeWords } from './passages.ts';
import { firstAtOrAbove } from './sorted.ts';
import { STOP_WORDS } from './text.ts';

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
 * Word hashes instead of word strings, built ahead of time (`encodeQuoteIndex`): reading the text
 * word by word made the first remembered-verse search of a process take a fifth of a second.
 */
export interface QuoteIndex {
  hashes: Int32Array;
  firstVerse: Int32Array;
  verses: Int32Array;
  /** The first line of each chapter, in canonical order, and that chapter's book and number. */
  chapterLines: Int32Array;
  chapters: { book: number; chapter: number }[];
}

/**
 * The divine name as either version writes it and as people say it is one word: "the lord", WEB's
 * "yahweh" and "yah" are all "lord" ("delight yourself in the lord" is WEB's "delight yourself in yahweh").
 */
const LORD = hashOf('lord');
const DIVINE_NAMES = new Set([hashOf('yahweh'), hashOf('yah')]);
const quoteWords = (text: string) => normalizeWords(text).replace(/\b(?:the )?(?:lord|yahweh|yah)\b/g, 'lord');

const slotOf = (hashes: Int32Array, hash: number) => {
  let s = hash & (SLOTS - 1);
  while (hashes[s] !== EMPTY && hashes[s] !== hash) s = (s + 1) & (SLOTS - 1);
  return s;
};

/** Where each chapter's verses begin among the version's lines. */
const chapterTable = (corpus: Corpus): Pick<QuoteIndex, 'chapterLines' | 'chapters'> => {
  const chapters: { book: number; chapter: number }[] = [];
  const starts: number[] = [];
  for (let book = 0, line = 0; book < 66; book++) {
    for (let chapter = 1; chapter <= corpus.chapterCount(book); chapter++) {
      chapters.push({ book, chapter });
      starts.push(line);
      line += corpus.verseCount(book, chapter);
    }
  }
  return { chapterLines: Int32Array.from(starts), chapters };
};

/**
 * Reads the version's text once, word by word as `normalizeWords` splits it, hashing each word as
 * it goes; then lays out each word's verses.
 */
export const buildQuoteIndex = (corpus: Corpus): QuoteIndex => {
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
      const word = h === EMPTY ? 1 : h;
      const hash = DIVINE_NAMES.has(word) ? LORD : word;
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
  return { hashes, firstVerse, verses, ...chapterTable(corpus) };
};

/** The index as bytes: a 4-byte length, a JSON header, then the three arrays (the chapter table comes from the corpus). */
export const encodeQuoteIndex = (index: QuoteIndex, signature: string): Uint8Array => {
  const header = new TextEncoder().encode(JSON.stringify({ signature, verses: index.verses.length }));
  const at = Math.ceil((4 + header.length) / 4) * 4;
  const bytes = new Uint8Array(at + (SLOTS + SLOTS + 1 + index.verses.length) * 4);
  new DataView(bytes.buffer).setUint32(0, header.length, true);
  bytes.set(header, 4);
  const ints = new Int32Array(bytes.buffer, at);
  ints.set(index.hashes);
  ints.set(index.firstVerse, SLOTS);
  ints.set(index.verses, SLOTS + SLOTS + 1);
  return bytes;
};

/**
 * The index from `encodeQuoteIndex` bytes, its arrays views of them; undefined when they were made
 * for another text or tokenizer (`signature` undefined: accepted as they are).
 */
export const decodeQuoteIndex = (bytes: Uint8Array, signature: string | undefined, corpus: Corpus): QuoteIndex | undefined => {
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as { signature: string; verses: number };
  if (signature !== undefined && header.signature !== signature) return undefined;
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const ints = new Int32Array(aligned.buffer, aligned.byteOffset + Math.ceil((4 + length) / 4) * 4, SLOTS + SLOTS + 1 + header.verses);
  return {
    hashes: ints.subarray(0, SLOTS),
    firstVerse: ints.subarray(SLOTS, SLOTS + SLOTS + 1),
    verses: ints.subarray(SLOTS + SLOTS + 1),
    ...chapterTable(corpus),
  };
};

/** The last position in `sorted` (ascending) whose value is at most `value`; -1 when none is. */
const lastAtMost = (sorted: Int32Array, from: number, to: number, value: number) => {
  const at = firstAtOrAbove(sorted, value + 1, from, to) - 1;
  return at >= from ? at : -1;
};

/** How many verses hold the word in slot `s`. */
const verseCount = (index: QuoteIndex, s: number) => index.firstVerse[s + 1] - index.firstVerse[s];

/** Does the verse on `line` hold the word in slot `s`? */
const lineHolds = (index: QuoteIndex, s: number, line: number) =>
  index.verses[lastAtMost(index.verses, index.firstVerse[s], index.firstVerse[s + 1], line)] === line;

/** The reference of the verse on `line` (canonical order, from 0). */
const verseOnLine = (index: QuoteIndex, line: number): VerseRef => {
  const c = lastAtMost(index.chapterLines, 0, index.chapterLines.length, line);
  return { ...index.chapters[c], verse: line - index.chapterLines[c] + 1 };
};

/**
 * The verses that hold the query's words in order, word for word (a run of at least five words in
 * this version's wording; case and punctuation ignored). Empty when the run is too short, uses a word
 * the version never does, or is so common it points at no verse in particular. `index` is the
 * corpus's (asked for only when the query is long enough).
 */
export const versesQuoted = (corpus: Corpus, index: () => QuoteIndex, query: string): VerseRef[] => {
  if (normalizeWords(query).split(' ').length < MIN_WORDS) return [];
  const words = quoteWords(query).split(' ').filter(Boolean);
  const quotes = index();
  const { hashes, firstVerse, verses } = quotes;
  const slots: number[] = [];
  for (const word of words) {
    const s = slotOf(hashes, hashOf(word));
    if (hashes[s] === EMPTY) return [];
    slots.push(s);
  }
  slots.sort((a, b) => verseCount(quotes, a) - verseCount(quotes, b));
  const [rarest, ...others] = slots;
  const needle = ` ${words.join(' ')} `;
  const found: VerseRef[] = [];
  for (let k = firstVerse[rarest]; k < firstVerse[rarest + 1]; k++) {
    const line = verses[k];
    if (!others.every((s) => lineHolds(quotes, s, line))) continue;
    const ref = verseOnLine(quotes, line);
    if (` ${quoteWords(corpus.text(ref) ?? '')} `.includes(needle)) found.push(ref);
    if (found.length > MAX_VERSES) return [];
  }
  return found;
};

/** A query this long may quote a verse with one small word missed or out of place. */
const MIN_WORDS_NEARLY = 6;
/** How many more words than the query the stretch of the verse it quotes may hold: two, or a third of a longer query. */
const SPREAD = 2;
const spreadFor = (words: number) => Math.max(SPREAD, Math.floor(words / 3));

/** Are `words` all in `verse[from .. to)`, in order, others between them allowed? */
const inOrderWithin = (words: string[], verse: string[], from: number, to: number) => {
  let next = 0;
  for (let j = from; j < to && next < words.length; j++) if (verse[j] === words[next]) next++;
  return next === words.length;
};

/**
 * Does `verse` hold the query's words in order, or all but one small word ("are", "the"), within a
 * stretch at most SPREAD words longer than the query?
 */
const nearlyHolds = (query: string[], verse: string[]) => {
  const readings = [query, ...query.flatMap((w, i) => (STOP_WORDS.has(w) ? [[...query.slice(0, i), ...query.slice(i + 1)]] : []))];
  const width = query.length + spreadFor(query.length);
  for (let start = 0; start === 0 || start + width <= verse.length; start++) {
    const end = Math.min(start + width, verse.length);
    if (readings.some((r) => inOrderWithin(r, verse, start, end))) return true;
  }
  return false;
};

/**
 * The verses a longer query quotes nearly word for word: every word in order in one stretch of the
 * verse, a few words between them, or one small word missed or out of place ("the spirit is willing
 * but the flesh is weak" is "the spirit indeed is willing"; "my ways are higher than your ways" is
 * "so are my ways higher"). Asked only when no verse holds the query exactly; empty when more than a
 * few verses do.
 */
export const versesNearlyQuoted = (corpus: Corpus, index: () => QuoteIndex, query: string): VerseRef[] => {
  const words = quoteWords(query).split(' ').filter(Boolean);
  if (words.length < MIN_WORDS_NEARLY) return [];
  const quotes = index();
  const { hashes, firstVerse, verses } = quotes;
  const slotsOf = (ws: string[]) => [...new Set(ws)].map((w) => slotOf(hashes, hashOf(w)));
  const content = slotsOf(words.filter((w) => !STOP_WORDS.has(w)));
  const small = slotsOf(words.filter((w) => STOP_WORDS.has(w)));
  // Two words of substance at least: "is it ok to be angry" is not Jonah's "is it right for you to be angry".
  if (content.length < 2 || content.some((s) => hashes[s] === EMPTY)) return [];
  const [rarest] = [...content].sort((a, b) => verseCount(quotes, a) - verseCount(quotes, b));
  const found: VerseRef[] = [];
  for (let k = firstVerse[rarest]; k < firstVerse[rarest + 1]; k++) {
    const line = verses[k];
    if (!content.every((s) => lineHolds(quotes, s, line)) || small.filter((s) => !lineHolds(quotes, s, line)).length > 1) continue;
    const ref = verseOnLine(quotes, line);
    if (nearlyHolds(words, quoteWords(corpus.text(ref) ?? '').split(' '))) found.push(ref);
    if (found.length > MAX_VERSES) return [];
  }
  return found;
};

/**
 * The verses a query quotes where a word the version never uses breaks the quote: a typo, or the other
 * version's word ("the heavens declare the glory of god and the firmament showeth his handywork"). Each
 * run between such words, if it is half the query or more, is read as a quote of its own, word for word
 * or nearly.
 */
export const versesQuotedInPart = (corpus: Corpus, index: () => QuoteIndex, query: string): VerseRef[] => {
  const words = quoteWords(query).split(' ').filter(Boolean);
  if (words.length < MIN_WORDS + 1) return [];
  const { hashes } = index();
  const runs: string[][] = [[]];
  for (const word of words) {
    if (hashes[slotOf(hashes, hashOf(word))] === EMPTY) runs.push([]);
    else runs[runs.length - 1].push(word);
  }
  if (runs.length === 1) return [];
  for (const run of runs.filter((r) => r.length >= MIN_WORDS && 2 * r.length >= words.length)) {
    const part = run.join(' ');
    const found = versesQuoted(corpus, index, part);
    if (found.length > 0) return found;
    const nearly = versesNearlyQuoted(corpus, index, part);
    if (nearly.length > 0) return nearly;
  }
  return [];
};

