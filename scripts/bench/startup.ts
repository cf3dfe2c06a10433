import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './_local-stack.ts';

const root = resolve(import.meta.dirname, '../..');

/** Processes still in the group `npm start` led. */
const leftOver = (group: number) => {
  try {
    return execFileSync('pgrep', ['-g', String(group)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when it finds none
  }
};

/**
 * Time from `npm start` (dependencies already installed: it still builds the corpus and the web
 * app) to the first 200 on `/` and to the first answer of the API (every function loaded), with a
 * fresh data folder; then Ctrl-C must stop every process it started.
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
  const answers = async (path: string) => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.status === 200, () => false)) return Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`npm start did not answer 200 on ${path} within 120 s`);
  };
  let figures: Record<string, number>;
  let stopped: number;
  try {
    figures = { npmStartToFirst200Ms: await answers('/'), npmStartToApiMs: await answers('/api/discover-verses?query=&deviceId=bench_start') };
  } finally {
    // Ctrl-C, as a terminal sends it to the whole process group; then nothing of the stack may be left.
    const interrupted = performance.now();
    process.kill(-child.pid!, 'SIGINT');
    const deadline = Date.now() + 10_000;
    while (leftOver(child.pid!).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    stopped = Math.round(performance.now() - interrupted);
    await rm(dataHome, { recursive: true, force: true });
  }
  const left = leftOver(child.pid!);
  if (left.length) throw new Error(`Ctrl-C left processes running after 10 s: ${left.join(', ')}`);
  return { ...figures, ctrlCToAllStoppedMs: stopped };
}
