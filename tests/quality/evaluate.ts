import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BibleVersion } from '../../shared/constants.ts';
import { parseCanonicalReference, type VerseRef } from '../../shared/scripture/reference.ts';
import type { EngineData } from '../../services/discovery/domain/discover.ts';
import { discover } from '../../services/discovery/domain/discover.ts';
import { settingOf } from '../../services/discovery/domain/reflections.ts';

/** The hand-judged development set: a query, its kind, and the references a pastor would accept. */
export interface DevItem {
  query: string;
  kind: string;
  accept: string[];
}

export const readDevset = (): DevItem[] => JSON.parse(readFileSync(join(import.meta.dirname, 'devset.json'), 'utf8')) as DevItem[];

/** The date every evaluation runs on, so "today" answers the same in every run. */
export const EVAL_TODAY = '2025-03-03';

const overlaps = (a: VerseRef, b: VerseRef) =>
  a.book === b.book && a.chapter === b.chapter && a.verse <= (b.endVerse ?? b.verse) && b.verse <= (a.endVerse ?? a.verse);

/** A returned reference is a hit when it shares a verse with an accepted one. */
export const isHit = (returned: string, accept: readonly string[]) => {
  const r = parseCanonicalReference(returned);
  return !!r && accept.some((a) => {
    const ref = parseCanonicalReference(a);
    return !!ref && overlaps(r, ref);
  });
};

export interface KindScores {
  n: number;
  hit1: number;
  hit3: number;
  mrr10: number;
}

/** hit@1, hit@3 and MRR@10 per kind (and 'all'), plus the items missed at 3. */
export const evaluate = (data: EngineData, items: DevItem[], version: BibleVersion = 'WEB') => {
  const sums = new Map<string, KindScores>();
  const misses: { query: string; kind: string; got: string[] }[] = [];
  for (const item of items) {
    const refs = discover(data, item.query, { version, limit: 10, today: EVAL_TODAY }).verses.map((v) => v.reference);
    const rank = refs.findIndex((r) => isHit(r, item.accept));
    for (const kind of [item.kind, 'all']) {
      const s = sums.get(kind) ?? { n: 0, hit1: 0, hit3: 0, mrr10: 0 };
      s.n++;
      if (rank === 0) s.hit1++;
      if (rank >= 0 && rank < 3) s.hit3++;
      if (rank >= 0) s.mrr10 += 1 / (rank + 1);
      sums.set(kind, s);
    }
    if (rank < 0 || rank >= 3) misses.push({ query: item.query, kind: item.kind, got: refs.slice(0, 3) });
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const scores = Object.fromEntries(
    [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([k, s]) => [k, { n: s.n, hit1: round(s.hit1 / s.n), hit3: round(s.hit3 / s.n), mrr10: round(s.mrr10 / s.n) }]),
  );
  return { scores, misses };
};

/**
 * Where each card's reflection comes from, over the top 10 of every dev-set query: written for that
 * verse, written for a passage it is part of, drawn from its book's setting (holding up only its own
 * words), or generic (none of these: it could sit under any verse).
 */
export const reflectionFigures = (data: EngineData, items: DevItem[], version: BibleVersion = 'WEB') => {
  const index = data.library.reflections;
  const written = index.written;
  const writtenTexts = new Set(Object.values(written));
  const counts = { cards: 0, forTheVerse: 0, forItsPassage: 0, fromItsSetting: 0, generic: 0 };
  const generic: { query: string; reference: string }[] = [];
  for (const item of items) {
    for (const v of discover(data, item.query, { version, limit: 10, today: EVAL_TODAY }).verses) {
      counts.cards++;
      const quoted = /“([^”]+)”/.exec(v.reflection)?.[1].replace(/…$/, '');
      const setting = settingOf(index, parseCanonicalReference(v.reference)!)?.setting;
      if (written[v.reference] === v.reflection) counts.forTheVerse++;
      else if (writtenTexts.has(v.reflection)) counts.forItsPassage++;
      else if (setting && v.reflection.startsWith(setting) && (quoted === undefined || v.text.includes(quoted))) counts.fromItsSetting++;
      else {
        counts.generic++;
        generic.push({ query: item.query, reference: v.reference });
      }
    }
  }
  return { ...counts, generic };
};

/**
 * The library against itself: each topic phrase searched as a query. A phrase another topic answers
 * is either a more specific topic's ("tithing" under Generosity → Tithing) or a phrase the matcher
 * misreads; the count is watched, the examples are read.
 */
export const phraseFigures = (data: EngineData, topics: readonly { id: string; phrases: readonly string[] }[]) => {
  let phrases = 0;
  const elsewhere: string[] = [];
  for (const t of topics) {
    for (const phrase of t.phrases) {
      const answer = discover(data, phrase, { version: 'WEB', limit: 5, today: EVAL_TODAY });
      if (answer.kind === 'reference' || answer.kind === 'date' || answer.kind === 'random') continue;
      phrases++;
      if (!answer.topics.includes(t.id)) elsewhere.push(`${phrase} (${t.id} → ${answer.topics[0] ?? answer.kind})`);
    }
  }
  return { phrases, answeredByTheirTopic: phrases - elsewhere.length, elsewhere };
};

/** A set of crisis phrasings: positives must carry the crisis line, negatives must not. */
export interface CrisisSet {
  positive: string[];
  negative: string[];
}

export const readCrisisSet = (name: 'crisis' | 'crisis-heldout' | 'crisis-by-others'): CrisisSet =>
  JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), 'utf8')) as CrisisSet;

/** The everyday searches the crisis reading by meaning learns as no crisis: fixed, so that everyday work does not relearn it. */
export const readCrisisEveryday = (): string[] =>
  (JSON.parse(readFileSync(join(import.meta.dirname, 'crisis-everyday.json'), 'utf8')) as { searches: string[] }).searches;

/**
 * Quiet crisis phrasings (no death, no means) written after the crisis models were built and never taught to
 * them, nor heard by any pattern: the gentle line's examples, which the models' every training moves a little.
 */
export const readQuietCrisis = (): string[] => JSON.parse(readFileSync(join(import.meta.dirname, 'crisis-quiet.json'), 'utf8')) as string[];

/**
 * Phrasings a reading may half hear, for the gentle line's examples: the quiet ones, then those written by others.
 * Which are half heard moves as the readings learn (since the reading by letters, no quiet one is).
 */
export const readHalfHeardCandidates = (): string[] => [...readQuietCrisis(), ...readCrisisSet('crisis-by-others').positive];

/** Recall on the positives and the false-alarm rate on the negatives, with the phrasings each got wrong. */
export const crisisFigures = (set: CrisisSet, isCrisis: (query: string) => boolean) => {
  const missed = set.positive.filter((q) => !isCrisis(q));
  const falseAlarms = set.negative.filter(isCrisis);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    positives: set.positive.length,
    negatives: set.negative.length,
    recall: round(1 - missed.length / set.positive.length),
    falseAlarmRate: round(falseAlarms.length / set.negative.length),
    missed,
    falseAlarms,
  };
};
