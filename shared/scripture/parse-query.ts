/**
 * Node-only: recognizes a query that is nothing but one or more Bible references, typed loosely
 * ('jn 3 16', '1 cor 13:4-7', 'psalm 23', 'Romans 8:28, 38-39'), using bible-passage-reference-parser.
 */
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import { DEFAULT_VERSION, type BibleVersion } from '../constants.ts';
import { bookByOsis } from './books.ts';
import { loadCorpus } from './corpus.ts';
import type { VerseRef } from './reference.ts';

let parser: bcv_parser | undefined;

function bcv(): bcv_parser {
  if (!parser) {
    parser = new bcv_parser(en);
    parser.set_options({
      osis_compaction_strategy: 'bcv',
      consecutive_combination_strategy: 'separate',
      sequence_combination_strategy: 'separate',
      book_alone_strategy: 'ignore',
      // Chapters are checked here; verses against the corpus, whose versification differs by version.
      passage_existence_strategy: 'bc',
    });
  }
  return parser;
}

/** What may surround and separate references in a query that is only references. */
const SEPARATORS = /^(?:[\s\p{P}]|\band\b)*$/iu;

/**
 * The references a query consists of, in the order typed, checked against the version's
 * versification; null when the query is not (only) a reference ('i feel sad', 'march 3', '1 2 3',
 * 'I read john 3 16 today').
 * A whole chapter ('psalm 23') becomes one range over all its verses (Psalms 23:1-6); a passage
 * that spans chapters ('gen 1:1-2:3') becomes one range per chapter. A range end past the last
 * verse is cut at the last verse; a reference whose first verse the version does not have, or whose
 * verses are all empty in it (WEB Romans 16:25), is dropped.
 */
export function parseReferenceQuery(text: string, version: BibleVersion = DEFAULT_VERSION): VerseRef[] | null {
  if (!/\d/.test(text)) return null;
  const found = bcv().parse(text).osis_and_indices();
  if (found.length === 0) return null;
  let rest = '';
  let at = 0;
  for (const { indices } of found) {
    rest += text.slice(at, indices[0]);
    at = indices[1];
  }
  rest += text.slice(at);
  if (!SEPARATORS.test(rest)) return null;

  const corpus = loadCorpus(version);
  const refs: VerseRef[] = [];
  for (const { osis } of found) {
    for (const passage of osis.split(',')) {
      const [start, end = start] = passage.split('-').map(parseOsisVerse);
      if (!start || !end) continue;
      for (let book = start.book; book <= end.book; book++) {
        const firstChapter = book === start.book ? start.chapter : 1;
        const lastChapter = book === end.book ? end.chapter : corpus.chapterCount(book);
        for (let chapter = firstChapter; chapter <= lastChapter; chapter++) {
          const count = corpus.verseCount(book, chapter);
          const verse = book === start.book && chapter === start.chapter ? start.verse : 1;
          const last = Math.min(book === end.book && chapter === end.chapter ? end.verse : count, count);
          if (verse > count || last < verse) continue;
          const ref = last > verse ? { book, chapter, verse, endVerse: last } : { book, chapter, verse };
          if (corpus.text(ref)) refs.push(ref);
        }
      }
    }
  }
  return refs.length > 0 ? refs : null;
}

/** 'John.3.16' → { book, chapter, verse } */
function parseOsisVerse(osis: string): { book: number; chapter: number; verse: number } | undefined {
  const [code, chapter, verse] = osis.split('.');
  const book = bookByOsis(code);
  if (!book || !chapter || !verse) return undefined;
  return { book: book.index, chapter: Number(chapter), verse: Number(verse) };
}
