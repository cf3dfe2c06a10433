import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { newUserRecord } from '../../services/kit/accounts/record.ts';
import { dynamo } from '../../services/kit/clients.ts';
import { config } from '../../services/kit/config.ts';
import { api, unique } from '../support/api.ts';

const SAMPLES = 100;

/** How often "slower than the median means the account exists" is right. */
const medianSplitAccuracy = (existing: number[], unknown: number[]) => {
  const all = [...existing, ...unknown].sort((a, b) => a - b);
  const median = (all[all.length / 2 - 1] + all[all.length / 2]) / 2;
  const right = existing.filter((t) => t > median).length + unknown.filter((t) => t <= median).length;
  const accuracy = right / all.length;
  return Math.max(accuracy, 1 - accuracy);
};

describe('finding out who has an account', () => {
  it('"Forgot password?" takes the same time for an email with an account and one without', async () => {
    const accounts = await Promise.all(
      Array.from({ length: SAMPLES }, async () => {
        const user = newUserRecord({ email: `${unique('member')}@example.com`, subscribeToUpdates: false }, { userId: unique('u'), passwordHash: 'scrypt$0$0$0$x$y', now: Date.now() });
        await dynamo().send(new PutCommand({ TableName: config.tableName('users'), Item: user }));
        return user.email;
      }),
    );
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await api('POST', '/api/auth/forgot-password', { body: { email } });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    // Interleaved, so the machine's load falls on both kinds alike.
    const existing: number[] = [];
    const unknown: number[] = [];
    for (const email of accounts) {
      existing.push(await timed(email));
      unknown.push(await timed(`${unique('nobody')}@example.com`));
    }
    expect(medianSplitAccuracy(existing, unknown)).toBeLessThanOrEqual(0.6);
  }, 60_000);
});
