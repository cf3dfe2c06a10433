/**
 * Numbers written as words, as people type or dictate references: "psalm twenty three",
 * "john three sixteen", "second timothy one seven", "psalm one hundred nineteen".
 */
const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

type Part = 'unit' | 'teen' | 'tens' | 'hundred';
const partOf = (w: string): [Part, number] | undefined =>
  w in UNITS ? ['unit', UNITS[w]] : w in TEENS ? ['teen', TEENS[w]] : w in TENS ? ['tens', TENS[w]] : undefined;

/**
 * The query with each run of number words replaced by digits. Words that make one number join
 * ("twenty three" → 23, "one hundred and nineteen" → 119); words that cannot stay apart
 * ("three sixteen" → 3 16). Anything else is left as typed.
 */
export const withDigits = (query: string): string => {
  const out: string[] = [];
  let value: number | undefined;
  let last: Part | undefined;
  const flush = () => {
    if (value !== undefined) out.push(String(value));
    value = undefined;
    last = undefined;
  };
  for (const token of query.split(/\s+/)) {
    const word = token.toLowerCase();
    if (word === 'hundred' && value !== undefined && value < 10) {
      value *= 100;
      last = 'hundred';
      continue;
    }
    if (word === 'and' && last === 'hundred') continue;
    const compound = /^([a-z]+)-([a-z]+)$/.exec(word);
    if (compound && compound[1] in TENS && compound[2] in UNITS) {
      flush();
      out.push(String(TENS[compound[1]] + UNITS[compound[2]]));
      continue;
    }
    const part = partOf(word);
    if (!part) {
      flush();
      out.push(token);
      continue;
    }
    const [kind, n] = part;
    const joins = value !== undefined && ((last === 'tens' && kind === 'unit') || (last === 'hundred' && kind !== 'hundred'));
    if (joins) {
      value! += n;
      last = kind === 'tens' ? 'tens' : 'unit';
    } else {
      flush();
      value = n;
      last = kind;
    }
  }
  flush();
  return out.join(' ');
};
