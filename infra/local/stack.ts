import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@verse/shared/api/routes/index';
import type { TableSpec } from '@verse/shared/data/tables';
import { handlerEntry, JOB_ENTRIES } from '../function-entries.ts';
import { FAULT_MODES, startFaultProxy, type FaultMode, type FaultProxy } from './fault-proxy.ts';
import { startFunction, startFunctions } from './functions.ts';
import { createGateway } from './gateway.ts';
import { bundleLocalStack } from './local-bundles.ts';
import { listen } from './net.ts';
import { startProcess } from './processes.ts';
import { mailAt } from './ses.ts';
import { bootstrapTables } from './tables.ts';

export interface LocalStackOptions {
  /** Where DynamoDB and S3 keep their data (`.data/` for `npm start`, a temp folder for tests). */
  dataDir: string;
  /** The gateway's port; 0 picks a free one. */
  port?: number;
  host?: string;
  /** The built web app to serve; without it only the API is served. */
  webDir?: string;
  /** Extra environment for the services (set before any handler loads). */
  env?: Record<string, string>;
  /**
   * Puts a fault relay in front of DynamoDB and the mail server and serves `GET /_dev/faults`, which
   * takes them down or slows them (`?dynamodb=down|slow|up&mail=…&delayMs=…`) and stops the speech
   * engine (`?speech=down|up`), for the fault tests. Never on for `npm start`.
   */
  faults?: boolean;
}

export interface LocalStack {
  url: string;
  endpoints: { dynamodb: string; s3: string; ses: string };
  stop(): Promise<void>;
}

const AUDIO_BUCKET = 'verse-audio';
const localTableName = (spec: TableSpec) => `verse-${spec.id}`;

const STAND_IN = resolve(import.meta.dirname, 'stand-in.ts');
const REFRESH = 'daily-ten-refresh';

/**
 * The embedded default: dynalite, s3rver and the local SES server on loopback, each in a process of
 * its own, tables created from the shared specs, and the gateway running the same handlers AWS
 * runs, each service in a worker of its own. The services find the local servers only through the
 * standard AWS SDK endpoint variables set here.
 */
export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  const dynamoDir = join(options.dataDir, 'dynamodb');
  const s3Dir = join(options.dataDir, 's3');
  await mkdir(dynamoDir, { recursive: true });
  await mkdir(s3Dir, { recursive: true });
  const code = await bundleLocalStack({ functions: { ...(Object.fromEntries(SERVICE_NAMES.map((s) => [s, handlerEntry(s)])) as Record<ServiceName, string>), [REFRESH]: JOB_ENTRIES.dailyTenRefresh }, programs: { 'stand-in': STAND_IN } }, join(options.dataDir, 'code'));
  const { [REFRESH]: refreshJob, ...services } = code.functions;

  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    AUDIO_BUCKET,
    VERSE_LOCAL: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...options.env,
  });
  // The functions load while the stand-ins start: their clients read the endpoints on first use.
  const functions = startFunctions(services);
  const standIn = code.programs['stand-in'];
  const [dynamo, s3, ses] = await Promise.all([
    startProcess(standIn, ['dynamodb', dynamoDir], 'the local DynamoDB'),
    startProcess(standIn, ['s3', s3Dir, AUDIO_BUCKET], 'the local S3'),
    startProcess(standIn, ['ses'], 'the local mail server'),
  ]);
  await bootstrapTables(dynamo.endpoint, localTableName);
  const relays = options.faults ? { dynamodb: await startFaultProxy(dynamo.endpoint), mail: await startFaultProxy(ses.endpoint) } : undefined;
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: relays?.dynamodb.endpoint ?? dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_SESV2: relays?.mail.endpoint ?? ses.endpoint,
  });

  /** The Daily Ten's weekly job, as EventBridge runs it in AWS: at start-up, and on `GET /_dev/refresh` (`npm run refresh`). */
  const runWeeklyRefresh = async (): Promise<unknown> => {
    const job = await startFunction(`verse-${REFRESH}`, refreshJob);
    try {
      return await job.invoke({});
    } finally {
      await job.stop();
    }
  };
  const gateway = createGateway({
    webDir: options.webDir,
    functionFor: functions.get,
    dev: { mail: () => mailAt(ses.endpoint), refresh: runWeeklyRefresh, ...(relays ? { faults: faultSwitch(relays) } : {}) },
  });
  const host = options.host ?? '127.0.0.1';
  const { port, close } = await listen(gateway.server, options.port ?? 0, host);
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  process.env.APP_URL ??= url;
  await Promise.all([
    functions.ready(),
    runWeeklyRefresh().catch((err: Error) => console.error(`daily ten: this week's plans were not published: ${err.message}`)),
  ]);

  return {
    url,
    endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, ses: ses.endpoint },
    stop: async () => {
      await close();
      await gateway.drain();
      await functions.stop();
      await Promise.all([dynamo.close(), s3.close(), ses.close(), relays?.dynamodb.close(), relays?.mail.close()]);
    },
  };
};

/**
 * `GET /_dev/faults?…`: sets the parts named in the query and answers how each one stands. The local
 * speech engine is a program found on PATH, so taking speech down hides PATH from it.
 */
const faultSwitch = (relays: Record<'dynamodb' | 'mail', FaultProxy>) => {
  const path = process.env.PATH;
  let speech: FaultMode = 'up';
  const modeOf = (value: string | null) => (FAULT_MODES.includes(value as FaultMode) ? (value as FaultMode) : undefined);
  return async (url: URL) => {
    const delayMs = Number(url.searchParams.get('delayMs') ?? 0);
    for (const part of ['dynamodb', 'mail'] as const) {
      const mode = modeOf(url.searchParams.get(part));
      if (mode) relays[part].set(mode, delayMs);
    }
    const speechMode = modeOf(url.searchParams.get('speech'));
    if (speechMode) {
      speech = speechMode === 'up' ? 'up' : 'down';
      process.env.PATH = speech === 'up' ? path : '/nonexistent';
    }
    return { dynamodb: relays.dynamodb.mode, mail: relays.mail.mode, speech };
  };
};
