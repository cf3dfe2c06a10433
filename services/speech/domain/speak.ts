import { AUDIO_CONTENT_TYPE, type AudioCacheStatus, type WordMark } from '@verse/shared/api/schemas/speech';
import { audioKey, marksKey } from './audio-key.ts';

export interface SpeechEngine {
  /** Names the voice; part of the storage key, so changing voice never serves old audio. */
  voice: string;
  /** Plain text in, MP3 bytes out. */
  synthesize(text: string): Promise<Uint8Array>;
  /** When each word of the text begins in the audio `synthesize` makes of it. */
  wordMarks(text: string): Promise<WordMark[]>;
}

export interface AudioStore {
  get(key: string): Promise<Uint8Array | undefined>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** The engine could not speak the text (Polly failing, the local engine missing): nothing was stored. */
export class SynthesisFailed extends Error {
  constructor(cause: unknown) {
    super('speech synthesis failed', { cause });
    this.name = 'SynthesisFailed';
  }
}

export interface SpokenAudio {
  bytes: Uint8Array;
  cache: AudioCacheStatus;
  key: string;
}

/**
 * The stored audio for this text in this voice, synthesizing and storing it the first time.
 * `beforeSynthesis` runs only when the text must be spoken afresh (it may refuse by throwing).
 */
export const speak = async (text: string, engine: SpeechEngine, store: AudioStore, beforeSynthesis?: () => Promise<void>): Promise<SpokenAudio> => {
  const key = audioKey(engine.voice, text);
  const stored = await store.get(key);
  if (stored && stored.length > 0) return { bytes: stored, cache: 'hit', key };
  await beforeSynthesis?.();
  const bytes = await engine.synthesize(text).catch((error: unknown) => {
    throw new SynthesisFailed(error);
  });
  await store.put(key, bytes, AUDIO_CONTENT_TYPE);
  return { bytes, cache: 'miss', key };
};

/** The word timings of this text's audio, stored beside it: measured or asked for the first time only. */
export const speechMarks = async (text: string, engine: SpeechEngine, store: AudioStore, beforeSynthesis?: () => Promise<void>): Promise<WordMark[]> => {
  const key = marksKey(engine.voice, text);
  const stored = await store.get(key);
  if (stored && stored.length > 0) return JSON.parse(new TextDecoder().decode(stored)) as WordMark[];
  await beforeSynthesis?.();
  const marks = await engine.wordMarks(text).catch((error: unknown) => {
    throw new SynthesisFailed(error);
  });
  await store.put(key, new TextEncoder().encode(JSON.stringify(marks)), 'application/json');
  return marks;
};
