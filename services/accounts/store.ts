import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { config } from '#kit/config.ts';
import { countInWindow, isConditionFailure, ttlSeconds } from '#kit/window-counter.ts';

const tokens = () => config.tableName('tokens');
const rateLimits = () => config.tableName('rateLimits');

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
