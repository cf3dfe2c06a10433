import { describe, expect, it } from 'vitest';
import { decodeWordVectors, encodeWordVectors } from './word-vectors.ts';

const words = ['river', 'bridge', 'a', 'zebra', 'night'];
const vectors = words.map((_, i) => {
  const v = [Math.cos(i), Math.sin(i), 0.5 - i / 10];
  const length = Math.hypot(...v);
  return v.map((x) => x / length);
});

describe('word vectors', () => {
  it('finds every word written, in any order, with its vector within a byte of precision', () => {
    const read = decodeWordVectors(encodeWordVectors(words, vectors));
    expect(read.dimensions).toBe(3);
    words.forEach((w, i) => {
      const row = read.row(w)!;
      expect(row, w).toBeTypeOf('number');
      for (let d = 0; d < 3; d++) expect(Math.abs(read.bytes[row * 3 + d] * read.scales[row] - vectors[i][d])).toBeLessThan(0.005);
    });
  });

  it('finds no row for a word not written, nor for a word that only begins or extends one', () => {
    const read = decodeWordVectors(encodeWordVectors(words, vectors));
    for (const w of ['', 'riv', 'rivers', 'bridges', 'aa', 'zzz', 'Bridge']) expect(read.row(w), w).toBeUndefined();
  });

  it('reads a file that lies at any offset of a larger buffer', () => {
    const file = encodeWordVectors(words, vectors);
    const buffer = new Uint8Array(file.length + 3);
    buffer.set(file, 3);
    const read = decodeWordVectors(buffer.subarray(3));
    expect(read.row('night')).toBe(decodeWordVectors(file).row('night'));
    expect([...read.bytes]).toEqual([...decodeWordVectors(file).bytes]);
  });
});
