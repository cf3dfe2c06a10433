import { describe, expect, it } from 'vitest';
import { baseUrl, unique } from '../support/api.ts';

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** An MPEG audio frame starts with 11 set bits (0xFFE). */
const isMpegFrame = (bytes: Uint8Array) => bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0;

describe('speech', () => {
  it('speaks a verse as MP3 and serves the second request from storage', async () => {
    const text = `Your word is a lamp to my feet, and a light for my path. ${unique('t')}`;
    const first = await post('/api/tts/generate-audio', { text, reference: 'Psalms 119:105', version: 'WEB' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect(first.headers.get('x-audio-cache')).toBe('miss');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(isMpegFrame(bytes)).toBe(true);
    expect(bytes.length).toBeGreaterThan(4000);

    const second = await post('/api/tts/generate-audio', { text, reference: 'Psalms 119:105' });
    expect(second.headers.get('x-audio-cache')).toBe('hit');
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
  });

  it('POST /api/tts shares the stored audio of the same text', async () => {
    const text = `Jesus wept. ${unique('t')}`;
    const spoken = await post('/api/tts', { text });
    expect(spoken.status).toBe(200);
    expect(spoken.headers.get('x-audio-cache')).toBe('miss');
    expect(isMpegFrame(new Uint8Array(await spoken.arrayBuffer()))).toBe(true);
    const again = await post('/api/tts/generate-audio', { text: `  ${text}\n` });
    expect(again.headers.get('x-audio-cache')).toBe('hit');
  });

  it('answers 400 with a message for missing, blank or too long text', async () => {
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(3001) }, { text: ['a'] }]) {
      const res = await post('/api/tts', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Please send the text to read aloud (1 to 3000 characters)');
    }
    const badJson = await fetch(`${baseUrl()}/api/tts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(badJson.status).toBe(400);
  });
});
