/**
 * Word meanings as vectors (`data/word-vectors.bin`, written by `scripts/build-word-vectors.ts`):
 * unit-length vectors, one signed byte per dimension and one scale per word, the words in byte
 * order. The file is read as it lies, without decoding a word (a cold start pays nothing for it):
 * three little-endian 32-bit counts (words, dimensions, bytes of the words), each word's start
 * among those bytes (and the end of the last), the words' ASCII bytes padded to a multiple of 4,
 * each word's scale as a 32-bit float, then the vectors, a byte per dimension.
 */
export interface WordVectors {
  dimensions: number;
  /** A word's row among the vectors (undefined when the word has none). */
  row: (word: string) => number | undefined;
  /** The vectors, row after row: a dimension is its byte times its row's scale. */
  bytes: Int8Array;
  scales: Float32Array;
}

const padded = (n: number) => Math.ceil(n / 4) * 4;

export const encodeWordVectors = (words: readonly string[], vectors: readonly number[][]): Uint8Array => {
  const dimensions = vectors[0].length;
  const order = words.map((_, i) => i).sort((a, b) => (words[a] < words[b] ? -1 : 1));
  const text = new TextEncoder().encode(order.map((i) => words[i]).join(''));
  const count = words.length;
  const out = new Uint8Array(12 + 4 * (count + 1) + padded(text.length) + 4 * count + count * dimensions);
  new Uint32Array(out.buffer, 0, 3).set([count, dimensions, text.length]);
  const starts = new Uint32Array(out.buffer, 12, count + 1);
  order.forEach((i, row) => (starts[row + 1] = starts[row] + words[i].length));
  let at = 12 + 4 * (count + 1);
  out.set(text, at);
  at += padded(text.length);
  const scales = new Float32Array(out.buffer, at, count);
  const bytes = new Int8Array(out.buffer, at + 4 * count);
  order.forEach((i, row) => {
    scales[row] = vectors[i].reduce((m, x) => Math.max(m, Math.abs(x)), 0) / 127;
    vectors[i].forEach((x, d) => (bytes[row * dimensions + d] = Math.round(x / scales[row])));
  });
  return out;
};

/** Compares a word with the bytes from `start` to `end`, as byte order does. */
const compare = (word: string, text: Uint8Array, start: number, end: number) => {
  for (let i = 0; i < word.length && start + i < end; i++) {
    const d = word.charCodeAt(i) - text[start + i];
    if (d !== 0) return d;
  }
  return word.length - (end - start);
};

export const decodeWordVectors = (file: Uint8Array): WordVectors => {
  // Typed arrays over the file need offsets that are multiples of 4: a file read into a pooled buffer may not give them.
  const own = file.byteOffset % 4 === 0 ? file : file.slice();
  const [count, dimensions, textLength] = new Uint32Array(own.buffer, own.byteOffset, 3);
  const starts = new Uint32Array(own.buffer, own.byteOffset + 12, count + 1);
  let at = own.byteOffset + 12 + 4 * (count + 1);
  const text = new Uint8Array(own.buffer, at, textLength);
  at += padded(textLength);
  return {
    dimensions,
    row: (word) => {
      let [low, high] = [0, count - 1];
      while (low <= high) {
        const mid = (low + high) >> 1;
        const c = compare(word, text, starts[mid], starts[mid + 1]);
        if (c === 0) return mid;
        if (c < 0) high = mid - 1;
        else low = mid + 1;
      }
      return undefined;
    },
    scales: new Float32Array(own.buffer, at, count),
    bytes: new Int8Array(own.buffer, at + 4 * count, count * dimensions),
  };
};
