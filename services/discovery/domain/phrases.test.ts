import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { formatReference } from '@verse/shared/scripture/reference';
import { normalizeWords } from './passages.ts';
import { buildQuoteIndex, decodeQuoteIndex, encodeQuoteIndex, versesNearlyQuoted, versesQuoted, type QuoteIndex } from './phrases.ts';

const built = new Map<string, QuoteIndex>();
const indexOf = (version: 'WEB' | 'KJV') => () => built.get(version) ?? built.set(version, buildQuoteIndex(loadCorpus(version))).get(version)!;
const quoted = (version: 'WEB' | 'KJV', query: string) => versesQuoted(loadCorpus(version), indexOf(version), query).map((r) => formatReference(r));
const nearlyQuoted = (version: 'WEB' | 'KJV', query: string) => versesNearlyQuoted(loadCorpus(version), indexOf(version), query).map((r) => formatReference(r));

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

  it('reads "the lord" as WEB writes the name, "yahweh" or "yah", and as KJV does', () => {
    expect(quoted('WEB', 'let everything that has breath praise the lord')).toEqual(['Psalms 150:6']);
    expect(quoted('WEB', 'delight yourself in the lord')).toEqual(['Psalms 37:4', 'Isaiah 58:14']);
    expect(quoted('KJV', 'delight thyself also in the lord')).toEqual(['Psalms 37:4']);
  });
});

describe('verses quoted nearly word for word', () => {
  it.each([
    // A word of the verse left out, a small word out of place.
    ['WEB', 'the spirit is willing but the flesh is weak', ['Matthew 26:41', 'Mark 14:38']],
    ['WEB', 'my ways are higher than your ways', ['Isaiah 55:9']],
    ['WEB', 'every good and perfect gift is from above', ['James 1:17']],
    // A longer query may leave out more of the verse's middle: "remain, these three".
    ['WEB', 'faith hope and love the greatest of these is love', ['1 Corinthians 13:13']],
  ] as const)('%s "%s" → %s', (version, query, references) => {
    expect(nearlyQuoted(version, query)).toEqual(references);
  });

  it('does not take a word of substance as missing, nor a query of one such word as a quote', () => {
    // Luke 13:18 asks "what is the kingdom of god like"; Jonah 4:4 "is it right for you to be angry".
    expect(nearlyQuoted('WEB', 'what is the armor of god')).toEqual([]);
    expect(nearlyQuoted('WEB', 'is it wrong to be angry')).toEqual([]);
    expect(nearlyQuoted('WEB', 'is it ok to be angry')).toEqual([]);
    expect(nearlyQuoted('WEB', 'my husband lost his job and we are scared')).toEqual([]);
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

describe('the quote index as shipped', () => {
  const web = loadCorpus('WEB');
  const bytes = encodeQuoteIndex(indexOf('WEB')(), 'sig-1');

  it('answers from its bytes as it does built, wherever the bytes lie in memory', () => {
    const unaligned = new Uint8Array(bytes.length + 1).subarray(1);
    unaligned.set(bytes);
    for (const copy of [bytes, unaligned]) {
      const decoded = decodeQuoteIndex(copy, 'sig-1', web)!;
      for (const query of ['in the beginning god created the heavens', 'now to him who is able to establish you', 'my husband lost his job and we are scared']) {
        expect(versesQuoted(web, () => decoded, query)).toEqual(versesQuoted(web, indexOf('WEB'), query));
      }
    }
    expect(versesQuoted(web, () => decodeQuoteIndex(bytes, 'sig-1', web)!, 'in the beginning god created the heavens').map(formatReference)).toEqual(['Genesis 1:1']);
  });

  it('is refused when made from other inputs, and taken as it is when nothing can be checked', () => {
    expect(decodeQuoteIndex(bytes, 'sig-2', web)).toBeUndefined();
    expect(decodeQuoteIndex(bytes, undefined, web)).toBeDefined();
  });
});
