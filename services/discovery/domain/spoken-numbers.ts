/**
 * Numbers written as words, as people type or dictate references: "psalm twenty three",
 * "john three sixteen", "second timothy one seven", "psalm one hundred nineteen".
 */
const UNITS = new Map<string, number>(Object.entries({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 }));
const TEENS = new Map<string, number>(Object.entries({
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
}));
// "fourty" and "ninty" as often as not.
const TENS = new Map<string, number>(Object.entries({ twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, ninty: 90 }));

const ORDINALS = new Map<string, number>(Object.entries({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
  thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19,
  twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70, eightieth: 80, ninetieth: 90, hundredth: 100,
}));
/** "The forty sixth psalm", "the hundred and nineteenth psalm": a psalm by its place, said in words. */
const PSALM_BY_PLACE = new RegExp(
  String.raw`\b(?:(?:one |a )?(hundred)(?: and)? )?(?:(${[...TENS.keys()].join('|')})[ -])?(${[...ORDINALS.keys()].join('|')}) (psalms?)\b`,
  'gi',
);
const psalmsByPlace = (query: string) =>
  query.replace(PSALM_BY_PLACE, (whole, hundred: string | undefined, tens: string | undefined, ordinal: string, psalm: string) => {
    const unit = ORDINALS.get(ordinal.toLowerCase())!;
    const place = (hundred ? 100 : 0) + (tens ? TENS.get(tens.toLowerCase())! : 0) + unit;
    return (tens && unit >= 10) || place > 150 ? whole : `${psalm} ${place}`;
  });

type Part = 'unit' | 'teen' | 'tens' | 'hundred';
const PSALM = /^(?:psalms?|ps)$/i;
const partOf = (w: string): [Part, number] | undefined =>
  UNITS.has(w) ? ['unit', UNITS.get(w)!] : TEENS.has(w) ? ['teen', TEENS.get(w)!] : TENS.has(w) ? ['tens', TENS.get(w)!] : undefined;

/**
 * The query with each run of number words replaced by digits. Words that make one number join
 * ("twenty three" → 23, "one hundred and nineteen" → 119); words that cannot stay apart
 * ("three sixteen" → 3 16). A psalm past the hundredth is said in pairs ("psalm one twenty one" → 121,
 * "psalm one nineteen one oh five" → 119 105), and a psalm by its place comes first ("the forty sixth
 * psalm" → psalm 46). Anything else is left as typed.
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
  const tokens = psalmsByPlace(query).split(/\s+/);
  tokens.forEach((token, i) => {
    const word = token.toLowerCase();
    if (word === 'hundred' && value !== undefined && value < 10) {
      value *= 100;
      last = 'hundred';
      return;
    }
    if (word === 'and' && last === 'hundred') return;
    // "one oh five": the hundreds and the units, the tens said as "oh".
    if (word === 'oh' && value === 1 && last === 'unit' && UNITS.has(tokens[i + 1]?.toLowerCase())) {
      value = 100;
      last = 'hundred';
      return;
    }
    const compound = /^([a-z]+)-([a-z]+)$/.exec(word);
    if (compound && TENS.has(compound[1]) && UNITS.has(compound[2])) {
      flush();
      out.push(String(TENS.get(compound[1])! + UNITS.get(compound[2])!));
      return;
    }
    const part = partOf(word);
    if (!part) {
      flush();
      out.push(token);
      return;
    }
    const [kind, n] = part;
    if (value === 1 && last === 'unit' && kind !== 'unit' && PSALM.test(out[out.length - 1] ?? '')) {
      value = 100 + n;
      last = kind === 'tens' ? 'tens' : 'unit';
      return;
    }
    const joins = value !== undefined && ((last === 'tens' && kind === 'unit') || (last === 'hundred' && kind !== 'hundred'));
    if (joins) {
      value! += n;
      last = kind === 'tens' ? 'tens' : 'unit';
    } else {
      flush();
      value = n;
      last = kind;
    }
  });
  flush();
  return out.join(' ');
};

const WORD_OF = new Map([...UNITS, ...TEENS, ...TENS].filter(([w]) => w !== 'fourty' && w !== 'ninty').map(([w, n]) => [n, w]));

/** A whole number below ten thousand in words: "one hundred fifty three", "five thousand". */
const inWords = (n: number): string => {
  if (n >= 1000) return [`${inWords(Math.floor(n / 1000))} thousand`, ...(n % 1000 ? [inWords(n % 1000)] : [])].join(' ');
  if (n >= 100) return [`${WORD_OF.get(Math.floor(n / 100))} hundred`, ...(n % 100 ? [inWords(n % 100)] : [])].join(' ');
  return WORD_OF.get(n) ?? `${WORD_OF.get(n - (n % 10))} ${WORD_OF.get(n % 10)}`;
};

/**
 * Each whole number of digits, from 1 to 9999, in words as Scripture spells its numbers: "dead 4 days" is "dead four
 * days", "5000 people" "five thousand people", "10 lepers" "ten lepers".
 */
export const withNumberWords = (text: string): string => text.replace(/\b[1-9]\d{0,3}\b/g, (digits) => inWords(Number(digits)));
