import { create } from 'zustand';
import { BIBLE_VERSIONS, DEFAULT_VERSION, type BibleVersion } from '@verse/shared/constants';
import { storage } from '@/lib/storage.ts';
import type { ReaderPlace } from './reader-nav.ts';

export type ReaderTheme = 'light' | 'dark';

const KEYS = { version: 'verse_reader_version', theme: 'verse_reader_theme', place: 'verse_reader_place' } as const;

const storedVersion = (): BibleVersion => {
  const value = storage.get(KEYS.version);
  return (BIBLE_VERSIONS as readonly string[]).includes(value ?? '') ? (value as BibleVersion) : DEFAULT_VERSION;
};

const storedTheme = (): ReaderTheme => {
  const value = storage.get(KEYS.theme);
  if (value === 'light' || value === 'dark') return value;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

const storedPlace = (): ReaderPlace | null => {
  try {
    const value = JSON.parse(storage.get(KEYS.place) ?? 'null') as ReaderPlace | null;
    return value && typeof value.book === 'string' && Number.isInteger(value.chapter) && Number.isInteger(value.verse) ? value : null;
  } catch {
    return null;
  }
};

interface ReaderPreferences {
  version: BibleVersion;
  theme: ReaderTheme;
  /** Where the reader was last: the landing's "Now Reading" and "Continue". */
  place: ReaderPlace | null;
  setVersion(version: BibleVersion): void;
  toggleTheme(): void;
  setPlace(place: ReaderPlace): void;
}

/** The reader's version, theme and place, remembered in this browser. */
export const useReaderPreferences = create<ReaderPreferences>((set, get) => ({
  version: storedVersion(),
  theme: storedTheme(),
  place: storedPlace(),
  setVersion: (version) => {
    storage.set(KEYS.version, version);
    set({ version });
  },
  toggleTheme: () => {
    const theme = get().theme === 'dark' ? 'light' : 'dark';
    storage.set(KEYS.theme, theme);
    set({ theme });
  },
  setPlace: (place) => {
    storage.set(KEYS.place, JSON.stringify(place));
    set({ place });
  },
}));
