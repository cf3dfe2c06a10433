import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SOURCE_LIMITS } from '@verse/shared/constants';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { formatReference } from '@verse/shared/scripture/reference';
import { dynamo } from '../../services/kit/clients.ts';
import { config } from '../../services/kit/config.ts';
import { NOT_SCRIPTURE, notThisVerse } from '../../services/speech/domain/scripture-only.ts';
import { baseUrl, visitorAddress } from '../support/api.ts';

const post = (path: string, body: unknown, address = visitorAddress()) =>
  fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });

/** An MPEG audio frame starts with 11 set bits (0xFFE). */
const isMpegFrame = (bytes: Uint8Array) => bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0;

const web = loadCorpus('WEB');
const allVerses = [...web.verses()].filter((v) => v.text && v.text.length < 400);
/** A verse picked at random, so it is spoken afresh whatever earlier runs stored. */
const someVerse = () => {
  const v = allVerses[Math.floor(Math.random() * allVerses.length)];
  return { text: v.text, reference: formatReference({ book: v.book, chapter: v.chapter, verse: v.verse }), version: 'WEB' };
};

describe('speech', () => {
  it('speaks a verse as MP3 and serves the second request from storage', async () => {
    const verse = someVerse();
    const first = await post('/api/tts/generate-audio', verse);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect(first.headers.get('x-audio-cache')).toBe('miss');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(isMpegFrame(bytes)).toBe(true);
    expect(bytes.length).toBeGreaterThan(2000);

    const second = await post('/api/tts/generate-audio', { text: verse.text, reference: verse.reference });
    expect(second.headers.get('x-audio-cache')).toBe('hit');
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
  });

  it('gives each word of a verse its time in the audio, measured once and stored beside it', async () => {
    const verse = someVerse();
    const spoken = verse.text.replace(/\s+/g, ' ').trim();
    const first = await post('/api/tts/speech-marks', verse);
    expect(first.status).toBe(200);
    const { marks } = (await first.json()) as { marks: { time: number; start: number; end: number; value: string }[] };
    expect(marks.map((m) => spoken.slice(m.start, m.end))).toEqual(spoken.split(' '));
    expect(marks.map((m) => m.value)).toEqual(spoken.split(' '));
    for (let i = 1; i < marks.length; i++) expect(marks[i].time).toBeGreaterThan(marks[i - 1].time);
    // The second answer comes from storage: the same marks.
    const again = await post('/api/tts/speech-marks', { text: verse.text, reference: verse.reference });
    expect(await again.json()).toEqual({ marks });
    expect((await post('/api/tts/speech-marks', { text: 'Buy our product today' })).status).toBe(400);
  });

  it("POST /api/tts reads one verse's exact text and shares its stored audio", async () => {
    const verse = someVerse();
    const spoken = await post('/api/tts', { text: verse.text });
    expect(spoken.status).toBe(200);
    expect(spoken.headers.get('x-audio-cache')).toBe('miss');
    expect(isMpegFrame(new Uint8Array(await spoken.arrayBuffer()))).toBe(true);
    const again = await post('/api/tts/generate-audio', { ...verse, text: `  ${verse.text}\n` });
    expect(again.headers.get('x-audio-cache')).toBe('hit');
  });

  it('reads nothing but scripture: any other text, or another verse under a reference, is a 400', async () => {
    const verse = someVerse();
    const refuse = async (path: string, body: unknown, error: string) => {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error });
    };
    await refuse('/api/tts', { text: 'Call 555-0100 for a free cruise' }, NOT_SCRIPTURE);
    await refuse('/api/tts/generate-audio', { text: 'Call 555-0100 for a free cruise', reference: verse.reference, version: 'WEB' }, notThisVerse(verse.reference));
    await refuse('/api/tts/generate-audio', { text: `${verse.text} And buy now.`, reference: verse.reference }, notThisVerse(verse.reference));
  });

  it('limits fresh synthesis per address; verses spoken before still play', async () => {
    const address = visitorAddress();
    const heard = someVerse();
    expect((await post('/api/tts/generate-audio', heard, address)).status).toBe(200);
    const { limit } = SOURCE_LIMITS.synthesesPerAddress;
    // The address has used its allowance of new verses this hour.
    await dynamo().send(
      new PutCommand({
        TableName: config.tableName('rateLimits'),
        Item: { pk: `source#synthesesPerAddress#${address}`, count: limit, windowStart: Date.now(), resetsAt: Date.now() + 3_600_000 },
      }),
    );
    const refused = await post('/api/tts/generate-audio', someVerse(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/^Too many new verses were read aloud from your network/);
    const replay = await post('/api/tts/generate-audio', heard, address);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('x-audio-cache')).toBe('hit');
  });

  it('speaks eight new verses asked for at once, each in its turn', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/tts/generate-audio', someVerse())));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  }, 60_000);

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
