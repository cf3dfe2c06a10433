import { startLocalStack } from '../../infra/local/stack.ts';

/** A local stack with its fault switch on, run as its own process by `startFaultStack`. */
const stack = await startLocalStack({ dataDir: process.argv[2], faults: true });
process.stdout.write(`ready ${stack.url}\n`);
process.on('SIGTERM', () => {
  void stack.stop().finally(() => process.exit(0));
});
