import { editDistance } from './fuzzy.ts';
import { words } from './text.ts';

/**
 * A query as crisis detection reads it (`crisis.ts` and `crisis-model.ts`): its words, with slang,
 * shorthand, masked and misspelt words written out, so that one pattern covers every way of typing it.
 */

/** Slang and shorthand written out, so one pattern covers every way of writing it. */
const SPOKEN = new Map<string, string>(Object.entries({
  kms: 'kill myself',
  unalive: 'kill',
  unaliving: 'killing',
  unalives: 'kills',
  unalived: 'killed',
  // "idw2bhere", "idwtbh": i don't want to be here; "idwtl": i don't want to live.
  idw2bhere: 'i do not want to be here',
  idwtbh: 'i do not want to be here',
  idwtl: 'i do not want to live',
  sewerslide: 'suicide',
  od: 'overdose',
  oding: 'overdosing',
  ill: 'i will',
  id: 'i would',
  theyd: 'they would',
  itd: 'it would',
  itll: 'it will',
  noone: 'no one',
  whats: 'what is',
  nobody: 'no one',
  wont: 'will not',
  gotta: 'have to',
  // "catch the bus": a word people use for suicide where the word itself is filtered.
  ctb: 'suicide',
  // "i want 2 die"
  '2': 'to',
  // Text talk: "want 2 b dead", "i h8 being alive", "im tryna overdose tonite", "no1 wud care", "y r ppl like this".
  b: 'be',
  h8: 'hate',
  h8ing: 'hating',
  h8s: 'hates',
  '4ever': 'forever',
  tryna: 'trying to',
  tonite: 'tonight',
  tmrw: 'tomorrow',
  nemore: 'anymore',
  alot: 'a lot',
  em: 'them',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  dnt: 'do not',
  finna: 'going to',
  rn: 'right now',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2mrw': 'tomorrow',
  nite: 'night',
  b4: 'before',
  no1: 'no one',
  any1: 'anyone',
  every1: 'everyone',
  evry1: 'everyone',
  some1: 'someone',
  wnt: 'want',
  wnat: 'want',
  whant: 'want',
  wana: 'want to',
  wnna: 'want to',
  wna: 'want to',
  gna: 'going to',
  gunna: 'going to',
  thru: 'through',
  wat: 'what',
  wut: 'what',
  y: 'why',
  r: 'are',
  luv: 'love',
  lyf: 'life',
  ppl: 'people',
  srsly: 'seriously',
  prolly: 'probably',
  // Where the words themselves are filtered: "sh" for self-harm, "sui" for suicide, "kys", "yeet".
  sh: 'selfharm',
  sui: 'suicide',
  kys: 'kill yourself',
  urself: 'yourself',
  yeet: 'throw',
  yeeting: 'throwing',
  yeeted: 'threw',
  // Misspellings too short or too far for the one-letter rule below, one by one.
  lfe: 'life',
  lyfe: 'life',
  lfie: 'life',
  liife: 'life',
  lief: 'life',
  rists: 'wrists',
  rist: 'wrist',
  ded: 'dead',
  sucidial: 'suicidal',
  imma: 'i am going to',
  ima: 'i am going to',
  diee: 'die',
  brige: 'bridge',
  bridg: 'bridge',
  exsist: 'exist',
  exsisting: 'existing',
  reson: 'reason',
  evryone: 'everyone',
  wud: 'would',
  beter: 'better',
  dissapear: 'disappear',
  dissappear: 'disappear',
  idc: 'i do not care',
  w: 'with',
  idgaf: 'i do not care',
  shud: 'should',
  shld: 'should',
  cud: 'could',
  cld: 'could',
  wld: 'would',
  pils: 'pills',
  pilz: 'pills',
  pillz: 'pills',
  hav: 'have',
  wats: 'what is',
  bout: 'about',
  permanantly: 'permanently',
  permenantly: 'permanently',
  permanetly: 'permanently',
  clif: 'cliff',
  in2: 'into',
  msg: 'message',
  sry: 'sorry',
  da: 'the',
  til: 'until',
  tylenols: 'tylenol',
  bougth: 'bought',
  boguht: 'bought',
  goodby: 'goodbye',
  goodbys: 'goodbyes',
  famly: 'family',
  famliy: 'family',
  stoped: 'stopped',
  foreva: 'forever',
  insurence: 'insurance',
  longr: 'longer',
  ther: 'there',
  themselfs: 'themselves',
  themselfes: 'themselves',
  // Typed in a hurry on a phone: "got a rop in my bakpak", "hw mch tylenl is leathal", "walk in frnt of the trane".
  rop: 'rope',
  tak: 'take',
  sleepng: 'sleeping',
  tylenl: 'tylenol',
  leathal: 'lethal',
  lethel: 'lethal',
  jmp: 'jump',
  overpas: 'overpass',
  tre: 'tree',
  trane: 'train',
  crosing: 'crossing',
  wak: 'wake',
  evr: 'ever',
  nvr: 'never',
  evn: 'even',
  agen: 'again',
  drnk: 'drink',
  liv: 'live',
  windo: 'window',
  frm: 'from',
  drawr: 'drawer',
  closit: 'closet',
  ths: 'this',
  sved: 'saved',
  jus: 'just',
  stoppd: 'stopped',
  hom: 'home',
  bettr: 'better',
  gona: 'going to',
  frnt: 'front',
  l8r: 'later',
  happns: 'happens',
  erly: 'early',
  nobdy: 'no one',
  culd: 'could',
  nevr: 'never',
  savd: 'saved',
  stndin: 'standing',
  deepr: 'deeper',
  botle: 'bottle',
  wkend: 'weekend',
  lokin: 'looking',
  painles: 'painless',
  wal: 'wall',
  purpos: 'purpose',
  reddy: 'ready',
  deserv: 'deserve',
  protecshun: 'protection',
  disapeared: 'disappeared',
}));

/**
 * Words of "-ing" whose g speech drops ("thinkin bout endin it", "cuttin again bc nothin helps"):
 * those the patterns read, so that "cabin", "again" and "insulin" stay as they are.
 */
const DROPPED_G = new Set(
  `thinking ending killing dying living trying going wanting being nothing something anything everything considering
  cutting hurting feeling planning jumping hanging overdosing taking saying leaving giving doing getting starving
  drowning bleeding crying falling waking sleeping breathing existing fighting coming looking telling talking driving
  drinking using writing hoping praying wishing holding keeping losing burning shooting stabbing sitting standing
  walking staring counting saving hiding researching googling searching buying practicing tying deleting`.split(/\s+/),
);
const withG = (w: string) => (w.endsWith('in') && DROPPED_G.has(`${w}g`) ? `${w}g` : w);

/**
 * Words whose misspellings still mean them ("sucidal", "myslef", "overdoes", "burdan"): one letter wrong,
 * missing, added or swapped. Two would make "overcome" an overdose and "subside" suicide.
 */
const KEY_WORDS = ['suicide', 'suicidal', 'myself', 'overdose', 'overdosing', 'disappear', 'everything', 'burden'];
/** Words of their own one letter away from a key word. */
const NOT_TYPOS = new Set(['overdoing', 'overdone']);
const keyWordOf = (w: string) => {
  if (w.length < 5 || KEY_WORDS.includes(w) || NOT_TYPOS.has(w)) return w;
  const hit = KEY_WORDS.find((k) => w[0] === k[0] && editDistance(w, k, 1) <= 1);
  return hit ?? w;
};

/** Coming "dead last" in a race is coming last; "i wish i was dead last night" is not. */
export const DEAD_LAST = /\bdead last(?= (?:in|place|at|again|every|out of)\b|$)/g;
/** Life "not worth living without coffee" is a love of coffee, not despair. */
export const NOT_WORTH_LIVING_WITHOUT_A_TREAT =
  /\b(?:(?:life|living) (?:is |is just |feels )?(?:not|no longer) worth (?:it|living)|not worth living) without ((?:my (?:morning )?)?(?:coffee|caffeine|wifi|internet|pizza|chocolate|music|netflix|tacos|sugar|ice cream|sunshine|summer|football|sports|books|phone))\b/g;
/** "live selfishly", "live lukewarm": how a life is lived, not whether. */
export const MANNERS_OF_LIVING = String.raw`(?:selfish\w*|careless\w*|reckless\w*|lukewarm|halfhearted\w*|half heartedly|aimless\w*|foolish\w*|fearful\w*|sinful\w*|wasteful\w*|shallow\w*|bitter\w*|lazy|lazily|comfortabl\w*|worldly)`;
/** Medicines, by kind and by name: the means most often named. */
export const PILLS = String.raw`(?:pain meds|pain pills|pain medication|pills|meds|medication|medications|tablets|sleeping pills|painkillers|pain killers|prescription|prescriptions|tylenol|advil|ibuprofen|acetaminophen|aspirin|xanax|ambien|benadryl|oxy|oxycodone|oxycontin|fentanyl|insulin|melatonin|antidepressants|morphine|codeine|methadone|gabapentin|tramadol|percocet|vicodin|norco|hydrocodone|dilaudid|klonopin|valium|ativan|lorazepam|trazodone|seroquel|lithium|lyrica|zoloft|prozac|lexapro|sertraline|nyquil|adderall|ritalin|vyvanse|concerta|wellbutrin|bupropion)`;
/** "overdose on chocolate", "on christmas movies": too much of a good thing, not an overdose. */
const OVERDOSE_ON_PLEASURE = new RegExp(
  String.raw`\boverdos(?:e|ed|ing) on (?=\w)(?!(?:\w+ ){0,3}(?:${PILLS}|heroin|drugs|opioids|opiates|alcohol|purpose)\b|(?:it|them|these|those)\b)`,
  'g',
);

/** Words written with digits or a star where a filter would catch them ("k1ll", "d3ath", "s*icide"). */
const MASKED_WORDS = ['suicide', 'suicidal', 'self', 'harm', 'kill', 'die', 'dead', 'death', 'myself', 'cut', 'cutting', 'overdose', 'sewerslide'];
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
const unleet = (w: string) => {
  if (!/\d/.test(w) || !/[a-z]/.test(w)) return w;
  const plain = w.replace(/[0-9]/g, (d) => LEET[d] ?? d);
  return MASKED_WORDS.includes(plain) ? plain : w;
};
/**
 * The means drawn rather than written ("got the 🪢 ready"): a picture of a rope, a gun, pills, a blade, a
 * bridge or a train is read as its word. Faces and skulls are left out: "im dead 💀" is laughter.
 */
const MEANS_PICTURED: Record<string, string> = { '🪢': 'rope', '🔫': 'gun', '💊': 'pills', '🔪': 'knife', '🗡': 'knife', '🪒': 'razor', '🌉': 'bridge', '🚂': 'train', '🚆': 'train', '🚄': 'train', '🩸': 'blood' };
const PICTURED = new RegExp(Object.keys(MEANS_PICTURED).join('|'), 'gu');
const meansWritten = (query: string) => (/[\u{1F300}-\u{1FAFF}]/u.test(query) ? query.replace(PICTURED, (p) => ` ${MEANS_PICTURED[p]} `) : query);

/** A starred word becomes the word it hides, or nothing ("sh*t" is not self-harm); an "i" written "!" inside a word is an i ("d!e", "su!cide"). */
const unstar = (query: string) =>
  meansWritten(query)
    .toLowerCase()
    .replace(/[a-z0-9]*\*[a-z0-9*]*/g, (masked) => {
      const shape = new RegExp(`^${masked.replace(/\*/g, '.')}$`);
      return MASKED_WORDS.find((w) => shape.test(w)) ?? ' ';
    })
    .replace(/\b([a-z]+)!([a-z]+)\b/g, (written, before: string, after: string) => (MASKED_WORDS.includes(`${before}i${after}`) ? `${before}i${after}` : written));

/** "i wnt 2 kms": "2" is "to" after a want, not two kilometers. */
const WANTING_TO = /\b(?:want|wnt|wanna|wana|going|gonna|gna|need|ready|about|trying|tryna|plan|have)\s$/;

/** "this" or "that" naming what is unalived ("unalive this plant"), not when ("unalive this weekend"). */
const THIS_ONE = String.raw`(?:this|that)(?! (?:weekend|week|morning|afternoon|evening|night|year|month|time|friday|saturday|sunday|monday)\b)`;
const UNALIVING_ONESELF = new RegExp(String.raw`\bunaliving\b(?! (?:my|the|a|an|his|her|their|them|him|it|${THIS_ONE}|these|those|some|all|myself)\b)`, 'g');
const UNALIVE_ONESELF = new RegExp(
  String.raw`(?<!\b(?:say|says|saying|said|word|term|the) )\bunalive\b(?! (?:my|the|a|an|his|her|their|them|him|it|${THIS_ONE}|these|those|some|all|myself|yourself|you|people|someone|everyone|anyone|me|is|means|mean)\b)`,
  'g',
);

/** The query's words, starred words unmasked; "50 kms", "how many kms" and "kms of running" are distances and "sui generis" Latin, not slang. */
const unmaskedWords = (query: string) =>
  words(
    unstar(query)
      .replace(/\bkms (?=of (?:running|walking|biking|cycling|hiking|swimming|driving)\b)/g, 'kilometers ')
      .replace(/\b(how (?:many|far)|many|few|more|fewer|the) kms\b/g, '$1 kilometers')
      .replace(/\b(\d+(?:\.\d+)?) ?kms?\b/g, (written, n: string, at: number, text: string) =>
        n === '2' && WANTING_TO.test(text.slice(Math.max(0, at - 12), at)) ? written : `${n} kilometers`,
      )
      // "4 a weekend", "gone 4 good": for before a word, not four ("took 4 pills" stays a number).
      .replace(/\b4 (?=(?:a|an|the|my|me|u|you|good|real|sure|now|ever|life|tonight|today|tomorrow)\b)/g, 'for ')
      // "n e more": any more.
      .replace(/\bn e (more|one|1|body|thing)\b/g, 'any$1')
      .replace(/\bsui generis\b/g, 'unique')
      .replace(DEAD_LAST, 'last')
      // Dyeing eggs or hair, spelt "die".
      .replace(/\bdie (?=(?:(?:my|her|his|the|our|easter|some|these|those) )?(?:eggs|hair|fabric|shirts?|clothes|yarn|wool|jeans)\b)/g, 'dye ')
      // Dying to oneself, to sin or to the flesh is the Christian life, not a death ("i want to die to myself every day"; not "i want to die, to myself i'm nothing").
      .replace(/\b(?:die|dying|died) to (?:myself|self|sin|the flesh|my flesh|my old self|my pride|my ego|my own desires)\b/g, 'deny myself')
      // "w/o me", "done w life": without, with.
      .replace(/\bw\/o\b/g, 'without')
      .replace(/\bw\/(?= |\w)/g, 'with ')
      // "s/h" is self-harm; "sh it" a curse spaced out, not self-harm.
      .replace(/\bs\/h\b/g, 'sh')
      .replace(/\bsh it\b/g, 'shit')
      // "dei" is die after wanting ("i wanna dei"), not in "agnus dei"; "end it al" is all.
      .replace(/\b(to|wanna|gonna|i|and) dei\b/g, '$1 die')
      .replace(/\bend it al\b/g, 'end it all')
      // "bout" is about after thinking or talking ("thinkin bout it"), else a fight; "what does ctb mean" asks about letters.
      .replace(/\b(thinkin|thinking|talking|talkin|worried|care) bout\b/g, '$1 about')
      .replace(/\bctb (?=means?\b|meaning\b|stands?\b)|\b(?<=(?:what does|what is|whats|meaning of) )ctb\b/g, 'the letters ')
      // "unaliving" or "unalive" with no one after it is of oneself ("thinking about unaliving", "i wanna unalive", "unalive this weekend"), not "unaliving my plants".
      .replace(UNALIVING_ONESELF, 'unaliving myself')
      .replace(UNALIVE_ONESELF, 'unalive myself'),
  );

/** Three letters alike or more are one ("sooo", "pleeease"); tested first, as most words have none. */
const REPEATED = /([a-z])\1\1/;
const REPEATS = /([a-z])\1{2,}/g;
const oneOfEach = (w: string) => (REPEATED.test(w) ? w.replace(REPEATS, '$1') : w);

const readCrisisText = (query: string) =>
  unmaskedWords(query)
    .map(unleet)
    .flatMap((w) => SPOKEN.get(w)?.split(' ') ?? keyWordOf(withG(oneOfEach(w))))
    .join(' ')
    .replace(/\bsewer slide\b/g, 'suicide')
    .replace(NOT_WORTH_LIVING_WITHOUT_A_TREAT, 'i love $1')
    // Words the feeds filter, said the way they are said there: "commit sudoku", "a toaster bath", "a grippy sock vacation" (a psychiatric ward).
    .replace(/\bcommit(?:ting|ted)? sudoku\b/g, 'commit suicide')
    .replace(/\btoaster bath\b/g, 'suicide')
    .replace(/\bgrippy sock (?:vacation|jail|hotel)\b/g, 'psych ward')
    .replace(/\bself ?delet(?:e|ing|ed)\b|\bdelet(?:e|ing|ed) myself\b/g, 'kill myself')
    .replace(/\b(to|gonna|will|might|should|could|wanna) off myself\b/g, '$1 kill myself')
    .replace(/\b(?:become|be|get|being) kill\b/g, 'be dead')
    .replace(/\b(?:passive|active|my|having|have|with|experiencing|struggling with|dealing with|constant|daily) si\b/g, 'suicidal ideation')
    .replace(/^si (?=is|has|again|thoughts|getting|keeps|every)/, 'suicidal ideation ')
    .replace(/\bme ?self\b|\bmy own self\b|\bmy self\b/g, 'myself')
    // "13 y/o", once the slash is a space and "y" is "why".
    .replace(/\b(\d+) why o\b/g, '$1 year old')
    // A denial said first, then an everyday trouble ("i'm not suicidal, just tired of work"): the trouble is what is read.
    .replace(/^(?:i am )?not (?:actually |really )?suicidal(?: or anything)?(?: i am)? (?:just|only)(?: |$)/, '')
    .replace(/^i would never (?:kill myself|hurt myself|do that|do it)(?: but| though)? (?=i am (?:so |just |really )?(?:sad|tired|stressed|lonely|down|exhausted|overwhelmed|burned out|anxious)\b)/, '')
    .replace(OVERDOSE_ON_PLEASURE, 'indulge in ');

let lastRead = { query: '', text: '' };

/**
 * The query as the patterns read it: words only, contractions and slang written out, "sooo" → "so".
 * The last one read is kept: a search asks for it once for each reading of crisis.
 */
export const crisisText = (query: string): string => {
  if (query !== lastRead.query) lastRead = { query, text: readCrisisText(query) };
  return lastRead.text;
};
