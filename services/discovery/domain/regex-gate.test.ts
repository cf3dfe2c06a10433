import { describe, expect, it } from 'vitest';
import { readCrisisSet, readDevset } from '../../../tests/quality/evaluate.ts';
import { crisisText } from './crisis-text.ts';
import { CRISIS_PATTERNS } from './crisis.ts';
import { anyMatches, requiredLiterals } from './regex-gate.ts';

describe('the strings an expression cannot match without', () => {
  it.each([
    [String.raw`\bkill+ myself\b`, [' myself']],
    [String.raw`\b(?:want|wish) to die\b`, [' to die']],
    [String.raw`^(?:i am )?ready to go now$`, ['ready to go now']],
    [String.raw`foo(?! bar)baz`, ['foobaz']],
    [String.raw`(?<=\bi )want(?= to)`, ['want']],
    [String.raw`gr[ae]y`, ['gr']],
    [String.raw`a\.b`, ['a.b']],
    [String.raw`\d+ pills`, [' pills']],
    [String.raw`ab{2}c`, ['abbc']],
    [String.raw`ab{2,3}c`, ['abb']],
    [String.raw`ab+?c`, ['ab']],
    [String.raw`(?<word>abc)d?`, ['abc']],
    [String.raw`rope|noose|(?:hang|hanging) myself`, ['rope', 'noose', ' myself']],
    [String.raw`(?:pills|meds) (?:all )?(?:in my hand|lined up)`, ['in my hand', 'lined up']],
    // An escape that runs on past its letter is one character, whatever its digits.
    [String.raw`ab\x41cd`, ['ab']],
    [String.raw`ab\u0041cd`, ['ab']],
    [String.raw`ab\cJcd`, ['ab']],
  ])('%s needs one of %j', (source, literals) => {
    expect(requiredLiterals(source)).toEqual(literals);
  });

  it.each([String.raw`(?:x)?`, String.raw`a|\w+`, String.raw`.*`, String.raw`[a-z]+(?:y)*`])('%s needs nothing it can name', (source) => {
    expect(requiredLiterals(source)).toBeNull();
  });

  it('never keeps a crisis pattern from a text it matches: every matching phrase holds one of its strings', () => {
    const crisis = readCrisisSet('crisis');
    const heldOut = readCrisisSet('crisis-heldout');
    const texts = [...crisis.positive, ...crisis.negative, ...heldOut.positive, ...heldOut.negative, ...readDevset().map((r) => r.query)].map(crisisText);
    const unsound: string[] = [];
    CRISIS_PATTERNS.forEach((re, i) => {
      const literals = requiredLiterals(re.source);
      if (literals === null) return;
      for (const text of texts) if (re.test(text) && !literals.some((l) => text.includes(l))) unsound.push(`pattern ${i}: "${text}"`);
    });
    expect(unsound).toEqual([]);
    const gated = anyMatches(CRISIS_PATTERNS);
    const differing = texts.filter((t) => gated(t) !== CRISIS_PATTERNS.some((re) => re.test(t)));
    expect(differing).toEqual([]);
  });

  it('leaves almost no crisis pattern ungated, so a cold process compiles only the few a query could match', () => {
    const ungated = CRISIS_PATTERNS.filter((re) => requiredLiterals(re.source) === null);
    expect(ungated.length).toBeLessThanOrEqual(3);
  });
});
