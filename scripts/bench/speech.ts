import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCorpus } from '../../shared/scripture/corpus.ts';
import { parseCanonicalReference } from '../../shared/scripture/reference.ts';

const VERSES = [
  'Psalms 23:1',
  'Philippians 4:6',
  'Isaiah 41:10',
  'John 14:27',
  'Proverbs 3:5',
  'Romans 8:28',
  'Joshua 1:9',
  'Matthew 11:28',
];

/** A visitor's listening session: plays, replays and carousel revisits (indexes into VERSES). */
const SESSION = [0, 1, 2, 0, 3, 1, 4, 5, 0, 6, 7, 2, 3, 5, 1, 0, 4, 6, 7, 2];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (n: number) => Math.round(n * 10) / 10;

/** Time from sending the request to the first audio byte. */
const firstByte = async (url: string, text: string, reference: string) => {
  const started = performance.now();
  const res = await fetch(`${url}/api/tts/generate-audio`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, reference, version: 'WEB' }),
  });
  const reader = res.body!.getReader();
  await reader.read();
  const ms = performance.now() - started;
  await reader.cancel();
  return { ms, cache: res.headers.get('x-audio-cache') };
};

/** Local speech (espeak-ng or the JS synthesizer, then MP3): first byte fresh vs cached in S3, and the hit rate of a replayed session. */
export async function run(): Promise<Record<string, unknown>> {
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-speech-'));
  const stack = await startLocalStack({ dataDir, port: 0 });
  const url = stack.url.replace('localhost', '127.0.0.1');
  try {
    const corpus = loadCorpus('WEB');
    const verses = VERSES.map((reference) => ({ reference, text: corpus.text(parseCanonicalReference(reference)!)! }));

    await firstByte(url, 'Warm up.', 'warm-up');
    const fresh: number[] = [];
    const cached: number[] = [];
    for (const [i, v] of verses.slice(0, 5).entries()) {
      const text = `${v.text} (${i + 1})`;
      fresh.push((await firstByte(url, text, v.reference)).ms);
      cached.push((await firstByte(url, text, v.reference)).ms);
    }

    let hits = 0;
    for (const i of SESSION) if ((await firstByte(url, verses[i].text, verses[i].reference)).cache === 'hit') hits++;

    return {
      engine: process.env.SPEECH_ENGINE ?? 'local',
      firstByteFreshMedianMs: round(median(fresh)),
      firstByteCachedMedianMs: round(median(cached)),
      sessionRequests: SESSION.length,
      sessionDistinctVerses: new Set(SESSION).size,
      sessionS3HitRate: round(hits / SESSION.length),
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
