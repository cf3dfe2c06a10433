import { describe, expect, it } from 'vitest';
import { speechRequest } from '@verse/shared/api/schemas/speech';
import { audioKey } from './audio-key.ts';
import { segments, synthesizeFormants } from './formant.ts';
import { encodeMp3, looksLikeMp3 } from './mp3.ts';
import { speak, speechMarks, SynthesisFailed, type AudioStore, type SpeechEngine } from './speak.ts';
import { parseWav } from './wav.ts';
import { fromPollyMarks, marksAt } from './word-marks.ts';

const wav = (samples: number[], { sampleRate = 22_050, channels = 1, placeholderSizes = false } = {}) => {
  const data = samples.length * 2;
  const buf = new DataView(new ArrayBuffer(44 + data));
  const str = (at: number, s: string) => [...s].forEach((c, i) => buf.setUint8(at + i, c.charCodeAt(0)));
  str(0, 'RIFF');
  buf.setUint32(4, placeholderSizes ? 0x7fffffff : 36 + data, true);
  str(8, 'WAVE');
  str(12, 'fmt ');
  buf.setUint32(16, 16, true);
  buf.setUint16(20, 1, true);
  buf.setUint16(22, channels, true);
  buf.setUint32(24, sampleRate, true);
  buf.setUint32(28, sampleRate * 2 * channels, true);
  buf.setUint16(32, 2 * channels, true);
  buf.setUint16(34, 16, true);
  str(36, 'data');
  buf.setUint32(40, placeholderSizes ? 0x7fffffff : data, true);
  samples.forEach((s, i) => buf.setInt16(44 + i * 2, s, true));
  return new Uint8Array(buf.buffer);
};

describe('audioKey', () => {
  it('is stable for the same voice and text and differs otherwise', () => {
    expect(audioKey('polly-neural-Joanna', 'Jesus wept.')).toBe(audioKey('polly-neural-Joanna', 'Jesus wept.'));
    expect(audioKey('polly-neural-Joanna', 'Jesus wept.')).not.toBe(audioKey('polly-neural-Matthew', 'Jesus wept.'));
    expect(audioKey('a', 'bc')).not.toBe(audioKey('ab', 'c'));
    expect(audioKey('espeak en/us', 'x')).toMatch(/^tts\/espeak_en_us\/[0-9a-f]{64}\.mp3$/);
  });
});

describe('parseWav', () => {
  it('reads 16-bit mono samples and the sample rate', () => {
    const pcm = parseWav(wav([0, 1000, -1000, 32767], { sampleRate: 16_000 }));
    expect(pcm.sampleRate).toBe(16_000);
    expect(Array.from(pcm.samples)).toEqual([0, 1000, -1000, 32767]);
  });
  it('takes the data to the end of the file when the header sizes are placeholders (streamed WAV)', () => {
    expect(Array.from(parseWav(wav([5, 6, 7], { placeholderSizes: true })).samples)).toEqual([5, 6, 7]);
  });
  it('mixes stereo down to mono', () => {
    expect(Array.from(parseWav(wav([100, 300, -50, -150], { channels: 2 })).samples)).toEqual([200, -100]);
  });
  it('rejects what is not a WAV file', () => {
    expect(() => parseWav(new TextEncoder().encode('hello world, not audio'))).toThrow('not a WAV file');
  });
});

describe('encodeMp3', () => {
  it('produces MPEG audio frames', () => {
    const tone = Int16Array.from({ length: 22_050 }, (_, i) => Math.round(Math.sin((i / 22_050) * 2 * Math.PI * 440) * 8000));
    const mp3 = encodeMp3({ sampleRate: 22_050, samples: tone });
    expect(looksLikeMp3(mp3)).toBe(true);
    expect(mp3.length).toBeGreaterThan(1000);
  });
  it('looksLikeMp3 rejects other bytes', () => {
    expect(looksLikeMp3(new TextEncoder().encode('{"error":"x"}'))).toBe(false);
  });
});

describe('formant synthesizer', () => {
  it('turns letters into timed segments with pauses at punctuation', () => {
    expect(segments('a, b').map((s) => s.kind)).toEqual(['vowel', 'pause', 'pause', 'voiced']);
  });
  it('makes audible, bounded audio whose length follows the text', () => {
    const short = synthesizeFormants('Jesus wept.');
    const long = synthesizeFormants('In the beginning God created the heavens and the earth.');
    expect(long.samples.length).toBeGreaterThan(short.samples.length);
    const peak = short.samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak).toBeGreaterThan(10_000);
    expect(peak).toBeLessThanOrEqual(32_767);
    expect(looksLikeMp3(encodeMp3(short))).toBe(true);
  });
});

describe('speak', () => {
  const memoryStore = (): AudioStore & { map: Map<string, Uint8Array> } => {
    const map = new Map<string, Uint8Array>();
    return { map, get: async (k) => map.get(k), put: async (k, v) => void map.set(k, v) };
  };
  const countingEngine = (): SpeechEngine & { calls: string[] } => {
    const calls: string[] = [];
    return {
      voice: 'test',
      calls,
      synthesize: async (t) => (calls.push(t), new Uint8Array([0xff, 0xfb, t.length])),
      wordMarks: async (t) => (calls.push(`marks:${t}`), marksAt(t, [0, 400])),
    };
  };

  it('synthesizes each text once and serves the stored copy afterwards', async () => {
    const store = memoryStore();
    const engine = countingEngine();
    const first = await speak('The LORD is my shepherd', engine, store);
    const second = await speak('The LORD is my shepherd', engine, store);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.bytes).toEqual(first.bytes);
    expect(engine.calls).toEqual(['The LORD is my shepherd']);
    expect(store.map.has(first.key)).toBe(true);
  });

  it('speaks different texts separately', async () => {
    const store = memoryStore();
    const engine = countingEngine();
    await speak('one', engine, store);
    expect((await speak('two', engine, store)).cache).toBe('miss');
    expect(engine.calls).toEqual(['one', 'two']);
  });

  it('stores nothing when synthesis fails', async () => {
    const store = memoryStore();
    const failing: SpeechEngine = { voice: 'x', synthesize: async () => Promise.reject(new Error('engine down')), wordMarks: async () => Promise.reject(new Error('engine down')) };
    await expect(speak('text', failing, store)).rejects.toThrow(SynthesisFailed);
    await expect(speechMarks('text', failing, store)).rejects.toThrow(SynthesisFailed);
    expect(store.map.size).toBe(0);
  });

  it('times a text once, stores the marks beside its audio, and serves them afterwards', async () => {
    const store = memoryStore();
    const engine = countingEngine();
    const audio = await speak('Jesus wept.', engine, store);
    const marks = await speechMarks('Jesus wept.', engine, store);
    expect(marks).toEqual([
      { time: 0, start: 0, end: 5, value: 'Jesus' },
      { time: 400, start: 6, end: 11, value: 'wept.' },
    ]);
    expect(await speechMarks('Jesus wept.', engine, store)).toEqual(marks);
    expect(engine.calls).toEqual(['Jesus wept.', 'marks:Jesus wept.']);
    expect([...store.map.keys()]).toEqual([audio.key, audio.key.replace(/\.mp3$/, '.marks.json')]);
  });
});

describe('speech requests', () => {
  it('collapse whitespace and accept 1 to 3000 characters', () => {
    expect(speechRequest.parse({ text: '  Jesus\n\n wept. ' }).text).toBe('Jesus wept.');
    expect(speechRequest.safeParse({ text: 'x'.repeat(3000) }).success).toBe(true);
    expect(speechRequest.safeParse({ text: 'x'.repeat(3001) }).success).toBe(false);
    expect(speechRequest.safeParse({ text: '   ' }).success).toBe(false);
    expect(speechRequest.safeParse({}).success).toBe(false);
    expect(speechRequest.safeParse({ text: 42 }).success).toBe(false);
  });
  it('generate-audio keeps the reference and an upper-cased version', () => {
    expect(speechRequest.parse({ text: 'Jesus wept.', reference: ' John 11:35 ', version: 'web' })).toEqual({
      text: 'Jesus wept.',
      reference: 'John 11:35',
      version: 'WEB',
    });
    expect(speechRequest.safeParse({ text: 'a', version: 'NIV' }).success).toBe(false);
  });
});

describe('word marks', () => {
  it('reads Polly’s byte offsets as character offsets, past curly quotes and accents', () => {
    const text = '“I am the LORD’s,” said Naomi’s café friend.';
    const bytes = (s: string) => new TextEncoder().encode(s).length;
    const lines = [...text.matchAll(/\S+/g)]
      .map((m, i) => JSON.stringify({ time: i * 300, type: 'word', start: bytes(text.slice(0, m.index)), end: bytes(text.slice(0, m.index + m[0].length)), value: m[0] }))
      .join('\n');
    const marks = fromPollyMarks(text, `${lines}\n{"time":0,"type":"sentence","start":0,"end":1,"value":"x"}\n`);
    expect(marks.map((m) => text.slice(m.start, m.end))).toEqual(text.split(' '));
    expect(marks.map((m) => m.time)).toEqual(text.split(' ').map((_, i) => i * 300));
  });
});
