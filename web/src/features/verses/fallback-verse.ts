import quotes from 'virtual:scripture-quotes';
import type { DiscoveredVerse } from './api.ts';

/** Shown when discovery cannot answer, so the page is never blank; the text is quoted from the corpus at build time. */
export const FALLBACK_VERSE: DiscoveredVerse = {
  reference: quotes.fallback.reference,
  text: quotes.fallback.text,
  version: quotes.fallback.version as DiscoveredVerse['version'],
  reason: 'A promise to hold on to while we reconnect: you are not alone, and you will be held up.',
  reflection: 'Take a slow breath and read it again. Whatever you came here carrying, bring it to God in a few honest words, then try your search once more.',
  tags: ['Encouragement'],
  theme: 'strength',
};
