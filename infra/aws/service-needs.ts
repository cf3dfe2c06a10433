import type { ServiceName } from '@verse/shared/api/routes/index';
import type { TableId } from '@verse/shared/data/tables';

/** What each service's Lambda may touch: the least-privilege grants and the files it ships with. */
export interface ServiceNeeds {
  /** Tables it reads and writes (each table's name arrives as `TABLE_<ID>`). */
  tables: TableId[];
  /** Tables it only reads (every function reads `users` when a request is signed in: is its session current?). */
  readTables?: TableId[];
  /** Of its `tables`, those it deletes items from (single-use tokens, removed favorites, merged days); no other table grants a delete. */
  deletesFrom?: TableId[];
  mail?: boolean;
  audioBucket?: boolean;
  polly?: boolean;
  /** Ships the generated scripture corpus (`CORPUS_DIR`). */
  corpus?: boolean;
  /** Folders under the service copied next to its bundle (data files it reads at start-up). */
  assets?: string[];
  stripe?: boolean;
  memoryMb?: number;
  /**
   * V8's young-generation semi-space, in MiB (`--max-semi-space-size`). Node 20 and later size it from the memory
   * limit, a few MiB in a function of 1 GiB, so a search's short-lived allocations would be collected several times
   * as often as where the bench runs; set, the function collects as the bench measures it (docs/discovery.md).
   */
  semiSpaceMb?: number;
  /** Caps concurrent runs where a flood would run up a bill (every fresh speech request is a paid Polly call). */
  reservedConcurrency?: number;
}

/** The DynamoDB actions the code uses (item reads and writes, batch reads of known keys, queries); never Scan or batch writes. */
export const TABLE_ACTIONS = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  write: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
  delete: ['dynamodb:DeleteItem'],
} as const;

export const SERVICE_NEEDS: Record<ServiceName, ServiceNeeds> = {
  // Feedback mail is limited per source address (`rateLimits`).
  feedback: { tables: ['feedback', 'rateLimits'], readTables: ['users'], mail: true },
  discovery: {
    // A counted search passes the search quota: the visitor's window (`usage`) and per-address limits (`rateLimits`).
    tables: ['searches', 'votes', 'usage', 'rateLimits'],
    readTables: ['subscriptions', 'users'],
    corpus: true,
    assets: ['data', 'generated'],
    memoryMb: 1024,
    semiSpaceMb: 32,
  },
  // It also reads the Daily Ten's published weeks, to speak them ahead (`prewarm.ts`).
  speech: { tables: ['rateLimits'], readTables: ['users', 'dailyTenPlans'], audioBucket: true, polly: true, corpus: true, memoryMb: 512, reservedConcurrency: 5 },
  accounts: { tables: ['users', 'tokens', 'rateLimits'], readTables: ['subscriptions'], deletesFrom: ['tokens'], mail: true, memoryMb: 512 },
  usage: { tables: ['usage', 'rateLimits'], readTables: ['subscriptions', 'users'] },
  billing: {
    tables: ['subscriptions', 'webhookEvents', 'tokens', 'users', 'rateLimits'],
    // A webhook event whose processing failed is released for Stripe's next delivery.
    deletesFrom: ['webhookEvents'],
    mail: true,
    stripe: true,
    memoryMb: 512,
  },
  favorites: { tables: ['favorites'], readTables: ['subscriptions', 'users'], deletesFrom: ['favorites'], corpus: true },
  // Reading the usage allowance may move a browser's window to its new device id (a write to `usage`).
  'daily-ten': {
    tables: ['dailyTenPlans', 'dailyTenDays', 'usage'],
    readTables: ['subscriptions', 'users', 'rateLimits'],
    // A device's days move to the account on sign-in.
    deletesFrom: ['dailyTenDays'],
    corpus: true,
    assets: ['generated'],
    memoryMb: 512,
  },
  // Reads whole chapters from the corpus; a signed-in reader's tier comes from their subscription.
  bible: {
    tables: ['completedChapters'],
    readTables: ['subscriptions', 'users'],
    // A device's chapters move to the account on sign-in.
    deletesFrom: ['completedChapters'],
    corpus: true,
    memoryMb: 512,
  },
};
