import * as z from 'zod/mini';
import { BIBLE_VERSIONS, DEFAULT_VERSION, LIMITS, type BibleVersion } from '../../constants.ts';
import { isTimeZone } from '../../local-time.ts';
import { isCalendarDate, nullableText } from './common.ts';

/** How a query was understood (spec 000 §3 "Query type", §5 "Query classification"). */
const QUERY_TYPES = ['date', 'emotion', 'general'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

/** The themes a verse can carry (`theme` on every verse; recommendations default to 'inspiration'). */
export const THEMES = [
  'peace',
  'hope',
  'strength',
  'comfort',
  'love',
  'faith',
  'joy',
  'wisdom',
  'forgiveness',
  'guidance',
  'gratitude',
  'courage',
  'healing',
  'provision',
  'salvation',
  'inspiration',
] as const;
export type Theme = (typeof THEMES)[number];

/** The pill shown on a verse card that has no topic (spec 000 §2 "Verse card"). */
export const DAILY_VERSE_TAG = 'Daily Verse';

/** One verse card. `text` always comes from the corpus for `reference` in `version`. */
export interface DiscoveredVerse {
  /** `Book C:V` or `Book C:V-W`, e.g. "Philippians 4:6-7". */
  reference: string;
  text: string;
  version: BibleVersion;
  /** Why this verse answers the query, one or two sentences. */
  reason: string;
  /** A short reflection ending with a turn toward prayer or action. */
  reflection: string;
  /** Topic labels, best first; the first is the card pill. */
  tags: string[];
  theme: Theme;
}

/** Shown above the verse when a search speaks of suicide or self-harm. */
export const CRISIS_SUPPORT_MESSAGE =
  'If you are thinking about ending your life, please reach out now: call or text 988 (Suicide & Crisis Lifeline, US) or your local emergency number. You are not alone.';

/** Shown above the search's own verses when it may speak of ending one's life, in words too quiet to be sure of. */
export const GENTLE_SUPPORT_MESSAGE =
  'If today feels like more than you can carry, you do not have to carry it alone: call or text 988 (Suicide & Crisis Lifeline, US), any time, day or night.';

/** A word of support the app shows prominently above the verses (present only when needed). */
export interface DiscoverySupport {
  message: string;
}

/** `POST /api/discover-verse-instant`: the first card, as fast as possible. */
export interface DiscoverVerseInstantResponse {
  verse: DiscoveredVerse;
  queryType: QueryType;
  /** Present when the query speaks of suicide or self-harm (`CRISIS_SUPPORT_MESSAGE`), or may (`GENTLE_SUPPORT_MESSAGE`). */
  support?: DiscoverySupport;
}

/** `POST|GET /api/discover-verses`: best first. */
export interface DiscoverVersesResponse {
  verses: DiscoveredVerse[];
  queryType: QueryType;
  /** Present when the query speaks of suicide or self-harm (`CRISIS_SUPPORT_MESSAGE`), or may (`GENTLE_SUPPORT_MESSAGE`). */
  support?: DiscoverySupport;
}

export interface TrendingTag {
  /** The button text, e.g. "Bible verses about anxiety". */
  label: string;
  /** What a click searches. */
  query: string;
}

/** `GET /api/trending-tags`: the 13 trending searches, most searched first when there is enough data. */
export interface TrendingTagsResponse {
  tags: TrendingTag[];
}

/** `GET /api/recommendations?deviceId=`: a verse plus 0.9 − 0.1 × position. */
export interface Recommendation extends DiscoveredVerse {
  relevanceScore: number;
}

export interface RecommendationsResponse {
  recommendations: Recommendation[];
}

/** `POST /api/record-search` and `POST /api/recommendation-vote`. */
export interface RecordedResponse {
  success: true;
}

const VERSION_MESSAGE = `version must be one of ${BIBLE_VERSIONS.join(', ')}`;

/** Absent, null or blank becomes undefined; anything else must be text. */
const optionalString = (label: string) =>
  z.pipe(nullableText(`${label} must be text`), z.transform((v) => (v == null || v.trim() === '' ? undefined : v.trim())));

/** `WEB` (the default) or `KJV`, any case. */
export const versionField = z.pipe(
  z.pipe(nullableText(VERSION_MESSAGE), z.transform((v) => (v == null || v.trim() === '' ? DEFAULT_VERSION : v.trim().toUpperCase()))),
  z.enum(BIBLE_VERSIONS, { error: VERSION_MESSAGE }),
);

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LIMITS.discoverMaxCount}`;

/** A number or a numeric string (query parameters arrive as text). */
const limitField = z.pipe(
  z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()], { error: LIMIT_MESSAGE })),
    z.transform((v) =>
      v == null || v === '' ? LIMITS.discoverDefaultCount : typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : NaN,
    ),
  ),
  z.int({ error: LIMIT_MESSAGE }).check(z.gte(1, { error: LIMIT_MESSAGE }), z.lte(LIMITS.discoverMaxCount, { error: LIMIT_MESSAGE })),
);

const TYPE_MESSAGE = 'type must be one of date, emotion, general';

/**
 * A search. A blank query means the verse of the day for the visitor's local date: `date`
 * (YYYY-MM-DD) when given, else today in `timeZone` (IANA), else today in UTC.
 */
export const discoverRequest = z.object({
  query: z.pipe(
    z.pipe(nullableText('query must be text'), z.transform((v) => (v ?? '').trim())),
    z.string().check(
      z.maxLength(LIMITS.queryMaxLength, {
        error: `Your search is too long: please keep it under ${LIMITS.queryMaxLength} characters`,
      }),
    ),
  ),
  /** The client's own guess of the query type; the server classifies the query itself. */
  type: z.pipe(
    z.pipe(nullableText(TYPE_MESSAGE), z.transform((v) => (v == null || v === '' ? undefined : v))),
    z.optional(z.enum(QUERY_TYPES, { error: TYPE_MESSAGE })),
  ),
  deviceId: optionalString('deviceId'),
  version: versionField,
  limit: limitField,
  date: optionalString('date').check(
    z.refine((v) => v === undefined || isCalendarDate(v), { error: 'date must be a calendar date written YYYY-MM-DD' }),
  ),
  timeZone: optionalString('timeZone').check(
    z.refine((v) => v === undefined || isTimeZone(v), { error: 'timeZone must be an IANA time zone such as America/New_York' }),
  ),
  /** A related topic the page loads ahead on its own: never counted as the visitor's search. */
  prefetch: z.pipe(
    z.optional(z.union([z.boolean(), z.literal('true'), z.literal('false')], { error: 'prefetch must be true or false' })),
    z.transform((v) => v === true || v === 'true'),
  ),
});

export type DiscoverRequest = z.input<typeof discoverRequest>;
export type DiscoverInput = z.output<typeof discoverRequest>;

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const SHOWN_MESSAGE = 'verses must be a list of references or verse objects with a reference';

/** A verse the visitor was shown: a reference, or a verse object that carries one. */
const shownVerse = z.pipe(
  z.pipe(
    z.union([z.string(), z.looseObject({ reference: z.string() })], { error: SHOWN_MESSAGE }),
    z.transform((v) => (typeof v === 'string' ? v : v.reference).trim().slice(0, 100)),
  ),
  z.string().check(z.minLength(1, { error: 'verses must not contain a blank reference' })),
);

const deviceIdField = z
  .string({ error: 'deviceId is required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'deviceId is required' }),
    z.maxLength(128, { error: 'deviceId is too long' }),
    z.regex(/^[A-Za-z0-9_-]+$/, { error: 'deviceId may contain only letters, digits, - and _' }),
  );

/** Epoch milliseconds as ISO text; a number no date can have (1e308, NaN) becomes text the check refuses. */
const isoFromEpochMs = (ms: number) => (Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS ? new Date(ms).toISOString() : 'not a date');
const MAX_DATE_MS = 8.64e15;

const timestampField = z
  .pipe(
    z.optional(z.union([z.string(), z.number(), z.null()], { error: 'timestamp must be an ISO date-time' })),
    z.transform((v) => (v == null ? undefined : typeof v === 'number' ? isoFromEpochMs(v) : v.trim())),
  )
  .check(
    z.refine((v) => v === undefined || (ISO_TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v))), {
      error: 'timestamp must be an ISO date-time such as 2025-01-06T09:30:00Z',
    }),
  );

/** Spec 001 §3 "Search record". */
export const recordSearchRequest = z.object({
  query: z
    .string({ error: 'query must be text' })
    .check(z.trim(), z.maxLength(LIMITS.queryMaxLength, { error: `query must be at most ${LIMITS.queryMaxLength} characters` })),
  deviceId: deviceIdField,
  verses: z.pipe(
    z.optional(z.array(shownVerse, { error: SHOWN_MESSAGE }).check(z.maxLength(LIMITS.discoverMaxCount * 2, { error: 'verses may hold at most 20 items' }))),
    z.transform((v) => v ?? []),
  ),
  timestamp: timestampField,
});

export const recommendationVoteRequest = z.object({
  verseReference: z
    .string({ error: 'verseReference is required' })
    .check(z.trim(), z.minLength(1, { error: 'verseReference is required' }), z.maxLength(100, { error: 'verseReference is too long' })),
  isHelpful: z.boolean({ error: 'isHelpful must be true or false' }),
  deviceId: deviceIdField,
  timestamp: timestampField,
});

export const recommendationsRequest = z.object({ deviceId: deviceIdField, version: versionField });
