import { describe, expect, it } from 'vitest';
import { readCrisisSet, readDevset } from '../../../tests/quality/evaluate.ts';
import { crisisText } from './crisis-text.ts';
import { CRISIS_PATTERNS } from './crisis.ts';
import { plainSense } from './idioms.ts';
import { concernsOf } from './sensitive.ts';
import { words } from './text.ts';
import { alternativesOf, anyMatches, gatesOf, gateTable, knowGates, requiredLiterals } from './regex-gate.ts';

describe('an expression taken apart into its alternatives', () => {
  it.each([
    [String.raw`rope|noose`, ['rope', 'noose']],
    [String.raw`^(?:a|b)c$|d`, ['^(?:a|b)c$', 'd']],
    [String.raw`[|]x|\|y|(?<!a|b)z`, ['[|]x', String.raw`\|y`, '(?<!a|b)z']],
    [String.raw`[\]|]a|b`, [String.raw`[\]|]a`, 'b']],
    [String.raw`single`, ['single']],
  ])('%s is %j', (source, alternatives) => {
    expect(alternativesOf(source)).toEqual(alternatives);
  });

  it('matches where the whole expression matches, and nowhere else', () => {
    const patterns = [/^end it$|\bi am done(?! with (?:work|school))\b/, /[|] bar|x\|y/, /(ab)c\1|z/, /(?<w>q)r\k<w>|s/];
    const texts = ['end it', 'end it now', 'i am done', 'i am done with work', '| bar', 'x|y', 'xy', 'abcab', 'abc', 'z', 'qrq', 'qr', 's', ''];
    for (const text of texts) expect(anyMatches(patterns)(text), text).toBe(patterns.some((re) => re.test(text)));
  });
});

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

  it('never keeps an expression from a text it matches: the crisis patterns, the idioms and the concerns, on every search the sets hold', () => {
    const crisis = readCrisisSet('crisis');
    const heldOut = readCrisisSet('crisis-heldout');
    const queries = [...crisis.positive, ...crisis.negative, ...heldOut.positive, ...heldOut.negative, ...readDevset().map((r) => r.query)];
    // The crisis patterns read the crisis text; the idioms and the concerns, the words as typed: each is tried on what it reads.
    const crisisTexts = [...new Set(queries.map(crisisText))];
    const typedTexts = [...new Set(queries.map((q) => words(q).join(' ')))];
    // An alternative of a crisis pattern matches only a text its whole pattern matches: each pattern reads every
    // crisis text once, and its alternatives read only the texts it matched.
    const matchedBy = new Map<string, string[]>();
    for (const re of CRISIS_PATTERNS) {
      const matched = crisisTexts.filter((t) => re.test(t));
      for (const source of [re.source, ...alternativesOf(re.source)]) matchedBy.set(source, [...(matchedBy.get(source) ?? []), ...matched]);
    }
    // Every gated expression is in the table once its module is loaded.
    expect(plainSense('my phone died')).not.toBe('my phone died');
    expect(concernsOf('i was abused as a child')).toContain('abuse');
    const table = gateTable();
    expect(table.length).toBeGreaterThan(CRISIS_PATTERNS.length + 100);
    const unsound: string[] = [];
    for (const [source, literals] of table) {
      if (literals === null) continue;
      const re = new RegExp(source);
      for (const text of matchedBy.get(source) ?? typedTexts) {
        if (re.test(text) && !literals.some((l) => text.includes(l))) unsound.push(`${source.slice(0, 40)}: "${text}"`);
      }
    }
    expect(unsound).toEqual([]);
    const matchedAny = new Set(CRISIS_PATTERNS.flatMap((re) => matchedBy.get(re.source)!));
    const gated = anyMatches(CRISIS_PATTERNS);
    const differing = crisisTexts.filter((t) => gated(t) !== matchedAny.has(t));
    expect(differing).toEqual([]);
    // Every pattern reads every search of the sets, which grow with each crisis set: about 20 s alone now.
  }, 120_000);

  it('takes the gates read ahead of time rather than reading the sources again', () => {
    const known = /\bgate read ahead\b/;
    const unknown = /\bgate read now\b/;
    // A gate known ahead of time is trusted: a wrong one shows that it is the one used.
    knowGates([[known.source, ['no such words']]]);
    expect(anyMatches([known])('a gate read ahead of time')).toBe(false);
    expect(anyMatches([unknown])('a gate read now')).toBe(true);
  });

  it('opens the same gates reading a text once as asking each gate for each of its strings', () => {
    const crisis = readCrisisSet('crisis');
    const texts = [...crisis.positive, ...crisis.negative].map(crisisText);
    // Strings at a text's start and end, shorter than three characters, and characters whose keys collide (U+0461 files as "a").
    const patterns = [...CRISIS_PATTERNS, /^end it/, /i am done$/, /ok|no\b/, /.*/, /abc/];
    const small = ['end it now', 'i am done', 'ok', 'no', 'i', '', '\u0461bc', 'xabc'];
    const mayMatch = gatesOf(patterns);
    const literals = patterns.map((re) => requiredLiterals(re.source));
    const differing: string[] = [];
    for (const text of [...small, ...texts]) {
      patterns.forEach((re, i) => {
        const expected = literals[i] === null || literals[i].some((l) => text.includes(l));
        if (mayMatch(i, text) !== expected) differing.push(`${re.source.slice(0, 30)}: "${text}"`);
      });
    }
    expect(differing).toEqual([]);
  }, 60_000);

  it('leaves almost no alternative of a crisis pattern ungated, so a cold process compiles only the few a query could match', () => {
    const ungated = CRISIS_PATTERNS.flatMap((re) => alternativesOf(re.source)).filter((source) => requiredLiterals(source) === null);
    expect(ungated.length).toBeLessThanOrEqual(3);
  });
});
