import { describe, expect, it } from 'vitest';
import { freePolicy, policyFor } from './windows.ts';

const at = (iso: string) => Date.parse(iso);

describe('quota windows', () => {
  it('a free window lasts 48 hours from the first counted search', () => {
    expect(freePolicy.windowEnd(at('2025-03-01T10:00:00Z'))).toBe(at('2025-03-03T10:00:00Z'));
    expect(freePolicy.limit).toBe(4);
  });

  it('a subscriber window ends at the next local midnight', () => {
    const p = policyFor(true, 'America/New_York');
    expect(p.limit).toBe(40);
    // 22:30 in New York on March 1 (EST, UTC-5) → midnight March 2 local = 05:00Z.
    expect(p.windowEnd(at('2025-03-02T03:30:00Z'))).toBe(at('2025-03-02T05:00:00Z'));
  });
});
