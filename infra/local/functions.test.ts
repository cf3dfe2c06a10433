import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunction, type LocalFunction } from './functions.ts';
import { bundleLocalStack } from './local-bundles.ts';

/** A handler that counts its invocations in module state, spins when asked, and dies when asked. */
const HANDLER = `
let calls = 0;
export const handler = async (event: { spinMs?: number; die?: boolean }) => {
  calls += 1;
  if (event.die) process.exit(3);
  const until = Date.now() + (event.spinMs ?? 0);
  while (Date.now() < until) {}
  return { calls, at: Date.now() };
};
`;

describe('local functions, one worker each', () => {
  let dir: string;
  let code: Record<'one' | 'two', string>;
  const running: LocalFunction[] = [];
  const start = async (name: 'one' | 'two') => {
    const fn = await startFunction(name, code[name]);
    running.push(fn);
    return fn;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'verse-functions-'));
    await writeFile(join(dir, 'handler.ts'), HANDLER);
    const entry = join(dir, 'handler.ts');
    code = (await bundleLocalStack({ functions: { one: entry, two: entry }, programs: {} }, join(dir, 'code'))).functions;
  });
  afterAll(async () => {
    await Promise.all(running.map((fn) => fn.stop()));
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps module state per function, never shared between two functions of the same code', async () => {
    const [one, two] = await Promise.all([start('one'), start('two')]);
    expect(await one.invoke({})).toMatchObject({ calls: 1 });
    expect(await one.invoke({})).toMatchObject({ calls: 2 });
    expect(await two.invoke({})).toMatchObject({ calls: 1 });
  });

  it('answers one function while another is busy', async () => {
    const [busy, free] = await Promise.all([start('one'), start('two')]);
    const answered: string[] = [];
    const slow = busy.invoke({ spinMs: 1500 }).then(() => answered.push('busy'));
    await new Promise((r) => setTimeout(r, 100));
    await free.invoke({}).then(() => answered.push('free'));
    await slow;
    expect(answered).toEqual(['free', 'busy']);
  });

  it('fails the request a dying worker held, and serves the next one from a fresh worker', async () => {
    const fn = await start('one');
    await fn.invoke({});
    await expect(fn.invoke({ die: true })).rejects.toThrow(/stopped \(exit 3\) while handling a request/);
    expect(await fn.invoke({})).toMatchObject({ calls: 1 });
  });
});
