import { THEMES, type Theme } from '@verse/shared/api/schemas/discovery';
import type { Corpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference, verseKey, type VerseRef } from '@verse/shared/scripture/reference';
import type { Knowledge, Setting, Topic, TopicKind } from './knowledge.ts';
import { plainSense } from './idioms.ts';
import { listUnder } from './multimap.ts';
import { indexReflections, placeSettings, type ReflectionIndex } from './reflections.ts';
import { indexInSorted } from './sorted.ts';
import { contentStems, ownedStems, readingOf, words } from './text.ts';

/** The topical library, indexed for matching: phrases as stems, verses as parsed references. */

interface LibraryVerse {
  reference: string;
  ref: VerseRef;
  why: string;
}

export interface Pattern {
  /** Content stems in order. */
  stems: string[];
  /** Sum of the stems' weights. */
  weight: number;
  /** The label or id rather than a typed phrase. */
  isLabel: boolean;
  /** Stems the phrase names as someone's ("my father"); absent when none. */
  owned?: string[];
  /** The phrase is about oneself ("forgive myself", "Forgiving Yourself"); absent when not. */
  reflexive?: true;
  /** The phrase says something is not so ("can't get pregnant"); absent when not. */
  negated?: true;
  /** The phrase names Scripture itself ("scary bible verses"); absent when not. */
  scriptural?: true;
  /** The phrase's words, little words included, when it has more than its stems ("can i be saved"). */
  text?: string;
}

export interface LibraryTopic {
  id: string;
  label: string;
  kind: TopicKind;
  theme: Theme;
  need: string;
  related: string[];
  verses: LibraryVerse[];
}

export interface VerseUse {
  topic: LibraryTopic;
  rank: number;
  why: string;
}

export interface Library {
  topics: LibraryTopic[];
  byId: Map<string, LibraryTopic>;
  /** How much a stem tells topics apart (inverse topic frequency). */
  stemWeight: (stem: string) => number;
  /** Every word of every phrase and label, most frequent first (the spelling vocabulary). */
  words: string[];
  /** Stem → indexes of the topics whose phrases or label contain it. */
  topicsByStem: StemLookup<number[]>;
  /** Pattern number → the pattern: topic i's phrases are numbered from `firstPattern[i]`. */
  pattern: (at: number) => Pattern;
  /** Stem → the patterns that contain it. */
  patternsByStem: StemLookup<number[]>;
  /** Pattern number → its topic's index. */
  patternTopic: Int32Array;
  firstPattern: Int32Array;
  /** Reference → the topics that list it, best rank first. */
  uses: { get(reference: string): VerseUse[] | undefined };
  /** verseKey → best rank of any library verse covering that verse (for the full-text prior). */
  verseRank: Map<number, number>;
  /** Every library reference, in the order of `uses`. */
  references: string[];
  /** verseKey → index in `references` of the first reference covering that verse. */
  coveredBy: Map<number, number>;
  reflections: ReflectionIndex;
  calendar: string[];
  /** Phrases of little words only, word for word ("why me") → their topic: no stem to match them by. */
  spoken: Map<string, LibraryTopic>;
}

const isTopic = (t: unknown): t is Topic => {
  const o = t as Topic;
  return !!o && typeof o.id === 'string' && typeof o.label === 'string' && Array.isArray(o.verses) && Array.isArray(o.phrases);
};

/**
 * The library as plain data (JSON), saved with the generated indexes: everything derived from the
 * knowledge files (stems, weights, the indexes by stem and by verse), so that a cold start only
 * wires it together.
 */
export interface PreparedLibrary {
  topics: LibraryTopic[];
  /** Every topic's patterns in order, each as `encodePattern` writes it. */
  patterns: string[];
  /** Every stem of the phrases and labels, ascending; `df`, `topicsByStem` and `patternsByStem` follow its order. */
  stems: string[];
  /** How many topics use each stem. */
  df: number[];
  words: string[];
  topicsByStem: number[][];
  patternsByStem: number[][];
  patternTopic: number[];
  firstPattern: number[];
  /** Each library reference and its uses as [topic index, rank], best rank first, in `references` order. */
  uses: [string, [number, number][]][];
  /** verseKey, best rank, verseKey, best rank, … */
  verseRank: number[];
  /** verseKey, index in `references`, … */
  coveredBy: number[];
  reflections: Record<string, string>;
  /** verseKey, place in `reflections` of the written reflection covering that verse, … */
  reflectionCovering: number[];
  calendar: string[];
  settings: Setting[];
  /** Phrases of little words only ("why me", "what should i do"), word for word → their topic's id. */
  spoken: Record<string, string>;
}

/** Stem → what the library knows of it, found by bisection in the sorted stems (no map to build at a cold start). */
interface StemLookup<T> {
  get(stem: string): T | undefined;
  has(stem: string): boolean;
}

const stemLookup = <T>(stems: readonly string[], values: readonly T[]): StemLookup<T> => ({
  get: (stem) => {
    const at = indexInSorted(stems, stem);
    return at < 0 ? undefined : values[at];
  },
  has: (stem) => indexInSorted(stems, stem) >= 0,
});

const stemWeightOf = (topicCount: number, df: Pick<StemLookup<number>, 'get'>) => {
  const n = Math.max(topicCount, 1);
  const unknown = Math.log(1 + n / 0.5);
  return (stem: string) => {
    const d = df.get(stem);
    return d === undefined ? unknown : Math.log(1 + n / d);
  };
};

/** Stem → topics and stem → phrases, each listed once per stem (phrases are a few words long). */
const indexByStem = (topicPatterns: readonly Pattern[][], stems: readonly string[]) => {
  const topicsByStem = new Map<string, number[]>();
  const patternsByStem = new Map<string, number[]>();
  const patternTopic: number[] = [];
  const firstPattern = topicPatterns.map((patterns, i) => {
    const first = patternTopic.length;
    for (const p of patterns) {
      p.stems.forEach((s, j) => {
        if (p.stems.indexOf(s) !== j) return;
        listUnder(patternsByStem, s).push(patternTopic.length);
        const inTopics = listUnder(topicsByStem, s);
        if (inTopics[inTopics.length - 1] !== i) inTopics.push(i);
      });
      patternTopic.push(i);
    }
    return first;
  });
  return { topicsByStem: stems.map((s) => topicsByStem.get(s) ?? []), patternsByStem: stems.map((s) => patternsByStem.get(s) ?? []), patternTopic, firstPattern };
};

/** Each reference's uses (best rank first), each verse's best rank, and the first reference covering each verse. */
const indexByVerse = (topics: readonly LibraryTopic[]) => {
  const uses = new Map<string, [number, number][]>();
  const verseRank = new Map<number, number>();
  topics.forEach((topic, t) => {
    topic.verses.forEach((v, rank) => {
      const list = uses.get(v.reference) ?? [];
      list.push([t, rank]);
      uses.set(v.reference, list);
      for (let verse = v.ref.verse; verse <= (v.ref.endVerse ?? v.ref.verse); verse++) {
        const key = verseKey(v.ref.book, v.ref.chapter, verse);
        verseRank.set(key, Math.min(verseRank.get(key) ?? Infinity, rank));
      }
    });
  });
  for (const list of uses.values()) list.sort((a, b) => a[1] - b[1] || topics[a[0]].id.localeCompare(topics[b[0]].id));
  const coveredBy = new Map<number, number>();
  [...uses.values()].forEach(([[t, rank]], i) => {
    const { ref } = topics[t].verses[rank];
    for (let verse = ref.verse; verse <= (ref.endVerse ?? ref.verse); verse++) {
      const key = verseKey(ref.book, ref.chapter, verse);
      if (!coveredBy.has(key)) coveredBy.set(key, i);
    }
  });
  return { uses: [...uses], verseRank: [...verseRank].flat(), coveredBy: [...coveredBy].flat() };
};

const FLAGS = { isLabel: 'L', reflexive: 'R', negated: 'N', scriptural: 'S' } as const;

/**
 * A pattern as one line, `stems|flags|owned|text` (its weight is its stems' and is weighed again
 * when read): seven thousand of them as objects took a quarter of the library's cold start to parse,
 * and a search reads only the few dozen that share its words.
 */
const encodePattern = (p: Pattern) => {
  const flags = (Object.keys(FLAGS) as (keyof typeof FLAGS)[]).filter((f) => p[f]).map((f) => FLAGS[f]).join('');
  const fields = [p.stems.join(' '), flags, (p.owned ?? []).join(' '), p.text ?? ''];
  if (fields.some((f) => f.includes('|'))) throw new Error(`A library phrase holds "|": ${fields.join(' ')}`);
  return fields.join('|');
};

const decodePattern = (line: string, stemWeight: (stem: string) => number): Pattern => {
  const [stemText, flags, owned, text] = line.split('|');
  const stems = stemText.split(' ');
  return {
    stems,
    weight: stems.reduce((sum, s) => sum + stemWeight(s), 0),
    isLabel: flags.includes(FLAGS.isLabel),
    ...(owned !== '' ? { owned: owned.split(' ') } : {}),
    ...(flags.includes(FLAGS.reflexive) ? { reflexive: true as const } : {}),
    ...(flags.includes(FLAGS.negated) ? { negated: true as const } : {}),
    ...(flags.includes(FLAGS.scriptural) ? { scriptural: true as const } : {}),
    ...(text !== '' ? { text } : {}),
  };
};

/** Stems the topic phrases, checks the verses against the corpus, weighs the stems and indexes the library. */
export const prepareLibrary = (knowledge: Knowledge, corpus: Corpus): PreparedLibrary => {
  const seen = new Set<string>();
  const raw = knowledge.topics.filter((t) => isTopic(t) && !seen.has(t.id) && seen.add(t.id));

  // Inverse topic frequency over phrase and label stems.
  const df = new Map<string, number>();
  const wordCount = new Map<string, number>();
  // Phrases are read as queries are, idioms in their plain sense ("driving me crazy" → "frustrating me").
  const topicTexts = raw.map((t) => [t.label, t.id.replace(/-/g, ' '), ...t.phrases.filter((p) => typeof p === 'string').map(plainSense)]);
  // A word said twice ("how far is too far") is one word of the phrase, as it is one word of a query.
  const topicStems = topicTexts.map((texts) => texts.map((text) => [...new Set(contentStems(text))]));
  topicTexts.forEach((texts, i) => {
    const stems = new Set(topicStems[i].flat());
    for (const s of stems) df.set(s, (df.get(s) ?? 0) + 1);
    for (const w of texts.flatMap(words)) wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
  });
  const stemWeight = stemWeightOf(raw.length, df);

  const topics: LibraryTopic[] = raw.map((t) => {
    const verses: LibraryVerse[] = [];
    for (const v of t.verses) {
      const ref = v && typeof v.ref === 'string' ? parseCanonicalReference(v.ref) : null;
      if (ref && corpus.text(ref)) verses.push({ reference: v.ref, ref, why: typeof v.why === 'string' ? v.why : '' });
    }
    return {
      id: t.id,
      label: t.label,
      kind: t.kind,
      theme: (THEMES as readonly string[]).includes(t.theme) ? t.theme : 'inspiration',
      need: typeof t.need === 'string' ? t.need : t.label.toLowerCase(),
      related: Array.isArray(t.related) ? t.related : [],
      verses,
    };
  });
  const topicPatterns = topicStems.map((stemsOfTexts, i) =>
    stemsOfTexts
      .map((stems, j): Pattern => {
        const owned = ownedStems(topicTexts[i][j]);
        const reading = readingOf(topicTexts[i][j]);
        return {
          stems,
          weight: stems.reduce((sum, s) => sum + stemWeight(s), 0),
          isLabel: j < 2,
          ...(owned.length > 0 ? { owned } : {}),
          ...(reading.aboutSelf ? { reflexive: true as const } : {}),
          ...(reading.negated ? { negated: true as const } : {}),
          ...(reading.scriptural ? { scriptural: true as const } : {}),
          ...(reading.text.split(' ').length > stems.length ? { text: reading.text } : {}),
        };
      })
      .filter((p) => p.stems.length > 0),
  );
  const stems = [...df.keys()].sort((a, b) => (a < b ? -1 : 1));
  return {
    topics,
    patterns: topicPatterns.flat().map(encodePattern),
    stems,
    df: stems.map((s) => df.get(s)!),
    words: [...wordCount].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w),
    ...indexByStem(topicPatterns, stems),
    ...indexByVerse(topics),
    reflections: { ...knowledge.reflections },
    reflectionCovering: coveringPairs(knowledge.reflections),
    calendar: [...knowledge.calendar],
    settings: [...knowledge.settings],
    // The first topic to use such a phrase keeps it.
    spoken: Object.fromEntries(
      topicTexts
        .flatMap((texts, i) => texts.slice(2).filter((_, j) => topicStems[i][j + 2].length === 0).map((text) => [readingOf(text).text, raw[i].id]))
        .reverse(),
    ),
  };
};

/** Which written reflection covers each verse, as `[verseKey, place in written, …]`: parsing their references took 4 ms of a cold start. */
const coveringPairs = (written: Record<string, string>) => {
  const place = new Map(Object.keys(written).map((reference, i) => [reference, i]));
  return [...indexReflections(written, [], parseCanonicalReference).covering].flatMap(([key, reference]) => [key, place.get(reference)!]);
};

const covering = (written: Record<string, string>, pairs: readonly number[]) => {
  const references = Object.keys(written);
  const map = new Map<number, string>();
  for (let i = 0; i < pairs.length; i += 2) map.set(pairs[i], references[pairs[i + 1]]);
  return map;
};

/** `[key, value, key, value, …]` as a map. */
const pairs = (flat: readonly number[]) => {
  const map = new Map<number, number>();
  for (let i = 0; i < flat.length; i += 2) map.set(flat[i], flat[i + 1]);
  return map;
};

/** The library ready for matching, from its prepared form (no stemming, parsing or indexing: a cold start does only this). Takes `prepared` over. */
export const assembleLibrary = (prepared: PreparedLibrary): Library => {
  const { topics } = prepared;
  const references = prepared.uses.map(([reference]) => reference);
  const useAt = new Map<string, number>();
  for (let i = 0; i < references.length; i++) useAt.set(references[i], i);
  // A reference's uses are made the first time it is asked for: a search asks for a few dozen of two thousand.
  const made: VerseUse[][] = [];
  const usesAt = (i: number) => (made[i] ??= prepared.uses[i][1].map(([t, rank]): VerseUse => ({ topic: topics[t], rank, why: topics[t].verses[rank].why })));
  const uses = { get: (reference: string) => (useAt.has(reference) ? usesAt(useAt.get(reference)!) : undefined) };
  const byId = new Map(topics.map((t) => [t.id, t]));
  const stemWeight = stemWeightOf(topics.length, stemLookup(prepared.stems, prepared.df));
  const patterns: Pattern[] = [];
  return {
    topics,
    byId,
    stemWeight,
    pattern: (at) => (patterns[at] ??= decodePattern(prepared.patterns[at], stemWeight)),
    words: prepared.words,
    topicsByStem: stemLookup(prepared.stems, prepared.topicsByStem),
    patternsByStem: stemLookup(prepared.stems, prepared.patternsByStem),
    patternTopic: Int32Array.from(prepared.patternTopic),
    firstPattern: Int32Array.from(prepared.firstPattern),
    uses,
    verseRank: pairs(prepared.verseRank),
    references,
    coveredBy: pairs(prepared.coveredBy),
    reflections: { written: prepared.reflections, covering: covering(prepared.reflections, prepared.reflectionCovering), settings: placeSettings(prepared.settings) },
    calendar: prepared.calendar,
    spoken: new Map(Object.entries(prepared.spoken).flatMap(([text, id]) => (byId.has(id) ? [[text, byId.get(id)!]] : []))),
  };
};
