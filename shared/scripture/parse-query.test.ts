import { describe, expect, it } from 'vitest';
import { parseReferenceQuery } from './parse-query.ts';
import { formatReference } from './reference.ts';

const parsed = (text: string, version: 'WEB' | 'KJV' = 'WEB') => parseReferenceQuery(text, version)?.map(formatReference) ?? null;

describe('parseReferenceQuery', () => {
  it.each([
    ['john 3 16', ['John 3:16']],
    ['jn 3:16', ['John 3:16']],
    ['John 3:16?', ['John 3:16']],
    ['1 cor 13 4-7', ['1 Corinthians 13:4-7']],
    ['1 cor 13:4-7', ['1 Corinthians 13:4-7']],
    ['psalm 23', ['Psalms 23:1-6']],
    ['revelations 21:4', ['Revelation 21:4']],
    ['jer 29 11', ['Jeremiah 29:11']],
    ['Romans 8:28, 38-39', ['Romans 8:28', 'Romans 8:38-39']],
    ['john 3:16; 1 john 4:8', ['John 3:16', '1 John 4:8']],
    ['song of songs 2:4', ['Song of Solomon 2:4']],
    ['philemon 2', ['Philemon 1:2']],
    ['gen 1:30-2:2', ['Genesis 1:30-31', 'Genesis 2:1-2']],
    ['ps 23:5-9', ['Psalms 23:5-6']],
  ])('reads %j', (text, expected) => {
    expect(parsed(text)).toEqual(expected);
  });

  it.each(['i feel sad', 'march 3', '1 2 3', 'I read john 3 16 today', 'so 3 days ago', 'i turned 30 on may 5', 'john', 'john 3:99', 'psalm 151', ''])(
    'does not take %j for a reference',
    (text) => {
      expect(parseReferenceQuery(text)).toBeNull();
    },
  );

  it('checks verses against the version asked for', () => {
    expect(parsed('romans 14:24')).toEqual(['Romans 14:24']);
    expect(parsed('romans 14:24', 'KJV')).toBeNull();
    expect(parsed('romans 16:25-27')).toBeNull();
    expect(parsed('romans 16:25-27', 'KJV')).toEqual(['Romans 16:25-27']);
    expect(parsed('romans 16')).toEqual(['Romans 16:1-25']);
    expect(parsed('romans 16', 'KJV')).toEqual(['Romans 16:1-27']);
  });
});
