import type { ApiCall } from '@verse/shared/api/routes/index';
import type {
  DiscoveredVerse,
  DiscoverRequest,
  DiscoverVerseInstantResponse,
  DiscoverVersesResponse,
  DiscoverySupport,
  TrendingTag,
  TrendingTagsResponse,
} from '@verse/shared/api/schemas/discovery';
import type { LimitReachedError } from '@verse/shared/api/schemas/usage';
import { DAILY_VERSE_QUERY } from '@verse/shared/constants';
import { ApiError, apiRequest } from '@/lib/api.ts';
import { ensureDeviceId, ensureFingerprint, peekDeviceId } from '@/lib/device-id.ts';
import { usageHeaders } from '@/features/usage/api.ts';
import { localIsoDate, localTimeZone } from './local-date.ts';

export type { DiscoveredVerse, DiscoverySupport, TrendingTag };

export interface DiscoverOptions {
  signal?: AbortSignal;
  /** A related topic the page loads ahead on its own: it must not count as the visitor's search. */
  prefetch?: boolean;
}

/** The verse of the day (a blank query, or "daily verse") is never counted against anyone. */
const isVerseOfTheDay = (query: string) => ['', DAILY_VERSE_QUERY].includes(query.trim().toLowerCase());

/**
 * Every search carries the visitor's local date and time zone, so "today" is their today. A counted
 * search waits for the fingerprint (its own header); the verse of the day does not, so a first
 * visit's page load does no fingerprinting.
 */
const body = async (query: string, prefetch?: boolean): Promise<DiscoverRequest> => ({
  query,
  deviceId: isVerseOfTheDay(query) ? peekDeviceId() : (await ensureFingerprint(), await ensureDeviceId()),
  date: localIsoDate(new Date()),
  timeZone: localTimeZone(),
  ...(prefetch ? { prefetch: true } : {}),
});

const post = async <T>(call: ApiCall, query: string, options: DiscoverOptions) =>
  apiRequest<T>(call, await body(query, options.prefetch), { signal: options.signal, headers: usageHeaders() });

export const discoverInstant = (query: string, options: DiscoverOptions = {}) =>
  post<DiscoverVerseInstantResponse>('POST /api/discover-verse-instant', query, options);

export const discoverVerses = (query: string, options: DiscoverOptions = {}) =>
  post<DiscoverVersesResponse>('POST /api/discover-verses', query, options);

export const fetchTrendingTags = async () => (await apiRequest<TrendingTagsResponse>('GET /api/trending-tags')).tags;

/** The body of a refused search (429 with `limitReached`), else undefined. */
export const limitReachedBody = (error: unknown): LimitReachedError | undefined =>
  error instanceof ApiError && error.status === 429 && error.data?.limitReached === true
    ? (error.data as unknown as LimitReachedError)
    : undefined;
