import type { SpeechEngine } from '../domain/speak.ts';
import { espeakAvailable, espeakEngine } from './espeak.ts';
import { formantEngine } from './formant.ts';
import { queued } from './queued.ts';

/** The engines of the embedded stack, a few texts at a time: `local` is espeak-ng when installed, else the formant synthesizer. */
export const localEngine = (choice: 'local' | 'formant', env: (name: string) => string | undefined): SpeechEngine =>
  queued(choice === 'local' && espeakAvailable() ? espeakEngine(env('ESPEAK_VOICE') ?? 'en-us') : formantEngine());
