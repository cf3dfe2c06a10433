import { describe, expect, it } from 'vitest';
import { encodeCorpus, readCorpus, type CorpusFile } from './corpus-file.ts';

const file: CorpusFile = {
  version: 'WEB',
  books: [
    { osis: 'Gen', chapters: [['In the beginning…', 'The earth was formless.'], ['Thus the heavens were finished.']] },
    { osis: 'Exod', chapters: [['', 'A verse after an empty one, with “quotes”.'], ['']] },
  ],
};
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the corpus file: a head line, then one verse per line', () => {
  it('reads back every chapter exactly as written, empty verses included, and nothing that is not there', () => {
    const corpus = readCorpus(bytes(encodeCorpus(file)));
    expect(corpus.counts).toEqual([[2, 1], [2, 1]]);
    file.books.forEach((b, book) => b.chapters.forEach((verses, c) => expect(corpus.chapter(book, c + 1)).toEqual(verses)));
    for (const [book, chapter] of [[0, 0], [0, 3], [2, 1], [0, 1.5]]) expect(corpus.chapter(book, chapter)).toBeUndefined();
  });

  it('refuses a verse with a line break, and a file whose length does not match its head', () => {
    expect(() => encodeCorpus({ version: 'WEB', books: [{ osis: 'Gen', chapters: [['one\ntwo']] }] })).toThrow(/line break/);
    expect(() => readCorpus(bytes(`${encodeCorpus(file)}an extra line\n`))).toThrow(/head counts/);
  });
});
