import { describe, expect, it } from 'vitest';
import type { Corpus, VerseEntry } from '@verse/shared/scripture/corpus';
import { verseKey } from '@verse/shared/scripture/reference';
import { buildFullTextIndex, decodeIndex, encodeIndex, searchFullText, versePriors } from './fulltext.ts';
import type { QueryTerm } from './query.ts';
import { stem } from './stem.ts';

const VERSES: VerseEntry[] = [
  { book: 42, chapter: 6, verse: 35, text: 'Jesus said to them, “I am the bread of life.”' },
  { book: 42, chapter: 6, verse: 36, text: '' },
  { book: 18, chapter: 23, verse: 1, text: 'Yahweh is my shepherd; I shall lack nothing.' },
  { book: 18, chapter: 46, verse: 10, text: 'Be still, and know that I am God.' },
  { book: 0, chapter: 1, verse: 1, text: 'In the beginning, God created the heavens and the earth.' },
];
const texts = new Map(VERSES.map((v) => [verseKey(v.book, v.chapter, v.verse), v.text]));
const corpus = { verses: () => VERSES.values() } as unknown as Corpus;

const term = (word: string, index: number): QueryTerm => ({ word, stem: stem(word), index, alts: new Map([[stem(word), 1]]) });
const search = (index: ReturnType<typeof buildFullTextIndex>, words: string[], phrase?: string) =>
  searchFullText(
    index,
    (r) => texts.get(verseKey(r.book, r.chapter, r.verse)) ?? '',
    words.map(term),
    versePriors(index, new Map([[verseKey(18, 23, 1), 0]])),
    5,
    phrase,
  );

describe('the full-text index', () => {
  const index = buildFullTextIndex(corpus);

  it('ranks the verse holding the words side by side, and knows the exact phrase', () => {
    const hits = search(index, ['bread', 'life'], 'bread of life');
    expect(hits[0]).toMatchObject({ ref: { book: 42, chapter: 6, verse: 35 }, matched: ['bread', 'life'], together: 1, exact: true });
    expect(search(index, ['god']).map((h) => h.ref.book).sort()).toEqual([0, 18]);
    expect(search(index, ['pharaoh'])).toEqual([]);
  });

  it('reads back from its bytes exactly, and only for the same signature', () => {
    const bytes = encodeIndex(index, 'sig-a');
    expect(decodeIndex(bytes, 'sig-b')).toBeUndefined();
    const decoded = decodeIndex(bytes, 'sig-a')!;
    expect(decodeIndex(bytes, undefined)).toBeDefined();
    expect([...decoded.keys]).toEqual([...index.keys]);
    expect([...decoded.flow]).toEqual([...index.flow]);
    for (const s of index.stems) expect(decoded.postings.get(s), s).toEqual(index.postings.get(s));
    expect(decoded.postings.get('pharaoh')).toBeUndefined();
    for (const words of [['bread', 'life'], ['god'], ['shepherd', 'lack'], ['still', 'know', 'god']]) {
      expect(search(decoded, words, words.join(' '))).toEqual(search(index, words, words.join(' ')));
    }
  });
});
