import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#kit/clients.ts';
import { epochSeconds } from '#kit/clock.ts';
import { config } from '#kit/config.ts';
import { isConditionFailure } from '#kit/window-counter.ts';
import type { BillingRecord } from './domain/subscription-state.ts';

const subscriptions = () => config.tableName('subscriptions');

export const subscriptionStore = {
  async get(email: string) {
    const out = await dynamo().send(new GetCommand({ TableName: subscriptions(), Key: { email }, ConsistentRead: true }));
    return out.Item as BillingRecord | undefined;
  },

  async emailOfSubscription(subscriptionId: string) {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: subscriptions(),
        IndexName: 'byStripeSubscription',
        KeyConditionExpression: 'stripeSubscriptionId = :id',
        ExpressionAttributeValues: { ':id': subscriptionId },
        Limit: 1,
      }),
    );
    return (out.Items?.[0] as BillingRecord | undefined)?.email;
  },

  /**
   * Read, change, write back only if nobody wrote in between (the record's version); on a race,
   * read again and re-apply. `change` returns undefined when there is nothing to write.
   */
  async update(email: string, change: (record: BillingRecord | undefined) => BillingRecord | undefined) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const record = await this.get(email);
      const updated = change(record);
      if (!updated) return { record, changed: false };
      try {
        await dynamo().send(
          new PutCommand({
            TableName: subscriptions(),
            Item: updated,
            ConditionExpression: record ? 'version = :v' : 'attribute_not_exists(email)',
            ExpressionAttributeValues: record ? { ':v': record.version } : undefined,
          }),
        );
        return { record: updated, changed: true };
      } catch (e) {
        if (!isConditionFailure(e)) throw e;
      }
    }
    throw new Error('a subscription kept changing under concurrent writes');
  },
};

const webhookEvents = () => config.tableName('webhookEvents');
/** How long one attempt may hold an event before another delivery may take it over. */
const LEASE_MS = 60_000;
/** Stripe retries for three days; a processed event is remembered well beyond that. */
const KEEP_DAYS = 30;

export type Claim = 'claimed' | 'done' | 'busy';

export const webhookEventStore = {
  /** Takes an event for processing unless it was processed already or another attempt holds it. */
  async claim(eventId: string, type: string, now: number): Promise<Claim> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: webhookEvents(),
          Item: { eventId, type, status: 'processing', leaseUntil: now + LEASE_MS, expiresAt: epochSeconds(now) + KEEP_DAYS * 86_400 },
          ConditionExpression: 'attribute_not_exists(eventId) OR expiresAt < :nowS OR (#s = :processing AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':nowS': epochSeconds(now), ':processing': 'processing', ':now': now },
        }),
      );
      return 'claimed';
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    const out = await dynamo().send(new GetCommand({ TableName: webhookEvents(), Key: { eventId }, ConsistentRead: true }));
    return out.Item?.status === 'done' ? 'done' : 'busy';
  },
  async complete(eventId: string, now: number) {
    await dynamo().send(
      new UpdateCommand({
        TableName: webhookEvents(),
        Key: { eventId },
        UpdateExpression: 'SET #s = :done, processedAt = :now REMOVE leaseUntil',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':done': 'done', ':now': now },
      }),
    );
  },
  /** After a failure: the next delivery of the event processes it again. */
  async release(eventId: string) {
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: webhookEvents(),
          Key: { eventId },
          ConditionExpression: '#s = :processing',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':processing': 'processing' },
        }),
      )
      .catch((e: unknown) => {
        if (!isConditionFailure(e)) throw e;
      });
  },
  async get(eventId: string) {
    const out = await dynamo().send(new GetCommand({ TableName: webhookEvents(), Key: { eventId }, ConsistentRead: true }));
    return out.Item as { eventId: string; status: string } | undefined;
  },
};

const tokens = () => config.tableName('tokens');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use, expiring secrets in the `tokens` table, told apart by `kind`; only their hash is stored. */
export const tokenStore = {
  async put(token: string, kind: string, data: Record<string, unknown>, expiresAtMs: number) {
    await dynamo().send(
      new PutCommand({
        TableName: tokens(),
        Item: { ...data, tokenHash: hashToken(token), kind, expiresAt: epochSeconds(expiresAtMs) },
        ConditionExpression: 'attribute_not_exists(tokenHash)',
      }),
    );
  },
  /** The token's data while it is unexpired and unused; undefined otherwise. */
  async peek<T>(token: string, kind: string, now: number) {
    const out = await dynamo().send(new GetCommand({ TableName: tokens(), Key: { tokenHash: hashToken(token) }, ConsistentRead: true }));
    const item = out.Item;
    if (!item || item.kind !== kind || item.usedAt !== undefined || item.expiresAt <= epochSeconds(now)) return undefined;
    return item as T;
  },
  /** Marks the token used; exactly one caller wins, and only before it expires. */
  async consume<T>(token: string, kind: string, now: number) {
    try {
      const out = await dynamo().send(
        new UpdateCommand({
          TableName: tokens(),
          Key: { tokenHash: hashToken(token) },
          UpdateExpression: 'SET usedAt = :now',
          ConditionExpression: 'attribute_exists(tokenHash) AND #k = :kind AND attribute_not_exists(usedAt) AND expiresAt > :nowS',
          ExpressionAttributeNames: { '#k': 'kind' },
          ExpressionAttributeValues: { ':now': now, ':kind': kind, ':nowS': epochSeconds(now) },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes as T;
    } catch (e) {
      if (isConditionFailure(e)) return undefined;
      throw e;
    }
  },
};
