import { oncePer } from './multimap.ts';
/**
 * Spelling tolerance: the optimal-string-alignment distance (insertions, deletions, substitutions
 * and adjacent swaps), computed only up to a bound so unlikely candidates are dropped early.
 */
/** Three rows of the distance table, reused by every call (grown for longer words). */
let rows = new Int32Array(3 * 64);

export const editDistance = (a: string, b: string, max: number): number => {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  const width = lb + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width * 2);
  let prev2 = 0;
  let prev = width;
  let cur = 2 * width;
  for (let j = 0; j <= lb; j++) {
    rows[prev2 + j] = 0;
    rows[prev + j] = j;
  }
  for (let i = 1; i <= la; i++) {
    rows[cur] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(rows[prev + j] + 1, rows[cur + j - 1] + 1, rows[prev + j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, rows[prev2 + j - 2] + 1);
      rows[cur + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return rows[prev + lb];
};

/** How many typos a word of this length may carry: none below 4 letters, one to 7, then two. */
const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/** The letters a word holds, as bits (characters share bits past the first 31): a typo changes at most two. */
const lettersOf = (word: string) => {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) % 31);
  return mask;
};

export const bitCount = (x: number) => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** The letters of every word of a vocabulary, computed once per vocabulary. */
const lettersOfEach = oncePer((vocabulary: readonly string[]) => Int32Array.from(vocabulary, lettersOf));

/**
 * The closest known word within the allowed typos; ties go to the earlier word in `vocabulary`
 * (callers list their preferred words first). Words sharing neither of the first two letters are
 * skipped: almost all typos keep one of them, and it keeps the scan fast. So are words whose
 * letters differ in more than twice the typos left to spend.
 */
export const closestWord = (word: string, vocabulary: readonly string[]): string | undefined => nearestWord(word, vocabulary, allowedTypos(word));

const sharedStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
};
/** Of two words as many typos away, does `candidate` begin more like `word`, or as alike and nearer its length? */
const lookMoreAlike = (word: string, candidate: string, best: string) => {
  const [c, b] = [sharedStart(word, candidate), sharedStart(word, best)];
  return c > b || (c === b && Math.abs(candidate.length - word.length) < Math.abs(best.length - word.length));
};

/**
 * The closest word within `max` typos; with `alike`, only words of the same first letter, and of words as close
 * the one that begins more like it, then nearest in length ("shepard" is "shepherd", not "heard" or "steward");
 * else the earlier.
 */
export const nearestWord = (word: string, vocabulary: readonly string[], max: number, alike = false): string | undefined => {
  if (max === 0) return undefined;
  const letters = lettersOfEach(vocabulary);
  const own = lettersOf(word);
  let best: string | undefined;
  let bestDistance = max + 1;
  const c0 = word[0];
  const c1 = word[1];
  for (let at = 0; at < vocabulary.length; at++) {
    const candidate = vocabulary[at];
    if (Math.abs(candidate.length - word.length) > max || candidate.length < 4) continue;
    if (alike ? candidate[0] !== c0 : candidate[0] !== c0 && candidate[1] !== c1 && candidate[0] !== c1) continue;
    const bound = alike ? Math.min(bestDistance, max) : bestDistance - 1;
    if (bitCount(letters[at] ^ own) > 2 * bound) continue;
    const d = editDistance(word, candidate, bound);
    const nearer = d === bestDistance && alike && best !== undefined && lookMoreAlike(word, candidate, best);
    if (d < bestDistance || nearer) {
      best = candidate;
      bestDistance = d;
      if (d <= 1 && !alike) break;
    }
  }
  return bestDistance <= max ? best : undefined;
};
