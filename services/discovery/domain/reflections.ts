import { bookByName } from '@verse/shared/scripture/books';
import { verseKey, type VerseRef } from '@verse/shared/scripture/reference';
import type { Reflections, Setting } from './knowledge.ts';
import { isDenied } from './sensitive.ts';
import { STOP_WORDS, words } from './text.ts';

/**
 * Every card's reflection, most particular first: the one written for the verse; the one written
 * for a passage the verse is part of; else one drawn from where the verse stands (its book, or the
 * part of the book, from `settings.json`) that holds up the verse's own words.
 */

export interface PlacedSetting {
  book: number;
  from: number;
  to: number;
  setting: string;
  invitation: string;
}

export interface ReflectionIndex {
  written: Reflections;
  /** verseKey → the written reference that covers the verse (the first one, in file order). */
  covering: Map<number, string>;
  /** Per book index: its settings, the narrower ranges first. */
  settings: PlacedSetting[][];
}

const chapterRange = (chapters: string | undefined): [number, number] => {
  const m = chapters ? /^(\d+)-(\d+)$/.exec(chapters) : null;
  return m ? [Number(m[1]), Number(m[2])] : [1, Infinity];
};

/** Places each setting in its book; a setting naming an unknown book is left out (the data test names it). */
export const placeSettings = (settings: readonly Setting[]): PlacedSetting[][] => {
  const byBook: PlacedSetting[][] = [];
  for (const s of settings) {
    const book = bookByName(s.book);
    if (!book) continue;
    const [from, to] = chapterRange(s.chapters);
    (byBook[book.index] ??= []).push({ book: book.index, from, to, setting: s.setting, invitation: s.invitation });
  }
  for (const list of byBook) list?.sort((a, b) => a.to - a.from - (b.to - b.from));
  return byBook;
};

export const indexReflections = (written: Reflections, settings: PlacedSetting[][], parse: (reference: string) => VerseRef | null): ReflectionIndex => {
  const covering = new Map<number, string>();
  for (const reference of Object.keys(written)) {
    const ref = parse(reference);
    if (!ref) continue;
    for (let v = ref.verse; v <= (ref.endVerse ?? ref.verse); v++) {
      const key = verseKey(ref.book, ref.chapter, v);
      if (!covering.has(key)) covering.set(key, reference);
    }
  }
  return { written, covering, settings };
};

const MIN_PHRASE_WORDS = 3;
const MAX_PHRASE_WORDS = 14;

/** Words that mark where a verse speaks of God and of faith; a clause with them is the one to hold. */
const FAITH_WORDS = new Set(
  'god lord jesus christ spirit father yahweh love loved loves faith hope peace grace mercy forgive forgiven pray prayer trust joy heart soul life salvation save saved strength comfort fear righteous'.split(' '),
);

/**
 * The words of the verse to hold on to: of its clauses of 3 to 14 words, the one richest in content
 * words, words of faith counting thrice; exactly as the corpus has them. Else its opening words.
 * Never words of violence, sex or death (undefined when every clause has one).
 */
export const keyPhrase = (text: string): string | undefined => {
  const weight = (ws: string[]) => ws.reduce((sum, w) => sum + (FAITH_WORDS.has(w) ? 3 : STOP_WORDS.has(w) ? 0 : 1), 0);
  let best = '';
  let bestWeight = 0;
  for (const part of text.split(/[,;:.!?()]+/)) {
    const c = part.replace(/^[\s"'“”‘’—-]+|[\s"'“”‘’—-]+$/g, '');
    const n = c.split(/\s+/).length;
    if (n < MIN_PHRASE_WORDS || n > MAX_PHRASE_WORDS) continue;
    const ws = words(c);
    if (ws.some(isDenied)) continue;
    const w = weight(ws);
    if (w > bestWeight) [best, bestWeight] = [c, w];
  }
  if (best) return best;
  const opening = text.trim().split(/\s+/).slice(0, MAX_PHRASE_WORDS);
  if (words(opening.join(' ')).some(isDenied)) return undefined;
  return opening.length < MAX_PHRASE_WORDS ? text.trim() : `${opening.slice(0, 10).join(' ')}…`;
};

export const settingOf = (index: ReflectionIndex, ref: VerseRef) => index.settings[ref.book]?.find((s) => ref.chapter >= s.from && ref.chapter <= s.to);

/** The reflection for a card showing `text` at `ref` (written as `reference`). */
export const reflectionOf = (index: ReflectionIndex, ref: VerseRef, reference: string, text: string): string => {
  const own = index.written[reference];
  if (own) return own;
  for (let v = ref.verse; v <= (ref.endVerse ?? ref.verse); v++) {
    const passage = index.covering.get(verseKey(ref.book, ref.chapter, v));
    if (passage) return index.written[passage];
  }
  const place = settingOf(index, ref);
  const phrase = keyPhrase(text);
  const hold = phrase ? ` Stay with the words “${phrase}”.` : '';
  return place ? `${place.setting}.${hold} ${place.invitation}` : `${hold.trim()} Ask God what he is saying to you through this verse, and answer him in prayer.`.trim();
};
