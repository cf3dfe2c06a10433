import { stem } from './stem.ts';

/**
 * How text becomes terms, the same way for a person's query, the topic phrases and the corpus:
 * lower case, accents and curly quotes folded, contractions written out ("cant" → "can not"),
 * possessives dropped, then stemmed.
 */

const CONTRACTIONS = new Map<string, string>(Object.entries({
  cant: 'can not',
  cannot: 'can not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  couldnt: 'could not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'is not',
  im: 'i am',
  ive: 'i have',
  youre: 'you are',
  youve: 'you have',
  theyre: 'they are',
  weve: 'we have',
  whats: 'what is',
  whos: 'who is',
  wheres: 'where is',
  hows: 'how is',
  thats: 'that is',
  theres: 'there is',
  lets: 'let us',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  dunno: 'do not know',
  idk: 'i do not know',
  idc: 'i do not care',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  abt: 'about',
  bf: 'boyfriend',
  gf: 'girlfriend',
  mom: 'mother',
  mum: 'mother',
  // "my moms drinking": a possessive written without its apostrophe reads as the plural.
  moms: 'mothers',
  mums: 'mothers',
  dads: 'fathers',
  grandmas: 'grandmothers',
  grandpas: 'grandfathers',
  mommy: 'mother',
  dad: 'father',
  daddy: 'father',
  grandma: 'grandmother',
  grandpa: 'grandfather',
  bday: 'birthday',
  xmas: 'christmas',
  n: 'and',
}));

/** Contractions that, their apostrophe dropped, are other words ("i'll" is not "ill", "he'll" not "hell", "we'd" not "wed"). */
const APOSTROPHE_CONTRACTIONS = new Map<string, string>(
  ['i', 'you', 'he', 'she', 'it', 'we', 'they', 'that', 'who', 'there'].flatMap((w) => [
    [`${w}'ll`, `${w} will`],
    [`${w}'d`, `${w} would`],
    [`${w}'re`, `${w} are`],
  ]),
);

/** The divine name however written: WEB writes "Yahweh" where people say "the lord" or "god". */
export const DIVINE_NAMES: ReadonlySet<string> = new Set(['god', 'lord', 'yahweh']);

/** Words that carry no meaning for matching (function words and search filler). */
export const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been being below
  between both but by can could did do does doing down during each few for from further had has have having
  he her here hers herself him himself his how i if in into is it its itself just let me more most my myself
  no nor not of off on once only or other our ours ourselves out over own same she should so some such than
  that the their theirs them themselves then there these they this those through thru to too under until up us very
  was we were what when where which while who whom why will with would you your yours yourself yourselves
  am is are was were be been oh hey hi hello ok okay please thanks thank really just like sort thing things
  stuff something anything everything lot lots bit get got gets getting go going gone want wanted wants
  bible bibles verse verses scripture scriptures passage passages biblical quote quotes say says said tell
  show find text texts bible's today's also still even maybe much many one ones someone
  somebody anyone`.split(/\s+/).filter(Boolean),
);

/** A text's 32-bit FNV-1a hash: the same text always gives the same number. */
export const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export interface Term {
  /** The word as written out (after contractions), e.g. "worrying". */
  word: string;
  /** Its stem, e.g. "worri". */
  stem: string;
  /** Position among all words of the text, stop words included (for phrase matching). */
  pos: number;
  stop: boolean;
}

// eslint-disable-next-line no-control-regex -- the full ASCII range, NUL included, is meant
const PLAIN = /^[\x00-\x7f]*$/;

/** Lower case, accents folded, curly apostrophes straightened. */
export const fold = (text: string) => {
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  const quoted = lower.replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'").replace(/[\u201c\u201d\u2014\u2013]/g, ' ');
  if (PLAIN.test(quoted)) return quoted;
  return quoted.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
};

const WORD = /[a-z0-9]+(?:'[a-z]+)*/g;

/**
 * "give up" and "give thanks" are one word each: "i want to give up" is not about giving, and apart
 * "give" would lead to generosity or "up" be dropped as a stop word.
 */
const GIVE = new Set(['give', 'gives', 'gave', 'giving', 'given']);

/** The words of a text, contractions written out, possessives dropped, "give up" and "give thanks" joined. */
export const words = (text: string): string[] => {
  const out: string[] = [];
  const folded = fold(text);
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(folded))) {
    let w = m[0];
    if (w.includes("'")) {
      const spelled = APOSTROPHE_CONTRACTIONS.get(w);
      if (spelled) {
        out.push(...spelled.split(' '));
        continue;
      }
      if (w.endsWith("'s")) w = w.slice(0, -2);
      w = w.replace(/'/g, '');
    }
    const expanded = CONTRACTIONS.get(w);
    if (expanded) for (const part of expanded.split(' ')) out.push(part);
    else if (w === 'up' && GIVE.has(out[out.length - 1])) out[out.length - 1] = 'giveup';
    else if ((w === 'thanks' || w === 'thank') && GIVE.has(out[out.length - 1])) out[out.length - 1] = 'thanksgiving';
    else if (w) out.push(w);
  }
  return out;
};

const FIND = new Set(['find', 'finds', 'found', 'finding']);

const TIMES_OF_DAY = new Set(['morning', 'afternoon', 'evening', 'night']);
const WHEN_MARKERS = new Set(['this', 'yesterday', 'tomorrow', 'last']);

/**
 * Words that say nothing in their place: "give" and "read" ask when "me" or "us" follows ("give me
 * a reason to live", "read me a psalm"); "find out" is learning, not finding ("we found out we're
 * having twins" is not the lost sheep found); "kind of" is a hedge, not kindness; "this morning" and
 * "last night" say when ("my dog died this morning" is not morning prayer).
 */
const isIdle = (all: readonly string[], pos: number) =>
  ((all[pos] === 'give' || all[pos] === 'read') && (all[pos + 1] === 'me' || all[pos + 1] === 'us')) ||
  (FIND.has(all[pos]) && all[pos + 1] === 'out') ||
  (all[pos] === 'kind' && all[pos + 1] === 'of') ||
  (TIMES_OF_DAY.has(all[pos]) && WHEN_MARKERS.has(all[pos - 1]));

/** Every word of a text as a term; stop words are kept but flagged so phrases keep their positions. */
export const terms = (text: string): Term[] => {
  const all = words(text);
  return all.map((word, pos) => ({ word, stem: stem(word), pos, stop: STOP_WORDS.has(word) || isIdle(all, pos) }));
};

/** The stems of a text's meaningful words, in order. */
export const contentStems = (text: string): string[] => terms(text).filter((t) => !t.stop).map((t) => t.stem);

const POSSESSIVES = new Set(['my', 'his', 'her', 'our', 'their', 'your']);

/** Is this meaningful word someone's ("my father", "her mom"), rather than the one described ("grieving father")? */
export const isOwned = (all: readonly Term[], t: Term) => t.pos > 0 && POSSESSIVES.has(all[t.pos - 1].word);


/** The stems of a text's meaningful words that follow a possessive ("grieving my father": father). */
export const ownedStems = (text: string): string[] => {
  const all = terms(text);
  return all.filter((t) => !t.stop && isOwned(all, t)).map((t) => t.stem);
};

const REFLEXIVES = new Set(['myself', 'yourself', 'ourselves', 'themselves', 'himself', 'herself']);
const NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'nobody', 'nothing', 'none']);
const SCRIPTURE_WORDS = new Set(['bible', 'bibles', 'verse', 'verses', 'scripture', 'scriptures', 'passage', 'passages', 'biblical']);

/** What a text says beyond its meaningful words, read the same way for a query and a topic phrase. */
export interface Reading {
  /** It speaks of someone doing something to themselves ("forgive myself"). */
  aboutSelf: boolean;
  /** It says something is not so ("can't get pregnant", "no longer knows me", "feel nothing"). */
  negated: boolean;
  /** It names Scripture itself ("scary bible verses", "what does the bible say about…"). */
  scriptural: boolean;
  /** Its words, little words included, one space apart. */
  text: string;
}

export const readingOf = (text: string): Reading => {
  const all = words(text);
  return {
    aboutSelf: all.some((w) => REFLEXIVES.has(w)),
    negated: all.some((w) => NEGATIONS.has(w)),
    scriptural: all.some((w) => SCRIPTURE_WORDS.has(w)),
    text: all.join(' '),
  };
};
