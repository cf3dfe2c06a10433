import type { Corpus } from '@verse/shared/scripture/corpus';
import { BOOKS } from '@verse/shared/scripture/books';
import { verseKey, type VerseRef } from '@verse/shared/scripture/reference';
import { listUnder, oncePer } from './multimap.ts';
import type { QueryTerm } from './query.ts';
import { firstAtOrAbove, indexInSorted } from './sorted.ts';
import { stem } from './stem.ts';
import { STOP_WORDS, words } from './text.ts';

/**
 * Full-text retrieval over every verse of one version: an inverted index of stems, BM25 scoring,
 * a boost when query words appear side by side in the verse ("bread of life"), and a prior that
 * prefers verses people are handed (those in the topical library) and books read for comfort and
 * teaching over genealogies and ritual law.
 */

/** The verses holding a stem (ids ascending) and how often each holds it. */
interface Posting {
  ids: Int32Array;
  tfs: Uint8Array;
}

export interface FullTextIndex {
  /** verseKey of each verse, ascending (the corpus is in canonical order); a verse's id is its place here. */
  keys: Int32Array;
  docLength: Uint16Array;
  avgLength: number;
  postings: { get(stem: string): Posting | undefined };
  /** Every stem in ascending order, numbered by its place. */
  stems: string[];
  /** The stems of verse `id`'s meaningful words, in order: `flow[flowStart[id] .. flowStart[id + 1]]`. */
  flow: Uint16Array;
  flowStart: Int32Array;
  /** Distinct words of the corpus, most frequent first. */
  words: string[];
  wordSet: Set<string>;
}

export interface FullTextHit {
  id: number;
  ref: VerseRef;
  score: number;
  /** The query words this verse contains (as typed or corrected). */
  matched: string[];
  /** Query words that stand side by side in the verse too ("bread of life"). */
  together: number;
  /** The verse holds the query's words in the very same order, little words included. */
  exact: boolean;
}

/** Verse `id` of the index. */
export const refOf = (index: FullTextIndex, id: number): VerseRef => {
  const key = index.keys[id];
  return { book: Math.floor(key / 1_000_000), chapter: Math.floor(key / 1000) % 1000, verse: key % 1000 };
};

/** The index's ids of the verses of these references, in order. */
export const idsOf = function* (index: FullTextIndex, refs: readonly VerseRef[]) {
  for (const ref of refs) {
    const last = verseKey(ref.book, ref.chapter, ref.endVerse ?? ref.verse);
    for (let id = firstAtOrAbove(index.keys, verseKey(ref.book, ref.chapter, ref.verse)); id < index.keys.length && index.keys[id] <= last; id++) yield id;
  }
};

/** The stems of verse `id`'s meaningful words, in order. */
export const stemsOfVerse = (index: FullTextIndex, id: number): string[] => {
  const out: string[] = [];
  for (let i = index.flowStart[id]; i < index.flowStart[id + 1]; i++) out.push(index.stems[index.flow[i]]);
  return out;
};

export const buildFullTextIndex = (corpus: Corpus): FullTextIndex => {
  const refs: VerseRef[] = [];
  const lengths: number[] = [];
  const lists = new Map<string, number[]>();
  const wordCount = new Map<string, number>();
  const flowStems: string[] = [];
  const flowStart: number[] = [];
  for (const v of corpus.verses()) {
    if (!v.text) continue;
    const id = refs.length;
    refs.push({ book: v.book, chapter: v.chapter, verse: v.verse });
    const tf = new Map<string, number>();
    let length = 0;
    flowStart.push(flowStems.length);
    for (const w of words(v.text)) {
      wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
      if (STOP_WORDS.has(w)) continue;
      length++;
      const s = stem(w);
      flowStems.push(s);
      tf.set(s, (tf.get(s) ?? 0) + 1);
    }
    lengths.push(length);
    for (const [s, n] of tf) {
      let list = lists.get(s);
      if (!list) lists.set(s, (list = []));
      list.push(id, n);
    }
  }
  const postings = new Map<string, Posting>();
  for (const [s, list] of lists) {
    const ids = new Int32Array(list.length / 2);
    const tfs = new Uint8Array(list.length / 2);
    for (let i = 0; i < ids.length; i++) {
      ids[i] = list[2 * i];
      tfs[i] = Math.min(list[2 * i + 1], 255);
    }
    postings.set(s, { ids, tfs });
  }
  flowStart.push(flowStems.length);
  const stems = [...postings.keys()].sort((a, b) => (a < b ? -1 : 1));
  if (stems.length > 0xffff) throw new Error('Too many distinct stems for the full-text index');
  const stemId = new Map(stems.map((s, i) => [s, i]));
  const vocabulary = [...wordCount].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  return {
    keys: Int32Array.from(refs, (r) => verseKey(r.book, r.chapter, r.verse)),
    docLength: Uint16Array.from(lengths),
    avgLength: lengths.reduce((a, b) => a + b, 0) / Math.max(lengths.length, 1),
    postings,
    stems,
    flow: Uint16Array.from(flowStems, (s) => stemId.get(s)!),
    flowStart: Int32Array.from(flowStart),
    words: vocabulary,
    wordSet: new Set(vocabulary),
  };
};

const align4 = (x: number) => Math.ceil(x / 4) * 4;

/**
 * The index as bytes, so a process can start from a file instead of tokenizing 31,000 verses:
 * a 4-byte header length, a JSON header (stems, words, sizes), then the typed arrays.
 */
export const encodeIndex = (index: FullTextIndex, signature: string): Uint8Array => {
  const { stems } = index;
  const total = stems.reduce((n, s) => n + index.postings.get(s)!.ids.length, 0);
  const flowLength = index.flow.length;
  const header = new TextEncoder().encode(
    JSON.stringify({ signature, docs: index.keys.length, total, flowLength, avgLength: index.avgLength, stems, counts: stems.map((s) => index.postings.get(s)!.ids.length), words: index.words }),
  );
  const headerSize = Math.ceil((4 + header.length) / 4) * 4;
  const n = index.keys.length;
  const flowAt = align4(headerSize + n * 4 + total * 4 + n * 2 + total);
  const bytes = new Uint8Array(flowAt + (n + 1) * 4 + Math.ceil(flowLength / 2) * 4);
  new Int32Array(bytes.buffer, flowAt, n + 1).set(index.flowStart);
  new Uint16Array(bytes.buffer, flowAt + (n + 1) * 4, flowLength).set(index.flow);
  new DataView(bytes.buffer).setUint32(0, header.length, true);
  bytes.set(header, 4);
  new Int32Array(bytes.buffer, headerSize, n).set(index.keys);
  const ids = new Int32Array(bytes.buffer, headerSize + n * 4, total);
  const lengths = new Uint16Array(bytes.buffer, headerSize + n * 4 + total * 4, n);
  lengths.set(index.docLength);
  const tfs = new Uint8Array(bytes.buffer, headerSize + n * 4 + total * 4 + n * 2, total);
  let at = 0;
  for (const s of stems) {
    const p = index.postings.get(s)!;
    ids.set(p.ids, at);
    tfs.set(p.tfs, at);
    at += p.ids.length;
  }
  return bytes;
};

/**
 * The index from `encodeIndex` bytes, or undefined when they were made for another corpus or
 * tokenizer (`signature` undefined: accepted as they are).
 */
export const decodeIndex = (bytes: Uint8Array, signature: string | undefined): FullTextIndex | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength))) as {
    signature: string; docs: number; total: number; flowLength: number; avgLength: number; stems: string[]; counts: number[]; words: string[];
  };
  if (signature !== undefined && header.signature !== signature) return undefined;
  // Copy into an aligned buffer so the typed arrays can be views.
  const buffer = bytes.byteOffset % 4 === 0 ? bytes.buffer : bytes.slice().buffer;
  const base = bytes.byteOffset % 4 === 0 ? bytes.byteOffset : 0;
  const headerSize = Math.ceil((4 + headerLength) / 4) * 4;
  const { docs: n, total } = header;
  const keys = new Int32Array(buffer, base + headerSize, n);
  const ids = new Int32Array(buffer, base + headerSize + n * 4, total);
  const docLength = new Uint16Array(buffer, base + headerSize + n * 4 + total * 4, n);
  const tfs = new Uint8Array(buffer, base + headerSize + n * 4 + total * 4 + n * 2, total);
  const flowAt = base + align4(headerSize + n * 4 + total * 4 + n * 2 + total);
  const flowStart = new Int32Array(buffer, flowAt, n + 1);
  const flow = new Uint16Array(buffer, flowAt + (n + 1) * 4, header.flowLength);
  // A stem's posting is cut out of the arrays when a search first asks for it: most stems never are.
  const starts = new Int32Array(header.stems.length + 1);
  header.counts.forEach((count, i) => (starts[i + 1] = starts[i] + count));
  const cut = new Map<string, Posting>();
  const postings = {
    get: (stem: string) => {
      const known = cut.get(stem);
      if (known) return known;
      // Found by bisection: a map of eight thousand stems took 4 ms of a cold start to build.
      const i = indexInSorted(header.stems, stem);
      if (i < 0) return undefined;
      const p = { ids: ids.subarray(starts[i], starts[i + 1]), tfs: tfs.subarray(starts[i], starts[i + 1]) };
      cut.set(stem, p);
      return p;
    },
  };
  return { keys, docLength, avgLength: header.avgLength, postings, stems: header.stems, flow, flowStart, words: header.words, wordSet: new Set(header.words) };
};

const BOOK_PRIOR: Record<string, number> = {
  Gen: 0.7, Exod: 0.55, Lev: 0.25, Num: 0.3, Deut: 0.6, Josh: 0.55, Judg: 0.4, Ruth: 0.55, '1Sam': 0.5, '2Sam': 0.45,
  '1Kgs': 0.4, '2Kgs': 0.35, '1Chr': 0.3, '2Chr': 0.35, Ezra: 0.35, Neh: 0.45, Esth: 0.45, Job: 0.7, Ps: 1, Prov: 0.9,
  Eccl: 0.7, Song: 0.45, Isa: 0.85, Jer: 0.65, Lam: 0.7, Ezek: 0.45, Dan: 0.55, Hos: 0.55, Joel: 0.55, Amos: 0.5,
  Obad: 0.35, Jonah: 0.55, Mic: 0.6, Nah: 0.4, Hab: 0.6, Zeph: 0.55, Hag: 0.45, Zech: 0.5, Mal: 0.5, Acts: 0.8,
  Rev: 0.75,
};
const GENRE_PRIOR = { gospel: 1, epistle: 0.95 } as Record<string, number>;

const bookPrior = (book: number) => BOOK_PRIOR[BOOKS[book].osis] ?? GENRE_PRIOR[BOOKS[book].genre] ?? 0.5;

const K1 = 1.2;
const B = 0.75;
const CANDIDATES = 30;

/**
 * How much each verse is worth handing to a person before its words are weighed: its book, and
 * its best rank in the topical library (`verseRank`: verseKey → rank, absent when in no topic).
 * Computed once per process.
 */
export const versePriors = (index: FullTextIndex, verseRank: ReadonlyMap<number, number>): Float64Array => {
  const bookOf = (id: number) => Math.floor(index.keys[id] / 1_000_000);
  const priors = new Float64Array(index.keys.length);
  for (let id = 0; id < priors.length; ) {
    const book = bookOf(id);
    const next = firstAtOrAbove(index.keys, (book + 1) * 1_000_000);
    priors.fill(bookPrior(book), id, next);
    id = next;
  }
  // Only verses in the library (a few thousand) differ from their book's prior.
  for (const [key, rank] of verseRank) {
    const id = indexInSorted(index.keys, key);
    if (id >= 0) priors[id] = bookPrior(bookOf(id)) * (1.6 + 1.2 / (1 + 0.25 * rank));
  }
  return priors;
};

/** How much a stem tells verses apart (0 for a stem no verse has). */
export const stemRarity = (index: FullTextIndex, stem: string) => {
  const p = index.postings.get(stem);
  return p ? Math.log(1 + index.keys.length / p.ids.length) : 0;
};

/** Per-verse accumulators reused by every search of the process (searches run one at a time). */
interface Scratch {
  /** BM25's length part of each verse, `K1 * (1 - B + B * length / average)`. */
  lengthNorm: Float64Array;
  /** Side by side, so that one read finds both: a verse's best value for the term at hand (`2 * id`) and its score so far (`2 * id + 1`). */
  bestAndScore: Float64Array;
  terms: Uint16Array;
  touched: Int32Array;
  termTouched: Int32Array;
}
const scratchFor = oncePer((index: FullTextIndex): Scratch => {
  const n = index.keys.length;
  const lengthNorm = Float64Array.from(index.docLength, (length) => K1 * (1 - B + (B * length) / index.avgLength));
  return { lengthNorm, bestAndScore: new Float64Array(2 * n), terms: new Uint16Array(n), touched: new Int32Array(n), termTouched: new Int32Array(n) };
});

/** BM25's term-frequency part for each verse of a posting, `tf * (K1 + 1) / (tf + lengthNorm)`, worked out when a search first needs it. */
const saturationOf = oncePer((p: Posting, lengthNorm: Float64Array) => {
  const saturation = new Float64Array(p.ids.length);
  for (let i = 0; i < saturation.length; i++) saturation[i] = (p.tfs[i] * (K1 + 1)) / (p.tfs[i] + lengthNorm[p.ids[i]]);
  return saturation;
});

/** Side by side, so that one read finds both: each verse's prior (`2 * id`) and the penalty for a very short verse (`2 * id + 1`). */
const weighingOf = oncePer((priors: Float64Array, index: FullTextIndex) => {
  const weighing = new Float64Array(2 * priors.length);
  for (let id = 0; id < priors.length; id++) {
    weighing[2 * id] = priors[id];
    weighing[2 * id + 1] = index.docLength[id] < 5 ? 0.7 : 1;
  }
  return weighing;
});

/** Does the verse contain any stem the term stands for? */
const hasAny = (index: FullTextIndex, term: QueryTerm, id: number) => {
  for (const s of term.alts.keys()) {
    const p = index.postings.get(s);
    if (p && indexInSorted(p.ids, id) >= 0) return true;
  }
  return false;
};

/**
 * The best verses for the query terms. Scores accumulate in typed arrays (one posting walk per
 * stem a term may stand for; a verse counts a term once, at its best), then only the best
 * `CANDIDATES` are kept for the costlier side-by-side and exact-phrase checks.
 */
export const searchFullText = (
  index: FullTextIndex,
  verseText: (ref: VerseRef) => string,
  terms: QueryTerm[],
  priors: Float64Array,
  limit: number,
  /** The query's words from its first to its last meaningful word, joined by spaces. */
  exactPhrase?: string,
): FullTextHit[] => {
  const n = index.keys.length;
  const { lengthNorm, bestAndScore: acc, terms: termHits, touched, termTouched } = scratchFor(index);
  let touchedCount = 0;
  for (const t of terms) {
    let termCount = 0;
    for (const [s, weight] of t.alts) {
      const p = index.postings.get(s);
      if (!p) continue;
      const idf = Math.log(1 + (n - p.ids.length + 0.5) / (p.ids.length + 0.5));
      const { ids } = p;
      const saturation = saturationOf(p, lengthNorm);
      for (let i = 0; i < ids.length; i++) {
        const at = 2 * ids[i];
        const v = weight * idf * saturation[i];
        const was = acc[at];
        if (was === 0) termTouched[termCount++] = ids[i];
        if (v > was) acc[at] = v;
      }
    }
    for (let i = 0; i < termCount; i++) {
      const id = termTouched[i];
      if (termHits[id] === 0) touched[touchedCount++] = id;
      acc[2 * id + 1] += acc[2 * id];
      termHits[id]++;
      acc[2 * id] = 0;
    }
  }
  if (touchedCount === 0) return [];

  // The best candidates by score (ties: canonical order), kept sorted.
  const termCount = terms.length;
  const weighing = weighingOf(priors, index);
  const ranked: { id: number; score: number }[] = [];
  for (let i = 0; i < touchedCount; i++) {
    const id = touched[i];
    const coverage = termHits[id] / termCount;
    const value = acc[2 * id + 1] * weighing[2 * id] * weighing[2 * id + 1] * (0.35 + 0.65 * coverage * coverage);
    acc[2 * id + 1] = 0;
    termHits[id] = 0;
    if (ranked.length === CANDIDATES) {
      const last = ranked[CANDIDATES - 1];
      if (value < last.score || (value === last.score && id > last.id)) continue;
      ranked.pop();
    }
    let at = ranked.length;
    while (at > 0 && (ranked[at - 1].score < value || (ranked[at - 1].score === value && ranked[at - 1].id > id))) at--;
    ranked.splice(at, 0, { id, score: value });
  }

  // Words side by side in the query that also stand side by side in the verse: each verse word, the
  // query words that stand firmly for it; a pair of neighbours counts once.
  const firmly = new Map<string, number[]>();
  terms.forEach((t, k) => {
    for (const [s, weight] of t.alts) if (weight >= 0.85) listUnder(firmly, s).push(k);
  });
  const pairSeen = new Uint8Array(termCount);
  const phrase = exactPhrase ?? '';
  const top = ranked.map(({ id, score }) => {
    let together = 0;
    let exact = false;
    if (termCount > 1) {
      pairSeen.fill(0);
      let before: number[] | undefined;
      for (let i = index.flowStart[id]; i < index.flowStart[id + 1]; i++) {
        const here = firmly.get(index.stems[index.flow[i]]);
        if (before && here) {
          for (const k of before) {
            if (pairSeen[k] === 0 && here.includes(k + 1)) {
              pairSeen[k] = 1;
              together++;
            }
          }
        }
        before = here;
      }
      score *= 1 + 0.8 * together;
      // The query's words in the very same order, little words included: "bread of life".
      if (together > 0 && phrase.length > 2 && ` ${words(verseText(refOf(index, id))).join(' ').replace(/\byahweh\b/g, 'lord')} `.includes(` ${phrase} `)) {
        exact = true;
        score *= 1.5;
      }
    }
    return { id, score, together, exact };
  });
  top.sort((a, b) => b.score - a.score || a.id - b.id);
  return top.slice(0, limit).map(({ id, score, together, exact }) => ({
    id,
    ref: refOf(index, id),
    score,
    together,
    exact,
    matched: terms.filter((t) => hasAny(index, t, id)).map((t) => t.corrected ?? t.word),
  }));
};
