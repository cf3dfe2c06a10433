import * as z from 'zod/mini';
import { BIBLE_VERSIONS, LIMITS } from '../../constants.ts';
import { nullableText } from './common.ts';

/** Response header saying whether the audio came from the stored copy (`hit`) or was just spoken (`miss`). */
export const AUDIO_CACHE_HEADER = 'x-audio-cache';
export type AudioCacheStatus = 'hit' | 'miss';

export const AUDIO_CONTENT_TYPE = 'audio/mpeg';

/**
 * When a word of the spoken text begins in its audio (Polly's word speech marks): `time` in
 * milliseconds from the start, `start`/`end` the word's character offsets in the spoken text (the
 * verse with its whitespace folded to single spaces), `value` the word.
 */
export interface WordMark {
  time: number;
  start: number;
  end: number;
  value: string;
}

/** `POST /api/tts/speech-marks`: the same request as the audio's, answered with its word timings. */
export interface SpeechMarksResponse {
  marks: WordMark[];
}

const TEXT_MESSAGE = `Please send the text to read aloud (1 to ${LIMITS.ttsTextMax} characters)`;

/** Whitespace runs (including line breaks) become one space: the speech engines read plain text only. */
const speechText = z.pipe(
  z.pipe(z.string({ error: TEXT_MESSAGE }), z.transform((v) => v.replace(/\s+/g, ' ').trim())),
  z.string().check(z.minLength(1, { error: TEXT_MESSAGE }), z.maxLength(LIMITS.ttsTextMax, { error: TEXT_MESSAGE })),
);

const VERSION_MESSAGE = `version must be one of ${BIBLE_VERSIONS.join(', ')}`;

/**
 * `POST /api/tts` (the reader's "listen", spec 001 §7) and `POST /api/tts/generate-audio` (a verse
 * card's play button, spec 000 §7): the verse's text, and the reference and version it is from.
 * Only scripture is read: the text must be that verse's corpus text (or, with no reference, exactly
 * one verse's text).
 */
export const speechRequest = z.object({
  text: speechText,
  reference: z.pipe(nullableText('reference must be text'), z.transform((v) => (v == null ? undefined : v.trim().slice(0, 100) || undefined))),
  version: z.pipe(
    z.pipe(nullableText(VERSION_MESSAGE), z.transform((v) => (v == null || v.trim() === '' ? undefined : v.trim().toUpperCase()))),
    z.optional(z.enum(BIBLE_VERSIONS, { error: VERSION_MESSAGE })),
  ),
});

export type SpeechRequest = z.input<typeof speechRequest>;
