import { spawn, spawnSync } from 'node:child_process';
import { encodeMp3 } from '../domain/mp3.ts';
import type { SpeechEngine } from '../domain/speak.ts';
import { parseWav } from '../domain/wav.ts';

const BINARY = 'espeak-ng';

let available: boolean | undefined;
export const espeakAvailable = () => (available ??= spawnSync(BINARY, ['--version'], { stdio: 'ignore' }).status === 0);

/**
 * espeak-ng as a local stand-in for Polly. The text goes in on stdin (never as an argument, so it
 * cannot be read as an option) and without `-m`, so markup is not interpreted; WAV comes out on stdout.
 */
export const espeakEngine = (voice = 'en-us', wordsPerMinute = 150): SpeechEngine => ({
  voice: `espeak-${voice}-${wordsPerMinute}`,
  synthesize: (text) =>
    new Promise((resolve, reject) => {
      const child = spawn(BINARY, ['-v', voice, '-s', String(wordsPerMinute), '--stdin', '--stdout'], { stdio: ['pipe', 'pipe', 'ignore'] });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (c: Buffer) => chunks.push(c));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new Error(`${BINARY} exited with ${code}`));
        try {
          resolve(encodeMp3(parseWav(new Uint8Array(Buffer.concat(chunks)))));
        } catch (error) {
          reject(error);
        }
      });
      child.stdin.end(text);
    }),
});
