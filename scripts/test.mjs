// `npm test`: install what is missing, build, then type-check, lint and run every test
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
mustRun('type-check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
mustRun('lint', bin('eslint'), ['.', '--max-warnings=0']);

mkdirSync(join(root, '.tmp'), { recursive: true });
const report = join(root, '.tmp', 'vitest-report.json');
const status = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  env: { ...process.env, CHROME_PATH: chrome, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
});

if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status);
