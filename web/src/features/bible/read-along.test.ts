import { describe, expect, it } from 'vitest';
import type { WordMark } from '@verse/shared/api/schemas/speech';
import { readAlongParts, wordAt } from './read-along.ts';

const marksOf = (spoken: string, times: number[]): WordMark[] =>
  [...spoken.matchAll(/\S+/g)].map((m, i) => ({ time: times[i], start: m.index, end: m.index + m[0].length, value: m[0] }));

describe('read-along', () => {
  it('cuts the shown text at each spoken word and keeps every character', () => {
    const shown = 'Jesus  wept.\n“Behold,” they said.';
    const marks = marksOf('Jesus wept. “Behold,” they said.', [0, 300, 700, 1200, 1400]);
    const parts = readAlongParts(shown, marks);
    expect(parts.map((p) => p.text).join('')).toBe(shown);
    expect(parts.filter((p) => p.word !== null).map((p) => p.text)).toEqual(['Jesus', 'wept.', '“Behold,”', 'they', 'said.']);
    expect(parts.find((p) => p.text === 'they')!.word).toBe(3);
  });

  it('skips a mark whose word is not in the text, and leaves the text whole', () => {
    const parts = readAlongParts('Rejoice always.', [...marksOf('Rejoice always.', [0, 400]), { time: 900, start: 16, end: 20, value: 'Amen' }]);
    expect(parts.map((p) => p.text).join('')).toBe('Rejoice always.');
    expect(parts.filter((p) => p.word !== null)).toHaveLength(2);
  });

  it('finds the word being spoken at a moment of the audio', () => {
    const marks = marksOf('In the beginning', [0, 120, 260]);
    expect(wordAt(marks, -5)).toBe(-1);
    expect(wordAt(marks, 0)).toBe(0);
    expect(wordAt(marks, 200)).toBe(1);
    expect(wordAt(marks, 5000)).toBe(2);
  });
});
