import { startDynamo } from './dynamo.ts';
import type { Closable } from './net.ts';
import { startS3 } from './s3.ts';
import { startSes } from './ses.ts';

/**
 * One local stand-in for an AWS service, in a process of its own (`stand-in.ts <kind> [dir]
 * [buckets]`), started by the local stack: it answers `ready <endpoint>` on stdout, stops on
 * SIGTERM, and stops by itself when the stack that started it is gone.
 */
const STAND_INS: Record<string, (dir: string, buckets: string[]) => Promise<Closable & { endpoint: string }>> = {
  dynamodb: (dir) => startDynamo(dir || undefined),
  s3: (dir, buckets) => startS3(dir, buckets),
  ses: () => startSes(),
};

const [kind, dir = '', buckets = ''] = process.argv.slice(2);
const start = STAND_INS[kind];
if (!start) {
  console.error(`stand-in: unknown kind "${kind}" (one of ${Object.keys(STAND_INS).join(', ')})`);
  process.exit(2);
}
const server = await start(dir, buckets ? buckets.split(',') : []);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void server.close().finally(() => process.exit(0));
};
// Ctrl-C reaches the whole process group: the stack decides when its stand-ins stop (after its last request).
process.on('SIGINT', () => {});
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.stdout.write(`ready ${server.endpoint}\n`);
