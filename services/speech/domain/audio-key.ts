import { createHash } from 'node:crypto';

/**
 * Where the audio for one (voice, text) pair lives: a content hash, so the same words in the same
 * voice are synthesized once and every later request reads the stored file.
 */
const keyBase = (voice: string, text: string) => {
  const hash = createHash('sha256').update(voice).update('\u0000').update(text).digest('hex');
  return `tts/${voice.replace(/[^A-Za-z0-9_-]/g, '_')}/${hash}`;
};

export const audioKey = (voice: string, text: string) => `${keyBase(voice, text)}.mp3`;

/** The word timings of that audio, beside it. */
export const marksKey = (voice: string, text: string) => `${keyBase(voice, text)}.marks.json`;
