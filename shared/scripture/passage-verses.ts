import type { BibleVersion } from '../constants.ts';
import { loadCorpus } from './corpus.ts';
import type { VerseRef } from './reference.ts';

/** Where a passage typed by a person starts or ends; the verse may be past the chapter's last. */
export interface PassageEnd {
  book: number;
  chapter: number;
  verse: number;
}

/**
 * The verses of passages, in order, checked against the version's versification: one range per
 * chapter ('gen 1:30-2:3' is two), a range end past the last verse cut at the last verse; a passage
 * whose first verse the version does not have, or whose verses are all empty in it (WEB Romans
 * 16:25), is dropped. Null when none is left.
 */
export const versesOfPassages = (passages: readonly { start: PassageEnd; end: PassageEnd }[], version: BibleVersion): VerseRef[] | null => {
  const corpus = loadCorpus(version);
  const refs: VerseRef[] = [];
  for (const { start, end } of passages) {
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
  return refs.length > 0 ? refs : null;
};
