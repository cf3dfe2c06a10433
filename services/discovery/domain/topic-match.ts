import type { Library, LibraryTopic, Pattern } from './library.ts';
import { listUnder, oncePer } from './multimap.ts';
import type { QueryTerm } from './query.ts';
import type { Reading } from './text.ts';
import { stem } from './stem.ts';
import { holdsWhole } from './whole-words.ts';

/** How well one topic explains the query. */
export interface TopicMatch {
  topic: LibraryTopic;
  score: number;
  /** Indexes of the query terms this topic explains. */
  covered: Set<number>;
  /** Which query terms, in the query's own words (for reasons). */
  words: string[];
  /** One of its phrases is the whole query, word for word as typed ("can't stop crying"). */
  literal: boolean;
  /** One of its phrases of two words or more is found whole ("tired of living"), not just one word of it. */
  firm: boolean;
}

/** A topic chosen without matching its phrases' words (a concern, a fallback, a phrase of little words said word for word). */
export const chosenTopic = (topic: LibraryTopic, score: number, literal = false): TopicMatch => ({ topic, score, covered: new Set(), words: [], literal, firm: false });

interface PatternHit {
  score: number;
  covered: number[];
  /** Every word of the phrase found as typed (no synonym, no correction). */
  asTyped: boolean;
  /** Every word of a phrase of two words or more found, and not said the other way ("my life is worth living"). */
  firm: boolean;
}

/** Stem → the query terms that may stand for it, in the query's order. */
type Holders = Map<string, QueryTerm[]>;

/**
 * The query term that holds a stem best (the first of equals; -1: none), among those no other word
 * of the phrase has taken: one word of the query explains one word of a phrase, so "grace" is not
 * both words of "mercy and grace". `taken` is a bit set of term indexes (terms past 30 stay free).
 */
const bestTerm = (s: string, holders: Holders, taken: number) => {
  let best = 0;
  let at = -1;
  for (const t of holders.get(s) ?? []) {
    if (t.index < 31 && (taken & (1 << t.index)) !== 0) continue;
    const w = t.alts.get(s)!;
    if (w > best) {
      best = w;
      at = t.index;
    }
  }
  return at;
};

const take = (taken: number, at: number) => (at < 31 ? taken | (1 << at) : taken);

/**
 * A phrase that reads someone the other way round from the query scores this much of its match:
 * "grieving father" is a father who grieves; in "grieving my father" he is the one grieved for; in
 * "my father lost his job" he is not the one lost.
 */
const MISCAST = 0.8;
/**
 * Words that say little alone: "feel" says a feeling follows but not which, "everyone" says who but not
 * what, "wrong" could be asked of anything, "marriage" is in a wedding, a divorce and a remarriage alike,
 * "three" counts children as readily as the persons of the Trinity, a "doctor" is seen more often than
 * one is, in a search for verses "god" and "know" are everywhere, and "put" is put off, put down or
 * put in a card alike. A phrase left with only one of them once its little words are set aside
 * ("feeling down", "let everyone down", "thank you god", "putting things off") counts only when typed
 * as it is, or every "i feel …" would bring Depression along.
 */
const SAY_LITTLE_ALONE = new Set(['feel', 'everyone', 'everybody', 'god', 'know', 'wrong', 'marriage', 'three', 'doctor', 'throw', 'put', 'anymore'].map(stem));
/**
 * Words that say when, not what: part of a phrase matched by them alone ("next week" of "getting
 * married next week", "tomorrow" of "surgery tomorrow"), or a phrase they reach only through a
 * synonym ("a year" and "old age"), says nothing of what the query is about.
 */
const SAY_WHICH_DAY = new Set(['today', 'tonight', 'tomorrow', 'yesterday'].map(stem));
const SAY_WHEN = new Set([...SAY_WHICH_DAY, ...['next', 'last', 'week', 'weekend', 'month', 'year', 'years', 'ago'].map(stem)]);
const ownWordIn = (words: ReadonlySet<string>, term: QueryTerm) => {
  for (const [own, weight] of term.alts) if (weight === 1 && words.has(own)) return true;
  return false;
};
/** The query word itself (not a synonym or a correction of it) says when. */
const saysWhen = (term: QueryTerm) => ownWordIn(SAY_WHEN, term);
/** The query word itself says which day ("tonight", "tomorrow"). */
export const saysWhichDay = (term: QueryTerm) => ownWordIn(SAY_WHICH_DAY, term);
/**
 * A phrase that agrees with the query on something beyond its words scores this much more of its
 * match, and one that does not, this much less: a phrase about oneself ("forgive myself") for a
 * query about oneself or not ("forgiveness"); a phrase saying something is not so ("can't get
 * pregnant") for a query that does or not ("pregnant").
 */
const AGREES = 1.15;
const DISAGREES = 0.9;
/**
 * A phrase about Scripture itself ("scary bible verses") scores this much of its match for a query
 * that does not name Scripture: "i'm so scared" is fear, not a request for frightening verses.
 */
const NOT_ABOUT_SCRIPTURE = 0.75;

/** A phrase the query holds word for word, little words included ("how can i be saved" holds "can i be saved"). */
const VERBATIM = 1.1;

/** How much of a longer phrase's weight a query must hold when it does not hold all its words. */
const MOST_OF_A_PHRASE = 0.6;

const agreement = (phraseSays: boolean | undefined, querySays: boolean, disagrees = DISAGREES) => (phraseSays ? (querySays ? AGREES : disagrees) : 1);

/**
 * A phrase matches when all its words are found in the query (directly, through a synonym or a
 * corrected typo), or most of a longer phrase is. Its score is the weight it matched, scaled by how
 * complete the match is, with a bonus when the words come in the phrase's order.
 */
/** `padded`: the query's words with a space either side, to find a phrase's words among them. */
const matchPattern = (pattern: Pattern, terms: QueryTerm[], holders: Holders, weightOf: (s: string) => number, reading: Reading, padded: string): PatternHit | undefined => {
  // A first pass decides without allocating (most candidate phrases miss); the second records where.
  let matched = 0;
  let found = 0;
  let taken = 0;
  let asTyped = true;
  let onlyWhen = true;
  let someoneMissing = false;
  for (const s of pattern.stems) {
    const at = bestTerm(s, holders, taken);
    if (at < 0) {
      someoneMissing ||= pattern.owned?.includes(s) === true;
      continue;
    }
    taken = take(taken, at);
    const weight = terms[at].alts.get(s)!;
    matched += weightOf(s) * weight;
    asTyped &&= weight === 1;
    onlyWhen &&= SAY_WHEN.has(s) || saysWhen(terms[at]);
    found++;
  }
  if (found === 0) return undefined;
  const coverage = matched / pattern.weight;
  const complete = found === pattern.stems.length;
  // Most of a longer phrase will do, but not without the someone it is about ("my son is using drugs" is not "i'm using drugs").
  if (!complete && (pattern.stems.length < 3 || coverage < MOST_OF_A_PHRASE || someoneMissing)) return undefined;
  if (onlyWhen && (!complete || !asTyped)) return undefined;
  const verbatim = pattern.text !== undefined && holdsWhole(padded, pattern.text);
  // …or, a phrase of that word alone, when the query is nothing else ("doctor").
  const saysLittle = SAY_LITTLE_ALONE.has(pattern.stems[0]) || SAY_WHEN.has(pattern.stems[0]);
  if (pattern.stems.length === 1 && saysLittle && !verbatim && !(pattern.text === undefined && !padded.trim().includes(' '))) return undefined;
  const covered: number[] = [];
  // Miscast: a word the query names as someone's ("my father") that the phrase describes ("grieving
  // father"), or someone the phrase has on the receiving end ("grieving my sister") whom the query
  // puts first, doing it ("my sister is grieving her mom").
  let miscast = false;
  let previous = -1;
  taken = 0;
  pattern.stems.forEach((s, i) => {
    const at = bestTerm(s, holders, taken);
    if (at < 0) return;
    taken = take(taken, at);
    covered.push(at);
    if (i > 0 && terms[at].owned && !pattern.owned?.includes(s)) miscast = true;
    if (i > 0 && pattern.owned?.includes(s) && previous >= 0 && at < previous) miscast = true;
    previous = at;
  });
  const inOrder = covered.every((c, i) => i === 0 || c === covered[i - 1] + 1);
  const bonus =
    (complete ? 1 : 0.6) *
    (inOrder && covered.length > 1 ? 1.25 : 1) *
    (pattern.isLabel ? 1.05 : 1) *
    (miscast ? MISCAST : 1) *
    agreement(pattern.reflexive, reading.aboutSelf) *
    agreement(pattern.negated, reading.negated) *
    agreement(pattern.scriptural, reading.scriptural, NOT_ABOUT_SCRIPTURE) *
    (verbatim ? VERBATIM : 1);
  return { score: matched * coverage * bonus, covered, asTyped: complete && asTyped, firm: complete && pattern.stems.length >= 2 && !(pattern.negated && !reading.negated) };
};

/**
 * Per phrase, by its number in the library: how many of the query's words it shares (counted afresh
 * for each match), and what matching needs to know of it, learned the first time it is a candidate
 * (kept in flat arrays: a long query has a thousand candidates, and reading each phrase's object is
 * most of the time spent on them).
 */
interface Scratch {
  shared: Uint16Array;
  /** How many stems the phrase has; UNKNOWN until learned, NEVER when its topic has no verse to give. */
  stemCount: Uint8Array;
  /** Its heaviest stem as a share of its weight: a query sharing n words with it holds at most n times that share. */
  heaviestShare: Float64Array;
}
const UNKNOWN = 0;
const NEVER = 255;
const scratchFor = oncePer((library: Library): Scratch => {
  const n = library.patternTopic.length;
  return { shared: new Uint16Array(n), stemCount: new Uint8Array(n), heaviestShare: new Float64Array(n) };
});
const learn = (library: Library, scratch: Scratch, at: number) => {
  const i = library.patternTopic[at];
  const { stems, weight } = library.pattern(at);
  scratch.stemCount[at] = library.topics[i].verses.length === 0 ? NEVER : stems.length;
  scratch.heaviestShare[at] = Math.max(...stems.map(library.stemWeight)) / weight;
};

/** Does the query use, as typed, a word of topic `i`'s label or id (its first patterns)? */
const namesTopic = (library: Library, i: number, holders: Holders) => {
  for (let at = library.firstPattern[i]; at < library.patternTopic.length && library.patternTopic[at] === i; at++) {
    const p = library.pattern(at);
    if (!p.isLabel) return false;
    if (p.stems.some((s) => holders.get(s)?.some((t) => t.alts.get(s) === 1))) return true;
  }
  return false;
};

/** `reading`: what the query says beyond its words (`readingOf`), which each phrase may agree with or not. */
export const matchTopics = (terms: QueryTerm[], library: Library, reading: Reading): TopicMatch[] => {
  if (terms.length === 0) return [];
  const padded = ` ${reading.text} `;
  const scratch = scratchFor(library);
  const { shared, stemCount, heaviestShare } = scratch;
  // Only phrases sharing a stem with the query can match; each counts the query's words it shares.
  const candidates: number[] = [];
  const holders: Holders = new Map();
  for (const t of terms) {
    for (const s of t.alts.keys()) {
      listUnder(holders, s).push(t);
      for (const at of library.patternsByStem.get(s) ?? []) if (shared[at]++ === 0) candidates.push(at);
    }
  }
  // A phrase sharing fewer words than all of its own matches only when it is long and they can be
  // most of its weight; the others are tried in the library's order.
  const tried: number[] = [];
  for (const at of candidates) {
    const words = shared[at];
    shared[at] = 0;
    if (stemCount[at] === UNKNOWN) learn(library, scratch, at);
    const count = stemCount[at];
    if (count === NEVER) continue;
    if (words >= count || (count >= 3 && words * heaviestShare[at] >= MOST_OF_A_PHRASE)) tried.push(at);
  }
  tried.sort((a, b) => a - b);

  const matches: TopicMatch[] = [];
  for (let next = 0; next < tried.length; ) {
    const i = library.patternTopic[tried[next]];
    const topic = library.topics[i];
    const hits: PatternHit[] = [];
    for (; next < tried.length && library.patternTopic[tried[next]] === i; next++) {
      const hit = matchPattern(library.pattern(tried[next]), terms, holders, library.stemWeight, reading, padded);
      if (hit) hits.push(hit);
    }
    hits.sort((a, b) => b.score - a.score);
    if (hits.length === 0) continue;
    const best = hits[0];
    const covered = new Set(best.covered);
    let extra = 0;
    for (const h of hits.slice(1)) {
      const fresh = h.covered.filter((c) => !covered.has(c));
      if (fresh.length === 0) continue;
      extra += h.score * (fresh.length / h.covered.length);
      for (const c of fresh) covered.add(c);
    }
    // A topic whose own name the query uses is the likelier reading ("forgiveness" → Forgiveness).
    const named = namesTopic(library, i, holders);
    const score = (best.score + 0.5 * extra) * (named ? 1.2 : 1);
    const literal = hits.some((h) => h.asTyped && h.covered.length === terms.length);
    matches.push({ topic, score, covered, words: terms.filter((t) => covered.has(t.index)).map((t) => t.word), literal, firm: hits.some((h) => h.firm) });
  }
  return matches.sort((a, b) => b.score - a.score || a.topic.id.localeCompare(b.topic.id));
};
