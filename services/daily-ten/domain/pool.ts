import type { Theme } from '@verse/shared/api/schemas/discovery';

/** One verse the Daily Ten may give, with the words written for it (text comes from the corpus). */
export interface PoolVerse {
  reference: string;
  theme: Theme;
  /** The topic it was chosen under: the card's tag. */
  tag: string;
  reason: string;
  reflection: string;
}

/** `generated/reading-pool.json`: every eligible verse, theme by theme (`scripts/build-reading-pool.ts`). */
export interface ReadingPool {
  verses: PoolVerse[];
}
