import { CRISIS_SUPPORT_MESSAGE, DAILY_VERSE_TAG, GENTLE_SUPPORT_MESSAGE, type DiscoveredVerse, type DiscoverySupport, type QueryType, type Theme } from '@verse/shared/api/schemas/discovery';
import type { BibleVersion } from '@verse/shared/constants';
import { BOOKS } from '@verse/shared/scripture/books';
import type { Corpus } from '@verse/shared/scripture/corpus';
import { formatReference, parseCanonicalReference, verseKey, type VerseRef } from '@verse/shared/scripture/reference';
import { classifyQuery } from './classify.ts';
import { calendarIndex, dateInQuery, DAY_WORDS, formatMonthDay, monthDayOf, withoutDates, type MonthDay } from './dates.ts';
import { idsOf, refOf, searchFullText, stemRarity, stemsOfVerse, type FullTextIndex } from './fulltext.ts';
import { versesLooselyQuoted } from './loose-quotes.ts';
import type { Library, LibraryTopic, VerseUse } from './library.ts';
import { nearestWord } from './fuzzy.ts';
import { analyzeQuery, CORRECTION_WEIGHT, type QueryTerm, type Vocabulary } from './query.ts';
import { dailyReason, fullTextReason, heartReason, momentReason, passageReason, referenceReason, topicReason } from './reasons.ts';
import { isGibberish } from './gibberish.ts';
import { plainSense } from './idioms.ts';
import { reflectionOf } from './reflections.ts';
import { heartOf, looselyNamedPassage, namedPassage, normalizeWords, titleOf, rememberedVerse, storyTold, twiceNamedPassage, type Passages } from './passages.ts';
import { versesNearlyQuoted, versesQuoted, versesQuotedInPart, type QuoteIndex } from './phrases.ts';
import { CONCERN_TOPICS, concernsOf, isDenied, type Concern } from './sensitive.ts';
import { modelReadsCrisis, type CrisisModel } from './crisis-model.ts';
import { meaningReadsCrisis, type CrisisMeaning } from './crisis-meaning.ts';
import { gramsReadCrisis, type CrisisGrams } from './crisis-grams.ts';
import { crisisLeaning, type CrisisLeaning } from './crisis-doubt.ts';
import { studyOrEverydayActivity } from './crisis.ts';
import { sceneTold, SIDE_BY_SIDE, type Scenes } from './scenes.ts';
import { withDigits, withNumberWords } from './spoken-numbers.ts';
import type { SynonymMap } from './synonyms.ts';
import { contentStems, DIVINE_NAMES, readingOf, STOP_WORDS, words } from './text.ts';
import { chosenTopic, matchTopics, saysWhichDay, type TopicMatch } from './topic-match.ts';

/** Everything the engine reads, loaded once per process. */
export interface EngineData {
  library: Library;
  index: FullTextIndex;
  /** `versePriors` of the index for this library. */
  priors: Float64Array;
  synonyms: SynonymMap;
  vocabulary: Vocabulary;
  corpus: (version: BibleVersion) => Corpus;
  /** References to parse a query with a number in it that is only Bible references (null when it is not). */
  parseReferences: (query: string, version: BibleVersion) => VerseRef[] | null;
  /** Passages by name, and the wordings people half-remember. */
  passages: Passages;
  /** The passages of stories, for a story told without its name (built on first use). */
  scenes: () => Scenes;
  /** Each version's words and the verses that hold them, for queries that quote a verse. */
  quotes: (version: BibleVersion) => QuoteIndex;
  /** The learned second reading of crisis (`crisis-model.ts`). */
  crisisModel: CrisisModel;
  /** The learned third reading of crisis, by the meaning of the words (`crisis-meaning.ts`). */
  crisisMeaning: CrisisMeaning;
  /** The learned fourth reading of crisis, by runs of words and letters (`crisis-grams.ts`). */
  crisisGrams: CrisisGrams;
}

export interface DiscoverOptions {
  version: BibleVersion;
  limit: number;
  /** The visitor's local date, YYYY-MM-DD ("today" and the daily verse). */
  today: string;
  /** Chooses the verses of "random Bible verse"; any fixed value gives a fixed answer. */
  seed?: number;
}

/** `unknown`: every word is gibberish ("asdkjh"); the answer has no verses. */
type MatchKind = 'daily' | 'date' | 'reference' | 'topics' | 'fulltext' | 'fallback' | 'random' | 'unknown';

export interface Discovery {
  queryType: QueryType;
  kind: MatchKind;
  verses: DiscoveredVerse[];
  /** Topic ids behind the answer, best first (related-topic suggestions, trending counts). */
  topics: string[];
  /** A word of support shown above the verses (thoughts of suicide or self-harm). */
  support?: DiscoverySupport;
}

/** A verse picked for the answer before its text and words are filled in. */
interface Pick {
  ref: VerseRef;
  reference: string;
  score: number;
  topic?: LibraryTopic;
  why?: string;
  matched?: string[];
}

/** When nothing in the query can be matched: a verse of encouragement is better than nothing. */
const FALLBACK_TOPICS = ['encouragement', 'hope', 'strength', 'peace', 'comfort'];
/** When a query's only telling words are violent, sexual or about death: comfort and God's nearness. */
const GENTLE_TOPICS = ['comfort', 'encouragement', 'peace'];
/** Topics of warning: a verse the library gives only for these is handed out for its topic or its own words in order, never for one word ("walking by the lake" is not the lake of fire). */
const STERN_TOPICS: ReadonlySet<string> = new Set(['hell', 'judgment', 'scary-bible-verses']);
const MAX_BLENDED_TOPICS = 3;

/** How a search's candidates are weighed against one another (tuned on the dev set, `npm run bench -- discovery`). */
const RANKING = {
  /** Topics after the best one that may join the blend. */
  blendCandidates: 15,
  /** A topic joins when it explains words the others do not and scores at least this share of the best… */
  freshTopicMinShare: 0.25,
  /** …or, explaining nothing new, nearly ties the best. */
  nearTieShare: 0.85,
  /** A joining topic that explains new words weighs this much of the first, plus the rest by its score. */
  freshTopicBase: 0.75,
  /** A topic's verses fall off by their place in it: score / (1 + decay × place). */
  placeDecay: 0.18,
  /** A verse that another chosen topic also holds gains this share of that topic's score. */
  sharedVerseBonus: 0.6,
  /** When the query is Scripture's own phrase, the topics' verses count this much beside it. */
  topicsBesidePhrase: 0.3,
  /** Full-text hits weigh this much when they lead (no topic chose, or an exact phrase)… */
  leadingTextWeight: 1.2,
  /** …else from `textWeightMin` up to `textWeightMin + textWeightSpan`, by how much of the query no topic explains. */
  textWeightMin: 0.05,
  textWeightSpan: 0.9,
  /** A topic's word that Scripture never uses tells this much about the query (rarer words tell more). */
  topicOnlyWordRarity: 3,
} as const;
/** Verses of a range longer than this, or of a whole chapter, are shown one by one. */
const MAX_PASSAGE_VERSES = 4;

const overlaps = (a: VerseRef, b: VerseRef) =>
  a.book === b.book && a.chapter === b.chapter && a.verse <= (b.endVerse ?? b.verse) && b.verse <= (a.endVerse ?? a.verse);

const capitalize = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

/** Best use of a reference in the library, preferring the given topics. */
const useOf = (library: Library, reference: string, prefer: readonly string[] = []): VerseUse | undefined => {
  const uses = library.uses.get(reference);
  if (!uses) return undefined;
  return uses.find((u) => prefer.includes(u.topic.id)) ?? uses[0];
};

/** Does the library give this reference only for warning, in topics the query did not ask for? */
const onlyStern = (library: Library, reference: string, selected: readonly TopicMatch[]) =>
  library.uses.get(reference)!.every((u) => STERN_TOPICS.has(u.topic.id) && !selected.some((m) => m.topic === u.topic));

/** The library use of any verse inside a reference (full-text hits are single verses). */
const useCovering = (library: Library, ref: VerseRef): { use: VerseUse; reference: string; ref: VerseRef } | undefined => {
  const exact = formatReference(ref);
  const direct = useOf(library, exact);
  if (direct) return { use: direct, reference: exact, ref: direct.topic.verses[direct.rank].ref };
  if (!library.verseRank.has(verseKey(ref.book, ref.chapter, ref.verse))) return undefined;
  let first = Infinity;
  for (let verse = ref.verse; verse <= (ref.endVerse ?? ref.verse); verse++) {
    first = Math.min(first, library.coveredBy.get(verseKey(ref.book, ref.chapter, verse)) ?? Infinity);
  }
  if (first === Infinity) return undefined;
  const reference = library.references[first];
  const use = library.uses.get(reference)![0];
  return { use, reference, ref: use.topic.verses[use.rank].ref };
};

/**
 * Orders picks so the first five show variety: at most two from one chapter and no overlapping
 * passages, unless the query asked for a chapter.
 */
const diversify = (picks: Pick[], keepOrder: boolean, shownIn: (p: Pick) => boolean, limit: number): Pick[] => {
  const out: Pick[] = [];
  const deferred: Pick[] = [];
  let shown = 0;
  for (const p of picks) {
    // Once `limit` picks that will be shown are in place, the rest cannot change the answer.
    if (shown >= limit) break;
    if (out.some((o) => overlaps(o.ref, p.ref))) continue;
    const sameChapter = out.filter((o) => o.ref.book === p.ref.book && o.ref.chapter === p.ref.chapter).length;
    if (!keepOrder && out.length < 5 && sameChapter >= 2) deferred.push(p);
    else {
      out.push(p);
      if (shownIn(p)) shown++;
    }
  }
  return [...out, ...deferred];
};

type CardWords = Omit<DiscoveredVerse, 'reference' | 'text' | 'version' | 'reflection'>;

const finish = (data: EngineData, picks: Pick[], opts: DiscoverOptions, words: (p: Pick) => CardWords) => {
  const corpus = data.corpus(opts.version);
  const verses: DiscoveredVerse[] = [];
  for (const p of picks) {
    if (verses.length >= opts.limit) break;
    const text = corpus.text(p.ref);
    if (!text) continue;
    const reflection = reflectionOf(data.library.reflections, p.ref, p.reference, text);
    verses.push({ reference: p.reference, text, version: opts.version, ...words(p), reflection });
  }
  return verses;
};

// --- The kinds of answers ----------------------------------------------------------------------

const dateAnswer = (data: EngineData, md: MonthDay, opts: DiscoverOptions, isToday: boolean): DiscoveredVerse[] => {
  const { library } = data;
  const picks: Pick[] = [];
  // The day's verse, then the verses of the days that follow.
  const start = calendarIndex(md);
  for (let i = 0; i < 366 && picks.length < opts.limit + 3; i++) {
    const reference = library.calendar[(start + i) % 366];
    const ref = reference ? parseCanonicalReference(reference) : null;
    if (ref) picks.push({ ref, reference, score: 1 - i / 1000 });
  }
  if (picks.length === 0) {
    const fallback = topicPicks(fallbackTopics(library));
    return finish(data, fallback, opts, (p) => topicWords(p, 'daily'));
  }
  const label = formatMonthDay(md);
  return finish(data, picks, opts, (p) => {
    const use = useOf(library, p.reference);
    const dayLabel = p === picks[0] ? label : 'this season';
    return {
      reason: p === picks[0] ? dailyReason(label, use?.why, isToday) : dailyReason(dayLabel, use?.why, false),
      tags: [DAILY_VERSE_TAG, ...(use ? [use.topic.label] : [])],
      theme: use?.topic.theme ?? 'inspiration',
    };
  });
};

/**
 * The verses a person named, in order. A chapter or a long passage comes verse by verse, and all of
 * it: the answer's usual length never cuts what was asked for (the instant answer is still its first verse).
 */
type ReasonOf = (reference: string, why: string | undefined) => string;
/** How the cards of verses asked for say why they are there, and, for a passage named or a story told, its title as their pill. */
interface AskedFor {
  reasonOf?: ReasonOf;
  title?: string;
}

const referenceAnswer = (data: EngineData, refs: VerseRef[], opts: DiscoverOptions, { reasonOf = referenceReason, title }: AskedFor = {}): DiscoveredVerse[] => {
  const { library } = data;
  const corpus = data.corpus(opts.version);
  const picks: Pick[] = [];
  for (const ref of refs) {
    const end = ref.endVerse ?? ref.verse;
    const wholeChapter = ref.verse === 1 && end === corpus.verseCount(ref.book, ref.chapter) && end > 1;
    if (wholeChapter || end - ref.verse + 1 > MAX_PASSAGE_VERSES) {
      for (let v = ref.verse; v <= end; v++) {
        const one = { book: ref.book, chapter: ref.chapter, verse: v };
        picks.push({ ref: one, reference: formatReference(one), score: 1 });
      }
    } else picks.push({ ref, reference: formatReference(ref), score: 1 });
  }
  const limit = opts.limit === 1 ? 1 : Math.max(opts.limit, picks.length);
  return finish(data, picks, { ...opts, limit }, (p) => {
    const found = useCovering(library, p.ref);
    const use = found && found.reference === p.reference ? found.use : undefined;
    return {
      reason: reasonOf(p.reference, use?.why),
      tags: [title ?? (found ? found.use.topic.label : BOOKS[p.ref.book].name)],
      theme: found?.use.topic.theme ?? 'inspiration',
    };
  });
};

const fallbackTopics = (library: Library, ids: readonly string[] = FALLBACK_TOPICS): TopicMatch[] => {
  const topic = ids.map((id) => library.byId.get(id)).find((t) => t && t.verses.length > 0) ?? library.topics.find((t) => t.verses.length > 0);
  return topic ? [chosenTopic(topic, 1)] : [];
};

/**
 * Does a topic explain a part of the query the ones before it do not? Someone named ("my wife" in
 * "my wife had a miscarriage") says who, not what is needed: a topic that covers only that is not news.
 */
const explainsMore = (m: TopicMatch, covered: Set<number>, terms: readonly QueryTerm[]) => [...m.covered].some((c) => !covered.has(c) && (m.firm || !terms[c]?.owned));

/** Verses of the chosen topics, blended: a verse several topics share rises to the top. */
const topicPicks = (selected: TopicMatch[], scale = 1, terms: readonly QueryTerm[] = []): Pick[] => {
  if (selected.length === 0) return [];
  const top = selected[0].score;
  const byRef = new Map<string, Pick>();
  const seen = new Set<number>();
  for (const m of selected) {
    // A topic that explains another part of the query ("can't sleep" beside "worrying") counts
    // nearly as much as the first; one that only restates it counts by its own score.
    const fresh = explainsMore(m, seen, terms);
    for (const c of m.covered) seen.add(c);
    const ratio = m.score / top;
    const weight = scale * (m === selected[0] ? 1 : fresh ? RANKING.freshTopicBase + (1 - RANKING.freshTopicBase) * ratio : ratio);
    m.topic.verses.forEach((v, rank) => {
      const score = weight / (1 + RANKING.placeDecay * rank);
      const existing = byRef.get(v.reference);
      if (existing) existing.score += score * RANKING.sharedVerseBonus;
      else byRef.set(v.reference, { ref: v.ref, reference: v.reference, score, topic: m.topic, why: v.why });
    });
  }
  return [...byRef.values()].sort((a, b) => b.score - a.score || a.reference.localeCompare(b.reference));
};

const topicWords = (p: Pick, key: string): CardWords => {
  const topic = p.topic!;
  return {
    reason: topicReason(topic.need, p.why ?? '', `${key}|${p.reference}`),
    tags: [topic.label],
    theme: topic.theme as Theme,
  };
};

/** Picks the best topic, then up to two more that explain other words of the query (or nearly tie). */
const selectTopics = (matches: TopicMatch[], terms: readonly QueryTerm[]): TopicMatch[] => {
  if (matches.length === 0) return [];
  const selected = [matches[0]];
  const covered = new Set(matches[0].covered);
  for (const m of matches.slice(1, 1 + RANKING.blendCandidates)) {
    if (selected.length >= MAX_BLENDED_TOPICS) break;
    const fresh = explainsMore(m, covered, terms);
    if ((fresh && m.score >= RANKING.freshTopicMinShare * matches[0].score) || m.score >= RANKING.nearTieShare * matches[0].score) {
      selected.push(m);
      for (const c of m.covered) covered.add(c);
    }
  }
  return selected;
};

const searchAnswer = (data: EngineData, query: string, terms: QueryTerm[], opts: DiscoverOptions) => {
  const { library, index } = data;
  const reading = readingOf(query);
  // A query of little words only can still be one of the library's phrases, word for word ("why me").
  const spoken = terms.length === 0 ? library.spoken.get(reading.text) : undefined;
  const matches = spoken ? [chosenTopic(spoken, 1, true)] : matchTopics(terms, library, reading);
  const selected = selectTopics(matches, terms);
  const covered = new Set(selected.flatMap((m) => [...m.covered]));
  // How much of the query the chosen topics explain, each word weighted by how telling it is.
  const weight = (t: QueryTerm) => Math.max(...[...t.alts].map(([s, w]) => w * (stemRarity(index, s) || (library.topicsByStem.has(s) ? RANKING.topicOnlyWordRarity : 0))));
  const total = terms.reduce((sum, t) => sum + weight(t), 0);
  const coverage = total === 0 ? 0 : terms.filter((t) => covered.has(t.index)).reduce((sum, t) => sum + weight(t), 0) / total;

  const want = opts.limit + 5;
  let kind: MatchKind = selected.length > 0 ? 'topics' : 'fulltext';
  // Violent, sexual or death words never lead to verses by keyword; with no topic, comfort instead.
  const denied = terms.some((t) => isDenied(t.word) || (t.corrected !== undefined && isDenied(t.corrected)));
  const safeTerms = safeForFullText(terms);
  const fullText = (ts: QueryTerm[] = terms) =>
    denied && selected.length === 0
      ? []
      : searchFullText(index, (r) => data.corpus('WEB').text(r) ?? '', safeForFullText(ts), data.priors, want + 5, denied ? undefined : phraseOf(query));
  // Several words may be Scripture's own phrase ("bread of life", "be still and know"), so they are
  // looked up even when topics explain them, as typed (a phrase is literal: no synonyms).
  const literal = () => terms.map((t) => ({ ...t, alts: new Map([...t.alts].filter(([, w]) => w >= CORRECTION_WEIGHT)) }));
  const hits =
    coverage < 1 || selected.length === 0 ? fullText() : terms.length >= 2 && terms.length <= 6 ? fullText(literal()) : [];
  // …but a feeling the library knows word for word ("can't stop crying") is not a verse to look up.
  const phrase = hits.length > 0 && hits[0].exact && terms.length >= 2 && !selected[0]?.literal;
  if (phrase) kind = 'fulltext';
  else if (coverage >= 1) hits.length = 0;
  const picks = topicPicks(selected, phrase ? RANKING.topicsBesidePhrase : 1, terms);
  if (picks.length < want && hits.length === 0 && selected.length > 0) {
    hits.push(...fullText());
  }
  if (hits.length > 0) {
    const factor = selected.length === 0 || phrase ? RANKING.leadingTextWeight : RANKING.textWeightMin + RANKING.textWeightSpan * (1 - coverage);
    const max = hits[0].score;
    const byRef = new Map(picks.map((p) => [p.reference, p]));
    // A passage counts its best verse once: two verses of "John 9:2-3" that say "son" are not twice the answer.
    const credited = new Set<string>();
    for (const h of hits) {
      const found = useCovering(library, h.ref);
      if (found && !h.exact && onlyStern(library, found.reference, selected)) continue;
      const reference = found?.reference ?? formatReference(h.ref);
      if (credited.has(reference)) continue;
      credited.add(reference);
      const ref = found ? found.ref : h.ref;
      const score = (factor * h.score) / max;
      const existing = byRef.get(reference);
      if (existing) existing.score += score;
      else {
        const p: Pick = { ref, reference, score, matched: h.matched, why: found?.use.why, topic: undefined };
        byRef.set(reference, p);
        picks.push(p);
      }
    }
    picks.sort((a, b) => b.score - a.score || a.reference.localeCompare(b.reference));
  }
  if (picks.length === 0) {
    kind = 'fallback';
    picks.push(...topicPicks(fallbackTopics(library, denied ? GENTLE_TOPICS : FALLBACK_TOPICS)));
  }

  const topicIds = selected.map((m) => m.topic.id);
  const mainWords = safeTerms.filter((t) => t.alts.size > 0).map((t) => t.corrected ?? t.word);
  const corpus = data.corpus(opts.version);
  const shown = (p: Pick) => !!corpus.text(p.ref);
  const verses = finish(data, diversify(picks, false, shown, opts.limit), opts, (p) => {
    if (p.topic) {
      const words = topicWords(p, query);
      const others = selected.map((m) => m.topic.label).filter((l) => l !== p.topic!.label);
      return { ...words, tags: [p.topic.label, ...others] };
    }
    const matched = p.matched && p.matched.length > 0 ? p.matched : mainWords.slice(0, 3);
    const use = useOf(library, p.reference, topicIds);
    return {
      reason: fullTextReason(matched, BOOKS[p.ref.book].name, use?.why, `${query}|${p.reference}`),
      tags: [...(matched.length > 0 ? [capitalize(matched[0])] : []), ...(use ? [use.topic.label] : [])].filter(
        (t, i, all) => all.indexOf(t) === i,
      ),
      theme: use?.topic.theme ?? selected[0]?.topic.theme ?? 'inspiration',
    };
  });
  // A firm match only: one word of a phrase ("my joy disappeared" and "i want to disappear") is not enough to read despair.
  const despair = selected[0]?.topic.id === CONCERN_TOPICS.crisis[0] && selected[0].firm;
  return { verses, kind, topics: topicIds, despair };
};

/**
 * The terms the full-text search may build on: no denied word, no denied stem among the alternatives,
 * and no word that only says which day beside words that say what ("tonight" of "god let me sleep tonight"
 * is not a reason for "tonight your soul is required of you").
 */
const safeForFullText = (terms: QueryTerm[]): QueryTerm[] => {
  const safe = terms
    .filter((t) => !isDenied(t.word) && !(t.corrected !== undefined && isDenied(t.corrected)))
    .map((t) => ({ ...t, alts: new Map([...t.alts].filter(([s]) => !isDenied(s))) }))
    .filter((t) => t.alts.size > 0);
  const what = safe.filter((t) => !saysWhichDay(t));
  return what.length > 0 ? what : safe;
};

/** The topics a query's words match, best first, read on their own (for a concern or a loose name, not the search's answer). */
const topicsOf = (data: EngineData, query: string) => matchTopics(analyzeQuery(query, data.synonyms, data.vocabulary), data.library, readingOf(query));

/**
 * A question asked about abuse (whether to stay married, how to honor a father who is abusive): the question the library
 * relates to the care abuse is given leads, and that care follows. Abuse told, not asked about, is given the care alone.
 */
const ASKING = /^(?:does|do|should|how|is|can|am|what|why|would|will|could)\b|\?$/;
const askedOfAbuse = (data: EngineData, query: string, concerns: Concern[]): TopicMatch[] => {
  if (concerns.length !== 1 || concerns[0] !== 'abuse') return [];
  const best = topicsOf(data, query)[0];
  return best?.firm && best.topic.kind === 'question' && ASKING.test(query.toLowerCase()) && best.topic.related.includes(CONCERN_TOPICS.abuse[0]) ? [best] : [];
};

/**
 * A query voicing a concern (suicide or self-harm, abuse, wanting to hurt someone, anger at God)
 * gets the topics for it, in that order, whatever else its words match; never keyword verses.
 */
const concernAnswer = (data: EngineData, query: string, concerns: Concern[], opts: DiscoverOptions) => {
  const { library } = data;
  const ids = [...new Set(concerns.flatMap((c) => CONCERN_TOPICS[c]))];
  const asked = askedOfAbuse(data, query, concerns);
  const selected: TopicMatch[] = [
    ...asked,
    ...ids.flatMap((id, i) => {
      const topic = library.byId.get(id);
      return topic ? [chosenTopic(topic, 1 / (1 + i + asked.length))] : [];
    }),
  ];
  const picks = topicPicks(selected);
  const corpus = data.corpus(opts.version);
  const verses = finish(data, diversify(picks, false, (p) => !!corpus.text(p.ref), opts.limit), opts, (p) => {
    const words = topicWords(p, query);
    const others = selected.map((m) => m.topic.label).filter((l) => l !== p.topic!.label);
    return { ...words, tags: [p.topic!.label, ...others] };
  });
  return { verses, topics: selected.map((m) => m.topic.id) };
};

/**
 * Words no Bible reference is made of ("am", "is" and "so" are Amos, Isaiah and the Song; "mar" is
 * Mark): a query holding one is more than references ("i'm 17 and my parents scream at me", "december
 * 25"), so the reference parser, a millisecond or two on a long query, need not read it.
 */
const NOT_IN_A_REFERENCE =
  /\b(?:my|me|we|our|you|your|he|she|they|his|her|was|were|have|has|had|how|why|what|when|where|who|would|should|can|feel|want|need|years?|old|i'?m|kids|do|does|did|not|dont|it|for|with|about|at|another|next|months?|weeks?|days?|january|jan|february|feb|march|april|may|june|july|august|aug|september|sept|october|oct|november|nov|december|dec)\b/i;

/**
 * The concerns the patterns hear, and a crisis the models read where they hear none: either one sure
 * (`crisis-model.ts`, `crisis-meaning.ts`, `crisis-grams.ts`), or the first two agreeing (`crisis-doubt.ts`). Where nothing is
 * sure, how the two lean is kept for the line the answer carries, so it is read once.
 */
const concernsHeard = (data: EngineData, query: string): { concerns: Concern[]; leaning?: CrisisLeaning } => {
  const heard = concernsOf(query);
  if (heard.includes('crisis') || heard.includes('suicide-loss')) return { concerns: heard };
  const sure = modelReadsCrisis(data.crisisModel, query) || meaningReadsCrisis(data.crisisMeaning, query) || gramsReadCrisis(data.crisisGrams, data.crisisModel, data.crisisMeaning, query);
  const leaning = sure ? undefined : crisisLeaning(data.crisisModel, data.crisisMeaning, query);
  if (!sure && !leaning) return { concerns: heard };
  // A question about what a figure of the Bible said of dying is study, and a search about an everyday activity is
  // about that activity, however near their words lie to a crisis (asked only where a reading leans, which is rare).
  if (studyOrEverydayActivity(query) || aStoryTold(data, query)) return { concerns: heard };
  // A verse quoted and nothing more ("seek and ye shall find, knock and it shall be opened") is that verse asked for:
  // a learned reading may find its words near a crisis. Words of one's own beside it are read ("to live is christ,
  // to die is gain, and dying sounds like gain right now"), and the patterns always are.
  if (onlyQuotes(data, versionNamed(query).rest)) return { concerns: heard };
  return { concerns: sure || leaning === 'agreed' ? ['crisis', ...heard] : heard, leaning };
};

/** Words by which a writer speaks of themselves, or takes a story as their own ("same", "mood"). */
const THE_WRITER = new Set(['i', 'me', 'my', 'mine', 'myself', 'id', 'we', 'us', 'our', 'same', 'mood', 'relatable', 'vibe', 'rn', 'honestly', 'literally', 'feel', 'felt', 'feeling', 'lol']);
/**
 * A story of Scripture told and nothing said of the writer ("let them down the wall with a rope, red cord in the window",
 * "his friend was dead 4 days … called him out of the grave"): a learned reading may find its words near a crisis, but
 * it is the story asked for. The patterns are always read.
 */
const aStoryTold = (data: EngineData, query: string) =>
  !words(query).some((w) => THE_WRITER.has(w)) && (toldStory(data, query, 'WEB') ?? sceneIn(data, query, 'WEB')) !== undefined;

/** The crisis line for a crisis heard; a gentler one, with the same number, for one half heard (`crisis-doubt.ts`). */
const supportFor = (heard: boolean, leaning: CrisisLeaning | undefined): { support?: DiscoverySupport } => {
  if (heard) return { support: { message: CRISIS_SUPPORT_MESSAGE } };
  return leaning === 'half' ? { support: { message: GENTLE_SUPPORT_MESSAGE } } : {};
};

/**
 * A passage named in other words ("david vs goliath") stands only where the query is not, word for
 * word, a phrase of the library: "husband and wife" is a question about marriage, not Ephesians 5.
 */
const looselyNamed = (data: EngineData, query: string) => {
  const refs = looselyNamedPassage(data.passages, query);
  if (!refs) return undefined;
  const firm = topicsOf(data, query)[0]?.firm;
  return firm ? undefined : refs;
};

/** What a story told must say of it besides its name: half its other words are the passage's ("where david kills goliath with a sling"). */
const TOLD_SHARE = 0.5;
/**
 * A name with a word found in so few verses names its story whatever else is said ("tower of babel everybody
 * suddenly speaking different languages", "martha stressed cooking"): Babel, Delilah, Goliath, Martha, Zacchaeus.
 */
const NAMING_VERSES = 40;

/** A story found: its references as `passages.json` has them, in the version asked for, and the words said beside its name. */
interface StoryFound {
  passage: string[];
  refs: VerseRef[];
  beside: string[];
}

/**
 * The passage of a story told, where the rest of the telling is in it too: "a husband praying for his
 * wife" holds the name "husband and wife" (Ephesians 5), but nothing of it speaks of praying.
 */
const toldStory = (data: EngineData, query: string, version: BibleVersion): StoryFound | undefined => {
  const naming = (stem: string) => stemRarity(data.index, stem) >= Math.log(1 + data.index.keys.length / NAMING_VERSES);
  const told = storyTold(data.passages, query, naming);
  const refs = told?.refs.flatMap((r) => ownReference(data, r, version));
  if (!told || !refs?.length) return undefined;
  // Its other names are its words too ("magnificat mary's song").
  const inPassage = stemsOfPassage(data.index, refs);
  for (const [name, named] of data.passages.byName) if (named.join() === told.refs.join()) for (const s of contentStems(name)) inPassage.add(s);
  return told.named || told.beside.filter((s) => inPassage.has(s)).length >= TOLD_SHARE * told.beside.length ? { passage: told.refs, refs, beside: told.beside } : undefined;
};

/** A word of about two hundred verses or fewer: one such that no topic explains tells a scene. */
const TELLING_RARITY = 5;

/** A word of English, misspelt or not: one the word vectors know (their 40,000 commonest plain words). */
export const isEnglishWord = (data: EngineData, word: string) => data.crisisMeaning.vectors.row(word) !== undefined;

/**
 * The passage of a story told without its name (`scenes.ts`), in the version asked for, where the scene
 * holds a word of few verses that the topics the query matches do not explain: every word of "pregnant
 * and terrified about giving birth" is a topic's (pregnancy, fear), though Luke 2 holds them all, and
 * "what happens to a baby who dies before birth" says of it only the everyday "happens".
 */
const sceneIn = (data: EngineData, query: string, version: BibleVersion): StoryFound | undefined => {
  const textsOf = (id: number) => BOTH_VERSIONS.map((v) => data.corpus(v).text(refOf(data.index, id)) ?? '');
  const told = sceneTold(data.scenes(), data.index, query, textsOf, (word) => isEnglishWord(data, word));
  const refs = told?.refs.flatMap((r) => ownReference(data, r, version));
  if (!told || !refs?.length) return undefined;
  const terms = analyzeQuery(query, data.synonyms, data.vocabulary);
  const covered = new Set(matchTopics(terms, data.library, readingOf(query)).slice(0, MAX_BLENDED_TOPICS).flatMap((m) => [...m.covered]));
  const explained = new Set(terms.filter((t) => covered.has(t.index)).map((t) => t.stem));
  return told.held.some((s) => !explained.has(s) && stemRarity(data.index, s) >= TELLING_RARITY) ? { passage: told.refs, refs, beside: told.beside } : undefined;
};

/**
 * The text with each word the query's analysis corrected in its place; undefined where none was. A word of English
 * stays as it is: "deploying", unknown to the library, is not "replaying".
 */
const respelling = (data: EngineData, text: string, terms: readonly QueryTerm[]) => {
  const corrections = new Map(terms.flatMap((t) => (t.corrected && !isEnglishWord(data, t.word) ? [[t.word, t.corrected] as const] : [])));
  return corrections.size === 0 ? undefined : words(text).map((w) => corrections.get(w) ?? w).join(' ');
};

const stemsOfPassage = (index: FullTextIndex, refs: VerseRef[]) => new Set([...idsOf(index, refs)].flatMap((id) => stemsOfVerse(index, id)));

/**
 * The moment of a story told: the few verses side by side (`SIDE_BY_SIDE`) that hold most of the telling,
 * the one that holds most first. The words beside the name tell which moment ("delilah cuts samson's hair"),
 * the name's own words, found all through the passage, only a little; rarer words weigh more, and the first
 * such verses win a tie. "Where david kills goliath with a sling and a stone" is 1 Samuel 17:50, then 17:47-49,
 * in 17:32-50.
 */
const sceneOf = (data: EngineData, refs: VerseRef[], query: string, beside: readonly string[]): VerseRef[] => {
  const { index } = data;
  const wanted = new Map(contentStems(query).map((s) => [s, stemRarity(index, s) * (beside.includes(s) ? 1 : NAME_WEIGHT)]));
  const ids = [...idsOf(index, refs)];
  const verses = ids.map((id) => new Set(stemsOfVerse(index, id)));
  let best = -1;
  let bestWeight = 0;
  for (let start = 0; start < ids.length; start++) {
    const side = verses.slice(start, start + SIDE_BY_SIDE);
    let weight = 0;
    for (const [s, w] of wanted) if (side.some((v) => v.has(s))) weight += w;
    if (weight > bestWeight) [best, bestWeight] = [start, weight];
  }
  if (best < 0) return [];
  // The verse that holds most of it leads; the moment's others follow in their order, where two words or
  // more beside the name tell it ("noah's ark and the flood" is the whole story, from its start).
  const moment = ids.slice(best, best + SIDE_BY_SIDE);
  const side = verses.slice(best, best + SIDE_BY_SIDE);
  const weights = side.map((v) => [...wanted].reduce((sum, [s, w]) => (v.has(s) ? sum + w : sum), 0));
  const lead = weights.indexOf(Math.max(...weights));
  const told = beside.filter((s) => side.some((v) => v.has(s)));
  return (told.length >= 2 ? [moment[lead], ...moment.filter((_, at) => at !== lead)] : [moment[lead]]).map((id) => refOf(index, id));
};

/** Why a story went as it did is told from its start ("why did jonah run from god"). */
const ASKS_WHY = /^why\b/;

/**
 * The heart of the story these references of `passages.json` are, in the version asked for; none for a passage read
 * from its start, nor for a question of why.
 */
const heartIn = (data: EngineData, passage: readonly string[], query: string, version: BibleVersion): VerseRef[] => {
  const heart = ASKS_WHY.test(normalizeWords(query)) ? undefined : heartOf(data.passages, passage);
  return heart ? ownReference(data, heart, version) : [];
};

/**
 * The moment told and the story's heart: the heart first where the moment's lead is in it, else just after
 * it ("jesus turns water into wine at the wedding" tells the wedding, John 2:1, and looks for John 2:9-11).
 */
const withHeart = (moment: VerseRef[], heart: VerseRef[]): VerseRef[] => {
  if (heart.length === 0 || moment.length === 0) return heart.length > 0 ? heart : moment;
  const [lead, ...others] = moment;
  const beside = others.filter((m) => !heart.some((h) => overlaps(h, m)));
  return heart.some((h) => overlaps(h, lead)) ? [...heart, ...beside] : [lead, ...heart, ...beside];
};

/** How much a word of the story's name counts toward its scene, against 1 for a word beside it. */
const NAME_WEIGHT = 0.25;

/**
 * Answers one search: a blank query gets the verse of the day; a reference gets exactly those verses;
 * a date gets its verse of the day; anything else is matched to the topical library and searched
 * in the full text, blended and ordered best first. Deterministic: the same query always gets the
 * same answer.
 */
export const discover = (data: EngineData, rawQuery: string, opts: DiscoverOptions): Discovery => {
  const asked = rawQuery.trim().replace(/\s+/g, ' ');
  if (asked === '') {
    return { queryType: 'date', kind: 'daily', verses: dateAnswer(data, monthDayOf(opts.today), opts, true), topics: [] };
  }
  const { concerns, leaning } = concernsHeard(data, asked);
  if (concerns.length > 0) {
    const answer = concernAnswer(data, asked, concerns, { ...opts, version: versionNamed(asked).version ?? opts.version });
    // Someone grieving a suicide is at risk too: the line is for them as well.
    const support = supportFor(concerns.includes('crisis') || concerns.includes('suicide-loss'), leaning);
    const feeling = data.library.byId.get(answer.topics[0])?.kind === 'feeling';
    return { queryType: feeling ? 'emotion' : classifyQuery(asked), kind: 'topics', ...answer, ...support };
  }

  const query = plainSense(asked);
  const queryType = classifyQuery(query);
  // A verse is quoted in the words as typed: "he makes me lie down" is Psalm 23, whatever "lie down" means elsewhere.
  const quoting = versionNamed(asked).rest;

  // "john 3:16 kjv", "psalm twenty three", "the lord's prayer": what the person named, in the version they named.
  const { rest, version } = versionNamed(query);
  const named = { ...opts, version: version ?? opts.version };
  // A passage is given whole, however many verses the answer usually has; the instant answer is its first.
  const passageFound = (verses: DiscoveredVerse[]): Discovery => ({ queryType: 'general', kind: 'reference', verses: named.limit === 1 ? verses.slice(0, 1) : verses, topics: [] });
  const passageAnswer = (passage: string[] | undefined): Discovery | undefined => {
    if (!passage) return undefined;
    const passageRefs = passage.flatMap((r) => ownReference(data, r, named.version));
    if (passageRefs.length === 0) return undefined;
    // A passage of more than one card (asked with a limit of one, it would give only its first verse)…
    const title = titleOf(data.passages, passage);
    const whole = referenceAnswer(data, passageRefs, { ...named, limit: Math.max(named.limit, 2) }, { reasonOf: passageReason, title });
    // …whose name is also a verse's own words ("be still and know that i am god") puts that verse first; a story, its heart.
    const keyed = quotedKey(data, quoting, named.version);
    if (keyed.length > 0 || whole.length < 2) return passageFound(quotedFirst(data, keyed, whole, named, undefined, { title }));
    return passageFound(quotedFirst(data, heartIn(data, passage, rest, named.version), whole, named, undefined, { reasonOf: heartReason, title }));
  };
  // The passage a spelling of the query names, by one of its names or in other words of the same meaning.
  const namedAs = (text: string) => passageAnswer(namedPassage(data.passages, text) ?? looselyNamed(data, text));
  const byName = passageAnswer(namedPassage(data.passages, rest) ?? looselyNamed(data, rest) ?? twiceNamedPassage(data.passages, rest));
  if (byName) return byName;
  const typed = stripFiller(withDigits(rest));
  // A reference names a book: numbers alone ("12/25", "9/11") are dates or counts.
  const refs = /\d/.test(typed) && /[a-z]/i.test(typed) && !NOT_IN_A_REFERENCE.test(typed) ? data.parseReferences(typed, named.version) : null;
  if (refs && refs.length > 0) return { queryType: 'general', kind: 'reference', verses: referenceAnswer(data, refs, named), topics: [] };
  // "10 commandments", "the 12 disciples": a name with its number in digits.
  const inWords = /\d/.test(rest) ? withNumberWords(rest) : undefined;
  const byNameInWords = inWords && namedAs(inWords);
  if (byNameInWords) return byNameInWords;
  const besideItsWords = /\d/.test(typed) ? referenceBesideItsWords(data, typed, named.version) : undefined;
  if (besideItsWords) return { queryType: 'general', kind: 'reference', verses: quotedFirst(data, besideItsWords.quoted, referenceAnswer(data, besideItsWords.refs, named), named), topics: [] };

  const terms = analyzeQuery(query, data.synonyms, data.vocabulary);
  // "the ten commandmnets", "the good samartian": a name misspelt.
  const respelt = respelling(data, rest, terms);
  const byNameRespelt = respelt && namedAs(respelt);
  if (byNameRespelt) return byNameRespelt;
  if (terms.length > 0 && terms.every((t) => t.corrected === undefined && !data.vocabulary.has(t.word) && isGibberish(t.word))) {
    return { queryType: 'general', kind: 'unknown', verses: [], topics: [] };
  }
  const md = dateInQuery(query, opts.today, terms.every((t) => DAY_WORDS.has(t.word)));
  // A date beside words of their own ("my surgery is on march 3", "verse for my birthday november 2")
  // says when: the words are answered, and the date's verse only when they find no topic.
  const undated = md ? withoutDates(query) : query;
  const undatedTerms = md ? analyzeQuery(undated, data.synonyms, data.vocabulary) : terms;
  const wordsAnswer = md && undatedTerms.some((t) => !DAY_WORDS.has(t.word)) ? searchAnswer(data, undated, undatedTerms, named) : undefined;
  if (md && !wordsAnswer?.topics.length) {
    const today = monthDayOf(opts.today);
    const isToday = md.month === today.month && md.day === today.day;
    return { queryType: 'date', kind: 'date', verses: dateAnswer(data, md, opts, isToday), topics: [] };
  }

  if (terms.length > 0 && terms.every((t) => RANDOM.has(t.word))) {
    return { queryType, kind: 'random', verses: randomAnswer(data, opts), topics: [] };
  }
  const quoted = quotedSpeltEitherWay(data, quoting, terms, opts.version);
  const story = quoted.length === 0 && !md ? (toldStory(data, rest, named.version) ?? (respelt && toldStory(data, respelt, named.version)) ?? sceneIn(data, rest, named.version) ?? (respelt && sceneIn(data, respelt, named.version))) : undefined;
  if (story) {
    // A passage short enough to be one card is shown whole; a longer one begins with the moment told and its
    // heart, the instant answer too (asked with a limit of one, the passage would give only its first verse).
    const title = titleOf(data.passages, story.passage);
    const passage = referenceAnswer(data, story.refs, { ...named, limit: Math.max(named.limit, 2) }, { reasonOf: passageReason, title });
    if (passage.length < 2) return passageFound(passage);
    const heart = heartIn(data, story.passage, rest, named.version);
    const ofTheHeart = new Set(heart.map(formatReference));
    const reasonOf: ReasonOf = (reference) => (ofTheHeart.has(reference) ? heartReason() : momentReason());
    // Nothing told beside its name ("my daughter wants the story of david and goliath"): no moment, the heart leads.
    const moment = story.beside.length > 0 ? sceneOf(data, story.refs, rest, story.beside) : [];
    return passageFound(quotedFirst(data, withHeart(moment, heart), passage, named, undefined, { reasonOf, title }));
  }
  // "verses about hope kjv": the words are searched, and answered in the version named.
  const searched = wordsAnswer ?? searchAnswer(data, rest, version ? analyzeQuery(rest, data.synonyms, data.vocabulary) : terms, named);
  const { kind, topics } = searched;
  const verses = quotedFirst(data, quoted, searched.verses, named, opts.limit);
  // Whatever the words, an answer that leads firmly with not wanting to live carries the crisis line.
  const support = supportFor(searched.despair, leaning);
  // A feeling that mentions "today" is still a feeling; the date type is for date answers.
  const feeling = topics.length > 0 && data.library.byId.get(topics[0])?.kind === 'feeling';
  const type = queryType === 'date' ? classifyQuery(undated.replace(/\b(today'?s?|verse of the day)\b/gi, ' ')) : queryType;
  return { queryType: type === 'general' && feeling ? 'emotion' : type, kind, verses, topics, ...support };
};

/** The query's words from its first to its last meaningful word ("bread of life"). */
const phraseOf = (query: string): string | undefined => {
  const all = words(query);
  const meaningful = all.flatMap((w, i) => (STOP_WORDS.has(w) ? [] : [i]));
  return meaningful.length >= 2 ? all.slice(meaningful[0], meaningful[meaningful.length - 1] + 1).join(' ') : undefined;
};

const RANDOM = new Set(['random', 'any', 'surprise', 'shuffle']);

/** "Random Bible verse": verses of the day from days picked by the seed. */
const randomAnswer = (data: EngineData, opts: DiscoverOptions): DiscoveredVerse[] => {
  const { library } = data;
  const picks: Pick[] = [];
  let x = (opts.seed ?? 0) >>> 0 || 1;
  for (let i = 0; i < opts.limit * 3 && library.calendar.length > 0; i++) {
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> 0;
    x ^= x >>> 13;
    const reference = library.calendar[x % library.calendar.length];
    const ref = parseCanonicalReference(reference);
    if (ref && !picks.some((p) => p.reference === reference)) picks.push({ ref, reference, score: 1 });
  }
  return finish(data, picks, opts, (p) => {
    const use = useOf(library, p.reference);
    return {
      reason: use ? topicReason(use.topic.need, use.why, p.reference) : 'A verse chosen at random from the verses of the year.',
      tags: use ? [use.topic.label] : [DAILY_VERSE_TAG],
      theme: use?.topic.theme ?? 'inspiration',
    };
  });
};

/** A library verse as a card, for recommendations. */
export const libraryVerse = (data: EngineData, use: VerseUse, reference: string, version: BibleVersion): DiscoveredVerse | undefined => {
  const ref = parseCanonicalReference(reference);
  const text = ref ? data.corpus(version).text(ref) : undefined;
  if (!text) return undefined;
  const words = topicWords({ ref: ref!, reference, score: 1, topic: use.topic, why: use.why }, 'recommended');
  return { reference, text, version, ...words, reflection: reflectionOf(data.library.reflections, ref!, reference, text) };
};

/** "show me john 3 16" → "john 3 16": leading request words before a reference. */
/** A version named in the query ("kjv", "king james", "web"), and the query without it. */
const versionNamed = (query: string): { rest: string; version?: BibleVersion } => {
  // "web" is a version only as the last word or called one ("web version"): "caught in a web of lies" is a web.
  const m = /(?:^|\s)(?:in (?:the )?)?(kjv|king james(?: version| bible)?|web(?= version|$)(?: version)?|world english(?: bible)?)(?:\s|$)/i.exec(query);
  if (!m) return { rest: query };
  return { rest: `${query.slice(0, m.index)} ${query.slice(m.index + m[0].length)}`.trim(), version: /^k/i.test(m[1]) ? 'KJV' : 'WEB' };
};

/** A reference of Verse's own data ("Romans 10:9-10"), when the version has its text. */
const ownReference = (data: EngineData, reference: string, version: BibleVersion): VerseRef[] => {
  const ref = parseCanonicalReference(reference);
  return ref && data.corpus(version).text(ref) ? [ref] : [];
};

/** The verse whose common modern wording (a key in `passages.json`) the query holds. */
const quotedKey = (data: EngineData, query: string, version: BibleVersion): VerseRef[] => {
  const reference = rememberedVerse(data.passages, query);
  return reference ? ownReference(data, reference, version) : [];
};

/**
 * The quoted verses, then the answer's other verses (a quoted verse is not shown twice, alone and
 * inside a passage: "he is risen", Matthew 28:5-6); with `limit`, cut there, never inside the quoted ones.
 */
const quotedFirst = (data: EngineData, quoted: VerseRef[], verses: DiscoveredVerse[], opts: DiscoverOptions, limit?: number, asked?: AskedFor): DiscoveredVerse[] => {
  if (quoted.length === 0) return verses;
  const first = referenceAnswer(data, quoted, { ...opts, limit: quoted.length }, asked);
  const repeats = (v: DiscoveredVerse) => {
    const ref = parseCanonicalReference(v.reference);
    return !!ref && quoted.some((q) => overlaps(q, ref));
  };
  const all = [...first, ...verses.filter((v) => !repeats(v))];
  return limit === undefined ? all : all.slice(0, Math.max(first.length, limit));
};

/**
 * The verses a query quotes, which come first in its answer: its common modern wording (a key in
 * `passages.json`), or a run of a verse's own words in either version (the version asked for first),
 * exact words before nearly exact ones, or most of its words in other words around them.
 */
const quotedIn = (data: EngineData, query: string, version: BibleVersion): VerseRef[] => {
  const keyed = quotedKey(data, query, version);
  if (keyed.length > 0) return keyed;
  const versions: BibleVersion[] = version === 'WEB' ? ['WEB', 'KJV'] : ['KJV', 'WEB'];
  const quoted = (find: typeof versesQuoted) => versions.map((v) => find(data.corpus(v), () => data.quotes(v), query)).find((refs) => refs.length > 0);
  return quoted(versesQuoted) ?? quoted(versesNearlyQuoted) ?? quoted(versesQuotedInPart) ?? versesLooselyQuoted(data.index, data.library.verseRank, query);
};

/** Quoting, a long word may be misspelt twice over ("shepard"): the whole verse must then hold the word as corrected. */
const QUOTE_TYPOS = 2;
const LONG_WORD = 6;
/** More words than this unknown, and the query is not a quote misspelt but words of its own. */
const MOST_MISSPELT = 2;

/** A quote as typed, or else with its misspelt words corrected ("the lord is my shepard i shall not want"). */
const quotedSpeltEitherWay = (data: EngineData, query: string, terms: readonly QueryTerm[], version: BibleVersion): VerseRef[] => {
  const asTyped = quotedIn(data, query, version);
  if (asTyped.length > 0) return asTyped;
  const unknown = terms.filter((t) => !data.vocabulary.has(t.word));
  if (unknown.length === 0 || unknown.length > MOST_MISSPELT || terms.length < 3) return asTyped;
  const scripture = data.vocabulary.lists[data.vocabulary.lists.length - 1];
  const respelt = unknown.map((t) => ({ word: t.word, as: t.corrected ?? (t.word.length >= LONG_WORD ? nearestWord(t.word, scripture, QUOTE_TYPOS, true) : undefined) }));
  if (respelt.some((r) => r.as === undefined)) return asTyped;
  return quotedIn(data, respelt.reduce((text, r) => text.replace(new RegExp(String.raw`\b${r.word}\b`, 'g'), r.as!), query.toLowerCase()), version);
};

/** Words of a query that the verse it quotes does not hold, at most: a typo, or a word of the other version. */
const MOST_WORDS_BESIDE_A_QUOTE = 1;

/** Does the query quote a verse and say little else: its meaningful words, all but one, are the verse's (in either version)? */
const onlyQuotes = (data: EngineData, query: string) => {
  const terms = analyzeQuery(query, data.synonyms, data.vocabulary);
  const refs = quotedSpeltEitherWay(data, query, terms, 'WEB');
  if (refs.length === 0) return false;
  const versesSay = new Set((['WEB', 'KJV'] as const).flatMap((v) => refs.flatMap((r) => contentStems(data.corpus(v).text(r) ?? ''))));
  // A word misspelt is the verse's word it was corrected to ("resurection").
  const own = contentStems(respelling(data, query, terms) ?? query);
  const beside = own.filter((s) => !versesSay.has(s) && !(DIVINE_NAMES.has(s) && [...DIVINE_NAMES].some((d) => versesSay.has(d))));
  return beside.length <= MOST_WORDS_BESIDE_A_QUOTE && 4 * beside.length <= own.length;
};

const BOTH_VERSIONS = ['WEB', 'KJV'] as const;

/** The names of the passages that lie within these references ("the suffering servant" in Isaiah 53). */
const namesWithin = (data: EngineData, refs: readonly VerseRef[]) =>
  [...data.passages.byName].flatMap(([name, named]) =>
    named.some((r) => {
      const ref = parseCanonicalReference(r);
      return !!ref && refs.some((within) => overlaps(ref, within));
    })
      ? [name]
      : [],
  );

/** A reference first or last ("isaiah 53 suffering servant", "the suffering servant isaiah 53"), and the words beside it. */
const REFERENCE_FIRST = /^((?:[1-3] )?[a-z]+(?: of [a-z]+)? \d+(?:[: ]\d+(?:-\d+)?)?) ([a-z].*)$/i;
const REFERENCE_LAST = /^([a-z].*?) ((?:[1-3] )?[a-z]+(?: of [a-z]+)? \d+(?:[: ]\d+(?:-\d+)?)?)$/i;

/**
 * A reference said with words all found in its text (either version) or in the name of a passage it holds
 * ("psalm 46 be still", "read me isaiah 53 suffering servant"): the reference, and the verse of it those words
 * quote, if one does. Words it does not hold ("psalm 23 for my mom's funeral") are a search of their own.
 */
const referenceBesideItsWords = (data: EngineData, typed: string, version: BibleVersion): { refs: VerseRef[]; quoted: VerseRef[] } | undefined => {
  const first = REFERENCE_FIRST.exec(typed);
  const last = first ? null : REFERENCE_LAST.exec(typed);
  const [reference, besides] = first ? [first[1], first[2]] : last ? [last[2], last[1]] : [];
  if (!reference || !besides) return undefined;
  const refs = data.parseReferences(reference, version);
  if (!refs?.length) return undefined;
  const held = new Set(namesWithin(data, refs).flatMap(words));
  for (const id of idsOf(data.index, refs)) for (const v of BOTH_VERSIONS) for (const w of words(data.corpus(v).text(refOf(data.index, id)) ?? '')) held.add(w);
  if (!words(besides).every((w) => held.has(w))) return undefined;
  const quoted = quotedIn(data, besides, version).filter((q) => refs.some((ref) => overlaps(q, ref)));
  if (quoted.length > 0) return { refs, quoted };
  // Too few words to quote a verse by ("be still"): the first verse that says them in their order.
  const phrase = ` ${words(besides).join(' ')} `;
  for (const id of idsOf(data.index, refs)) {
    const ref = refOf(data.index, id);
    if (BOTH_VERSIONS.some((v) => ` ${words(data.corpus(v).text(ref) ?? '').join(' ')} `.includes(phrase))) return { refs, quoted: [ref] };
  }
  return { refs, quoted: [] };
};

const stripFiller = (query: string) =>
  query.replace(/^(?:(?:please|show|give|read|find|open|me|the|verse|verses|bible|scripture|passage|of|for|to|a)\s+)+/i, '');
