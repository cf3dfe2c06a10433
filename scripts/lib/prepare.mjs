// Shared by `npm start`, `npm test` and `npm run build`: plain Node, so it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
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

/** The scripture corpus, the discovery indexes and the Daily Ten's reading pool the services read (git-ignored build outputs). */
export const buildData = () => {
  mustRun('corpus build', bin('tsx'), ['scripts/build-corpus.ts']);
  mustRun('discovery indexes', bin('tsx'), ['services/discovery/build-indexes.ts']);
  mustRun('daily-ten reading pool', bin('tsx'), ['scripts/build-reading-pool.ts']);
};

/** The data and the web app. */
export const buildAll = () => {
  buildData();
  mustRun('web build', bin('vite'), ['build', '--logLevel', 'warn'], { cwd: join(root, 'web') });
};
