import { BOOKS } from '@verse/shared/scripture/books';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { idsOf, stemRarity, stemsOfVerse, type FullTextIndex } from './fulltext.ts';
import { speaksOfOneself, withoutTheAsking, type Passages } from './passages.ts';
import { bitCount } from './fuzzy.ts';
import { listUnder } from './multimap.ts';
import { withNumberWords } from './spoken-numbers.ts';
import { stem } from './stem.ts';
import { contentStems, words } from './text.ts';

/**
 * Stories told in one's own words, with no name of the passage ("lady who was bleeding for 12 years
 * and touched jesus clothes", "short guy climbs a tree so he can see jesus"): the named passage of a
 * story whose verses, a few side by side, hold most of what the query says.
 */

interface Scene {
  refs: string[];
  /** The index's ids of its verses, in reading order. */
  ids: number[];
  /** Each verse's meaningful stems (WEB), in reading order. */
  verses: ReadonlySet<string>[];
  /** Every stem of the passage, its names' included. */
  all: ReadonlySet<string>;
  /** The stems of the passage's names ("zacchaeus"): each stands for the whole story. */
  named: ReadonlySet<string>;
  /** Each of its names as its own stems. */
  names: readonly ReadonlySet<string>[];
}

/** The story passages, and those that hold each stem. */
export interface Scenes {
  all: readonly Scene[];
  holding: ReadonlyMap<string, readonly Scene[]>;
}

/** Books that tell stories: the law, the histories, the gospels and Acts, and Daniel's and Jonah's. */
const STORY_BOOKS: ReadonlySet<number> = new Set(
  BOOKS.filter((b) => b.genre === 'law' || b.genre === 'history' || b.genre === 'gospel' || b.osis === 'Dan' || b.osis === 'Jonah' || b.osis === 'Ezek').map((b) => b.index),
);

/** The named passages of the story books, each once with all its names' stems. */
export const storyScenes = (passages: Passages, index: FullTextIndex): Scenes => {
  const byRefs = new Map<string, { refs: string[]; names: string[] }>();
  for (const [name, refs] of passages.byName) {
    const key = refs.join(';');
    const found = byRefs.get(key);
    if (found) found.names.push(name);
    else byRefs.set(key, { refs, names: [name] });
  }
  const all = [...byRefs.values()].flatMap(({ refs, names }) => {
    const parsed = refs.map(parseCanonicalReference);
    if (parsed.some((r) => r === null || !STORY_BOOKS.has(r.book))) return [];
    const ids = [...idsOf(index, parsed as NonNullable<(typeof parsed)[number]>[])];
    const verses = ids.map((id) => new Set(stemsOfVerse(index, id)));
    if (verses.length < 2) return [];
    const eachName = names.map((n) => new Set(contentStems(n)));
    const named = new Set(eachName.flatMap((n) => [...n]));
    return [{ refs, ids, verses, named, names: eachName, all: new Set([...named, ...verses.flatMap((v) => [...v])]) }];
  });
  const holding = new Map<string, Scene[]>();
  for (const scene of all) for (const s of scene.all) listUnder(holding, s).push(scene);
  return { all, holding };
};

/**
 * Everyday words and the words Scripture tells its stories in (WEB or KJV): "the lady who touched his robe"
 * is the woman who touched his garment. Each line: the everyday word, then Scripture's.
 */
const SAID_IN_SCRIPTURE: ReadonlyMap<string, readonly string[]> = new Map(
  `lady woman
  guy man
  dude man
  boy youth child lad
  girl maiden damsel
  giant philistine champion
  robe garment cloak clothes
  clothes garment cloak raiment
  statue image idol
  hip thigh
  cow ox cattle calf
  crazy mad insane
  jail prison
  buddy friend
  boat ship
  rock stone
  huge great
  big great
  beaten beat
  snake serpent viper
  threw cast
  thrown cast
  sneaks secretly
  killed slew
  dad father
  mom mother
  baby child infant
  kid child youth
  crippled lame
  princess daughter
  nile river
  stinking stench
  shouts cried
  grave tomb
  coat tunic garment
  staff rod
  brass bronze
  hug kissed embrace
  smashed broke
  whale fish
  sky heaven
  mad anger angry
  throw cast
  leprosy leper leprous
  past passed
  cut shaved
  hole print
  pull drew draw
  creek brook
  stop still stayed
  attack mauled
  flame fire
  church assembly
  christians disciples
  knock fell
  bright shone
  pick chose
  show appeared
  hit struck smote
  stick rod staff
  bald baldhead
  everybody everyone
  start began begin
  dirt dust
  lunch loaves
  power strength
  innkeeper host
  bandage bound`
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(stem))
    .map(([said, ...scripture]) => [said, scripture] as const),
);
/**
 * A verb as told and as Scripture tells it, in another tense: "she sits at his feet" is Mary who sat there,
 * "he hits the rock" is Moses who struck it. Each line: one verb's forms the stemmer leaves apart.
 */
const TENSES: ReadonlyMap<string, readonly string[]> = new Map(
  `sit sat
  strike struck smote smite
  bite bit bitten
  come came
  go went gone
  see saw seen
  get got gotten
  make made
  say said
  tell told
  find found
  stand stood
  hold held
  lead led
  feed fed
  meet met
  throw threw thrown
  draw drew drawn
  blow blew
  sing sang sung
  sink sank sunk
  write wrote written
  catch caught
  flee fled
  hang hung hanged
  dig dug
  shake shook shaken
  steal stole stolen
  tear tore torn
  wear wore worn
  sell sold
  slay slew slain
  build built
  fly flew flown
  drive drove driven
  ride rode ridden
  become became
  arise arose
  swear swore sworn
  awake awoke`
    .split('\n')
    .map((line) => [...new Set(line.trim().split(/\s+/).map(stem))])
    .flatMap((forms) => forms.map((form) => [form, forms.filter((f) => f !== form)] as const)),
);
/** More meaningful words than this are not a story told but a page of one's own. */
const MOST_STEMS = 31;
/** How much a word held elsewhere in the story weighs beside those of its one moment, in a telling that weighs this much or more. */
const ELSEWHERE_SHARE = 0.5;
const AT_LENGTH = 35;
/**
 * Two words or more of one of the story's names ("daniel", "lions") say more than words its verses happen to hold:
 * they weigh this much more. One alone may be any word ("raises", "feeding", "breakfast").
 */
const NAMED_EXTRA = 0.5;
/** Verses side by side that hold one moment of a story, as it is told. */
export const SIDE_BY_SIDE = 4;
/**
 * What a scene told must hold, in the rarity of its words (`stemRarity`, about 8 for a word of ten
 * verses, 4 for one of five hundred): about three words of few verses ("rooster", "crow", "peter")…
 */
const LEAST_TOLD = 17;
/** …which are most of what the query says… */
const TOLD_SHARE = 0.6;
/**
 * …or, where it holds about four such words, near half of it: a story told at length in everyday words ("man who
 * got thrown in with the lions for praying and god shut the lions mouths", "baby floating down the nile in a basket").
 */
const MUCH_TOLD = 22;
const MUCH_TOLD_SHARE = 0.45;
/** …and more than any other story holds ("brothers jealous of the coat" is Joseph's, not any story of brothers). */
const LEAD = 3;
/**
 * An English word Scripture never uses ("deploying", "dolphins") is still part of what the query says, weighed as
 * a word of about five hundred verses: "deploying overseas next week, first deployment" is not Acts 20 ("the first
 * day of the week … the next day"), though Scripture holds all its other words. A word that is no English word
 * (a misspelling, "thru") weighs nothing: the query is tried again as respelt.
 */
const UNSAID_WEIGHT = 4;

/** Each scene that holds any of the query's stems, and their weight anywhere in it: no few verses of it hold more. */
const reachOf = (scenes: Scenes, stems: readonly (readonly string[])[], weights: readonly number[]) => {
  const reach = new Map<Scene, number>();
  stems.forEach((ways, i) => {
    for (const scene of new Set(ways.flatMap((s) => scenes.holding.get(s) ?? []))) reach.set(scene, (reach.get(scene) ?? 0) + weights[i]);
  });
  return reach;
};

/** The query's stems found in the scene's names or within a few verses side by side, as many by weight as any verses hold. */
const heldBy = (scene: Scene, stems: readonly (readonly string[])[], weights: readonly number[], atLength: boolean): { weight: number; held: number[] } => {
  // Each verse as the set of the query's stems it holds, one bit for each (a telling has fewer than 32).
  const holds = (set: ReadonlySet<string>) => stems.reduce((mask, ways, i) => (ways.some((s) => set.has(s)) ? mask | (1 << i) : mask), 0);
  const named = holds(scene.named);
  const verses = scene.verses.map(holds);
  const weightOf = (mask: number) => weights.reduce((sum, w, i) => (mask & (1 << i) ? sum + w : sum), 0);
  let best = { weight: 0, mask: 0 };
  for (let start = 0; start < verses.length; start++) {
    let mask = named;
    for (let at = start; at < Math.min(start + SIDE_BY_SIDE, verses.length); at++) mask |= verses[at];
    const weight = weightOf(mask);
    if (weight > best.weight) best = { weight, mask };
  }
  // A story told at length may pass through more than one of its moments: once one is told, what the rest of the story holds counts for less.
  const elsewhere = !atLength || best.weight < LEAST_TOLD ? 0 : verses.reduce((all, mask) => all | mask, 0) & ~best.mask;
  const nameSaid = Math.max(0, ...scene.names.map(holds).filter((mask) => bitCount(mask) >= 2).map(weightOf));
  const weight = best.weight + ELSEWHERE_SHARE * weightOf(elsewhere) + NAMED_EXTRA * nameSaid;
  return { weight, held: stems.flatMap((_, i) => (best.mask & (1 << i) ? [i] : [])) };
};

const toldEnough = (held: number, total: number) => held >= TOLD_SHARE * total || (held >= MUCH_TOLD && held >= MUCH_TOLD_SHARE * total);

/** Words said in the scene's own words, three or more in a row: "today you will be with me in paradise" is the thief's. */
const QUOTED_RUN = 3;

/** The telling's words without those it quotes from these texts. */
const unquoted = (telling: readonly string[], texts: readonly string[]): string[] => {
  const quoted = new Array<boolean>(telling.length).fill(false);
  for (const text of texts) {
    const said = words(text);
    for (let start = 0; start < telling.length; start++) {
      for (let at = 0; at < said.length; at++) {
        let run = 0;
        while (start + run < telling.length && at + run < said.length && telling[start + run] === said[at + run]) run++;
        if (run >= QUOTED_RUN) quoted.fill(true, start, start + run);
      }
    }
  }
  return telling.filter((_, i) => !quoted[i]);
};

/**
 * The story a query tells, the stems the scene holds, and the stems it says beside the passage's names.
 * Not where someone speaks of themselves beyond asking for it or quoting the scene (`textsOf`, each verse's
 * text in each version): "my son walked away from god, will he come back" is theirs, not the prodigal's; "my
 * grandson asked about the man inside a big fish" is Jonah's, and so is "the criminal on the cross, today you
 * will be with me in paradise". Of two passages that hold it alike, one inside the other, the shorter is the
 * scene.
 */
export const sceneTold = (
  scenes: Scenes,
  index: FullTextIndex,
  query: string,
  textsOf: (id: number) => readonly string[],
  isEnglish: (word: string) => boolean,
): { refs: string[]; held: string[]; beside: string[] } | undefined => {
  // Scripture spells its numbers: "dead 4 days" is told as "dead four days".
  const telling = withNumberWords(withoutTheAsking(query));
  const said = words(telling);
  const stems = [...new Set(contentStems(telling))];
  if (stems.length > MOST_STEMS) return undefined;
  // Each stem as it may be said in Scripture, weighed as the commonest of its ways there.
  const scriptureWays = stems.map((s) => [s, ...(SAID_IN_SCRIPTURE.get(s) ?? [])]);
  const weights = scriptureWays.map((w) => Math.min(...w.map((s) => stemRarity(index, s)).filter((r) => r > 0), Infinity)).map((r) => (r === Infinity ? 0 : r));
  // Another tense of a verb is found, but weighs as the word said: "he shook it off" is no commoner for Scripture's "shake".
  const ways = scriptureWays.map((w, i) => [...w, ...(TENSES.get(stems[i]) ?? [])]);
  const inScripture = weights.reduce((a, b) => a + b, 0);
  if (inScripture < LEAST_TOLD) return undefined;
  const english = new Set(said.filter(isEnglish).map(stem));
  const total = inScripture + UNSAID_WEIGHT * stems.filter((s, i) => weights[i] === 0 && english.has(s)).length;
  // Scenes by what they hold anywhere, most first: once that is below what a scene must hold, or the best
  // held side by side, less the lead, no scene left can win or come near enough to leave the story in doubt.
  const least = Math.max(LEAST_TOLD, Math.min(TOLD_SHARE * total, Math.max(MUCH_TOLD_SHARE * total, MUCH_TOLD))) - LEAD;
  const reached = [...reachOf(scenes, ways, weights)].map(([scene, weight]) => ({ scene, weight })).filter((r) => r.weight >= least);
  reached.sort((a, b) => b.weight - a.weight);
  const held: { scene: Scene; weight: number; held: number[] }[] = [];
  let most = 0;
  for (const { scene, weight } of reached) {
    if (weight < most - LEAD) break;
    const side = heldBy(scene, ways, weights, total >= AT_LENGTH);
    held.push({ scene, ...side });
    most = Math.max(most, side.weight);
  }
  held.sort((a, b) => b.weight - a.weight || a.scene.verses.length - b.scene.verses.length);
  const [best] = held;
  if (!best || best.weight < LEAST_TOLD || !toldEnough(best.weight, total)) return undefined;
  const inBest = new Set(best.scene.ids);
  const rival = held.find((h) => !h.scene.ids.some((id) => inBest.has(id)));
  if (rival && best.weight - rival.weight < LEAD) return undefined;
  if (speaksOfOneself(said) && speaksOfOneself(unquoted(said, best.scene.ids.flatMap(textsOf)))) return undefined;
  return { refs: best.scene.refs, held: best.held.map((i) => stems[i]), beside: stems.filter((s) => !best.scene.named.has(s)) };
};
