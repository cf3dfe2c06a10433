import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/**
 * The local stack as `npm start` runs it (`infra/local/main.ts`, serving the built web app), in its
 * own process with a throw-away data folder, so the load generator never shares its event loop.
 * Resolves once the API answers.
 */
export const startStackProcess = async () => {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'infra/local/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), VERSE_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${base}/api/trending-tags`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the local stack did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid!,
    /** The stack's last words, for an error report. */
    log: () => (child.exitCode === null ? '' : `the local stack exited (${child.exitCode}): ${log}`),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The stack's process and the processes it started (its stand-ins; tsx's esbuild helper), by what each runs. */
export const stackProcesses = (pid: number) => {
  const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  const name = (p: number) => {
    const words = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const standIn = words.findIndex((w) => w.endsWith('stand-in.mjs'));
    return standIn >= 0 ? `stand-in ${words[standIn + 1]}` : `helper ${basename(words[0])}`;
  };
  return [{ name: 'gateway and functions', pid }, ...children.map((p) => ({ name: name(p), pid: p }))];
};

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The CPU time a process has used so far (user and system, all its threads), in milliseconds. */
export const cpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};
