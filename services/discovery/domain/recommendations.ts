import type { DiscoveredVerse, Recommendation } from '@verse/shared/api/schemas/discovery';
import { LIMITS, type BibleVersion } from '@verse/shared/constants';
import { libraryVerse, type EngineData } from './discover.ts';
import type { LibraryTopic } from './library.ts';

/** Recommendations fall back to these when a device has no history. */
const POPULAR_TOPICS = ['encouragement', 'hope', 'strength', 'peace', 'comfort', 'love'];

export interface History {
  /** Topic ids of the device's recent searches, newest first. */
  searchedTopics: string[];
  /** References the device was already shown. */
  seen: string[];
  helpful: string[];
  unhelpful: string[];
}

/** 0.9 for the first, 0.1 less for each next (spec 001 §3). */
export const relevanceScore = (position: number) => Math.round((0.9 - 0.1 * position) * 10) / 10;

/**
 * Verses for one device: from the topics of verses it found helpful, then of its recent searches,
 * then their neighbouring topics, taken in turn, skipping verses it has seen or voted unhelpful.
 * Without history: popular encouragement.
 */
export const recommend = (data: EngineData, history: History, version: BibleVersion): Recommendation[] => {
  const { library } = data;
  const topics: LibraryTopic[] = [];
  const add = (id: string) => {
    const t = library.byId.get(id);
    if (t && !topics.includes(t)) topics.push(t);
  };
  for (const ref of history.helpful) for (const use of library.uses.get(ref) ?? []) add(use.topic.id);
  history.searchedTopics.forEach(add);
  for (const t of [...topics]) t.related.forEach(add);
  if (topics.length === 0) POPULAR_TOPICS.forEach(add);

  const skip = new Set([...history.seen, ...history.unhelpful, ...history.helpful]);
  const out: DiscoveredVerse[] = [];
  const taken = new Set<string>();
  for (let rank = 0; out.length < LIMITS.recommendationsMax && rank < 30; rank++) {
    for (const topic of topics) {
      if (out.length >= LIMITS.recommendationsMax) break;
      const v = topic.verses[rank];
      if (!v || skip.has(v.reference) || taken.has(v.reference)) continue;
      const verse = libraryVerse(data, { topic, rank, why: v.why }, v.reference, version);
      if (verse) {
        taken.add(v.reference);
        out.push(verse);
      }
    }
  }
  return out.map((v, i) => ({ ...v, theme: v.theme ?? 'inspiration', relevanceScore: relevanceScore(i) }));
};
