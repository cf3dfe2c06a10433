import { epochOrder, meaningLikelihood, type CrisisMeaning } from './crisis-meaning.ts';
import { crisisLikelihood, saysItIsNotTheEnd, sigmoid, type CrisisExample, type CrisisModel } from './crisis-model.ts';
import { crisisText } from './crisis-text.ts';
import { hash } from './text.ts';

/**
 * The learned fourth reading of crisis: odds over the pieces of a text, runs of one to three words and of
 * three to five letters, each hashed into one of a million slots. Letters carry what whole words lose: "jumping"
 * is near "jump", "tylenoll" near "tylenol", "hang yourself" near "hang myself", and a phrase of three words
 * ("can have me", "not swimming back") counts as itself. Learned from what the networks learn from, and a wish
 * with every common word (letters would otherwise hear "revolver" in "i want to revolve tonight"); its threshold
 * was chosen on `crisis-by-others.json`, which it never learned from (docs/discovery.md).
 */
export interface CrisisGrams {
  bias: number;
  /** What one step of a weight is worth: the weights are kept as whole numbers from -127 to 127. */
  scale: number;
  weights: Int8Array;
}

const SLOT_BITS = 20;
const SLOTS = 1 << SLOT_BITS;
const WORD_RUNS = [1, 2, 3] as const;
const LETTER_RUNS = [3, 4, 5] as const;
/** Past this many letters a text says nothing new to the odds, and a long one stays quick to read. */
const MOST_LETTERS = 600;
/** Stochastic gradient descent over the examples in `epochOrder`: the same examples give the same odds. */
const TRAINING = { epochs: 16, step: 0.1, l2: 1e-6, seed: 7 } as const;
/** How sure the odds must be: chosen on `crisis-by-others.json`, never learned from (docs/discovery.md). */
const GRAMS_THRESHOLD = 0.9;

/** The slots of a text's pieces (as `crisisText` reads it), each once. */
export const gramSlots = (text: string): number[] => {
  const clipped = text.slice(0, MOST_LETTERS);
  const words = clipped.split(' ').filter(Boolean);
  const slots = new Set<number>();
  for (const n of WORD_RUNS) for (let i = 0; i + n <= words.length; i++) slots.add(hash(`w ${words.slice(i, i + n).join(' ')}`) & (SLOTS - 1));
  const padded = ` ${clipped} `;
  for (const n of LETTER_RUNS) for (let i = 0; i + n <= padded.length; i++) slots.add(hash(`c${padded.slice(i, i + n)}`) & (SLOTS - 1));
  return [...slots];
};

export const trainCrisisGrams = (examples: readonly CrisisExample[]): CrisisGrams => {
  const rows = examples.map((e) => gramSlots(crisisText(e.query)));
  const labels = examples.map((e) => (e.crisis ? 1 : 0));
  const keys = examples.map((e) => hash(e.query));
  const w = new Float64Array(SLOTS);
  let bias = 0;
  for (let epoch = 0; epoch < TRAINING.epochs; epoch++) {
    for (const i of epochOrder(keys, epoch, TRAINING.seed)) {
      const error = sigmoid(bias + rows[i].reduce((s, f) => s + w[f], 0)) - labels[i];
      for (const f of rows[i]) w[f] -= TRAINING.step * (error + TRAINING.l2 * w[f]);
      bias -= TRAINING.step * error;
    }
  }
  const scale = w.reduce((most, x) => Math.max(most, Math.abs(x)), 0) / 127 || 1;
  return { bias, scale, weights: Int8Array.from(w, (x) => Math.round(x / scale)) };
};

/** How likely the odds find it that a text, as `crisisText` reads it, speaks of ending one's life (0 to 1). */
export const gramsLikelihood = ({ bias, scale, weights }: CrisisGrams, text: string): number =>
  sigmoid(bias + scale * gramSlots(text).reduce((s, f) => s + weights[f], 0));

/**
 * How far the words or the meaning must lean with them: letters alone read a means in an odd word ("i want to
 * revolve tonight", "i want to transcribe tonight"), where neither other reading leans at all. Chosen on
 * `crisis-by-others.json`: it costs none of its positives heard.
 */
const ALSO_LEANING = 0.2;
/** A short text has few letters to weigh ("she took the kids and left"): there the others must lean further. Costs none of them either. */
const SHORT_TEXT_WORDS = 8;
const ALSO_LEANING_SHORT = 0.4;
/**
 * However the words lean, the meaning must find a little of an ending: "so lonely since my husband died nobody even
 * calls anymore" (letters 0.95, words 0.38, meaning 0.02), written by others as an everyday search, is a widow's
 * loneliness. On `crisis-by-others.json` it costs 0.006 of the positives and 0.003 of the false alarms.
 */
const MEANING_AT_LEAST = 0.05;

/** Are the odds sure of a crisis in the query, with the words or the meaning leaning at least a little? */
export const gramsReadCrisis = (grams: CrisisGrams, words: CrisisModel, meaning: CrisisMeaning, query: string): boolean => {
  const text = crisisText(query);
  if (saysItIsNotTheEnd(text) || gramsLikelihood(grams, text) <= GRAMS_THRESHOLD) return false;
  const meant = meaningLikelihood(meaning, text);
  if (meant <= MEANING_AT_LEAST) return false;
  const also = text.split(' ').length < SHORT_TEXT_WORDS ? ALSO_LEANING_SHORT : ALSO_LEANING;
  return meant > also || crisisLikelihood(words, text) > also;
};

/** A header (length, then JSON: signature, bias, scale), then the weights, one byte each. */
export const encodeGrams = (grams: CrisisGrams, signature: string): Uint8Array => {
  const header = new TextEncoder().encode(JSON.stringify({ signature, bias: grams.bias, scale: grams.scale }));
  const bytes = new Uint8Array(4 + header.length + SLOTS);
  new DataView(bytes.buffer).setUint32(0, header.length, true);
  bytes.set(header, 4);
  bytes.set(new Uint8Array(grams.weights.buffer, grams.weights.byteOffset, SLOTS), 4 + header.length);
  return bytes;
};

/** undefined when the bytes were made from other inputs (`signature` undefined: trust them). */
export const decodeGrams = (bytes: Uint8Array, signature: string | undefined): CrisisGrams | undefined => {
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength))) as { signature: string; bias: number; scale: number };
  if (signature !== undefined && header.signature !== signature) return undefined;
  if (bytes.byteLength !== 4 + headerLength + SLOTS) return undefined;
  return { bias: header.bias, scale: header.scale, weights: new Int8Array(bytes.buffer, bytes.byteOffset + 4 + headerLength, SLOTS) };
};
