import { describe, expect, it } from 'vitest';
import { plainSense } from './idioms.ts';

describe('death idioms said plainly', () => {
  it.each([
    ['this homework is killing me', 'this homework is overwhelming me'],
    ["i'm dead tired", 'i am exhausted weary'],
    ['my phone died', 'frustrated and annoyed'],
    ['i killed it at my presentation', 'i succeeded thankful at my presentation'],
    ["i'm dying to see my grandkids", 'i am longing to see my grandkids'],
  ])('"%s" → "%s"', (query, meant) => expect(plainSense(query)).toBe(meant));

  it.each(['my father died', 'what happens when we die', 'dying to self', 'John 3:16', 'afraid of dying'])('leaves "%s" as it is', (q) => {
    expect(plainSense(q)).toBe(q);
  });
});
