// `npm test`: install what is missing, build, then type-check, lint (and look for unused code) and run every test
// (unit, integration against a throw-away local stack, end-to-end in Chromium).
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bin, buildAll, ensureInstalled, mustRun, root, run } from './lib/prepare.mjs';

const findChromium = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (p) => p && existsSync(p),
  );

const chrome = findChromium();
if (!chrome) {
  console.error(
    'Chromium is needed for the browser tests and was not found.\n' +
      'Install it (Debian/Ubuntu: sudo apt-get install chromium) or point CHROME_PATH at a Chrome/Chromium binary.',
  );
  process.exit(1);
}

ensureInstalled();
buildAll();
mustRun('type-check', process.execPath, ['scripts/typecheck.mjs']);
mustRun('lint', bin('eslint'), ['.', '--max-warnings=0']);
mustRun('unused code', bin('knip'), []);

mkdirSync(join(root, '.tmp'), { recursive: true });
const env = { ...process.env, CHROME_PATH: chrome, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

// Each vitest run starts one local stack in its main process, and the services it hosts are
// process-wide; so the browser tests get a run (and a stack) of their own.
const runs = [
  { name: 'unit-integration', projects: ['unit', 'integration'] },
  { name: 'e2e', projects: ['e2e'] },
];
let status = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const { name, projects } of runs) {
  const report = join(root, '.tmp', `vitest-${name}.json`);
  const code = run(
    bin('vitest'),
    ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env },
  );
  status ||= code;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(status);
