import { AUDIO_CACHE } from '@verse/shared/constants';

/** Spec 000 §9: the current verse 100, others max(1, 50 − 10 × distance). */
export const preloadPriority = (index: number, current: number) =>
  index === current ? AUDIO_CACHE.currentPriority : Math.max(1, 50 - 10 * Math.abs(index - current));

export interface CachedEntryInfo {
  key: string;
  timestamp: number;
  size: number;
}

/** Keys to evict, oldest first, once the total is over `maxBytes`: until it is at or below 80 %. */
export const evictionPlan = (entries: CachedEntryInfo[], maxBytes: number = AUDIO_CACHE.maxBytes, ratio: number = AUDIO_CACHE.evictToRatio) => {
  let total = entries.reduce((s, e) => s + e.size, 0);
  if (total <= maxBytes) return [];
  const target = maxBytes * ratio;
  const out: string[] = [];
  for (const e of [...entries].sort((a, b) => a.timestamp - b.timestamp)) {
    if (total <= target) break;
    out.push(e.key);
    total -= e.size;
  }
  return out;
};

/** The cache key of one verse's audio: the same words in the same version sound the same. */
export const audioCacheKey = (v: { reference: string; version: string; text: string }) => `${v.version}|${v.reference}|${v.text}`;
