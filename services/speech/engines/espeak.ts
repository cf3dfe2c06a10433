import { spawn, spawnSync } from 'node:child_process';
import { encodeMp3 } from '../domain/mp3.ts';
import type { SpeechEngine } from '../domain/speak.ts';
import { parseWav, type Pcm } from '../domain/wav.ts';
import { marksAt, wordsOf } from '../domain/word-marks.ts';

const BINARY = 'espeak-ng';

let available: boolean | undefined;
export const espeakAvailable = () => (available ??= spawnSync(BINARY, ['--version'], { stdio: 'ignore' }).status === 0);

/**
 * espeak-ng as a local stand-in for Polly. The text goes in on stdin (never as an argument, so it
 * cannot be read as an option) and without `-m`, so markup is not interpreted; WAV comes out on stdout.
 */
export const espeakEngine = (voice = 'en-us', wordsPerMinute = 150): SpeechEngine => {
  const speakPcm = (text: string, finalPause = true) =>
    new Promise<Pcm>((resolve, reject) => {
      const args = ['-v', voice, '-s', String(wordsPerMinute), ...(finalPause ? [] : ['-z']), '--stdin', '--stdout'];
      const child = spawn(BINARY, args, { stdio: ['pipe', 'pipe', 'ignore'] });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (c: Buffer) => chunks.push(c));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new Error(`${BINARY} exited with ${code}`));
        try {
          resolve(parseWav(new Uint8Array(Buffer.concat(chunks))));
        } catch (error) {
          reject(error);
        }
      });
      child.stdin.end(text);
    });
  return {
    voice: `espeak-${voice}-${wordsPerMinute}`,
    synthesize: async (text) => encodeMp3(await speakPcm(text)),
    /**
     * espeak-ng's command line reports no word events, so each word's start is measured: the audio
     * of the text up to and with the word, less the audio of the word alone (pauses before it, such
     * as a comma's, fall before its start).
     */
    wordMarks: async (text) => {
      const lengthMs = async (part: string) => {
        const { samples, sampleRate } = await speakPcm(part, false);
        return (samples.length / sampleRate) * 1000;
      };
      const times: number[] = [];
      for (const [i, word] of wordsOf(text).entries()) {
        const start = i === 0 ? 0 : (await lengthMs(text.slice(0, word.end))) - (await lengthMs(word.value));
        times.push(i === 0 ? 0 : Math.max(start, times[i - 1] + 1));
      }
      return marksAt(text, times);
    },
  };
};
