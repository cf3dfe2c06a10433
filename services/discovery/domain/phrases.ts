import type { BibleVersion } from '@verse/shared/constants';
import type { Corpus } from '@verse/shared/scripture/corpus';
import type { VerseRef } from '@verse/shared/scripture/reference';
import { normalizeWords } from './passages.ts';

/** Fewer words than this are too common to be a verse remembered word for word ("god is love" has its own key). */
const MIN_WORDS = 5;
/** A phrase found in more verses than this is not a remembered verse but a common saying. */
const MAX_VERSES = 3;

/** One version's verses, lower case without punctuation, and the verses each word appears in. */
interface QuoteIndex {
  texts: string[];
  refs: VerseRef[];
  /** Word → positions in `texts` (a verse may appear twice). */
  byWord: Map<string, number[]>;
}

const build = (corpus: Corpus): QuoteIndex => {
  const texts: string[] = [];
  const refs: VerseRef[] = [];
  const byWord = new Map<string, number[]>();
  for (const v of corpus.verses()) {
    if (!v.text) continue;
    const i = texts.length;
    const text = normalizeWords(v.text);
    texts.push(` ${text} `);
    refs.push({ book: v.book, chapter: v.chapter, verse: v.verse });
    for (const word of text.split(' ')) {
      const list = byWord.get(word);
      if (list === undefined) byWord.set(word, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  }
  return { texts, refs, byWord };
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
  let rarest: number[] | undefined;
  for (const w of words) {
    const list = index.byWord.get(w);
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  const needle = ` ${words.join(' ')} `;
  const found = rarest!.filter((i) => index.texts[i].includes(needle)).map((i) => index.refs[i]);
  return found.length <= MAX_VERSES ? found : [];
};
