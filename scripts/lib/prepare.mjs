// Shared by `npm start`, `npm test` and `npm run build`: plain Node, so it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
};

export const mustRun = (label, command, args, options) => {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${label} failed (exit ${status}).`);
    process.exit(status);
  }
};

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Installs dependencies when they are missing or older than the lockfile or any package.json. */
export const ensureInstalled = () => {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const manifests = ['package.json', 'package-lock.json', 'shared/package.json', 'services/package.json', 'infra/package.json', 'web/package.json'];
  const newest = Math.max(...manifests.map((m) => mtime(join(root, m))));
  if (existsSync(marker) && mtime(marker) >= newest) return;
  console.log('Installing dependencies (npm install)...');
  mustRun('npm install', 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
};

const SKIPPED = new Set(['node_modules', 'generated', 'dist', '.vite']);

/** The newest modification time among the files at these paths (folders walked, build outputs and dependencies skipped). */
const newestInput = (paths) => {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    newest = Math.max(newest, info.mtimeMs);
    if (info.isDirectory()) for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) visit(join(path, entry));
  };
  for (const path of paths) visit(join(root, path));
  return newest;
};

/**
 * Runs a build step unless its output is newer than every input (or `always`). The steps compare
 * their outputs' content and leave an unchanged file alone, so the output is touched after a run
 * that changed nothing: a start after an edit elsewhere does not run it again.
 */
const buildStep = ({ label, output, inputs, command, args, options }, always) => {
  const out = join(root, output);
  if (!always && existsSync(out) && mtime(out) > newestInput(inputs)) return;
  mustRun(label, command, args, options);
  const now = new Date();
  if (existsSync(out)) utimesSync(out, now, now);
};

const SHARED = ['shared', 'package-lock.json'];

/** The scripture corpus, the discovery indexes and the Daily Ten's reading pool the services read (git-ignored build outputs). */
export const buildData = ({ always = false } = {}) => {
  buildStep({ label: 'corpus build', output: 'shared/scripture/generated', inputs: ['scripts/build-corpus.ts', ...SHARED], command: bin('tsx'), args: ['scripts/build-corpus.ts'] }, always);
  buildStep({ label: 'discovery indexes', output: 'services/discovery/generated', inputs: ['services/discovery', 'tests/quality/crisis.json', 'shared/scripture/generated', ...SHARED], command: bin('tsx'), args: ['services/discovery/build-indexes.ts'] }, always);
  buildStep({ label: 'daily-ten reading pool', output: 'services/daily-ten/generated', inputs: ['scripts/build-reading-pool.ts', 'services/discovery', 'services/daily-ten', 'shared/scripture/generated', ...SHARED], command: bin('tsx'), args: ['scripts/build-reading-pool.ts'] }, always);
};

/** The data and the web app; `always` builds each even when its output looks current (`npm run build`, deploys). */
export const buildAll = ({ always = false } = {}) => {
  buildData({ always });
  buildStep({ label: 'web build', output: 'web/dist/index.html', inputs: ['web', ...SHARED], command: bin('vite'), args: ['build', '--logLevel', 'warn'], options: { cwd: join(root, 'web') } }, always);
};
