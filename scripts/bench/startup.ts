import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/**
 * Time from `npm start` (dependencies already installed: it still builds the corpus and the web
 * app) to the first 200 on `/`, with a fresh data folder.
 */
export async function run() {
  const port = await freePort();
  const dataHome = await mkdtemp(join(tmpdir(), 'verse-bench-start-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), VERSE_DATA_DIR: dataHome },
    stdio: 'ignore',
    detached: true,
  });
  let firstOk: number | undefined;
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`http://127.0.0.1:${port}/`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) {
        firstOk = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    await new Promise((r) => child.once('exit', r));
    await rm(dataHome, { recursive: true, force: true });
  }
  if (firstOk === undefined) throw new Error('npm start did not answer 200 on / within 120 s');
  return { npmStartToFirst200Ms: Math.round(firstOk) };
}
