import { describe, expect, it } from 'vitest';
import { BOOKS } from './books.ts';
import { parseReferenceQuery } from './parse-query.ts';
import { plainReference } from './plain-reference.ts';
import { formatReference } from './reference.ts';

const read = (r: ReturnType<typeof plainReference>) => (r === undefined ? 'left to the parser' : r === null ? 'no verses' : r.map(formatReference).join('; '));

/** Every way of writing a book the tests try: names, codes, ordinals, prefixes, and words that are no book. */
const bookForms = () => {
  const forms = new Set(['psalm', 'song of songs', 'canticles', 'revelations', 'jn', 'jhn', 'mk', 'mt', 'lk', 'ez', 'phm', 'the john', 'book of john', 'march', 'may', 'i am', 'so', 'is']);
  for (const b of BOOKS) {
    const name = b.name.toLowerCase();
    for (const f of [name, b.name, b.name.toUpperCase(), `${name}.`, b.osis, b.osis.toLowerCase(), `${b.osis}.`]) forms.add(f);
    for (let k = 2; k < name.length; k++) forms.add(name.slice(0, k));
    const numbered = /^([123]) (.*)$/.exec(name);
    if (numbered) {
      const n = Number(numbered[1]) - 1;
      for (const p of [['first', 'second', 'third'][n], ['1st', '2nd', '3rd'][n], ['i', 'ii', 'iii'][n], numbered[1]]) forms.add(`${p} ${numbered[2]}`).add(`${p}${numbered[2]}`);
    }
  }
  return [...forms];
};

const TAILS = ['1', '3:16', '3 16', '3.16', '3:16?', '2:1-3', '2:3-1', '2:3-3', '1:99', '1:1-999', '0', '3:0', '23', '50', '51', '150', '151', '16', '16:25-27', '14:24', '999'];
/** Chapters and verses named in words: "matthew chapter 5", "john 3 verse 16", "matthew 5:3 through 12". */
const WORDED_TAILS = ['chapter 5', 'chapter 1', 'chapter 0', 'chapter 151', 'ch 3', 'ch. 2', 'chap 4', 'chapter 3 verse 16', 'chapter 3:16', '3 verse 16', '3 verses 16-18', '5:3 through 12', '5 3 through 12', '2 verse 3 through 1', 'chapter 2 verses 1-999', '3 5 and 6', '3:16 and 18', '3:16 and 16', '3:16 and 15', '1:1 and 999', '1:999 and 1000', 'chapter 3 verse 16 and 17'];

describe('plainReference', () => {
  it.each([
    ['john 3:16', 'John 3:16'],
    ['jn 3 16', 'John 3:16'],
    ['John 3:16?', 'John 3:16'],
    ['psalm 23', 'Psalms 23:1-6'],
    ['1 cor 13 4-7', '1 Corinthians 13:4-7'],
    ['first john 4:8', '1 John 4:8'],
    ['song of songs 2:4', 'Song of Solomon 2:4'],
    ['romans 16', 'Romans 16:1-25'],
    ['john 3:99', 'no verses'],
    ['psalm 151', 'no verses'],
    ['jude 5', 'left to the parser'],
    ['phil 4 13', 'Philippians 4:13'],
    ['jo 3 16', 'left to the parser'],
    ['deuter 6 5', 'left to the parser'],
    ['gen 1:30-2:2', 'left to the parser'],
    ['john 3:16; 1 john 4:8', 'left to the parser'],
    ['i feel sad', 'left to the parser'],
    ['march 3', 'left to the parser'],
    ['matthew chapter 5', 'Matthew 5:1-48'],
    ['john chapter 3 verse 16', 'John 3:16'],
    ['matthew 5:3 through 12', 'Matthew 5:3-12'],
    ['jude chapter 1', 'left to the parser'],
    ['proverbs 3 5 and 6', 'Proverbs 3:5; Proverbs 3:6'],
    ['john 3:16 and 18', 'John 3:16; John 3:18'],
    ['john 3:16 and 15', 'left to the parser'],
  ])('reads %j as %s', (text, expected) => {
    expect(read(plainReference(text, 'WEB'))).toBe(expected);
  });

  it('reads what the full parser reads, in both versions, wherever it reads at all', () => {
    const queries = [...bookForms().flatMap((book) => [...TAILS, ...WORDED_TAILS].map((tail) => `${book} ${tail}`)), ...BOOKS.flatMap((b) => Array.from({ length: b.chapters + 1 }, (_, i) => `${b.name} ${i + 1}`))];
    const differing: string[] = [];
    let compared = 0;
    for (const query of queries) {
      for (const version of ['WEB', 'KJV'] as const) {
        const plain = plainReference(query, version);
        if (plain === undefined) continue;
        compared++;
        const parsed = parseReferenceQuery(query, version);
        if (JSON.stringify(plain) !== JSON.stringify(parsed)) differing.push(`${version} ${query}: ${read(plain)} / ${read(parsed)}`);
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    // The parser does not know the Song by its Latin name; the plain reading does.
    expect(differing.filter((d) => !/^\w+ canticles [\w .:-]+: Song of Solomon [\d:-]+(?:; Song of Solomon [\d:-]+)? \/ no verses$/.test(d))).toEqual([]);
  }, 60_000);
});
