import { AUDIO_CACHE_HEADER, AUDIO_CONTENT_TYPE, speechRequest, type SpeechMarksResponse } from '@verse/shared/api/schemas/speech';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { badRequest, HttpError } from '#kit/errors.ts';
import { logger } from '#kit/logger.ts';
import { binary, createHandler, json, type ApiRequest } from '#kit/http.ts';
import { addressKey, takeSource } from '#kit/source-limit.ts';
import { validateBody } from '#kit/validate.ts';
import { scriptureToSpeak } from './domain/scripture-only.ts';
import { speak, speechMarks, SynthesisFailed, type SpeechEngine } from './domain/speak.ts';
import { selectEngine } from './engines/index.ts';
import { audioStore } from './store.ts';

let engine: Promise<SpeechEngine> | undefined;

const SPEECH_UNAVAILABLE = 'Audio is unavailable right now. Please try again in a moment.';

/**
 * Reads a verse aloud: only scripture (the corpus text of the verse the request names, or one
 * verse's exact text), from storage when it was spoken before; fresh synthesis is limited per source
 * address. The reference and version identify the verse; they are not read.
 */
const unavailable = (error: unknown): never => {
  if (!(error instanceof SynthesisFailed)) throw error;
  logger.error('speech engine failed', { error: error.cause });
  throw new HttpError(503, SPEECH_UNAVAILABLE, {}, { 'retry-after': '30' });
};

/** The scripture a request names, and the limit on speaking something afresh for its source address. */
const spokenRequest = (req: ApiRequest) => {
  const spoken = scriptureToSpeak(validateBody(speechRequest, req.body), loadCorpus);
  if ('error' in spoken) throw badRequest(spoken.error);
  return { text: spoken.text, fresh: () => takeSource('synthesesPerAddress', addressKey(req.sourceIp), req.now) };
};

const readAloud = async (req: ApiRequest) => {
  const { text, fresh } = spokenRequest(req);
  const audio = await speak(text, await (engine ??= selectEngine()), audioStore, fresh).catch(unavailable);
  return binary(audio.bytes, AUDIO_CONTENT_TYPE, { [AUDIO_CACHE_HEADER]: audio.cache });
};

/** When each word of a verse's audio is spoken (read-along), for the same request as the audio. */
const wordTimings = async (req: ApiRequest) => {
  const { text, fresh } = spokenRequest(req);
  const body: SpeechMarksResponse = { marks: await speechMarks(text, await (engine ??= selectEngine()), audioStore, fresh).catch(unavailable) };
  return json(body);
};

export const handler = createHandler('speech', {
  'POST /api/tts/generate-audio': readAloud,
  'POST /api/tts': readAloud,
  'POST /api/tts/speech-marks': wordTimings,
});
