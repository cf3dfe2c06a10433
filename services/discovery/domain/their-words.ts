import { fold } from './text.ts';

/**
 * Someone close to the writer, spoken of in the third person ("my son said he wants to die", "my
 * sister overdosed on purpose", "my friend who is suicidal"), put back into their own first-person
 * words ("i want to die", "i overdosed on purpose", "i am suicidal"), so that every way the crisis
 * patterns hear a person speak of ending their life, they hear it of someone the writer fears for.
 */

const PERSON = String.raw`(?:son|daughter|child|kid|teen|teenager|brother|sister|sibling|friend|bestie|buddy|husband|wife|boyfriend|girlfriend|partner|spouse|fiance|fiancee|roommate|student|cousin|mom|mum|mother|dad|father|parent|stepson|stepdaughter|stepmom|stepdad|grandson|granddaughter|grandchild|grandma|grandmother|grandpa|grandfather|uncle|aunt|niece|nephew|coworker|colleague|classmate|neighbor|neighbour|client|patient|ex)`;
const AGE_OR_KIND = String.raw`(?:best|close|little|big|older|younger|oldest|youngest|teenage|adult|elderly|\d+ year old|\d+yo)`;

/** "my best friend", "our 16 year old son", "our 15 year old", "a friend". */
const CLOSE_ONE = new RegExp(String.raw`\b(?:my|our|a) (?:${AGE_OR_KIND} )*${PERSON}s?\b(?!')|\b(?:my|our) \d+ ?(?:year old|yo)\b`, 'g');

/** Who a woman or a man is to the writer: "him" said of a sister, or "her" of a brother, is someone else. */
const WOMAN = /^(?:daughter|sister|wife|girlfriend|fiancee|mom|mum|mother|stepmom|stepdaughter|granddaughter|grandma|grandmother|aunt|niece)s?$/;
const MAN = /^(?:son|brother|husband|boyfriend|fiance|dad|father|stepson|stepdad|grandson|grandpa|grandfather|uncle|nephew)s?$/;
const HIS_WORDS: ReadonlySet<string> = new Set(['he', "he's", "he'll", "he'd", 'him', 'himself', 'his']);
const HER_WORDS: ReadonlySet<string> = new Set(['she', "she's", "she'll", "she'd", 'her', 'herself', 'hers']);
const NO_WORDS: ReadonlySet<string> = new Set();
/** The pronouns that cannot be the person named: his words of a woman, hers of a man, none of a friend. */
const othersWords = (named: string): ReadonlySet<string> => {
  const noun = named.split(' ').at(-1)!;
  return WOMAN.test(noun) ? HIS_WORDS : MAN.test(noun) ? HER_WORDS : NO_WORDS;
};

const PRONOUN = String.raw`(?:he|she|they|he's|she's|they're|he'll|she'll|they'll|he'd|she'd|they'd|they've)`;

/** What they said, wrote or posted ("said", "keeps telling me", "texted me last night that"), up to the pronoun that begins it. */
const REPORTED = new RegExp(
  String.raw`^(?:\w+ ){0,2}?(?:said|says|keeps saying|kept saying|keeps telling (?:me|us)|told (?:me|us|everyone|someone)|texted (?:me|us)|messaged (?:me|us)|wrote|posted|admitted|confessed|is saying|has been saying)(?: (?:to me|last night|today|yesterday|earlier|again|tonight|online))? (?:that )?(?=${PRONOUN}\b)`,
);

/** Words after which "her" is the person ("told her", "with her") rather than theirs ("her pills"). */
const AFTER_HER_THE_PERSON = new Set(['to', 'and', 'or', 'but', 'that', 'a', 'an', 'the', 'for', 'with', 'about', 'so', 'because', 'if', 'when', 'again', 'too', 'anymore', 'alone', 'up', 'out', 'off', 'down', 'away', 'back', 'now', 'today', 'tonight', 'goodbye', 'in', 'on', 'at', 'from']);

/** Words that may stand between "i" and its verb ("she just wants"). */
const ADVERB = new Set(['just', 'really', 'still', 'always', 'never', 'even', 'also', 'finally', 'actually', 'literally', 'seriously', 'now', 'often', 'sometimes', 'constantly']);

const FIRST_PERSON_VERB = new Map<string, string>(Object.entries({
  is: 'am',
  "isn't": 'am not',
  // "shes", "hes": she's and he's typed without the apostrophe, not a verb's "-es".
  shes: 'i am',
  hes: 'i am',
  was: 'was',
  "wasn't": 'was not',
  has: 'have',
  "hasn't": 'have not',
  does: 'do',
  "doesn't": 'do not',
  dies: 'die',
  lies: 'lie',
  tries: 'try',
  cries: 'cry',
}));

/** A verb said of him or her, said of oneself: "wants" → "want", "wishes" → "wish", "goes" → "go". */
const firstPersonVerb = (w: string) => {
  const said = FIRST_PERSON_VERB.get(w);
  if (said !== undefined) return said;
  if (w.length < 4 || !w.endsWith('s') || w.endsWith('ss') || w.endsWith('us')) return w;
  if (/(?:sh|ch|x|z|o)es$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
};

/** The writer's own words in what is said of someone else ("my mom will kill me"): the writer becomes "you". */
const WRITER_WORDS = new Map<string, string>(Object.entries({
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": 'you are',
  "i'll": 'you will',
  "i'd": 'you would',
  "i've": 'you have',
}));

const PRONOUN_WORDS = new Map<string, string>(Object.entries({
  he: 'i',
  she: 'i',
  they: 'i',
  "he'll": 'i will',
  "she'll": 'i will',
  "they'll": 'i will',
  "he'd": 'i would',
  "she'd": 'i would',
  "they'd": 'i would',
  "they've": 'i have',
  "they're": 'i am',
  him: 'me',
  them: 'me',
  himself: 'myself',
  herself: 'myself',
  themselves: 'myself',
  themself: 'myself',
  his: 'my',
  their: 'my',
  hers: 'mine',
  theirs: 'mine',
}));

/** The words of a clause about him, her or them, as they would say it of themselves; another's pronouns stay as they are. */
const firstPerson = (clause: string[], others: ReadonlySet<string>): string => {
  const out: string[] = [];
  let verbDue = false;
  clause.forEach((w, i) => {
    if (others.has(w)) {
      out.push(w);
      verbDue = false;
    } else if (w === "he's" || w === "she's") {
      out.push('i', /^(?:been|got|gotten|had)$/.test(clause[i + 1] ?? '') ? 'have' : 'am');
      verbDue = false;
    } else if (w === 'her') {
      const next = clause[i + 1];
      out.push(next === undefined || AFTER_HER_THE_PERSON.has(next) ? 'me' : 'my');
    } else if (WRITER_WORDS.has(w)) {
      out.push(WRITER_WORDS.get(w)!);
      verbDue = false;
    } else if (PRONOUN_WORDS.has(w)) {
      const said = PRONOUN_WORDS.get(w)!;
      out.push(said);
      verbDue = said === 'i';
    } else if (verbDue && ADVERB.has(w)) {
      out.push(w);
    } else {
      out.push(verbDue ? firstPersonVerb(w) : w);
      verbDue = false;
    }
  });
  return out.join(' ');
};

/**
 * Said of someone close, these are not their crisis: an elderly parent ready to go home to the Lord
 * or in hospice care, and a threat that hangs on what the writer does ("he'd kill himself if i left").
 */
const NOT_THEIR_CRISIS = /\b(?:be with (?:jesus|god|the lord|grandpa|grandma)|go home to (?:jesus|god|the lord|heaven)|hospice|at peace|in peace|at home|surrounded by|of old age|naturally)\b|\bif you (?:left|leave|break up|broke up|go|went|stop|end|do not|did not|divorce)\b/;

const tokens = (text: string) => fold(text).replace(/[^a-z0-9' ]+/g, ' ').split(' ').filter(Boolean);

/**
 * What each person close to the writer is said to say, do or be, in their own first-person words;
 * none when the query speaks of no one close.
 */
export const inTheirOwnWords = (query: string): string[] => {
  const text = tokens(query).join(' ');
  const clauses: string[] = [];
  for (const m of text.matchAll(CLOSE_ONE)) {
    const rest = text.slice(m.index + m[0].length).trim();
    const others = othersWords(m[0]);
    const reported = REPORTED.exec(rest);
    if (reported) clauses.push(firstPerson(rest.slice(reported[0].length).split(' '), others));
    else if (/^(?:who|that) /.test(rest)) clauses.push(firstPerson(['they', ...rest.split(' ').slice(1)], others));
    else if (rest) clauses.push(firstPerson(['they', ...rest.split(' ')], others));
  }
  return clauses.filter((c) => !NOT_THEIR_CRISIS.test(c));
};
