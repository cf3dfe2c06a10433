import { stem } from './stem.ts';
import { STOP_WORDS } from './text.ts';
import { holdsWhole } from './whole-words.ts';

/**
 * Passages people call by name ("the lord's prayer", "the parable of the sower") and the common
 * modern wordings of verses they half-remember ("for i know the plans i have for you"), from
 * `data/passages.json`.
 */
export interface PassageFile {
  /** `heart`: a story's moment a reader looks for first, up to four verses inside its refs ("water into wine": John 2:9-11). */
  passages: { names: string[]; refs: string[]; heart?: string }[];
  wordings: { says: string[]; ref: string }[];
}

export interface Passages {
  /** Name (normalized) → its references in reading order. */
  byName: Map<string, string[]>;
  /** A passage's references, joined by `;` → its first name as written ("the lord's prayer") and a story's heart, the verses shown before the rest of it. */
  byRefs: Map<string, { title: string; heart?: string }>;
  /** A name's meaningful words, stemmed and sorted ("jesus feeds the five thousand" ~ "feeding the five thousand") → its references, where no other passage shares them. */
  byLooseName: Map<string, string[]>;
  /** The same keys as lists of stems, most stems first: a story told in more words holds one ("where david kills goliath with a sling"). */
  storyKeys: { stems: string[]; refs: string[] }[];
  /** Wording keys (normalized), longest first, and their verse. */
  wordings: { key: string; ref: string }[];
  /** The first words of wording keys ("for i know the plans") → their verse, where no other verse's keys begin alike. */
  byOpening: Map<string, string>;
  /** The meaningful words of wording keys that have three or more, stemmed, longest key first ("a cord of three strands": cord, three, strand). */
  keyWords: { words: string[]; ref: string }[];
}

/** A character beyond ASCII and typographic punctuation: no verse of either version has one, few queries do. */
const UNPLAIN = /[^\p{ASCII}’‘“”—–]/u;

/** Character codes `normalizeWords` reads: an apostrophe joins a word ("don't" is "dont"); a letter or digit of ASCII is part of one. */
export const isApostrophe = (c: number) => c === 39 || c === 96 || c === 0x2019 || c === 0x2018;
export const isAsciiWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * Lower case, apostrophes and other punctuation gone, one space between words. Plain text is read
 * character by character: the Unicode-class expressions take ten times as long, which the first
 * remembered-verse search of a process paid over all 31,000 verses of a version.
 */
export const normalizeWords = (text: string) => {
  const lower = text.toLowerCase();
  if (UNPLAIN.test(lower)) return lower.replace(/['’‘`]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const words: string[] = [];
  let word = '';
  let start = -1;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (isAsciiWordChar(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) word += lower.slice(start, i);
    start = -1;
    if (isApostrophe(c)) continue;
    if (word) words.push(word);
    word = '';
  }
  if (start >= 0) word += lower.slice(start);
  if (word) words.push(word);
  return words.join(' ');
};

/** What people put around a passage's name: "the", "what is", "show me", "the story of", "the parable of", "a list of", "passage", "in the bible". */
const FRAME =
  /^(?:(?:what|where|who) (?:is|are|was) |(?:show|give|read|find) (?:me )?|(?:i want|looking for) (?:to read )?)?(?:the )?(?:(?:story|parable|list) of (?:the )?)?(.*?)(?: (?:passage|verses?|story|parable|text|list))?(?: in the bible| from the bible| scripture)?$/;

const nameOf = (text: string) => FRAME.exec(normalizeWords(text))?.[1] ?? '';
/** A query's name of a passage, past the words that ask for it ("my grandson asked for the one about jonah and the whale"). */
const askedName = (text: string) => nameOf(withoutTheAsking(text));

/** Words a name can go without: who did it is understood, and "vs" is "and". */
const LOOSE_FILLER = new Set(['jesus', 'christ', 'vs', 'versus']);
/** Someone speaking of themselves ("my son is lost") is not naming a passage ("the lost son"). */
const SPEAKING_OF_ONESELF = new Set(['i', 'im', 'ive', 'id', 'me', 'my', 'mine', 'we', 'were', 'our', 'us']);
export const speaksOfOneself = (words: readonly string[]) => words.some((w) => SPEAKING_OF_ONESELF.has(w));

/** A name's meaningful words, stemmed, in a fixed order; none when it has fewer than two. */
const looseKey = (name: string) => {
  const words = name.split(' ');
  if (speaksOfOneself(words)) return undefined;
  const stems = [...new Set(words.filter((w) => !STOP_WORDS.has(w) && !LOOSE_FILLER.has(w)).map(stem))].sort();
  return stems.length >= 2 ? stems.join(' ') : undefined;
};

/**
 * Each loose key of the names, kept only where one passage alone has it. A name that is also a
 * verse's remembered wording ("be strong and courageous") is what people search as a topic too
 * ("strength and courage"): it is named word for word or not at all.
 */
const looseNames = ({ passages, wordings }: PassageFile) => {
  const worded = new Set(wordings.flatMap((w) => w.says.map(nameOf)));
  const owners = new Map<string, string[] | null>();
  for (const p of passages) {
    for (const key of new Set(p.names.map(nameOf).filter((n) => !worded.has(n)).map(looseKey))) {
      if (key === undefined) continue;
      owners.set(key, owners.has(key) && owners.get(key) !== p.refs ? null : p.refs);
    }
  }
  return new Map([...owners].filter((e): e is [string, string[]] => e[1] !== null));
};

/** Fewer words than this, or fewer than two meaningful ones, begin too many sayings to name one ("the lord is"). */
const OPENING_WORDS = 3;

/** Each opening of the wording keys, three words or more and short of the whole key, kept only where one verse alone has it. */
const openings = (wordings: Passages['wordings']) => {
  const owners = new Map<string, string | null>();
  for (const { key, ref } of wordings) {
    const words = key.split(' ');
    for (let n = OPENING_WORDS; n < words.length; n++) {
      const head = words.slice(0, n);
      const opening = head.join(' ');
      // "life and death", a pair of words, is a subject of its own before it begins a saying.
      if (head.filter((w) => !STOP_WORDS.has(w)).length < 2 || /^\w+ and \w+$/.test(opening)) continue;
      owners.set(opening, owners.has(opening) && owners.get(opening) !== ref ? null : ref);
    }
  }
  return new Map([...owners].filter((e): e is [string, string] => e[1] !== null));
};

/** A word that links a verse to the one before it ("for i know the plans"): people quote the verse with it or without. */
const LINKING = /^(?:for|and|but|so|then|therefore|because|now) /;

/** A key, and the same key without the word linking it to the verse before, where what is left still says enough. */
const keysOf = (said: string) => {
  const key = normalizeWords(said);
  const unlinked = key.replace(LINKING, '');
  return unlinked !== key && unlinked.split(' ').length >= 4 && meaningfulStems(unlinked).length >= 2 ? [key, unlinked] : [key];
};

/** The loose names' keys as lists of stems, most stems first. */
export const storyKeysOf = (byLooseName: Passages['byLooseName']): Passages['storyKeys'] =>
  [...byLooseName].map(([key, refs]) => ({ stems: key.split(' '), refs })).sort((a, b) => b.stems.length - a.stems.length);

export const preparePassages = (file: PassageFile): Passages => {
  const wordings = file.wordings
    .flatMap((w) => w.says.flatMap(keysOf).map((key) => ({ key, ref: w.ref })))
    .sort((a, b) => b.key.length - a.key.length);
  const byLooseName = looseNames(file);
  return {
    byName: new Map(file.passages.flatMap((p) => p.names.map((n) => [nameOf(n), p.refs] as [string, string[]]))),
    byRefs: new Map(file.passages.map((p) => [refsKey(p.refs), { title: p.names[0], ...(p.heart ? { heart: p.heart } : {}) }])),
    byLooseName,
    storyKeys: storyKeysOf(byLooseName),
    wordings,
    byOpening: openings(wordings),
    keyWords: wordings.flatMap(({ key, ref }) => {
      const words = meaningfulStems(key);
      return words.length >= 3 ? [{ words, ref }] : [];
    }),
  };
};

const refsKey = (refs: readonly string[]) => refs.join(';');

/** The heart of the story these references are (`PassageFile`), if it has one. */
export const heartOf = (passages: Passages, refs: readonly string[]) => passages.byRefs.get(refsKey(refs))?.heart;

/** Little words a title keeps in lower case, but first. */
const TITLE_SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'by', 'for', 'with', 'from', 'into']);

/** A passage's first name as a title ("the wedding at cana" → "The Wedding at Cana"), for the card's pill. */
export const titleOf = (passages: Passages, refs: readonly string[]): string | undefined =>
  passages.byRefs
    .get(refsKey(refs))
    ?.title.split(' ')
    .map((w, i) => (i > 0 && TITLE_SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/** The references of the passage a query names, if it is one of the names. */
export const namedPassage = (passages: Passages, query: string) => passages.byName.get(nameOf(query)) ?? passages.byName.get(askedName(query));

/** The references of the passage a query names in other words of the same meaning ("david vs goliath", "jesus walking on water"). */
export const looselyNamedPassage = (passages: Passages, query: string) => {
  const key = looseKey(nameOf(query)) ?? looseKey(askedName(query));
  return key === undefined ? undefined : passages.byLooseName.get(key);
};

/** The references of the passage a query calls by two of its names, one after the other ("our father who art in heaven the lord's prayer"). */
export const twiceNamedPassage = (passages: Passages, query: string) => {
  const said = ` ${nameOf(query)} `;
  // The names alone: iterating the entries would build a pair for each of thousands of names.
  for (const name of passages.byName.keys()) {
    if (!name.includes(' ') || !holdsWhole(said, name)) continue;
    const refs = passages.byName.get(name)!;
    const rest = nameOf(said.replace(` ${name} `, ' ').trim());
    if (rest !== name && passages.byName.get(rest)?.join() === refs.join()) return refs;
  }
  return undefined;
};

/**
 * How a story is asked for, which says nothing of it: "i remember …", "my son asked about …", "looking for …", "my
 * daughter (6) wants the story of …", "my grandson wants me to read him the one about …", "a bedtime story for my 4
 * yr old about …", "tell me …", "is it true …", "where is that in the bible", "the sunday school song about …", and a memory
 * doubted on the way ("i think the guy was bilam", "i do not remember it all").
 */
const ASKED_ABOUT = new RegExp(
  [
    String.raw`^(?:i (?:remember|think|recall)|remember|my \w+ (?:asked|asks|wants to know|wanted to know)(?: me)?(?: for the one)? about|i (?:read|heard) about|i am looking for|looking for|(?:tell|read|show) me)\b`,
    String.raw`\bmy \w+(?: \(?\d+\)?)?(?: (?:yr|year)s? old)? (?:wants|wanted|asked for|asks for|loves)(?: me to (?:read|tell)(?: (?:him|her|them))?)?(?: (?:the|a))?\b`,
    String.raw`\b(?:(?:a|the) )?(?:bedtime )?story for my (?:\d+ ?(?:yr|year)s?(?: old)?|\w+)(?: about)?\b`,
    String.raw`\bi (?:think|guess|believe)\b`,
    String.raw`\bi (?:do(?:n['’]?t| not)|can(?:['’]?t|not)) remember(?: it all| the name| much)?\b`,
    String.raw`^(?:is it true|is there (?:really )?|was there|were there)\b|\bwhere (?:is|does|did) (?:that|this|it)(?: (?:come from|happen))?(?: in the (?:actual )?bible)?\b|\bwhere does (?:jesus|god|the bible) say (?:that|this|it)\b`,
    String.raw`\b(?:(?:the )?(?:sunday school |kids |childrens )?songs? (?:(?:we|i) (?:sang|sing|used to sing)(?: (?:in|at) (?:sunday school|church|vbs|camp))?(?: as (?:a )?kids?)? )?about|the (?:part|bit|scene) (?:where|when))\b`,
  ].join('|'),
  'g',
);
/** "The story where …": a word of the asking, and one of the rarest in Scripture. */
const STORY = /\bstor(?:y|ies)\b/g;

/** The words of a query past those that ask for a story. */
export const withoutTheAsking = (text: string) => text.toLowerCase().replace(ASKED_ABOUT, '').replace(STORY, ' ');

/** More words than the name's beyond it tell something else than the story ("… and how it applies to my marriage and my job"). */
const MOST_WORDS_BESIDE_A_STORY = 5;
/** Beside a name only its story has (`naming`), a longer telling ("david and goliath the little shepherd with five smooth stones and a sling beats the huge soldier"). */
const MOST_WORDS_BESIDE_A_NAMING_STORY = 10;

/**
 * The passage whose name's meaningful words a query holds among a few of its own, as people tell a story
 * to find it ("jesus turns water into wine at the wedding", "walls of jericho falling down"), with the
 * query's other meaningful words, stemmed. The name with the most words wins; two passages held alike
 * name neither. Not where someone speaks of themselves ("my prodigal son won't call"), and never a name
 * of one word ("noah" is in "as in the days of noah").
 */
export const storyTold = (
  passages: Passages,
  query: string,
  naming: (stem: string) => boolean,
): { refs: string[]; named: boolean; beside: string[] } | undefined => {
  const words = normalizeWords(withoutTheAsking(query)).split(' ');
  if (speaksOfOneself(words)) return undefined;
  const stems = new Set(words.filter((w) => w && !STOP_WORDS.has(w) && !LOOSE_FILLER.has(w)).map(stem));
  const inQuery = (s: string) => stems.has(s);
  const held = passages.storyKeys.filter((k) => k.stems.every(inQuery));
  if (held.length === 0) return undefined;
  const [best, next] = held;
  // Nothing besides the name is the name said loosely, which `looselyNamedPassage` reads.
  const named = best.stems.some(naming);
  if (stems.size === best.stems.length || stems.size - best.stems.length > (named ? MOST_WORDS_BESIDE_A_NAMING_STORY : MOST_WORDS_BESIDE_A_STORY)) return undefined;
  if (next && next.stems.length === best.stems.length && next.refs.join() !== best.refs.join()) return undefined;
  // Numbers are words in Scripture ("5 loaves" is "five loaves"): a digit says nothing of the passage.
  return { refs: best.refs, named, beside: [...stems].filter((s) => !best.stems.includes(s) && !/^\d+$/.test(s)) };
};

/** A quotation asked for as such: "verse that says …", "bible verse for …" (whose "for" may begin the verse), "… bible verse". */
const ASKED_FOR = /^(?:the )?(?:bible )?(?:verse|scripture|quote)s? /;
const ASKED_FOR_THAT = /^(?:the )?(?:bible )?(?:verse|scripture|quote)s? (?:that says|about|for|on) /;
const NAMED_AFTER = / (?:bible )?(?:verse|scripture)s?$/;

/** The query as the opening of a saying, with and without the words that ask for it. */
const openingsOf = (normalized: string) => {
  const plain = normalized.replace(NAMED_AFTER, '');
  return [plain, plain.replace(ASKED_FOR, ''), plain.replace(ASKED_FOR_THAT, '')];
};

/**
 * The verse whose common wording the query contains (the longest key wins), or whose wording the
 * whole query begins as people type the first words of a verse and stop ("for i know the plans"),
 * or whose key's meaningful words, three or more, the query holds in order.
 */
export const rememberedVerse = (passages: Passages, query: string) => {
  const normalized = normalizeWords(query);
  const words = ` ${normalized} `;
  const contained = passages.wordings.find((w) => holdsWhole(words, w.key))?.ref;
  if (contained) return contained;
  const opened = openingsOf(normalized).map((o) => passages.byOpening.get(o)).find((ref) => ref !== undefined);
  if (opened) return opened;
  const meaningful = meaningfulStems(normalized);
  return passages.keyWords.find((k) => holdsNearlyInOrder(meaningful, k.words))?.ref;
};

const meaningfulStems = (normalized: string) => normalized.split(' ').filter((w) => w && !STOP_WORDS.has(w)).map(stem);

/**
 * Does the query hold a key's meaningful words in its order, at most one other word between each two?
 * The little words may differ ("cord of three strands is not easily broken" is "a cord of three strands",
 * "fought the good fight" is "i have fought the good fight").
 */
const holdsNearlyInOrder = (query: readonly string[], key: readonly string[]) => {
  for (let start = 0; start < query.length; start++) {
    if (query[start] !== key[0]) continue;
    let at = start;
    let k = 1;
    for (; k < key.length; k++) {
      const next = query.indexOf(key[k], at + 1);
      if (next < 0 || next > at + 2) break;
      at = next;
    }
    if (k === key.length) return true;
  }
  return false;
};
