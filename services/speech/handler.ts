import { AUDIO_CACHE_HEADER, AUDIO_CONTENT_TYPE, generateAudioRequest, ttsRequest } from '@verse/shared/api/schemas/speech';
import { binary, createHandler, type ApiRequest } from '../kit/http.ts';
import { validate } from '../kit/validate.ts';
import { speak, type SpeechEngine } from './domain/speak.ts';
import { selectEngine } from './engines/index.ts';
import { audioStore } from './store.ts';

let engine: SpeechEngine | undefined;

const answer = async (text: string) => {
  const audio = await speak(text, (engine ??= selectEngine()), audioStore);
  return binary(audio.bytes, AUDIO_CONTENT_TYPE, { [AUDIO_CACHE_HEADER]: audio.cache });
};

/** Only the text is spoken; the reference and version identify the verse, they are not read. */
const generateAudio = async (req: ApiRequest) => answer(validate(generateAudioRequest, req.body).text);

const tts = async (req: ApiRequest) => answer(validate(ttsRequest, req.body).text);

export const handler = createHandler('speech', {
  'POST /api/tts/generate-audio': generateAudio,
  'POST /api/tts': tts,
});
