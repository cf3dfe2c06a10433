import { config } from '#kit/config.ts';
import type { SpeechEngine } from '../domain/speak.ts';
import { espeakAvailable, espeakEngine } from './espeak.ts';
import { formantEngine } from './formant.ts';
import { pollyEngine } from './polly.ts';
import { queued } from './queued.ts';

const DEFAULT_POLLY_VOICE = 'Joanna';

/**
 * `SPEECH_ENGINE=polly|local|formant`; by default Polly in AWS and a local engine on the embedded
 * stack. `local` is espeak-ng when installed, else the pure-JS formant synthesizer.
 * Local engines speak a few texts at a time (`queued`). `POLLY_VOICE` picks the neural voice (default Joanna), `ESPEAK_VOICE` the local one (default en-us).
 */
export const selectEngine = (env: (name: string) => string | undefined = config.env): SpeechEngine => {
  const choice = env('SPEECH_ENGINE') ?? (env('VERSE_LOCAL') === 'true' ? 'local' : 'polly');
  switch (choice) {
    case 'polly':
      return pollyEngine(env('POLLY_VOICE') ?? DEFAULT_POLLY_VOICE);
    case 'formant':
      return queued(formantEngine());
    case 'local':
      return queued(espeakAvailable() ? espeakEngine(env('ESPEAK_VOICE') ?? 'en-us') : formantEngine());
    default:
      throw new Error(`SPEECH_ENGINE must be polly, local or formant (got ${choice})`);
  }
};
