import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiAt, devMailAt } from './api.ts';

type Mode = 'up' | 'down' | 'slow';
export interface Faults {
  dynamodb?: Mode;
  mail?: Mode;
  speech?: 'up' | 'down';
  delayMs?: number;
}

const root = resolve(import.meta.dirname, '../..');

/**
 * A second local stack in a process of its own, for tests that take its parts down: the run's
 * shared stack stays whole for every other test file. `faults()` sets what is down or slow.
 */
export const startFaultStack = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-faults-'));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_ENDPOINT_URL') && k !== 'APP_URL' && k !== 'VERSE_TEST_STACK'),
  );
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'tests/support/fault-stack-main.ts'), dataDir], {
    cwd: root,
    env,
    // Its logs are expected errors (that is the point); they are kept only to explain a failed start.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      log = (log + chunk.toString()).slice(-4000);
      const m = /ready (\S+)/.exec(out);
      if (m) done(m[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => fail(new Error(`the fault stack stopped before it was ready (exit ${code}):\n${log}`)));
  });
  const base = () => url;
  return {
    url,
    api: apiAt(base),
    devMail: devMailAt(base),
    async faults(set: Faults): Promise<Required<Omit<Faults, 'delayMs'>>> {
      const query = new URLSearchParams(Object.entries(set).map(([k, v]) => [k, String(v)]));
      const res = await fetch(`${url}/_dev/faults?${query}`);
      return (await res.json()) as Required<Omit<Faults, 'delayMs'>>;
    },
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
export type FaultStack = Awaited<ReturnType<typeof startFaultStack>>;
