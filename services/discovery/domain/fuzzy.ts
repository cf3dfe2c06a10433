/**
 * Spelling tolerance: the optimal-string-alignment distance (insertions, deletions, substitutions
 * and adjacent swaps), computed only up to a bound so unlikely candidates are dropped early.
 */
export const editDistance = (a: string, b: string, max: number): number => {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  let prev2 = new Array<number>(lb + 1).fill(0);
  let prev = Array.from({ length: lb + 1 }, (_, j) => j);
  let cur = new Array<number>(lb + 1).fill(0);
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[lb];
};

/** How many typos a word of this length may carry: none below 4 letters, one to 7, then two. */
export const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/**
 * The closest known word within the allowed typos; ties go to the earlier word in `vocabulary`
 * (callers list their preferred words first). Words sharing neither of the first two letters are
 * skipped: almost all typos keep one of them, and it keeps the scan fast.
 */
export const closestWord = (word: string, vocabulary: readonly string[]): string | undefined => {
  const max = allowedTypos(word);
  if (max === 0) return undefined;
  let best: string | undefined;
  let bestDistance = max + 1;
  const c0 = word[0];
  const c1 = word[1];
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > max || candidate.length < 4) continue;
    if (candidate[0] !== c0 && candidate[1] !== c1 && candidate[0] !== c1) continue;
    const d = editDistance(word, candidate, Math.min(max, bestDistance - 1 < 0 ? 0 : bestDistance - 1));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      if (d <= 1) break;
    }
  }
  return bestDistance <= max ? best : undefined;
};
