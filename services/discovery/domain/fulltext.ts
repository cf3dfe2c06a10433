import type { Corpus } from '@verse/shared/scripture/corpus';
import { BOOKS } from '@verse/shared/scripture/books';
import { verseKey, type VerseRef } from '@verse/shared/scripture/reference';
import type { QueryTerm } from './query.ts';
import { stem } from './stem.ts';
import { STOP_WORDS, words } from './text.ts';

/**
 * Full-text retrieval over every verse of one version: an inverted index of stems, BM25 scoring,
 * a boost when query words appear side by side in the verse ("bread of life"), and a prior that
 * prefers verses people are handed (those in the topical library) and books read for comfort and
 * teaching over genealogies and ritual law.
 */

export interface FullTextIndex {
  refs: VerseRef[];
  docLength: Uint16Array;
  avgLength: number;
  postings: Map<string, { ids: Int32Array; tfs: Uint8Array }>;
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

export const buildFullTextIndex = (corpus: Corpus): FullTextIndex => {
  const refs: VerseRef[] = [];
  const lengths: number[] = [];
  const lists = new Map<string, number[]>();
  const wordCount = new Map<string, number>();
  for (const v of corpus.verses()) {
    if (!v.text) continue;
    const id = refs.length;
    refs.push({ book: v.book, chapter: v.chapter, verse: v.verse });
    const tf = new Map<string, number>();
    let length = 0;
    for (const w of words(v.text)) {
      wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
      if (STOP_WORDS.has(w)) continue;
      length++;
      const s = stem(w);
      tf.set(s, (tf.get(s) ?? 0) + 1);
    }
    lengths.push(length);
    for (const [s, n] of tf) {
      let list = lists.get(s);
      if (!list) lists.set(s, (list = []));
      list.push(id, n);
    }
  }
  const postings = new Map<string, { ids: Int32Array; tfs: Uint8Array }>();
  for (const [s, list] of lists) {
    const ids = new Int32Array(list.length / 2);
    const tfs = new Uint8Array(list.length / 2);
    for (let i = 0; i < ids.length; i++) {
      ids[i] = list[2 * i];
      tfs[i] = Math.min(list[2 * i + 1], 255);
    }
    postings.set(s, { ids, tfs });
  }
  const vocabulary = [...wordCount].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  return {
    refs,
    docLength: Uint16Array.from(lengths),
    avgLength: lengths.reduce((a, b) => a + b, 0) / Math.max(lengths.length, 1),
    postings,
    words: vocabulary,
    wordSet: new Set(vocabulary),
  };
};

/**
 * The index as bytes, so a process can start from a file instead of tokenizing 31,000 verses:
 * a 4-byte header length, a JSON header (stems, words, sizes), then the typed arrays.
 */
export const encodeIndex = (index: FullTextIndex, signature: string): Uint8Array => {
  const stems = [...index.postings.keys()];
  const total = stems.reduce((n, s) => n + index.postings.get(s)!.ids.length, 0);
  const header = new TextEncoder().encode(
    JSON.stringify({ signature, docs: index.refs.length, total, avgLength: index.avgLength, stems, counts: stems.map((s) => index.postings.get(s)!.ids.length), words: index.words }),
  );
  const headerSize = Math.ceil((4 + header.length) / 4) * 4;
  const n = index.refs.length;
  const bytes = new Uint8Array(headerSize + n * 4 + total * 4 + n * 2 + total);
  new DataView(bytes.buffer).setUint32(0, header.length, true);
  bytes.set(header, 4);
  const keys = new Int32Array(bytes.buffer, headerSize, n);
  index.refs.forEach((r, i) => (keys[i] = verseKey(r.book, r.chapter, r.verse)));
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

/** The index from `encodeIndex` bytes, or undefined when they were made for another corpus. */
export const decodeIndex = (bytes: Uint8Array, signature: string): FullTextIndex | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength))) as {
    signature: string; docs: number; total: number; avgLength: number; stems: string[]; counts: number[]; words: string[];
  };
  if (header.signature !== signature) return undefined;
  // Copy into an aligned buffer so the typed arrays can be views.
  const buffer = bytes.byteOffset % 4 === 0 ? bytes.buffer : bytes.slice().buffer;
  const base = bytes.byteOffset % 4 === 0 ? bytes.byteOffset : 0;
  const headerSize = Math.ceil((4 + headerLength) / 4) * 4;
  const { docs: n, total } = header;
  const keys = new Int32Array(buffer, base + headerSize, n);
  const ids = new Int32Array(buffer, base + headerSize + n * 4, total);
  const docLength = new Uint16Array(buffer, base + headerSize + n * 4 + total * 4, n);
  const tfs = new Uint8Array(buffer, base + headerSize + n * 4 + total * 4 + n * 2, total);
  const refs: VerseRef[] = Array.from(keys, (k) => ({ book: Math.floor(k / 1_000_000), chapter: Math.floor(k / 1000) % 1000, verse: k % 1000 }));
  const postings = new Map<string, { ids: Int32Array; tfs: Uint8Array }>();
  let at = 0;
  header.stems.forEach((s, i) => {
    const count = header.counts[i];
    postings.set(s, { ids: ids.subarray(at, at + count), tfs: tfs.subarray(at, at + count) });
    at += count;
  });
  return { refs, docLength, avgLength: header.avgLength, postings, words: header.words, wordSet: new Set(header.words) };
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
 * The best verses for the query terms. `libraryRank` gives, for a verse key, the best rank it has in
 * any library topic (undefined when it is in none).
 */
/** How much a stem tells verses apart (0 for a stem no verse has). */
export const stemRarity = (index: FullTextIndex, stem: string) => {
  const p = index.postings.get(stem);
  return p ? Math.log(1 + index.refs.length / p.ids.length) : 0;
};

export const searchFullText = (
  index: FullTextIndex,
  verseText: (ref: VerseRef) => string,
  terms: QueryTerm[],
  libraryRank: (key: number) => number | undefined,
  limit: number,
  /** The query's words from its first to its last meaningful word, joined by spaces. */
  exactPhrase?: string,
): FullTextHit[] => {
  const n = index.refs.length;
  const scores = new Map<number, number>();
  const hitTerms = new Map<number, Set<number>>();
  for (const t of terms) {
    // One posting walk per stem the term may stand for; a verse counts a term once, at its best.
    const best = new Map<number, number>();
    for (const [s, weight] of t.alts) {
      const p = index.postings.get(s);
      if (!p) continue;
      const idf = Math.log(1 + (n - p.ids.length + 0.5) / (p.ids.length + 0.5));
      for (let i = 0; i < p.ids.length; i++) {
        const id = p.ids[i];
        const tf = p.tfs[i];
        const norm = tf * (K1 + 1) / (tf + K1 * (1 - B + (B * index.docLength[id]) / index.avgLength));
        const v = weight * idf * norm;
        if (v > (best.get(id) ?? 0)) best.set(id, v);
      }
    }
    for (const [id, v] of best) {
      scores.set(id, (scores.get(id) ?? 0) + v);
      let set = hitTerms.get(id);
      if (!set) hitTerms.set(id, (set = new Set()));
      set.add(t.index);
    }
  }
  if (scores.size === 0) return [];

  const termCount = terms.length;
  const ranked: { id: number; score: number }[] = [];
  for (const [id, raw] of scores) {
    const ref = index.refs[id];
    const rank = libraryRank(verseKey(ref.book, ref.chapter, ref.verse));
    const coverage = hitTerms.get(id)!.size / termCount;
    const prior = bookPrior(ref.book) * (rank === undefined ? 1 : 1.6 + 1.2 / (1 + 0.25 * rank));
    const short = index.docLength[id] < 5 ? 0.7 : 1;
    ranked.push({ id, score: raw * prior * short * (0.35 + 0.65 * coverage * coverage) });
  }
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);

  // Words side by side in the query that also stand side by side in the verse.
  const pairs = terms.slice(1).map((t, i) => [terms[i], t] as const);
  const phrase = exactPhrase ?? '';
  const top = ranked.slice(0, CANDIDATES).map(({ id, score }) => {
    let together = 0;
    let exact = false;
    if (pairs.length > 0) {
      const stems = words(verseText(index.refs[id])).filter((w) => !STOP_WORDS.has(w)).map(stem);
      for (const [a, b] of pairs) {
        for (let i = 0; i + 1 < stems.length; i++) {
          if ((a.alts.get(stems[i]) ?? 0) >= 0.85 && (b.alts.get(stems[i + 1]) ?? 0) >= 0.85) {
            together++;
            break;
          }
        }
      }
      score *= 1 + 0.8 * together;
      // The query's words in the very same order, little words included: "bread of life".
      if (together > 0 && phrase.length > 2 && ` ${words(verseText(index.refs[id])).join(' ').replace(/\byahweh\b/g, 'lord')} `.includes(` ${phrase} `)) {
        exact = true;
        score *= 1.5;
      }
    }
    return { id, score, together, exact };
  });
  top.sort((a, b) => b.score - a.score || a.id - b.id);
  return top.slice(0, limit).map(({ id, score, together, exact }) => ({
    id,
    ref: index.refs[id],
    score,
    together,
    exact,
    matched: terms.filter((t) => hitTerms.get(id)!.has(t.index)).map((t) => t.corrected ?? t.word),
  }));
};
