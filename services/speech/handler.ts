import { AUDIO_CACHE_HEADER, AUDIO_CONTENT_TYPE, speechRequest } from '@verse/shared/api/schemas/speech';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { badRequest, HttpError } from '#kit/errors.ts';
import { logger } from '#kit/logger.ts';
import { binary, createHandler, type ApiRequest } from '#kit/http.ts';
import { addressKey, takeSource } from '#kit/source-limit.ts';
import { validateBody } from '#kit/validate.ts';
import { scriptureToSpeak } from './domain/scripture-only.ts';
import { speak, SynthesisFailed, type SpeechEngine } from './domain/speak.ts';
import { selectEngine } from './engines/index.ts';
import { audioStore } from './store.ts';

let engine: Promise<SpeechEngine> | undefined;

const SPEECH_UNAVAILABLE = 'Audio is unavailable right now. Please try again in a moment.';

/**
 * Reads a verse aloud: only scripture (the corpus text of the verse the request names, or one
 * verse's exact text), from storage when it was spoken before; fresh synthesis is limited per source
 * address. The reference and version identify the verse; they are not read.
 */
const readAloud = async (req: ApiRequest) => {
  const spoken = scriptureToSpeak(validateBody(speechRequest, req.body), loadCorpus);
  if ('error' in spoken) throw badRequest(spoken.error);
  const fresh = () => takeSource('synthesesPerAddress', addressKey(req.sourceIp), req.now);
  const audio = await speak(spoken.text, await (engine ??= selectEngine()), audioStore, fresh).catch((error: unknown) => {
    if (!(error instanceof SynthesisFailed)) throw error;
    logger.error('speech engine failed', { error: error.cause });
    throw new HttpError(503, SPEECH_UNAVAILABLE, {}, { 'retry-after': '30' });
  });
  return binary(audio.bytes, AUDIO_CONTENT_TYPE, { [AUDIO_CACHE_HEADER]: audio.cache });
};

export const handler = createHandler('speech', {
  'POST /api/tts/generate-audio': readAloud,
  'POST /api/tts': readAloud,
});
