// `npm run fuzz`: the generated-request suite for a long run (FUZZ_RUNS, default 100,000) on a new
// random seed each time (FUZZ_SEED repeats one); it prints the seed so a failure can be replayed.
import { bin, buildData, ensureInstalled, run } from './lib/prepare.mjs';

ensureInstalled();
buildData();
const runs = process.env.FUZZ_RUNS ?? '100000';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: ${runs} requests, seed ${seed} (repeat with FUZZ_SEED=${seed})`);
process.exit(
  run(bin('vitest'), ['run', '--project', 'integration', 'tests/integration/fuzz.test.ts'], {
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  }),
);
