import { describe, expect, it } from 'vitest';
import { queued } from './queued.ts';

describe('local speech in turns', () => {
  it('speaks at most `slots` texts at once, every one in the end, and the same text once', async () => {
    let running = 0;
    let most = 0;
    const spoken: string[] = [];
    const engine = queued(
      {
        voice: 'test',
        wordMarks: async () => [],
        synthesize: async (text) => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
          spoken.push(text);
          return new TextEncoder().encode(text);
        },
      },
      2,
    );
    const texts = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a'];
    const out = await Promise.all(texts.map((t) => engine.synthesize(t)));
    expect(out.map((b) => new TextDecoder().decode(b))).toEqual(texts);
    expect(most).toBe(2);
    expect(spoken.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('frees its turn when speaking fails', async () => {
    const engine = queued({ voice: 'test', wordMarks: async () => [], synthesize: async (t) => (t === 'bad' ? Promise.reject(new Error('no')) : new Uint8Array([1])) }, 1);
    await expect(engine.synthesize('bad')).rejects.toThrow('no');
    expect(await engine.synthesize('good')).toEqual(new Uint8Array([1]));
  });
});
