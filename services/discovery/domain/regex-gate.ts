import { listUnder } from './multimap.ts';

/**
 * Words an expression cannot match without: read from its source, so that a long list of
 * expressions is tried only where the text holds one of each expression's words. V8 compiles an
 * expression the first time it runs (and again, to machine code, the second time): untried
 * expressions cost nothing, which keeps a cold process's first searches fast.
 *
 * Reads the syntax the detectors use (groups, lookarounds, alternation, classes, quantifiers,
 * escapes); anything it does not know counts as "any character", which only makes the gate wider.
 */

/** Any of these strings is in every text the expression matches; null when none is known. */
type Requirement = string[] | null;

const ONCE = { min: 1, max: 1 };
const AT_LEAST_ONCE = { min: 1, max: Infinity };
const AT_MOST_ONCE = { min: 0, max: 1 };
const ANY_TIMES = { min: 0, max: Infinity };

const WILD_ESCAPES = new Set(['w', 'W', 'd', 'D', 's', 'S', 'n', 'r', 't', 'f', 'v', '0']);
/** Escapes that run on past their letter: "\x41", "\u0041", "\u{41}", "\cJ", "\p{L}", "\k<name>". */
const LONG_ESCAPES = /^\\(?:x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|c[A-Za-z]|[pP]\{[^}]*\}|k<[^>]*>)/;

/** The most selective requirement: its shortest string longest, then the fewest strings. */
const shortest = (r: string[]) => r.reduce((n, s) => Math.min(n, s.length), Infinity);
const best = (requirements: string[][]): Requirement => {
  let chosen: string[] | null = null;
  let chosenLength = 0;
  for (const r of requirements) {
    const length = shortest(r);
    if (!chosen || length > chosenLength || (length === chosenLength && r.length < chosen.length)) {
      chosen = r;
      chosenLength = length;
    }
  }
  return chosen;
};

class Reader {
  private i = 0;
  constructor(private readonly source: string) {}

  /** Branches separated by "|", up to a closing parenthesis or the end: every branch must have a requirement. */
  alternation(): Requirement {
    let any: Requirement = [];
    for (;;) {
      const branch = this.sequence();
      if (branch === null) any = null;
      else if (any !== null) for (const literal of branch) if (!any.includes(literal)) any.push(literal);
      if (this.source[this.i] !== '|') return any;
      this.i++;
    }
  }

  /** A run of characters every match has side by side ends at anything optional, repeated or wild. */
  private sequence(): Requirement {
    const requirements: string[][] = [];
    let run = '';
    const s = this.source;
    while (this.i < s.length && s[this.i] !== '|' && s[this.i] !== ')') {
      const atom = this.atom();
      if (atom.kind === 'empty') continue;
      const { min, max } = this.quantifier();
      if (atom.kind === 'char' && min > 0) {
        run += atom.char.repeat(min);
        if (max === min) continue;
      }
      if (run) requirements.push([run]);
      run = '';
      if (atom.kind === 'group' && min >= 1 && atom.requirement) requirements.push(atom.requirement);
    }
    if (run) requirements.push([run]);
    return best(requirements);
  }

  private atom(): { kind: 'char'; char: string } | { kind: 'group'; requirement: Requirement } | { kind: 'wild' } | { kind: 'empty' } {
    const s = this.source;
    const c = s[this.i];
    if (c === '(') {
      const lookaround = /^\(\?(?:=|!|<=|<!)/.exec(s.slice(this.i, this.i + 4));
      const named = !lookaround && /^\(\?<[A-Za-z]/.test(s.slice(this.i, this.i + 4));
      if (lookaround) this.i += lookaround[0].length;
      else if (named) this.i = s.indexOf('>', this.i) + 1;
      else this.i += s.startsWith('(?:', this.i) ? 3 : 1;
      const requirement = this.alternation();
      this.i++; // ")"
      // A lookaround consumes nothing: the characters on either side stay side by side.
      return lookaround ? { kind: 'empty' } : { kind: 'group', requirement };
    }
    if (c === '[') {
      this.i++;
      while (this.i < s.length && s[this.i] !== ']') this.i += s[this.i] === '\\' ? 2 : 1;
      this.i++;
      return { kind: 'wild' };
    }
    if (c === '\\') {
      const long = LONG_ESCAPES.exec(s.slice(this.i, this.i + 16));
      if (long) {
        this.i += long[0].length;
        return { kind: 'wild' };
      }
      const d = s[this.i + 1];
      this.i += 2;
      if (d === 'b' || d === 'B') return { kind: 'empty' };
      if (WILD_ESCAPES.has(d) || /\d/.test(d)) return { kind: 'wild' };
      return { kind: 'char', char: d };
    }
    this.i++;
    if (c === '^' || c === '$') return { kind: 'empty' };
    if (c === '.') return { kind: 'wild' };
    return { kind: 'char', char: c };
  }

  private quantifier(): { min: number; max: number } {
    const s = this.source;
    const c = s[this.i];
    let bounds: { min: number; max: number };
    if (c === '?' || c === '*' || c === '+') {
      this.i++;
      bounds = c === '+' ? AT_LEAST_ONCE : c === '?' ? AT_MOST_ONCE : ANY_TIMES;
    } else if (c === '{') {
      const braces = /^\{(\d+)(?:(,)(\d*))?\}/.exec(s.slice(this.i, this.i + 12));
      if (!braces) return ONCE;
      this.i += braces[0].length;
      const min = Number(braces[1]);
      bounds = { min, max: braces[2] ? (braces[3] ? Number(braces[3]) : Infinity) : min };
    } else return ONCE;
    // A lazy quantifier ("+?") repeats as often, only preferring fewer.
    if (s[this.i] === '?') this.i++;
    return bounds;
  }
}

/** Strings one of which every match of the expression contains; null when the source does not say. */
export const requiredLiterals = (source: string): string[] | null => new Reader(source).alternation();

/** Gates read ahead of time, by the expression's source (`gateTable`, written at build). */
const knownGates = new Map<string, Requirement>();

/** An expression as its source and flags: a `RegExp`, or one alternative of one not yet compiled. */
type Expression = Pick<RegExp, 'source' | 'flags'>;

/** Every expression gated in this process. */
const gated = new Set<Expression>();

/** Takes gates read ahead of time: a cold process then reads no expression's source. */
export const knowGates = (table: readonly (readonly [string, Requirement])[]) => {
  for (const [source, requirement] of table) knownGates.set(source, requirement);
};

/** The sources of every expression gated in this process (but those matched without case, which go ungated). */
export const gatedSources = () => [...new Set([...gated].filter((re) => !re.flags.includes('i')).map((re) => re.source))];

/** The gate of every expression gated in this process, by source, for `knowGates`. */
export const gateTable = (): [string, Requirement][] => gatedSources().map((source) => [source, requiredLiterals(source)]);

const gateOf = (re: Expression): Requirement => {
  if (re.flags.includes('i')) return null;
  return knownGates.has(re.source) ? knownGates.get(re.source)! : requiredLiterals(re.source);
};

/** A string's three characters from a position, as one small integer (characters past 1023 share keys: a key only names candidates). */
const keyAt = (text: string, at: number) =>
  ((text.charCodeAt(at) & 0x3ff) << 20) | ((text.charCodeAt(at + 1) & 0x3ff) << 10) | (text.charCodeAt(at + 2) & 0x3ff);

type Literal = { literal: string; gates: number[] };

/**
 * Which of a list's gates a text opens, found in one pass over the text: every required string is
 * filed under its first three characters, so a text is read once whatever the number of strings.
 * The answer is the same arrays, refilled for each text: whether each gate is open, and the open
 * ones (`count` of them, in the order they opened).
 */
const opener = (gates: readonly Requirement[]) => {
  const isOpen = new Uint8Array(gates.length);
  const opened = new Int32Array(gates.length);
  const answer = { isOpen, opened, count: 0 };
  const ungated: number[] = [];
  const gatesByLiteral = new Map<string, number[]>();
  gates.forEach((gate, i) => {
    if (gate === null) ungated.push(i);
    else for (const literal of gate) listUnder(gatesByLiteral, literal).push(i);
  });
  const byStart = new Map<number, Literal[]>();
  const short: Literal[] = [];
  for (const [literal, gates] of gatesByLiteral) {
    if (literal.length < 3) short.push({ literal, gates });
    else listUnder(byStart, keyAt(literal, 0)).push({ literal, gates });
  }
  const openAll = (gates: number[]) => {
    for (const g of gates) {
      if (isOpen[g] === 1) continue;
      isOpen[g] = 1;
      opened[answer.count++] = g;
    }
  };
  return (text: string) => {
    for (let i = 0; i < answer.count; i++) isOpen[opened[i]] = 0;
    answer.count = 0;
    openAll(ungated);
    for (let at = 0; at + 3 <= text.length; at++) {
      const candidates = byStart.get(keyAt(text, at));
      if (candidates) for (const { literal, gates } of candidates) if (text.startsWith(literal, at)) openAll(gates);
    }
    for (const { literal, gates } of short) if (text.includes(literal)) openAll(gates);
    return answer;
  };
};

/** The opener of a list's gates, registered now and built on its first text (the strings are read then). */
const lazyOpener = (expressions: readonly Expression[]) => {
  for (const re of expressions) gated.add(re);
  let opens: ReturnType<typeof opener> | undefined;
  return (text: string) => (opens ??= opener(expressions.map(gateOf)))(text);
};

/**
 * For a list of expressions, whether the expression at an index could match the text: whether the
 * text holds one of its required strings. The strings are read once, on the first call; a text is
 * read once for the whole list.
 */
export const gatesOf = (patterns: readonly Expression[]) => {
  const opens = lazyOpener(patterns);
  let read: string | undefined;
  let open = new Uint8Array(0);
  return (i: number, text: string) => {
    if (text !== read) {
      open = opens(text).isOpen;
      read = text;
    }
    return open[i] === 1;
  };
};

const BACK_REFERENCE = /\\(?:[1-9]|k<)/;

/** The top-level alternatives of an expression's source: "a|(b|c)" is "a" and "(b|c)". */
export const alternativesOf = (source: string): string[] => {
  const alternatives: string[] = [];
  let depth = 0;
  let from = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      alternatives.push(source.slice(from, i));
      from = i + 1;
    }
  }
  alternatives.push(source.slice(from));
  return alternatives;
};

/**
 * Whether any of the expressions matches the text. Each alternative of an expression is gated and
 * run alone (but in an expression that refers back to a group), so a long expression costs only the
 * alternatives whose required strings the text holds; an alternative is compiled the first time its
 * gate opens.
 */
export const anyMatches = (patterns: readonly RegExp[]) => {
  const alternatives = patterns.flatMap(({ source, flags }) =>
    (BACK_REFERENCE.test(source) ? [source] : alternativesOf(source)).map((alternative) => ({ source: alternative, flags })),
  );
  const opens = lazyOpener(alternatives);
  const compiled: RegExp[] = [];
  return (text: string) => {
    const { opened, count } = opens(text);
    for (let k = 0; k < count; k++) {
      const i = opened[k];
      compiled[i] ??= new RegExp(alternatives[i].source, alternatives[i].flags);
      if (compiled[i].test(text)) return true;
    }
    return false;
  };
};
