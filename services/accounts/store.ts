import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { config } from '#kit/config.ts';
import { countInWindow, isConditionFailure, ttlSeconds } from '#kit/window-counter.ts';
import type { UserRecord } from './domain/account.ts';

const users = () => config.tableName('users');
const tokens = () => config.tableName('tokens');
const rateLimits = () => config.tableName('rateLimits');

/** One update of an existing account (never creates one), with an extra condition when given. */
const updateAccount = async (email: string, update: string, values: Record<string, unknown>, condition?: string) => {
  await dynamo().send(
    new UpdateCommand({
      TableName: users(),
      Key: { email },
      UpdateExpression: update,
      ConditionExpression: condition ? `attribute_exists(email) AND ${condition}` : 'attribute_exists(email)',
      ExpressionAttributeValues: values,
    }),
  );
};

export const userStore = {
  /** False when an account with this email already exists (it is never overwritten). */
  async create(user: UserRecord) {
    try {
      await dynamo().send(new PutCommand({ TableName: users(), Item: user, ConditionExpression: 'attribute_not_exists(email)' }));
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  },

  /**
   * Writes an account for a proven email: creates it, or replaces one nobody proved (made before
   * sign-up asked for proof: its id, password and sessions go with it). False when a proven account
   * already exists, or when `resetTokenHash` is given and is not the account's newest reset link.
   */
  async createProven(user: UserRecord, resetTokenHash?: string) {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: users(),
          Item: user,
          ConditionExpression: `attribute_not_exists(emailProvenAt)${resetTokenHash ? ' AND resetTokenHash = :reset' : ''}`,
          ...(resetTokenHash ? { ExpressionAttributeValues: { ':reset': resetTokenHash } } : {}),
        }),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  },

  async get(email: string) {
    const out = await dynamo().send(new GetCommand({ TableName: users(), Key: { email }, ConsistentRead: true }));
    return out.Item as UserRecord | undefined;
  },

  /** After a good sign-in: the devices it was made from, and the password rehashed when its parameters are old (sessions stand). */
  async signedIn(email: string, changes: { passwordHash?: string; knownDevices?: string[] }) {
    const sets = Object.keys(changes).map((k) => `${k} = :${k}`);
    if (sets.length === 0) return;
    await updateAccount(email, `SET ${sets.join(', ')}`, Object.fromEntries(Object.entries(changes).map(([k, v]) => [`:${k}`, v])));
  },

  /**
   * A new password through the newest reset link (an older link fails the condition); every session
   * signed in before ends.
   */
  resetPassword: (email: string, passwordHash: string, now: number, resetTokenHash: string) =>
    updateAccount(
      email,
      'SET passwordHash = :h, passwordChangedAt = :at ADD sessionVersion :one REMOVE resetTokenHash',
      { ':h': passwordHash, ':at': new Date(now).toISOString(), ':one': 1, ':reset': resetTokenHash },
      'resetTokenHash = :reset',
    ),

  /** Remembers the newest reset link, so the ones sent before it stop working; false when no account has this email. */
  async setResetToken(email: string, resetTokenHash: string) {
    try {
      await updateAccount(email, 'SET resetTokenHash = :t', { ':t': resetTokenHash });
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  },

  /** Ends every session of the account (tokens issued before no longer count). */
  endSessions: (email: string) => updateAccount(email, 'ADD sessionVersion :one', { ':one': 1 }),
};

interface LinkTokenBase {
  tokenHash: string;
  email: string;
  createdAt: number;
  /** Epoch ms; compared on use. `expiresAt` (seconds) is only for TTL. */
  validUntil: number;
}

interface ResetTokenRecord extends LinkTokenBase {
  kind: 'password-reset';
}

/** A sign-up waiting for its emailed link: the account is made from it when the link is opened. */
interface SignupTokenRecord extends LinkTokenBase {
  kind: 'sign-up';
  passwordHash: string;
  name?: string;
  subscribeToUpdates: boolean;
}

type LinkTokenRecord = ResetTokenRecord | SignupTokenRecord;

export const tokenStore = {
  async put(record: LinkTokenRecord) {
    await dynamo().send(
      new PutCommand({
        TableName: tokens(),
        Item: { ...record, expiresAt: ttlSeconds(record.validUntil) },
        ConditionExpression: 'attribute_not_exists(tokenHash)',
      }),
    );
  },

  /**
   * Uses a token once: deletes it only if it is an unexpired token of this kind, and returns it;
   * undefined when it is unknown, used or expired. The delete is the check, so two uses cannot both succeed.
   */
  async consume<K extends LinkTokenRecord['kind']>(tokenHash: string, kind: K, now: number) {
    try {
      const out = await dynamo().send(
        new DeleteCommand({
          TableName: tokens(),
          Key: { tokenHash },
          ConditionExpression: 'attribute_exists(tokenHash) AND kind = :kind AND validUntil > :now',
          ExpressionAttributeValues: { ':kind': kind, ':now': now },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return out.Attributes as Extract<LinkTokenRecord, { kind: K }> | undefined;
    } catch (e) {
      if (isConditionFailure(e)) return undefined;
      throw e;
    }
  },
};

/** Attempt counters (sign-in per email and per device, reset requests per email). */
export const attemptStore = {
  count: async (key: string, limit: number, now: number, windowEnd: number) => {
    const { outcome, window } = await countInWindow(rateLimits(), { pk: key }, limit, now, windowEnd);
    return { granted: outcome === 'counted', window };
  },
};
