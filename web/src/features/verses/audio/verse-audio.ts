import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import type { SpeechRequest } from '@verse/shared/api/schemas/speech';
import { apiRequest } from '@/lib/api.ts';
import { audioCacheKey } from './audio-plan.ts';
import { createRequestQueue } from './audio-queue.ts';

type Cache = (typeof import('./audio-cache.ts'))['audioCache'];

const queue = createRequestQueue<Blob>();
let cache: Promise<Cache | null> | null = null;
/** The browser database is loaded on first use only; without it audio still plays. */
const loadCache = () => (cache ??= import('./audio-cache.ts').then((m) => m.audioCache, () => null));

const fromServer = (verse: DiscoveredVerse, signal: AbortSignal) =>
  apiRequest<Blob>('POST /api/tts/generate-audio', { text: verse.text, reference: verse.reference, version: verse.version } satisfies SpeechRequest, {
    signal,
    as: 'blob',
  });

/** The verse's audio: from the browser cache, else fetched through the shared queue and cached. */
export const verseAudio = async (verse: DiscoveredVerse, priority: number): Promise<Blob> => {
  const key = audioCacheKey(verse);
  const store = await loadCache();
  const cached = await store?.get(key).catch(() => undefined);
  if (cached) return cached;
  return queue.request(key, priority, async (signal) => {
    const blob = await fromServer(verse, signal);
    await store?.put(key, blob).catch(() => undefined);
    return blob;
  });
};
