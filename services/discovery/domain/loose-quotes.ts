import type { VerseRef } from '@verse/shared/scripture/reference';
import { refOf, stemRarity, stemsOfVerse, type FullTextIndex } from './fulltext.ts';
import { indexInSorted } from './sorted.ts';
import { contentStems, DIVINE_NAMES } from './text.ts';

/** Fewer meaningful words than this say too little to be a verse remembered in other words. */
const MIN_STEMS = 3;
/** The share of the query's weight (rarer words weigh more) a verse must hold, in the query's order. */
const MIN_COVERAGE = 0.75;
/** The best verse must hold this much more of the query's weight than any other, or the quote is a common saying. */
const MARGIN = 0.12;

/**
 * How far apart in the verse the words found may stand: a few words between them ("the spirit indeed is
 * willing"), more in a long quote whose every word is there ("if my people … will heal their land").
 */
const gapsAllowed = (found: number) => (found >= 5 ? 2 * found + 2 : found + 2);

/** A question asked of the Bible ("does god hear me when i cry") is not a verse remembered, though its words may be in one. */
const ASKING = /^\s*(?:does|do|did|how|why|will|would|can|could|should|is|are|am|was|were)\b/i;

const same = (a: string, b: string) => a === b || (DIVINE_NAMES.has(a) && DIVINE_NAMES.has(b));

/**
 * The query stems found in the verse's stems in the same order (the heaviest such run), as their
 * weight, their number, and the number of verse stems from the first found to the last.
 */
const inOrder = (query: readonly string[], weights: readonly number[], verse: readonly string[]) => {
  const width = verse.length + 1;
  const best = new Float64Array((query.length + 1) * width);
  for (let i = 1; i <= query.length; i++) {
    for (let j = 1; j <= verse.length; j++) {
      const here = i * width + j;
      best[here] = same(query[i - 1], verse[j - 1])
        ? best[here - width - 1] + weights[i - 1]
        : Math.max(best[here - width], best[here - 1]);
    }
  }
  let first = -1;
  let last = -1;
  let count = 0;
  for (let i = query.length, j = verse.length; i > 0 && j > 0; ) {
    const here = i * width + j;
    if (same(query[i - 1], verse[j - 1]) && best[here] === best[here - width - 1] + weights[i - 1]) {
      if (last < 0) last = j;
      first = j;
      count++;
      i--;
      j--;
    } else if (best[here] === best[here - width]) i--;
    else j--;
  }
  return { weight: best[query.length * width + verse.length], count, span: last < 0 ? 0 : last - first + 1 };
};

/** Query stems a mask can mark; a stem past them counts as held, so a verse is never passed over for it. */
const MASK_BITS = 31;

/** Each stem's bits among the query's, reused by every search of the process (searches run one at a time) and left zeroed. */
let stemBits = new Int32Array(0);

/**
 * For each verse beside a candidate (and the candidate), which of the query's stems it holds: bit k for
 * stem k, the divine name in any of its forms.
 */
const heldStems = (index: FullTextIndex, stems: readonly string[], candidates: Iterable<number>) => {
  if (stemBits.length < index.stems.length) stemBits = new Int32Array(index.stems.length);
  const marked: number[] = [];
  stems.slice(0, MASK_BITS).forEach((s, k) => {
    for (const form of s === 'lord' ? DIVINE_NAMES : [s]) {
      const at = indexInSorted(index.stems, form);
      if (at < 0) continue;
      stemBits[at] |= 1 << k;
      marked.push(at);
    }
  });
  const masks = new Map<number, number>();
  for (const id of candidates) {
    for (let v = Math.max(0, id - 1); v <= Math.min(index.keys.length - 1, id + 1); v++) {
      if (masks.has(v)) continue;
      let mask = 0;
      for (let i = index.flowStart[v]; i < index.flowStart[v + 1]; i++) mask |= stemBits[index.flow[i]];
      masks.set(v, mask);
    }
  }
  for (const at of marked) stemBits[at] = 0;
  return masks;
};

/**
 * The verse of the library a query remembers in words of its own ("no greater love than laying down
 * your life for your friends" is John 15:13, "greater love has no one than this"): most of the
 * query's meaningful words, the rarer weighing more, in the same order and close together in one
 * verse or two side by side, and clearly more of them than in any other; never a question. A word
 * the Bible never uses weighs as the rarest: "my roommate won't pay rent" remembers no verse.
 */
export const versesLooselyQuoted = (index: FullTextIndex, verseRank: ReadonlyMap<number, number>, query: string): VerseRef[] => {
  if (ASKING.test(query)) return [];
  const stems = [...new Set(contentStems(query).map((s) => (DIVINE_NAMES.has(s) ? 'lord' : s)))];
  if (stems.length < MIN_STEMS) return [];
  const rarest = Math.log(1 + index.keys.length);
  const weights = stems.map((s) => (s === 'lord' ? stemRarity(index, 'god') : stemRarity(index, s) || rarest));
  const total = weights.reduce((a, b) => a + b, 0);
  // Words the Bible never uses weigh so much that most searches in everyday words stop here.
  const inTheBible = stems.reduce((sum, s, k) => (index.postings.get(s) || s === 'lord' ? sum + weights[k] : sum), 0);
  if (inTheBible < MIN_COVERAGE * total) return [];
  const known = stems.filter((s) => index.postings.get(s)).sort((a, b) => index.postings.get(a)!.ids.length - index.postings.get(b)!.ids.length);
  if (known.length < MIN_STEMS) return [];
  const candidates = new Set<number>();
  for (const s of known.slice(0, 2)) for (const id of index.postings.get(s)!.ids) if (verseRank.has(index.keys[id])) candidates.add(id);
  const verseStems = new Map<number, string[]>();
  const stemsAt = (id: number) => verseStems.get(id) ?? verseStems.set(id, stemsOfVerse(index, id)).get(id)!;
  const masks = heldStems(index, stems, candidates);
  // Enough of the query's weight among the verses' words in any order to be the quote or its rival: worth the search for its order.
  const enough = (ids: number[]) => {
    const mask = ids.reduce((m, i) => m | masks.get(i)!, 0);
    return stems.reduce((sum, _, k) => (k >= MASK_BITS || mask & (1 << k) ? sum + weights[k] : sum), 0) >= (MIN_COVERAGE - MARGIN) * total;
  };
  const scored: { ids: number[]; coverage: number }[] = [];
  for (const id of candidates) {
    for (const ids of [[id], [id - 1, id], [id, id + 1]]) {
      if (ids[0] < 0 || ids[ids.length - 1] >= index.keys.length) continue;
      const refs = ids.map((i) => refOf(index, i));
      if (refs.some((r) => r.book !== refs[0].book || r.chapter !== refs[0].chapter) || !enough(ids)) continue;
      const found = inOrder(stems, weights, ids.flatMap(stemsAt));
      if (found.count >= MIN_STEMS && found.span <= gapsAllowed(found.count)) scored.push({ ids, coverage: found.weight / total });
    }
  }
  scored.sort((a, b) => b.coverage - a.coverage || a.ids.length - b.ids.length);
  const [best] = scored;
  if (!best || best.coverage < MIN_COVERAGE) return [];
  // A verse beside the best goes on with the same saying ("seek, and you will find" and "he who seeks finds"): no rival.
  const beside = (ids: number[]) => ids.some((i) => i >= best.ids[0] - 1 && i <= best.ids[best.ids.length - 1] + 1);
  const rival = scored.find((s) => !beside(s.ids));
  if (rival && rival.coverage > best.coverage - MARGIN) return [];
  // Of two verses side by side, only the ones that hold a word of the query.
  const holding = best.ids.filter((i) => stemsAt(i).some((v) => stems.some((s) => same(s, v))));
  return holding.map((i) => refOf(index, i));
};
