import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import { AUDIO_CACHE } from '@verse/shared/constants';
import { preloadPriority } from './audio-plan.ts';

// The fetching and caching code loads after the page's first paint: no verse needs audio before then.
const loadAudio = () => import('./verse-audio.ts').then((m) => m.verseAudio);

export type AudioState = 'idle' | 'loading' | 'playing';

/**
 * Play/pause for the shown verse (spec 000 §4 "Audio"). Pausing rewinds; a new verse stops and
 * resets; failures are silent and return to idle. The other verses' audio is fetched ahead,
 * nearest first, once the page has settled.
 */
export const useVerseAudio = (verses: DiscoveredVerse[], index: number) => {
  const [state, setState] = useState<AudioState>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const attempt = useRef(0);
  const verse = verses[index];

  const stop = useCallback(() => {
    attempt.current++;
    const el = audio.current;
    if (el) {
      el.pause();
      el.currentTime = 0;
    }
    setState('idle');
  }, []);

  useEffect(() => {
    stop();
    return stop;
  }, [verse?.reference, verse?.text, stop]);

  useEffect(() => {
    // Not while the page is still loading: the shown verse and the page's own code come first.
    const timer = setTimeout(
      () =>
        void loadAudio().then((verseAudio) =>
          verses.forEach((v, i) => {
            if (i !== index) verseAudio(v, preloadPriority(i, index)).catch(() => undefined);
          }),
        ),
      AUDIO_CACHE.preloadDelayMs,
    );
    return () => clearTimeout(timer);
  }, [verses, index]);

  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  const toggle = useCallback(async () => {
    if (!verse) return;
    if (state === 'playing') return stop();
    if (state === 'loading') return;
    const mine = ++attempt.current;
    setState('loading');
    try {
      const blob = await (await loadAudio())(verse, preloadPriority(index, index));
      if (mine !== attempt.current) return;
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = URL.createObjectURL(blob);
      const el = (audio.current ??= new Audio());
      el.onended = () => setState('idle');
      el.onerror = () => setState('idle');
      el.src = url.current;
      await el.play();
      if (mine === attempt.current) setState('playing');
    } catch {
      if (mine === attempt.current) setState('idle');
    }
  }, [verse, index, state, stop]);

  return { state, toggle };
};
