import { VERSE_CACHE } from '@verse/shared/constants';

const normalize = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

/** Answers kept in memory per query (spec 000 §7): at most `max` entries, the oldest dropped first. */
export const createQueryCache = <T>(max: number = VERSE_CACHE.entries) => {
  const entries = new Map<string, T>();
  return {
    get: (query: string) => entries.get(normalize(query)),
    has: (query: string) => entries.has(normalize(query)),
    set(query: string, value: T) {
      const key = normalize(query);
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
};
