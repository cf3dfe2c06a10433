import type { TrendingTag } from '@verse/shared/api/schemas/discovery';
import { TRENDING_SEARCHES } from '@verse/shared/constants';
import { fold } from './text.ts';

/** The trending searches as tags, each searching its own words. */
export const TRENDING_TAGS: readonly TrendingTag[] = TRENDING_SEARCHES.map((label) => ({ label, query: label }));

/** Recent searches needed before real searches reorder the tags: fewer would be noise. */
export const TRENDING_MIN_SEARCHES = 20;
export const TRENDING_WINDOW_DAYS = 7;

const normalizeQuery = (query: string) =>
  fold(query)
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The trending tag a search counts for: the same words, or the same leading topic as the tag's
 * own search; undefined when it matches none.
 */
export const trendingTagFor = async (
  query: string,
  topicOf: (query: string) => Promise<string | undefined>,
  tags: readonly TrendingTag[] = TRENDING_TAGS,
): Promise<string | undefined> => {
  const q = normalizeQuery(query);
  const same = tags.find((t) => normalizeQuery(t.query) === q);
  if (same) return same.label;
  const topic = await topicOf(query);
  if (!topic) return undefined;
  for (const tag of tags) if ((await topicOf(tag.query)) === topic) return tag.label;
  return undefined;
};

/** What trending is ranked from: the searches recorded in the window, and how many counted for each tag. */
export interface TrendingCounts {
  searches: number;
  byTag: ReadonlyMap<string, number>;
}

/**
 * The tags, most searched first, once there are at least `TRENDING_MIN_SEARCHES` recent searches;
 * tags with equal counts keep their default order.
 */
export const rankTrending = (counts: TrendingCounts, tags: readonly TrendingTag[] = TRENDING_TAGS): TrendingTag[] => {
  if (counts.searches < TRENDING_MIN_SEARCHES) return [...tags];
  return tags
    .map((tag, i) => ({ tag, i, n: counts.byTag.get(tag.label) ?? 0 }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.tag);
};

/** How long one answer of the trending tags is reused: it changes slowly, and every home visit asks. */
export const TRENDING_CACHE_MS = 60_000;
