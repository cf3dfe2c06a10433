import { describe, expect, it } from 'vitest';
import { isEntitled } from '#kit/entitlement.ts';
import type { SubscriptionSnapshot } from './stripe-objects.ts';
import { addPeriod, applyGift, applyImmediateCancel, applySubscription, type BillingRecord } from './subscription-state.ts';

const T0 = Date.UTC(2026, 0, 15);
const DAY = 86_400_000;
const email = 'ruth@example.com';

const snap = (id: string, o: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id,
  status: 'active',
  currentPeriodEnd: T0 + 30 * DAY,
  cancelAtPeriodEnd: false,
  email,
  planType: 'monthly',
  ...o,
});

const gift = (sessionId: string) => ({
  kind: 'gift' as const,
  sessionId,
  recipient: { email, name: 'Ruth' },
  buyer: { email: 'naomi@example.com', name: 'Naomi' },
});

describe('subscription state', () => {
  it('adds calendar months and years, keeping to the end of a shorter month', () => {
    expect(new Date(addPeriod(Date.UTC(2026, 0, 31, 9), 'monthly')).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(new Date(addPeriod(Date.UTC(2026, 4, 15), 'monthly')).toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(new Date(addPeriod(Date.UTC(2028, 1, 29), 'annual')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(new Date(addPeriod(Date.UTC(2026, 11, 31), 'monthly')).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('a replaced subscription’s late deletion does not end the new one', () => {
    const first = applySubscription(undefined, snap('sub_old'), T0, { now: T0 })!;
    const second = applySubscription(first, snap('sub_new', { currentPeriodEnd: T0 + 60 * DAY }), T0 + DAY, { now: T0 + DAY })!;
    expect(second.stripeSubscriptionId).toBe('sub_new');
    expect(applySubscription(second, snap('sub_old', { status: 'canceled' }), T0 + 2 * DAY, { now: T0 + 2 * DAY, deleted: true })).toBeUndefined();
    expect(applySubscription(second, snap('sub_old'), T0 - DAY, { now: T0 })).toBeUndefined();
  });

  it('a gift that outlasts the paid period decides access, and survives the Stripe subscription ending', () => {
    const paid = applySubscription(undefined, snap('sub_1'), T0, { now: T0 })!;
    const gifted = applyGift(paid, gift('cs_gift'), T0, T0)!;
    expect(gifted).toMatchObject({ planType: 'annual', status: 'active', currentPeriodEnd: addPeriod(T0, 'annual'), stripeSubscriptionId: 'sub_1' });
    const ended = applySubscription(gifted, snap('sub_1', { status: 'canceled' }), T0 + DAY, { now: T0 + DAY, deleted: true })!;
    expect(isEntitled(ended, T0 + 100 * DAY)).toBe(true);
    expect(isEntitled(ended, addPeriod(T0, 'annual') + 1)).toBe(false);
  });

  it('a second gift adds a year after the first; the same gift twice adds nothing', () => {
    const once = applyGift(undefined, gift('cs_a'), T0, T0)!;
    expect(applyGift(once, gift('cs_a'), T0, T0)).toBeUndefined();
    const twice = applyGift(once, gift('cs_b'), T0 + DAY, T0 + DAY)!;
    expect(twice.currentPeriodEnd).toBe(addPeriod(addPeriod(T0, 'annual'), 'annual'));
    expect(twice.version).toBe(2);
  });

  it('an immediate cancel ends access now and is final', () => {
    const record = applySubscription(undefined, snap('sub_demo'), T0, { now: T0, demo: true }) as BillingRecord;
    const cancelled = applyImmediateCancel(record, T0 + DAY)!;
    expect(isEntitled(cancelled, T0 + DAY + 1)).toBe(false);
    expect(applySubscription(cancelled, snap('sub_demo'), T0 + 2 * DAY, { now: T0 + 2 * DAY })).toBeUndefined();
  });
});
