import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './common.ts';
import { requestSchemas } from './request-fields.ts';

const MB = 1_000_000;

/** Values built to make a backtracking pattern or a careless loop take quadratic time. */
const adversarialValues = (size: number) => ({
  dots: `a@${'.'.repeat(size)}@`,
  dotsNoAt: `a@${'.'.repeat(size)}`,
  atSigns: '@'.repeat(size),
  letters: 'a'.repeat(size),
  spaces: `a${' '.repeat(size)}a`,
  unicode: '🙏é\u0000\u202e'.repeat(size / 8),
});

describe('email addresses', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['ruth@example.org', 'a.b+c@sub.example.co.uk', 'x@y.z']) expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of ['', 'ruth', 'ruth@', '@example.org', 'ruth@example', 'ruth@.org', 'ruth@example.', 'ru th@example.org', 'a@b@c.org', `${'a'.repeat(250)}@b.org`]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});

describe('every request schema against a megabyte of adversarial text in every field', () => {
  it('answers each within 100 ms and never throws', async () => {
    const schemas = await requestSchemas();
    expect(Object.keys(schemas).length).toBeGreaterThan(10);
    const slow: string[] = [];
    for (const [name, schema] of Object.entries(schemas)) {
      for (const field of Object.keys(schema.shape)) {
        for (const [kind, value] of Object.entries(adversarialValues(MB))) {
          // The fastest of up to three tries: a pause of the machine passes, a quadratic pattern stays slow every time.
          let ms = Infinity;
          for (let attempt = 0; attempt < 3 && ms > 100; attempt++) {
            const started = performance.now();
            expect(() => schema.safeParse({ [field]: value })).not.toThrow();
            ms = Math.min(ms, performance.now() - started);
          }
          if (ms > 100) slow.push(`${name}.${field} (${kind}): ${ms.toFixed(0)} ms`);
        }
      }
    }
    expect(slow).toEqual([]);
  }, 120_000);
});
