import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    stackEnv: Record<string, string>;
  }
}

/**
 * Each test run gets its own local stack on free ports with a throw-away data folder, so it never
 * touches `.data/`. The e2e project also serves the built web app.
 */
export default async function setup(project: TestProject) {
  // The services a stack hosts keep process-wide clients, so two stacks in one process would mix.
  if (process.env.VERSE_TEST_STACK) {
    throw new Error('One local stack per vitest run: run the e2e project on its own (npm test does).');
  }
  process.env.VERSE_TEST_STACK = project.name;
  // The services run in this process too: keep their info lines out of the test report.
  process.env.VERSE_QUIET ??= 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-test-'));
  const before = { ...process.env };
  const stack = await startLocalStack({
    dataDir,
    webDir: project.name === 'e2e' ? resolve(import.meta.dirname, '../../web/dist') : undefined,
  });
  const baseUrl = stack.url.replace('localhost', '127.0.0.1');
  const stackEnv = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && before[e[0]] !== e[1]),
  );
  stackEnv.APP_URL = baseUrl;
  project.provide('baseUrl', baseUrl);
  project.provide('stackEnv', stackEnv);
  return async () => {
    delete process.env.VERSE_TEST_STACK;
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
