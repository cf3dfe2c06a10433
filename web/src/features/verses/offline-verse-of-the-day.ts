import { OFFLINE_STORAGE_KEYS } from '@verse/shared/browser';
import { readStoredJson, storage } from '@/lib/storage.ts';
import type { DiscoveredVerse, DiscoverySupport } from './api.ts';

export const OFFLINE_SEARCH =
  "You're offline, and searching needs a connection. Meanwhile you can read today's verse, your Daily Ten and the chapters you've opened in the Bible reader.";

interface Kept {
  date: string;
  verses: DiscoveredVerse[];
  support: DiscoverySupport | null;
}

/**
 * The verse of the day is the same for everyone on a date, so the last one shown is kept in the
 * browser and answers, offline, for that same local date only.
 */
export const offlineVerseOfTheDay = {
  keep(date: string, verses: DiscoveredVerse[], support: DiscoverySupport | null) {
    storage.set(OFFLINE_STORAGE_KEYS.verseOfTheDay, JSON.stringify({ date, verses, support } satisfies Kept));
  },
  read(date: string): Omit<Kept, 'date'> | undefined {
    const kept = readStoredJson<Kept>(OFFLINE_STORAGE_KEYS.verseOfTheDay);
    return kept?.date === date && Array.isArray(kept.verses) && kept.verses.length > 0 ? { verses: kept.verses, support: kept.support } : undefined;
  },
};
