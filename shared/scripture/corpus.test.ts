import { describe, expect, it } from 'vitest';
import { BIBLE_VERSIONS } from '../constants.ts';
import { BOOKS } from './books.ts';
import { loadCorpus } from './corpus.ts';

const web = loadCorpus('WEB');
const kjv = loadCorpus('KJV');
const JOHN = 42;
const PSALMS = 18;
const ROMANS = 44;

const bookTotal = (version: 'WEB' | 'KJV', book: number) => {
  const corpus = loadCorpus(version);
  let n = 0;
  for (let c = 1; c <= corpus.chapterCount(book); c++) n += corpus.verseCount(book, c);
  return n;
};

describe('scripture corpus', () => {
  it('has John 3:16 in both versions', () => {
    const ref = { book: JOHN, chapter: 3, verse: 16 };
    expect(web.text(ref)).toBe(
      'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
    );
    expect(kjv.text(ref)).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
  });

  it('keeps KJV italic words without their brackets and drops paragraph marks', () => {
    expect(kjv.verseText(PSALMS, 23, 1)).toBe('The LORD is my shepherd; I shall not want.');
    expect(kjv.verseText(0, 1, 1)).toBe('In the beginning God created the heaven and the earth.');
  });

  it('has all six verses of Psalm 23', () => {
    for (const corpus of [web, kjv]) {
      expect(corpus.verseCount(PSALMS, 23)).toBe(6);
      for (let v = 1; v <= 6; v++) expect(corpus.verseText(PSALMS, 23, v)).toMatch(/\w{3}/);
      expect(corpus.verseText(PSALMS, 23, 7)).toBeUndefined();
    }
    expect(web.verseText(PSALMS, 23, 1)).toBe('Yahweh is my shepherd: I shall lack nothing.');
  });

  it('joins a range with single spaces and rejects ranges that do not exist', () => {
    expect(web.text({ book: 49, chapter: 4, verse: 6, endVerse: 7 })).toBe(
      `${web.verseText(49, 4, 6)} ${web.verseText(49, 4, 7)}`,
    );
    expect(web.text({ book: PSALMS, chapter: 23, verse: 6, endVerse: 7 })).toBeUndefined();
    expect(web.text({ book: PSALMS, chapter: 151, verse: 1 })).toBeUndefined();
    expect(web.text({ book: 66, chapter: 1, verse: 1 })).toBeUndefined();
    expect(web.exists({ book: PSALMS, chapter: 23, verse: 0 })).toBe(false);
    expect(web.exists({ book: PSALMS, chapter: 23, verse: 1.5 })).toBe(false);
    expect(web.exists({ book: PSALMS, chapter: 23, verse: 4, endVerse: 3 })).toBe(false);
  });

  it('numbers books, chapters and verses as each version does', () => {
    for (const corpus of [web, kjv]) {
      for (const book of BOOKS) expect(corpus.chapterCount(book.index), book.name).toBe(book.chapters);
      expect(corpus.chapterCount(66)).toBe(0);
      expect(corpus.verseCount(PSALMS, 119)).toBe(176);
      expect(bookTotal(corpus.version, 0)).toBe(1533);
      expect(bookTotal(corpus.version, PSALMS)).toBe(2461);
    }
    expect(kjv.verseTotal).toBe(31102);
    expect(web.verseTotal).toBe(31103);
  });

  it('differs from KJV versification only in Romans 14 and 16 (WEB places the doxology at 14:24-26)', () => {
    const differences: string[] = [];
    for (const book of BOOKS) {
      for (let c = 1; c <= book.chapters; c++) {
        const [w, k] = [web.verseCount(book.index, c), kjv.verseCount(book.index, c)];
        if (w !== k) differences.push(`${book.name} ${c}: WEB ${w}, KJV ${k}`);
      }
    }
    expect(differences).toEqual(['Romans 14: WEB 26, KJV 23', 'Romans 16: WEB 25, KJV 27']);
    expect(web.verseText(ROMANS, 14, 26)).toContain('to the only wise God');
    expect(kjv.verseText(ROMANS, 16, 27)).toContain('To God only wise');
  });

  it('has clean text: no markup, no double or outer spaces, empty only where WEB leaves a verse out', () => {
    const emptyWeb: string[] = [];
    for (const version of BIBLE_VERSIONS) {
      let count = 0;
      for (const { book, chapter, verse, text } of loadCorpus(version).verses()) {
        count++;
        if (text === '') {
          expect(version).toBe('WEB');
          emptyWeb.push(`${BOOKS[book].name} ${chapter}:${verse}`);
          continue;
        }
        if (text !== text.trim() || /\s\s|[\u00a0\t\n#[\]*]/.test(text)) {
          expect.fail(`${version} ${BOOKS[book].name} ${chapter}:${verse}: ${JSON.stringify(text)}`);
        }
      }
      expect(count).toBe(loadCorpus(version).verseTotal);
    }
    expect(emptyWeb).toEqual(['Luke 17:36', 'Acts 8:37', 'Acts 15:34', 'Acts 24:7', 'Romans 16:25']);
    expect(kjv.verseText(41, 17, 36)).toMatch(/^Two men shall be in the field/);
  });

  it('iterates verses in canonical order', () => {
    const first = web.verses().next().value;
    expect(first).toEqual({ book: 0, chapter: 1, verse: 1, text: 'In the beginning, God created the heavens and the earth.' });
    let last;
    for (const entry of web.verses()) last = entry;
    expect(last).toMatchObject({ book: 65, chapter: 22, verse: 21 });
  });

  it('holds the same verses as one text, a line each, for a pass over the whole version', () => {
    for (const corpus of [web, kjv]) expect(corpus.lines().split('\n')).toEqual([...corpus.verses()].map((v) => v.text));
  });

  it('loads each version once per process', () => {
    expect(loadCorpus('WEB')).toBe(web);
  });
});
