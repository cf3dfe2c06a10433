import { describe, expect, it } from 'vitest';
import { bytesSource, encodeCorpus, readCorpus, type CorpusFile } from './corpus-file.ts';

const file: CorpusFile = {
  version: 'WEB',
  books: [
    { osis: 'Gen', chapters: [['In the beginning…', 'The earth was formless.'], ['Thus the heavens were finished.']] },
    { osis: 'Exod', chapters: [['', 'A verse after an empty one, with “quotes”.'], ['']] },
  ],
};
const bytes = (text: string) => bytesSource(new TextEncoder().encode(text));

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

  it('reads the head, then only the chapters asked for; the lines of the whole text when asked for them', () => {
    // A head longer than the first piece read: many chapters of one verse.
    const many: CorpusFile = { version: 'KJV', books: [{ osis: 'Ps', chapters: Array.from({ length: 4000 }, (_, i) => [`Psalm ${i + 1}.`]) }] };
    const whole = new TextEncoder().encode(encodeCorpus(many));
    const reads: number[] = [];
    const source = bytesSource(whole);
    const corpus = readCorpus({ size: source.size, read: (position, length) => (reads.push(length), source.read(position, length)) });
    const headBytes = reads.reduce((a, b) => a + b, 0);
    expect(reads.length).toBeGreaterThan(1);
    expect(headBytes).toBeLessThan(whole.length);
    expect(corpus.counts[0]).toHaveLength(4000);
    expect(corpus.chapter(0, 2500)).toEqual(['Psalm 2500.']);
    expect(reads.reduce((a, b) => a + b, 0) - headBytes).toBe(new TextEncoder().encode('Psalm 2500.').length);
    expect(corpus.lines().split('\n')).toEqual(many.books[0].chapters.flat());
  });
});
