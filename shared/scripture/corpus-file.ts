import type { BibleVersion } from '../constants.ts';

/**
 * The shape of `shared/scripture/generated/<version>.json`, written by `scripts/build-corpus.ts`.
 * `books[b].chapters[c][v]` is the text of book b (BOOKS index), chapter c+1, verse v+1: whitespace
 * collapsed, no markup; '' for a verse the version numbers but leaves empty.
 */
export interface CorpusFile {
  version: BibleVersion;
  books: { osis: string; chapters: string[][] }[];
}
