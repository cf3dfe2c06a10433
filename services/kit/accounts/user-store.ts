import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';
import { isConditionFailure } from '../window-counter.ts';
import type { UserRecord } from './record.ts';

const users = () => config.tableName('users');

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
