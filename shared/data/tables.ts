/**
 * DynamoDB table specs: CDK creates the tables from these and the local bootstrap creates the same
 * tables in dynalite. Items that expire carry `expiresAt` (epoch seconds); TTL on that attribute is
 * garbage collection only: every read and conditional write compares `expiresAt` with now.
 */
type KeyType = 'S' | 'N';

export interface KeySpec {
  name: string;
  type: KeyType;
}

interface IndexSpec {
  name: string;
  partitionKey: KeySpec;
  sortKey?: KeySpec;
}

export interface TableSpec {
  /** Logical name; the physical name comes from `TABLE_<ID>` in the environment, else `verse-<id>`. */
  id: string;
  partitionKey: KeySpec;
  sortKey?: KeySpec;
  indexes?: readonly IndexSpec[];
  ttlAttribute?: 'expiresAt';
}

const s = (name: string): KeySpec => ({ name, type: 'S' });

export const TABLES = {
  /** Messages sent through "Send Feedback". */
  feedback: {
    id: 'feedback',
    partitionKey: s('id'),
    /** Sparse: only feedback whose operator email has not gone out yet carries `unsent`. */
    indexes: [{ name: 'unsentNotifications', partitionKey: s('unsent'), sortKey: s('createdAt') }],
  },
  /** Searches recorded by `record-search` (90 days), per device for recommendations. */
  searches: {
    id: 'searches',
    partitionKey: s('deviceId'),
    sortKey: s('searchedAt'),
    ttlAttribute: 'expiresAt',
  },
  /** One helpful/not-helpful vote per device and verse. */
  votes: { id: 'votes', partitionKey: s('deviceId'), sortKey: s('verseReference') },
  /** Search quota windows and recent-query markers per subject (account or device). */
  usage: { id: 'usage', partitionKey: s('pk'), sortKey: s('sk'), ttlAttribute: 'expiresAt' },
  /** Accounts, keyed by normalized email. */
  users: { id: 'users', partitionKey: s('email'), indexes: [{ name: 'byUserId', partitionKey: s('userId') }] },
  /** The Daily Ten's weekly plans, keyed by the Sunday that starts the week (written by the weekly refresh, or on demand). */
  dailyTenPlans: { id: 'dailyTenPlans', partitionKey: s('weekStart') },
  /** Each person's Daily Ten days: `owner` is `user#<id>` or `device#<id>`, `day` the local date. */
  dailyTenDays: { id: 'dailyTenDays', partitionKey: s('owner'), sortKey: s('day') },
  /** Chapters read in the Bible reader: `owner` is `user#<id>` or `device#<id>`, `book` the book's OSIS code; `chapters` a number set. */
  completedChapters: { id: 'completedChapters', partitionKey: s('owner'), sortKey: s('book') },
  /** Single-use, expiring tokens: password resets and subscriber sign-in links. */
  tokens: { id: 'tokens', partitionKey: s('tokenHash'), ttlAttribute: 'expiresAt' },
  /** Sign-in attempt counters per email and per device. */
  rateLimits: { id: 'rateLimits', partitionKey: s('pk'), ttlAttribute: 'expiresAt' },
  /** Subscription state per subscriber email (the Stripe customer and subscription ids when real). */
  subscriptions: {
    id: 'subscriptions',
    partitionKey: s('email'),
    indexes: [{ name: 'byStripeSubscription', partitionKey: s('stripeSubscriptionId') }],
  },
  /** Stripe events: processed (kept 30 days, for idempotency) or held by one attempt (`leaseUntil`). */
  webhookEvents: { id: 'webhookEvents', partitionKey: s('eventId'), ttlAttribute: 'expiresAt' },
  /** Favorite verses with notes, per user; the id is derived from the reference (one favorite per verse). */
  favorites: { id: 'favorites', partitionKey: s('userId'), sortKey: s('id') },
} as const satisfies Record<string, TableSpec>;

export type TableId = keyof typeof TABLES;

export const ALL_TABLES: readonly TableSpec[] = Object.values(TABLES);

/** The environment variable that names a table's physical name in AWS. */
export const tableEnvVar = (id: string) => `TABLE_${id.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
