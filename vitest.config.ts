import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** One runner for every layer: unit (pure code), integration (local stack), e2e (Chromium). */
export default defineConfig({
  test: {
    projects: [
      {
        // The web's own import alias, for its unit tests.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'services/**/*.test.ts', 'infra/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          env: { NODE_ENV: 'test', VERSE_QUIET: 'true', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          // Pure code shares nothing, so two files run at once (the default leaves one core idle),
          // in a group of their own after the integration files, which share one local stack.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          setupFiles: ['tests/support/stack-env.ts'],
          env: { NODE_ENV: 'test', VERSE_QUIET: 'true', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          setupFiles: ['tests/support/stack-env.ts'],
          env: { NODE_ENV: 'test', VERSE_QUIET: 'true', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          // Two files at a time, each with its own Chromium; every visitor has its own device and address.
          maxWorkers: 2,
          // A page waits on the local stack, which shares two cores with the other file's Chromium.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
