import { BOOKS } from '@verse/shared/scripture/books';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { idsOf, stemRarity, stemsOfVerse, type FullTextIndex } from './fulltext.ts';
import { speaksOfOneself, type Passages } from './passages.ts';
import { contentStems, words } from './text.ts';

/**
 * Stories told in one's own words, with no name of the passage ("lady who was bleeding for 12 years
 * and touched jesus clothes", "short guy climbs a tree so he can see jesus"): the named passage of a
 * story whose verses, a few side by side, hold most of what the query says.
 */

export interface Scene {
  refs: string[];
  /** The index's ids of its verses, in reading order. */
  ids: number[];
  /** Each verse's meaningful stems (WEB), in reading order. */
  verses: ReadonlySet<string>[];
  /** Every stem of the passage, its names' included. */
  all: ReadonlySet<string>;
  /** The stems of the passage's names ("zacchaeus"): each stands for the whole story. */
  named: ReadonlySet<string>;
}

/** Books that tell stories: the law, the histories, the gospels and Acts, and Daniel's and Jonah's. */
const STORY_BOOKS: ReadonlySet<number> = new Set(
  BOOKS.filter((b) => b.genre === 'law' || b.genre === 'history' || b.genre === 'gospel' || b.osis === 'Dan' || b.osis === 'Jonah').map((b) => b.index),
);

/** The named passages of the story books, each once with all its names' stems. */
export const storyScenes = (passages: Passages, index: FullTextIndex): Scene[] => {
  const byRefs = new Map<string, { refs: string[]; names: string[] }>();
  for (const [name, refs] of passages.byName) {
    const key = refs.join(';');
    const found = byRefs.get(key);
    if (found) found.names.push(name);
    else byRefs.set(key, { refs, names: [name] });
  }
  return [...byRefs.values()].flatMap(({ refs, names }) => {
    const parsed = refs.map(parseCanonicalReference);
    if (parsed.some((r) => r === null || !STORY_BOOKS.has(r.book))) return [];
    const ids = [...idsOf(index, parsed as NonNullable<(typeof parsed)[number]>[])];
    const verses = ids.map((id) => new Set(stemsOfVerse(index, id)));
    if (verses.length < 2) return [];
    const named = new Set(names.flatMap(contentStems));
    return [{ refs, ids, verses, named, all: new Set([...named, ...verses.flatMap((v) => [...v])]) }];
  });
};

/** Verses side by side that hold one moment of a story, as it is told. */
export const SIDE_BY_SIDE = 4;
/**
 * What a scene told must hold, in the rarity of its words (`stemRarity`, about 8 for a word of ten
 * verses, 4 for one of five hundred): about three words of few verses ("rooster", "crow", "peter")…
 */
const LEAST_TOLD = 17;
/** …which are most of what the query says… */
const TOLD_SHARE = 0.6;
/** …and clearly more than any other story holds ("brothers jealous of the coat" is Joseph's, not any story of brothers). */
const LEAD = 5;

/** The weight of the query's stems anywhere in the scene: no few verses of it hold more. */
const reachOf = (scene: Scene, stems: readonly string[], weights: readonly number[]) =>
  stems.reduce((sum, s, i) => (scene.all.has(s) ? sum + weights[i] : sum), 0);

/** The query's stems found in the scene's names or within a few verses side by side, as many by weight as any verses hold. */
const heldBy = (scene: Scene, stems: readonly string[], weights: readonly number[]): { weight: number; held: string[] } => {
  let best = { weight: 0, held: [] as string[] };
  for (let start = 0; start < scene.verses.length; start++) {
    const side = scene.verses.slice(start, start + SIDE_BY_SIDE);
    const held = stems.filter((s) => scene.named.has(s) || side.some((v) => v.has(s)));
    const weight = held.reduce((sum, s) => sum + weights[stems.indexOf(s)], 0);
    if (weight > best.weight) best = { weight, held };
  }
  return best;
};

/**
 * The story a query tells, the stems the scene holds, and the stems it says beside the passage's names. Not where someone speaks
 * of themselves ("my son walked away from god, will he come back" is theirs, not the prodigal's).
 * Of two passages that hold it alike, one inside the other, the shorter is the scene.
 */
export const sceneTold = (
  scenes: readonly Scene[],
  index: FullTextIndex,
  query: string,
): { refs: string[]; held: string[]; beside: string[] } | undefined => {
  if (speaksOfOneself(words(query))) return undefined;
  const stems = [...new Set(contentStems(query))];
  const weights = stems.map((s) => stemRarity(index, s));
  const total = weights.reduce((a, b) => a + b, 0);
  if (total < LEAST_TOLD) return undefined;
  // Scenes by what they hold anywhere, most first: once that is below the best held side by side less
  // the lead, no scene left can win or come near enough to leave the story in doubt.
  const reached = scenes.map((scene) => ({ scene, weight: reachOf(scene, stems, weights) })).sort((a, b) => b.weight - a.weight);
  const held: { scene: Scene; weight: number; held: string[] }[] = [];
  let most = 0;
  for (const { scene, weight } of reached) {
    if (weight < LEAST_TOLD - LEAD || weight < most - LEAD) break;
    const side = heldBy(scene, stems, weights);
    held.push({ scene, ...side });
    most = Math.max(most, side.weight);
  }
  held.sort((a, b) => b.weight - a.weight || a.scene.verses.length - b.scene.verses.length);
  const [best] = held;
  if (!best || best.weight < LEAST_TOLD || best.weight < TOLD_SHARE * total) return undefined;
  const inBest = new Set(best.scene.ids);
  const rival = held.find((h) => !h.scene.ids.some((id) => inBest.has(id)));
  if (rival && best.weight - rival.weight < LEAD) return undefined;
  return { refs: best.scene.refs, held: best.held, beside: stems.filter((s) => !best.scene.named.has(s)) };
};
