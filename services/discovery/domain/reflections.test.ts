import { describe, expect, it } from 'vitest';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { indexReflections, keyPhrase, placeSettings, reflectionOf } from './reflections.ts';

const ref = (reference: string) => parseCanonicalReference(reference)!;

const index = indexReflections(
  { 'Philippians 4:6-7': 'Bring every worry to God. Pray about it now.', 'Psalms 23:1': 'The Lord is your shepherd. Thank him.' },
  placeSettings([
    { book: 'Isaiah', setting: 'This is from Isaiah', invitation: 'Listen to the prophet.' },
    { book: 'Isaiah', chapters: '40-55', setting: 'This is from Isaiah’s words of comfort', invitation: 'Let God comfort you.' },
    { book: 'Philippians', setting: 'This is from Philippians', invitation: 'Rejoice in the Lord.' },
  ]),
  parseCanonicalReference,
);

describe('reflections', () => {
  it('uses the reflection written for the verse', () => {
    expect(reflectionOf(index, ref('Psalms 23:1'), 'Psalms 23:1', 'Yahweh is my shepherd.')).toBe('The Lord is your shepherd. Thank him.');
  });

  it('uses the reflection written for the passage a verse is part of', () => {
    expect(reflectionOf(index, ref('Philippians 4:7'), 'Philippians 4:7', 'And the peace of God…')).toBe('Bring every worry to God. Pray about it now.');
  });

  it('else draws on the narrowest setting and holds up the verse’s own words', () => {
    const text = 'Comfort, comfort my people, says your God.';
    const reflection = reflectionOf(index, ref('Isaiah 40:1'), 'Isaiah 40:1', text);
    expect(reflection).toBe('This is from Isaiah’s words of comfort. Stay with the words “comfort my people”. Let God comfort you.');
    expect(reflectionOf(index, ref('Isaiah 1:18'), 'Isaiah 1:18', 'Come now, and let us reason together, says Yahweh')).toMatch(/^This is from Isaiah\. /);
  });

  it('holds the clause that speaks of God and faith, exactly as written', () => {
    const text = 'Then two men will be in the field: one will be taken and one will be left. Watch therefore, for you don’t know in what hour your Lord comes.';
    expect(keyPhrase(text)).toBe('for you don’t know in what hour your Lord comes');
    expect(keyPhrase('Jesus wept.')).toBe('Jesus wept.');
  });
});
