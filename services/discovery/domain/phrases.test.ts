import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { formatReference } from '@verse/shared/scripture/reference';
import { normalizeWords } from './passages.ts';
import { versesQuoted } from './phrases.ts';

const quoted = (version: 'WEB' | 'KJV', query: string) => versesQuoted(loadCorpus(version), query).map((r) => formatReference(r));

describe('verses quoted word for word', () => {
  it.each([
    ['WEB', 'in the beginning god created the heavens', 'Genesis 1:1'],
    // Typed with a straight apostrophe, printed with a curly one.
    ['WEB', "but this kind doesn't go out except by prayer", 'Matthew 17:21'],
    ['WEB', 'the grace of the lord jesus christ be with all the saints', 'Revelation 22:21'],
    // Right after a verse WEB leaves empty (Acts 8:37), and where the versions number differently.
    ['WEB', 'he commanded the chariot to stand still', 'Acts 8:38'],
    ['WEB', 'now to him who is able to establish you', 'Romans 14:24'],
    ['KJV', 'now to him that is of power to stablish you', 'Romans 16:25'],
    ['KJV', 'surely i come quickly amen even so come lord jesus', 'Revelation 22:20'],
  ] as const)('%s "%s" → %s', (version, query, reference) => {
    expect(quoted(version, query)).toEqual([reference]);
  });

  it('finds nothing for words no verse holds in that order, and no verse in particular for a common run', () => {
    expect(quoted('WEB', 'my husband lost his job and we are scared')).toEqual([]);
    expect(quoted('KJV', 'and it came to pass that')).toEqual([]);
  });
});

describe('words as a verse and a query are compared', () => {
  it.each([
    ["Don't stop, Lord!", 'dont stop lord'],
    ['“Yes,” he said—and left.', 'yes he said and left'],
    ['I’m   HERE', 'im here'],
    ['Café NAÏVE déjà-vu', 'café naïve déjà vu'],
    ["  'quoted'  ", 'quoted'],
    ['', ''],
  ])('"%s" → "%s"', (text, words) => {
    expect(normalizeWords(text)).toBe(words);
  });
});
