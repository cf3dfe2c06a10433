import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import type { SpeechMarksResponse, SpeechRequest, WordMark } from '@verse/shared/api/schemas/speech';
import { apiRequest } from '@/lib/api.ts';
import { verseAudio } from '@/features/verses/audio/verse-audio.ts';
import type { AudioState } from '@/features/verses/audio/use-verse-audio.ts';
import { wordAt } from './read-along.ts';

const CURRENT = 100;
const kept = new Map<string, Promise<WordMark[]>>();

/** The verse's word timings; none (plain playback) when they cannot be had. */
const wordMarks = (verse: DiscoveredVerse): Promise<WordMark[]> => {
  const key = `${verse.version}|${verse.reference}`;
  let marks = kept.get(key);
  if (!marks) {
    const body: SpeechRequest = { text: verse.text, reference: verse.reference, version: verse.version };
    marks = apiRequest<SpeechMarksResponse>('POST /api/tts/speech-marks', body).then(
      (answer) => answer.marks,
      () => (kept.delete(key), []),
    );
    kept.set(key, marks);
  }
  return marks;
};

/**
 * Play/stop of the reader's verse with the word being spoken (spec 001 §4 audio states, plus
 * read-along). Playing is continuous: when a verse ends, `onEnded` moves on and the next verse
 * plays on its own, until the listener stops. Failures are silent and return to idle.
 */
export const useReadAlong = (verse: DiscoveredVerse | undefined, onEnded: () => void) => {
  const [state, setState] = useState<AudioState>('idle');
  const [marks, setMarks] = useState<WordMark[]>([]);
  const [word, setWord] = useState(-1);
  const continuous = useRef(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const frame = useRef(0);
  const attempt = useRef(0);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  const halt = useCallback(() => {
    attempt.current++;
    cancelAnimationFrame(frame.current);
    const el = audio.current;
    if (el) {
      el.onended = null;
      el.pause();
      el.currentTime = 0;
    }
    setState('idle');
    setWord(-1);
  }, []);

  const play = useCallback(
    async (target: DiscoveredVerse) => {
      const mine = ++attempt.current;
      setState('loading');
      setMarks([]);
      try {
        const [blob, timings] = await Promise.all([verseAudio(target, CURRENT), wordMarks(target)]);
        if (mine !== attempt.current) return;
        if (url.current) URL.revokeObjectURL(url.current);
        url.current = URL.createObjectURL(blob);
        const el = (audio.current ??= new Audio());
        el.src = url.current;
        el.onended = () => {
          cancelAnimationFrame(frame.current);
          setState('idle');
          setWord(-1);
          if (continuous.current) ended.current();
        };
        el.onerror = () => halt();
        setMarks(timings);
        await el.play();
        if (mine !== attempt.current) return;
        setState('playing');
        const follow = () => {
          setWord(wordAt(timings, el.currentTime * 1000));
          frame.current = requestAnimationFrame(follow);
        };
        follow();
      } catch {
        if (mine === attempt.current) {
          continuous.current = false;
          setState('idle');
        }
      }
    },
    [halt],
  );

  // A new verse: stop the old one, and go on reading if the listener had not stopped.
  useEffect(() => {
    halt();
    if (verse && continuous.current) void play(verse);
  }, [verse, halt, play]);

  useEffect(
    () => () => {
      continuous.current = false;
      halt();
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [halt],
  );

  const toggle = useCallback(() => {
    if (!verse || state === 'loading') return;
    if (state === 'playing') {
      continuous.current = false;
      return halt();
    }
    continuous.current = true;
    void play(verse);
  }, [verse, state, halt, play]);

  /** Ends continuous play (the last verse of the Bible, or the listener leaving). */
  const stop = useCallback(() => {
    continuous.current = false;
    halt();
  }, [halt]);

  return { state, marks, word, toggle, stop };
};
