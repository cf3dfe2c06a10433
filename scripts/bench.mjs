// `npm run bench [-- names...]`: build, then print every benchmark's figures as one JSON object.
import { bin, buildAll, ensureInstalled, run } from './lib/prepare.mjs';

ensureInstalled();
buildAll();
process.exit(
  run(bin('tsx'), ['scripts/bench/index.ts', ...process.argv.slice(2)], {
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', VERSE_QUIET: 'true' },
  }),
);
