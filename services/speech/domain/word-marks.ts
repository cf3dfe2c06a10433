import type { WordMark } from '@verse/shared/api/schemas/speech';

/** The words of a text, where each begins and ends (characters). */
export const wordsOf = (text: string) => [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, value: m[0] }));

/** Marks from the time each word begins, in order. */
export const marksAt = (text: string, times: number[]): WordMark[] => wordsOf(text).map((w, i) => ({ time: Math.round(times[i]), ...w }));

/**
 * Polly's word marks (one JSON object per line, `start`/`end` in UTF-8 bytes of the input) with
 * offsets in characters, as the rest of Verse counts them.
 */
export const fromPollyMarks = (text: string, jsonLines: string): WordMark[] => {
  const charAtByte = new Map<number, number>();
  let byte = 0;
  let index = 0;
  for (const ch of text) {
    charAtByte.set(byte, index);
    byte += new TextEncoder().encode(ch).length;
    index += ch.length;
  }
  charAtByte.set(byte, index);
  return jsonLines
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { time: number; type: string; start: number; end: number; value: string })
    .filter((m) => m.type === 'word')
    .map((m) => ({ time: m.time, start: charAtByte.get(m.start) ?? 0, end: charAtByte.get(m.end) ?? text.length, value: m.value }));
};
