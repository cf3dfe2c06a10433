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
export const trendingTagFor = (
  query: string,
  topicOf: (query: string) => string | undefined,
  tags: readonly TrendingTag[] = TRENDING_TAGS,
): string | undefined => {
  const q = normalizeQuery(query);
  const same = tags.find((t) => normalizeQuery(t.query) === q);
  if (same) return same.label;
  const topic = topicOf(query);
  if (!topic) return undefined;
  return tags.find((t) => topicOf(t.query) === topic)?.label;
};

/**
 * The tags, most searched first, once there are at least `TRENDING_MIN_SEARCHES` recent searches;
 * tags with equal counts keep their default order.
 */
export const rankTrending = (recentTags: readonly (string | undefined)[], tags: readonly TrendingTag[] = TRENDING_TAGS): TrendingTag[] => {
  if (recentTags.length < TRENDING_MIN_SEARCHES) return [...tags];
  const counts = new Map<string, number>();
  for (const t of recentTags) if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  return tags
    .map((tag, i) => ({ tag, i, n: counts.get(tag.label) ?? 0 }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.tag);
};
