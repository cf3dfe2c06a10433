import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../kit/clients.ts';
import { config } from '../kit/config.ts';
import { countInWindow, isConditionFailure, ttlSeconds } from '../kit/window-counter.ts';
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

  async get(email: string) {
    const out = await dynamo().send(new GetCommand({ TableName: users(), Key: { email }, ConsistentRead: true }));
    return out.Item as UserRecord | undefined;
  },

  /** The same password hashed with newer parameters (sessions stand). */
  rehashPassword: (email: string, passwordHash: string) => updateAccount(email, 'SET passwordHash = :h', { ':h': passwordHash }),

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

  /** Remembers the newest reset link, so the ones sent before it stop working. */
  setResetToken: (email: string, resetTokenHash: string) => updateAccount(email, 'SET resetTokenHash = :t', { ':t': resetTokenHash }),

  /** Ends every session of the account (tokens issued before no longer count). */
  endSessions: (email: string) => updateAccount(email, 'ADD sessionVersion :one', { ':one': 1 }),
};

export interface ResetTokenRecord {
  tokenHash: string;
  kind: 'password-reset';
  email: string;
  createdAt: number;
  /** Epoch ms; compared on use. `expiresAt` (seconds) is only for TTL. */
  validUntil: number;
}

export const tokenStore = {
  async put(record: ResetTokenRecord) {
    await dynamo().send(
      new PutCommand({
        TableName: tokens(),
        Item: { ...record, expiresAt: ttlSeconds(record.validUntil) },
        ConditionExpression: 'attribute_not_exists(tokenHash)',
      }),
    );
  },

  /**
   * Uses a token once: deletes it only if it is an unexpired reset token, and returns it; undefined
   * when it is unknown, used or expired. The delete is the check, so two uses cannot both succeed.
   */
  async consume(tokenHash: string, now: number) {
    try {
      const out = await dynamo().send(
        new DeleteCommand({
          TableName: tokens(),
          Key: { tokenHash },
          ConditionExpression: 'attribute_exists(tokenHash) AND kind = :kind AND validUntil > :now',
          ExpressionAttributeValues: { ':kind': 'password-reset', ':now': now },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return out.Attributes as ResetTokenRecord | undefined;
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
