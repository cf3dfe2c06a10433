import { segments, synthesizeFormants } from '../domain/formant.ts';
import { encodeMp3 } from '../domain/mp3.ts';
import type { SpeechEngine } from '../domain/speak.ts';
import { marksAt, wordsOf } from '../domain/word-marks.ts';

/** The pure-JS fallback when no speech engine is installed; its word times are its own segment lengths. */
export const formantEngine = (): SpeechEngine => ({
  voice: 'formant-1',
  synthesize: async (text) => encodeMp3(synthesizeFormants(text)),
  wordMarks: async (text) => {
    const starts: number[] = [];
    let elapsed = 0;
    segments(text).forEach((segment, i) => {
      starts[i] = elapsed;
      elapsed += segment.ms;
    });
    return marksAt(text, wordsOf(text).map((w) => starts[w.start]));
  },
});
