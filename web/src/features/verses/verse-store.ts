import { create } from 'zustand';
import { DAILY_VERSE_QUERY, TIMINGS } from '@verse/shared/constants';
import { ApiError, isUnreachable } from '@/lib/api.ts';
import { toast } from '@/ui/toast-store.ts';
import { explainLimit, useUsage } from '@/features/usage/usage-store.ts';
import { discoverInstant, discoverVerses, limitReachedBody, type DiscoveredVerse, type DiscoverySupport } from './api.ts';
import { shuffled, wrapIndex } from './carousel-nav.ts';
import { FALLBACK_VERSE } from './fallback-verse.ts';
import { localIsoDate } from './local-date.ts';
import { createQueryCache } from './query-cache.ts';
import { relatedQueries } from './related-topics.ts';

const ERROR_VERSE = 'Unable to discover verse. Please try again.';
const ERROR_VERSES = 'Unable to discover verses. Please try again.';
/** What Verse does without a connection: loaded when first needed (the installed app has it offline). */
const offline = () => import('./offline-verse-of-the-day.ts');

type Status = 'idle' | 'loading' | 'ready';

export interface VerseState {
  /** The query the shown verses answer ("daily verse" for the verse of the day). */
  query: string;
  verses: DiscoveredVerse[];
  /** A word of support the search came with (the crisis line), shown above the verse. */
  support: DiscoverySupport | null;
  index: number;
  status: Status;
  /** The query being loaded while `status` is 'loading', else null. */
  pending: string | null;
  /** True while the rest of the list is still coming after the first verse. */
  loadingMore: boolean;
  /** A discovery failure shown above the fallback verse. */
  error: string | null;
  search(query: string): Promise<void>;
  go(step: number): void;
  goTo(index: number): void;
  remix(): void;
}

interface Answer {
  verses: DiscoveredVerse[];
  support: DiscoverySupport | null;
}

const cache = createQueryCache<Answer>();
let searchId = 0;
let prefetchTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: AbortController | undefined;

const isDaily = (query: string) => query.toLowerCase() === DAILY_VERSE_QUERY;

/** The first verse first, then the others without repeating it. */
const merge = (first: DiscoveredVerse | undefined, rest: DiscoveredVerse[]) =>
  first ? [first, ...rest.filter((v) => v.reference !== first.reference)] : rest;

const openPaywall = (error: unknown) => {
  const limit = limitReachedBody(error);
  if (!limit) return false;
  useUsage.getState().limitHit(limit);
  explainLimit();
  return true;
};

/** The server's words when it did not understand the query at all (gibberish: nothing was counted). */
const notUnderstood = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.data?.notUnderstood === true ? (error.userMessage ?? null) : null;

/** Stops the related-topic loading planned by the last search (a new search, or the page going away). */
export const cancelPrefetch = () => clearTimeout(prefetchTimer);

/** The server refuses even uncounted searches once the allowance is used up: no prefetch then. */
const allowanceUsedUp = () => {
  const usage = useUsage.getState();
  return usage.limitReached || (!usage.isSubscriber && usage.usageThisWeek >= usage.weeklyLimit);
};

/** Two seconds after a search, the related topics load into the cache (never counted, never when limited). */
const schedulePrefetch = (query: string) => {
  cancelPrefetch();
  prefetchTimer = setTimeout(() => {
    if (allowanceUsedUp()) return;
    for (const topic of relatedQueries(query)) {
      if (cache.has(topic)) continue;
      discoverVerses(topic, { prefetch: true }).then(
        ({ verses, support }) => verses.length && cache.set(topic, { verses, support: support ?? null }),
        () => undefined,
      );
    }
  }, TIMINGS.relatedPrefetchDelayMs);
};

/**
 * The verses on the home page. A search shows the first verse as soon as the instant lookup
 * answers and the full list when it arrives; answers are cached per query. Over the limit the
 * paywall opens and the current verses stay; a failure shows the fallback verse with a message.
 */
export const useVerses = create<VerseState>((set, get) => ({
  query: '',
  verses: [],
  support: null,
  index: 0,
  status: 'idle',
  pending: null,
  loadingMore: false,
  error: null,

  search: async (raw) => {
    const query = raw.trim() || DAILY_VERSE_QUERY;
    if (!isDaily(query) && useUsage.getState().limitReached) {
      explainLimit();
      return;
    }
    const id = ++searchId;
    cancelPrefetch();
    // A newer search takes over: the one still loading (e.g. the verse of the day) is dropped.
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const { signal } = controller;
    // The verse of the day changes at local midnight, so its cache entry is per date.
    const cacheKey = isDaily(query) ? `${query} ${localIsoDate(new Date())}` : query;
    const cached = cache.get(cacheKey);
    if (cached) {
      set({ query, ...cached, index: 0, status: 'ready', pending: null, loadingMore: false, error: null });
      if (!isDaily(query)) schedulePrefetch(query);
      return;
    }
    const previous = get();
    set({ status: 'loading', pending: query, loadingMore: true, error: null });
    const current = () => id === searchId;

    let first: DiscoveredVerse | undefined;
    let support: DiscoverySupport | null = null;
    let limited = false;
    let puzzled: string | null = null;
    let unreachable = false;
    const refused = (error: unknown) => {
      limited ||= openPaywall(error);
      puzzled ??= notUnderstood(error);
      unreachable ||= isUnreachable(error);
    };
    const instant = discoverInstant(query, { signal }).then((answer) => {
      first = answer.verse;
      support = answer.support ?? null;
      if (current() && get().status === 'loading') set({ query, verses: [first], support, index: 0, status: 'ready', pending: null });
    }, refused);
    const full = discoverVerses(query, { signal }).then(
      (answer) => {
        support = answer.support ?? support;
        return answer.verses;
      },
      (error: unknown) => {
        refused(error);
        return undefined;
      },
    );
    const [, list] = await Promise.all([instant, full]);
    if (!current()) return;
    inFlight = undefined;
    set({ pending: null });

    const today = localIsoDate(new Date());
    const nothing = !first && !list?.length;
    const kept = nothing && isDaily(query) ? (await offline()).offlineVerseOfTheDay.read(today) : undefined;
    if (!current()) return;
    if (kept) {
      set({ query, ...kept, index: 0, status: 'ready', loadingMore: false, error: null });
      return;
    }
    // Refused, not understood, or offline: the verse on screen stays, with the reason above it.
    const cutOff = unreachable && nothing && !isDaily(query) && previous.verses.length > 0;
    const offlineMessage = cutOff ? (await offline()).OFFLINE_SEARCH : null;
    if (!current()) return;
    if (limited || puzzled || cutOff) {
      set({ query: previous.query, verses: previous.verses, support: previous.support, index: previous.index, status: 'ready', loadingMore: false, error: offlineMessage ?? puzzled });
      return;
    }
    if (list?.length) {
      const verses = merge(first, list);
      cache.set(cacheKey, { verses, support });
      if (isDaily(query)) void offline().then((m) => m.offlineVerseOfTheDay.keep(today, verses, support));
      set((s) => ({ query, verses, support, index: s.verses[0]?.reference === verses[0].reference ? s.index : 0, status: 'ready', loadingMore: false }));
    } else if (first) {
      set({ query, verses: [first], support, index: 0, status: 'ready', loadingMore: false });
      toast({ title: ERROR_VERSES, variant: 'destructive' });
    } else {
      set({ query, verses: [FALLBACK_VERSE], support, index: 0, status: 'ready', loadingMore: false, error: ERROR_VERSE });
      return;
    }
    if (!isDaily(query)) {
      const shown = get().verses;
      void import('./record-search.ts').then((m) => m.recordSearch(query, shown));
      // The allowance this search used must be known before deciding to load ahead.
      void useUsage
        .getState()
        .refresh()
        .then(() => current() && schedulePrefetch(query));
    }
  },

  go: (step) => set((s) => ({ index: wrapIndex(s.index, step, s.verses.length) })),
  goTo: (index) => set((s) => ({ index: Math.max(0, Math.min(index, s.verses.length - 1)) })),
  remix: () => set((s) => (s.verses.length < 2 ? s : { verses: shuffled(s.verses), index: 0 })),
}));
