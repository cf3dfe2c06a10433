/**
 * The Porter (1980) stemmer, preceded by a small table of irregular forms, so "worry", "worried",
 * "worrying" and "worries" meet at one stem in the query, the topic phrases and the corpus index.
 */

const IRREGULAR = new Map<string, string>(Object.entries({
  // A Pentecostal church is a charismatic one, not the feast of Pentecost.
  pentecostal: 'charismatic',
  pentecostals: 'charismatic',
  lost: 'lose',
  losing: 'lose',
  died: 'die',
  // Someone dying is not someone who died: "my friend is dying" is not "my friend died".
  dying: 'dying',
  dead: 'die',
  death: 'die',
  lying: 'lie',
  lied: 'lie',
  felt: 'feel',
  left: 'leave',
  broke: 'break',
  broken: 'break',
  children: 'child',
  kids: 'child',
  kid: 'child',
  men: 'man',
  women: 'woman',
  wives: 'wife',
  sinned: 'sin',
  sinning: 'sin',
  thought: 'think',
  taught: 'teach',
  fought: 'fight',
  sought: 'seek',
  bought: 'buy',
  brought: 'bring',
  gave: 'give',
  given: 'give',
  forgave: 'forgive',
  forgiven: 'forgive',
  forgiveness: 'forgive',
  took: 'take',
  taken: 'take',
  fell: 'fall',
  fallen: 'fall',
  hid: 'hide',
  hidden: 'hide',
  wept: 'weep',
  slept: 'sleep',
  kept: 'keep',
  sent: 'send',
  spoke: 'speak',
  spoken: 'speak',
  chose: 'choose',
  chosen: 'choose',
  rose: 'rise',
  risen: 'rise',
  born: 'bear',
  bore: 'bear',
  ate: 'eat',
  eaten: 'eat',
  drank: 'drink',
  knew: 'know',
  known: 'know',
  grew: 'grow',
  grown: 'grow',
  ran: 'run',
  began: 'begin',
  begun: 'begin',
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
  anxiety: 'anxious',
  anxieties: 'anxious',
  anxiously: 'anxious',
  loneliness: 'lonely',
  // "busy" is not "business" (the stemmer makes both "busi").
  busy: 'hectic',
  busier: 'hectic',
  busiest: 'hectic',
  busyness: 'hectic',
  lonesome: 'lonely',
  happiness: 'happy',
  happier: 'happy',
  happiest: 'happy',
  sadness: 'sad',
  sadder: 'sad',
  angry: 'anger',
  angrier: 'anger',
  angered: 'anger',
  afraid: 'fear',
  fearful: 'fear',
  faithful: 'faithful',
  strong: 'strength',
  stronger: 'strength',
  strengthen: 'strength',
  strengthens: 'strength',
  strengthened: 'strength',
  peaceful: 'peace',
  joyful: 'joy',
  thankful: 'thank',
  grateful: 'gratitude',
  healed: 'heal',
  healing: 'heal',
  healthy: 'health',
  wisdom: 'wise',
  wiser: 'wise',
  betrayal: 'betray',
  temptation: 'tempt',
  temptations: 'tempt',
  married: 'marriage',
  marry: 'marriage',
  grief: 'grieve',
  mercy: 'merci',
  merciful: 'merci',
  mercies: 'merci',
}));

const isConsonant = (w: string, i: number): boolean => {
  const c = w[i];
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
};

/** m() in Porter's paper: the number of VC sequences in the stem. */
const measure = (s: string): number => {
  let n = 0;
  let i = 0;
  const len = s.length;
  while (i < len && isConsonant(s, i)) i++;
  while (i < len) {
    while (i < len && !isConsonant(s, i)) i++;
    if (i >= len) break;
    n++;
    while (i < len && isConsonant(s, i)) i++;
  }
  return n;
};

const hasVowel = (s: string) => {
  for (let i = 0; i < s.length; i++) if (!isConsonant(s, i)) return true;
  return false;
};

const doubleConsonant = (s: string) =>
  s.length >= 2 && s[s.length - 1] === s[s.length - 2] && isConsonant(s, s.length - 1);

/** cvc where the last c is not w, x or y. */
const cvc = (s: string) => {
  const n = s.length;
  if (n < 3) return false;
  if (!isConsonant(s, n - 1) || isConsonant(s, n - 2) || !isConsonant(s, n - 3)) return false;
  return !'wxy'.includes(s[n - 1]);
};

const STEP2: [string, string][] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: [string, string][] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize',
];

const replaceSuffix = (w: string, rules: [string, string][], minMeasure: number) => {
  for (const [suffix, repl] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return measure(stem) > minMeasure ? stem + repl : w;
    }
  }
  return w;
};

const porter = (word: string): string => {
  if (word.length <= 2) return word;
  let w = word;
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* keep */
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (doubleConsonant(w) && !'lsz'.includes(w[w.length - 1])) w = w.slice(0, -1);
    else if (measure(w) === 1 && cvc(w)) w += 'e';
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + 'i';
  // Steps 2-4
  w = replaceSuffix(w, STEP2, 0);
  w = replaceSuffix(w, STEP3, 0);
  for (const suffix of STEP4) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      if (measure(stem) > 1 && (suffix !== 'ion' || /[st]$/.test(stem))) w = stem;
      break;
    }
  }
  // Step 5
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !cvc(stem))) w = stem;
  }
  if (measure(w) > 1 && doubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
};

const cache = new Map<string, string>();

/** The stem of one lower-case word (memoized: the corpus has about 14,000 distinct words). */
export const stem = (word: string): string => {
  let s = cache.get(word);
  if (s === undefined) {
    s = porter(IRREGULAR.get(word) ?? word);
    cache.set(word, s);
  }
  return s;
};
