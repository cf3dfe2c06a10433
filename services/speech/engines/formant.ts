import { synthesizeFormants } from '../domain/formant.ts';
import { encodeMp3 } from '../domain/mp3.ts';
import type { SpeechEngine } from '../domain/speak.ts';

/** The pure-JS fallback when no speech engine is installed. */
export const formantEngine = (): SpeechEngine => ({
  voice: 'formant-1',
  synthesize: async (text) => encodeMp3(synthesizeFormants(text)),
});
