import {
  discoverRequest,
  recommendationsRequest,
  recommendationVoteRequest,
  recordSearchRequest,
  type DiscoverVerseInstantResponse,
  type DiscoverVersesResponse,
  type RecommendationsResponse,
  type RecordedResponse,
  type TrendingTagsResponse,
} from '@verse/shared/api/schemas/discovery';
import { HttpError } from '#kit/errors.ts';
import { logger } from '#kit/logger.ts';
import { addressKey, noteSource } from '#kit/source-limit.ts';
import { createHandler, json, type ApiRequest } from '#kit/http.ts';
import { validate, validateBody } from '#kit/validate.ts';
import { localDate } from './domain/dates.ts';
import { recommend } from './domain/recommendations.ts';
import { rankTrending, TRENDING_CACHE_MS, TRENDING_TAGS, TRENDING_WINDOW_DAYS, trendingTagFor, type TrendingCounts } from './domain/trending.ts';
import { discoverVerses, engineData } from './engine.ts';
import { discoveryStore } from './store.ts';
import { authorizeSearch } from './usage-gate.ts';

/** Search input from a JSON body (POST) or the query string (GET). */
const searchInput = (req: ApiRequest) =>
  req.event.requestContext.http.method === 'GET' ? validate(discoverRequest, req.query) : validateBody(discoverRequest, req.body);

/** Gibberish is answered plainly and costs the visitor nothing. */
const notUnderstood = (query: string) =>
  new HttpError(404, `Verse did not understand “${query.length > 40 ? `${query.slice(0, 40)}…` : query}”. Try a feeling, a question, a topic or a reference, or one of the trending searches.`, {
    notUnderstood: true,
    trending: TRENDING_TAGS.slice(0, 5),
  });

/** The engine answers first (in memory, well under a millisecond); only an answer it understood is counted. */
const search = async (req: ApiRequest, limit?: number) => {
  const input = searchInput(req);
  const now = req.now;
  const result = await discoverVerses(input.query, {
    version: input.version,
    limit: limit ?? input.limit,
    today: localDate(now, { date: input.date, timeZone: input.timeZone }),
    seed: now,
  });
  if (result.kind === 'unknown') throw notUnderstood(input.query);
  if (input.query !== '') await authorizeSearch(req, input);
  return result;
};

const unableToDiscover = () => json({ error: 'No verse matched your search. Please try other words.' }, 404);

const discoverInstant = async (req: ApiRequest) => {
  const result = await search(req, 1);
  if (result.verses.length === 0) return unableToDiscover();
  const body: DiscoverVerseInstantResponse = { verse: result.verses[0], queryType: result.queryType, ...(result.support ? { support: result.support } : {}) };
  return json(body);
};

const discoverList = async (req: ApiRequest) => {
  const result = await search(req);
  if (result.verses.length === 0) return unableToDiscover();
  const body: DiscoverVersesResponse = { verses: result.verses, queryType: result.queryType, ...(result.support ? { support: result.support } : {}) };
  return json(body);
};

/** The leading topic of a query, for trending counts. */
const topicOf = async (query: string) => (await discoverVerses(query, { version: 'WEB', limit: 1, today: '2000-01-01' })).topics[0];

let trendingCache: { at: number; counts: Promise<TrendingCounts> } | undefined;

/** The week's counters, read at most once a minute per function instance (a failed read is not kept). */
const trendingCounts = (now: number) => {
  if (!trendingCache || now - trendingCache.at >= TRENDING_CACHE_MS) {
    const counts = discoveryStore.trendingCounts(now, TRENDING_WINDOW_DAYS);
    const entry = { at: now, counts };
    counts.catch(() => {
      if (trendingCache === entry) trendingCache = undefined;
    });
    trendingCache = entry;
  }
  return trendingCache.counts;
};

const trendingTags = async (req: ApiRequest) => {
  const body: TrendingTagsResponse = { tags: rankTrending(await trendingCounts(req.now), TRENDING_TAGS) };
  return json(body, 200, { 'cache-control': `public, max-age=${TRENDING_CACHE_MS / 1000}` });
};

const withDevice = (req: ApiRequest) => {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  return req.deviceId && body.deviceId === undefined ? { ...body, deviceId: req.deviceId } : body;
};

/**
 * Spec 001 §7: the page records each search it showed. The device keeps it for recommendations; it
 * counts toward trending while its address's daily allowance lasts, so one source cannot steer the tags.
 */
const recordSearch = async (req: ApiRequest) => {
  const input = validate(recordSearchRequest, withDevice(req));
  const now = req.now;
  const trendingTag = input.query ? await trendingTagFor(input.query, topicOf) : undefined;
  await discoveryStore.recordSearch(
    {
      deviceId: input.deviceId,
      query: input.query,
      verses: input.verses,
      timestamp: input.timestamp ?? new Date(now).toISOString(),
      ...(trendingTag ? { trendingTag } : {}),
    },
    now,
  );
  if (input.query && (await noteSource('trendingCountsPerAddress', addressKey(req.sourceIp), now)).outcome !== 'refused') {
    await discoveryStore.countSearch(trendingTag, now);
  }
  const body: RecordedResponse = { success: true };
  return json(body, 201);
};

const recommendationVote = async (req: ApiRequest) => {
  const input = validate(recommendationVoteRequest, withDevice(req));
  const now = new Date(req.now).toISOString();
  await discoveryStore.vote({
    deviceId: input.deviceId,
    verseReference: input.verseReference,
    isHelpful: input.isHelpful,
    timestamp: input.timestamp ?? now,
    votedAt: now,
  });
  const body: RecordedResponse = { success: true };
  return json(body);
};

const recommendations = async (req: ApiRequest) => {
  const input = validate(recommendationsRequest, { ...req.query, deviceId: req.query.deviceId ?? req.deviceId });
  const now = req.now;
  const [searches, votes] = await Promise.all([discoveryStore.recentSearches(input.deviceId, now), discoveryStore.votesOf(input.deviceId)]);
  const queries = [...new Set(searches.map((s) => s.query).filter(Boolean))].slice(0, 5);
  const searched = await Promise.all(queries.map((q) => discoverVerses(q, { version: input.version, limit: 1, today: localDate(now) })));
  const body: RecommendationsResponse = {
    recommendations: recommend(
      engineData(),
      {
        searchedTopics: searched.flatMap((d) => d.topics),
        seen: searches.flatMap((s) => s.verses),
        helpful: votes.filter((v) => v.isHelpful).map((v) => v.verseReference),
        unhelpful: votes.filter((v) => !v.isHelpful).map((v) => v.verseReference),
      },
      input.version,
    ),
  };
  return json(body);
};

// Load the corpus and indexes while the function initializes, not on the first search (the reference parser: when a query needs it).
try {
  engineData();
} catch (error) {
  logger.error('discovery engine failed to load', { error });
}

/** The routes of this function; `handler` serves them on the system clock. */
export const discoveryRoutes = {
  'POST /api/discover-verse-instant': discoverInstant,
  'POST /api/discover-verses': discoverList,
  'GET /api/discover-verses': discoverList,
  'GET /api/trending-tags': trendingTags,
  'POST /api/record-search': recordSearch,
  'POST /api/recommendation-vote': recommendationVote,
  'GET /api/recommendations': recommendations,
};

export const handler = createHandler('discovery', discoveryRoutes);
