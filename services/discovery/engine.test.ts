import { describe, expect, it } from 'vitest';
import { discover } from './domain/discover.ts';
import { engineData } from './engine.ts';

describe('the engine of a fresh process', () => {
  it('answers the commonest references before the full reference parser is loaded, and needs the parser only for others', () => {
    const data = engineData();
    const ask = (query: string) => discover(data, query, { version: 'WEB', limit: 10, today: '2026-01-01' }).verses.map((v) => v.reference);
    expect(ask('john 3:16')).toEqual(['John 3:16']);
    expect(ask('1 cor 13 4-7')).toEqual(['1 Corinthians 13:4-7']);
    expect(ask('psalm 23')).toEqual(['Psalms 23:1', 'Psalms 23:2', 'Psalms 23:3', 'Psalms 23:4', 'Psalms 23:5', 'Psalms 23:6']);
    expect(ask('ephesians chapter 6')).toHaveLength(24);
    expect(ask('john 3 verse 16')).toEqual(['John 3:16']);
    // A date and a sentence with a number in it are not references: the parser is not asked.
    expect(ask('december 25th')).not.toHaveLength(0);
    expect(ask("i'm turning 60 next month")).not.toHaveLength(0);
    // "jude 5" is a verse of a book of one chapter: the full parser reads it, and it is not loaded here.
    expect(() => ask('jude 5')).toThrow();
  });
});
