import { RELATED_TOPICS, VERSE_CACHE } from '@verse/shared/constants';

/** The related topics worth loading after a search: the fixed list minus the one searched, at most 3. */
export const relatedQueries = (query: string): string[] => {
  const q = query.trim().toLowerCase();
  return RELATED_TOPICS.filter((topic) => topic !== q).slice(0, VERSE_CACHE.relatedPrefetchMax);
};
