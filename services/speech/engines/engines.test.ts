import { describe, expect, it } from 'vitest';
import { looksLikeMp3 } from '../domain/mp3.ts';
import { espeakAvailable } from './espeak.ts';
import { selectEngine } from './index.ts';

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

describe('selectEngine', () => {
  it('uses Polly with a configurable neural voice outside the local stack', async () => {
    expect((await selectEngine(envOf({}))).voice).toBe('polly-neural-Joanna');
    expect((await selectEngine(envOf({ POLLY_VOICE: 'Matthew' }))).voice).toBe('polly-neural-Matthew');
  });
  it('uses a local engine on the local stack', async () => {
    expect((await selectEngine(envOf({ VERSE_LOCAL: 'true' }))).voice).toMatch(espeakAvailable() ? /^espeak-en-us/ : /^formant/);
    expect((await selectEngine(envOf({ VERSE_LOCAL: 'true', SPEECH_ENGINE: 'polly' }))).voice).toMatch(/^polly-neural/);
    expect((await selectEngine(envOf({ SPEECH_ENGINE: 'formant' }))).voice).toBe('formant-1');
  });
  it('rejects an unknown engine name', async () => {
    await expect(selectEngine(envOf({ SPEECH_ENGINE: 'robot' }))).rejects.toThrow('SPEECH_ENGINE must be');
  });
  it('the local engines speak text as MP3, markup included as plain words', async () => {
    for (const name of ['local', 'formant']) {
      const mp3 = await (await selectEngine(envOf({ SPEECH_ENGINE: name }))).synthesize('<speak>Be still, and know that I am God.</speak> -v');
      expect(looksLikeMp3(mp3)).toBe(true);
      expect(mp3.length).toBeGreaterThan(2000);
    }
  });
});

describe('read-along timings of the local engines', () => {
  const text = 'In the beginning, God created the heavens and the earth.';
  it('give every word a start, in order, inside the audio the engine makes', async () => {
    for (const name of ['local', 'formant']) {
      const engine = await selectEngine(envOf({ SPEECH_ENGINE: name }));
      const marks = await engine.wordMarks(text);
      expect(marks.map((m) => text.slice(m.start, m.end))).toEqual(text.split(' '));
      expect(marks[0].time).toBe(0);
      for (let i = 1; i < marks.length; i++) expect(marks[i].time).toBeGreaterThan(marks[i - 1].time);
      // "beginning," and its pause last longer than "God".
      const lasting = marks.slice(1).map((m, i) => m.time - marks[i].time);
      expect(lasting[2]).toBeGreaterThan(lasting[3]);
    }
  });
});
