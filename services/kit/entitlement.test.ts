import { describe, expect, it } from 'vitest';
import { isEntitled } from './entitlement.ts';

const now = 1_800_000_000_000;
const later = now + 86_400_000;
const earlier = now - 86_400_000;

describe('isEntitled: which subscription states grant access', () => {
  it.each([
    ['active, period open', { status: 'active', currentPeriodEnd: later }, true],
    ['active, period over', { status: 'active', currentPeriodEnd: earlier }, false],
    ['trialing, trial open', { status: 'trialing', currentPeriodEnd: later }, true],
    ['trialing, trial over', { status: 'trialing', currentPeriodEnd: earlier }, false],
    ['past due, period still open', { status: 'past_due', currentPeriodEnd: later }, true],
    ['past due, period over', { status: 'past_due', currentPeriodEnd: earlier }, false],
    ['canceled, even with a period left', { status: 'canceled', currentPeriodEnd: later }, false],
    ['unpaid', { status: 'unpaid', currentPeriodEnd: later }, false],
    ['incomplete', { status: 'incomplete', currentPeriodEnd: later }, false],
    ['ends exactly now', { status: 'active', currentPeriodEnd: now }, false],
  ])('%s → %s', (_name, record, expected) => {
    expect(isEntitled(record, now)).toBe(expected);
  });
});
