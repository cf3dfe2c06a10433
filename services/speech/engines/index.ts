import { config } from '#kit/config.ts';
import type { SpeechEngine } from '../domain/speak.ts';
import { pollyEngine } from './polly.ts';

const DEFAULT_POLLY_VOICE = 'Joanna';

/**
 * `SPEECH_ENGINE=polly|local|formant`; by default Polly in AWS and a local engine on the embedded
 * stack. `local` is espeak-ng when installed, else the pure-JS formant synthesizer.
 * `POLLY_VOICE` picks the neural voice (default Joanna), `ESPEAK_VOICE` the local one (default en-us).
 * AWS bundles leave the local engines and their MP3 encoder out (see `infra/aws/bundling.ts`).
 */
export const selectEngine = async (env: (name: string) => string | undefined = config.env): Promise<SpeechEngine> => {
  const choice = env('SPEECH_ENGINE') ?? (env('VERSE_LOCAL') === 'true' ? 'local' : 'polly');
  if (choice === 'polly') return pollyEngine(env('POLLY_VOICE') ?? DEFAULT_POLLY_VOICE);
  if (choice !== 'local' && choice !== 'formant') throw new Error(`SPEECH_ENGINE must be polly, local or formant (got ${choice})`);
  if (process.env.VERSE_BUNDLE !== 'aws') {
    const { localEngine } = await import('./local.ts');
    return localEngine(choice, env);
  }
  throw new Error(`SPEECH_ENGINE=${choice} is not part of the AWS bundle; AWS speaks with Polly`);
};
