/**
 * Node-only: recognizes a query that is nothing but one or more Bible references, typed loosely
 * ('jn 3 16', '1 cor 13:4-7', 'psalm 23', 'Romans 8:28, 38-39'), using bible-passage-reference-parser.
 */
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import { DEFAULT_VERSION, type BibleVersion } from '../constants.ts';
import { bookByOsis } from './books.ts';
import { versesOfPassages, type PassageEnd } from './passage-verses.ts';
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

  const passages = found.flatMap(({ osis }: { osis: string }) =>
    osis.split(',').flatMap((passage: string) => {
      const [start, end = start] = passage.split('-').map(parseOsisVerse);
      return start && end ? [{ start, end }] : [];
    }),
  );
  return versesOfPassages(passages, version);
}

/** 'John.3.16' → { book, chapter, verse } */
function parseOsisVerse(osis: string): PassageEnd | undefined {
  const [code, chapter, verse] = osis.split('.');
  const book = bookByOsis(code);
  if (!book || !chapter || !verse) return undefined;
  return { book: book.index, chapter: Number(chapter), verse: Number(verse) };
}
