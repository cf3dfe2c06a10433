import { resolve } from 'node:path';
import { portIsFree } from './net.ts';
import { startLocalStack } from './stack.ts';

/** `npm start`: the whole app on the embedded default, data kept under `.data/`. */
const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 8787);

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535 (got "${process.env.PORT}").`);
  process.exit(1);
}
if (!(await portIsFree(port))) {
  console.error(`Port ${port} is already in use. Stop whatever is using it, or choose another: PORT=8788 npm start`);
  process.exit(1);
}

process.env.VERSE_QUIET ??= 'true';
const stack = await startLocalStack({
  dataDir: process.env.VERSE_DATA_DIR ?? resolve(root, '.data'),
  webDir: resolve(root, 'web/dist'),
  port,
  env: { APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
});

console.log(`\nVerse is running at ${stack.url}\n(outgoing mail: ${stack.url}/_dev/mail · Ctrl-C stops everything)\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
