import { create } from 'zustand';
import { STORAGE_KEYS } from '@verse/shared/browser';
import { LIMITS, SUBSCRIBER_LIMIT_MESSAGE } from '@verse/shared/constants';
import type { LimitReachedError, UsageStatus } from '@verse/shared/api/schemas/usage';
import { toast } from '@/ui/toast-store.ts';
import { fetchUsageStatus } from './api.ts';
import { onSessionChange, triggerPaywall } from '@/lib/app-events.ts';

const RETRIES = 3;

export interface UsageState extends UsageStatus {
  /** True once the status is known: from the server, or the free defaults of a visitor not yet identified. */
  loaded: boolean;
  /** The last refresh error after its retries, else null. */
  error: string | null;
  /** Fetches the status now (3 retries, no caching). Concurrent calls share one request. */
  refresh(): Promise<void>;
  /**
   * A counted search was refused (429 with `limitReached`): show the limit at once, before the next
   * refresh. Pass the error body.
   */
  limitHit(body: Pick<LimitReachedError, 'resetsAt'>): void;
}

/** Until the server answers, a free visitor's defaults (spec 001 §7: falls back to limit 4). */
const INITIAL: UsageStatus = {
  usageThisWeek: 0,
  weeklyLimit: LIMITS.freeSearches,
  limitReached: false,
  needsEmailAfterNext: false,
  isSubscriber: false,
  resetsAt: null,
  trending: [],
};

let inFlight: Promise<void> | null = null;

const withRetries = async <T>(fn: () => Promise<T>, retries = RETRIES): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
    }
  }
};

/**
 * The visitor's search allowance as the server counts it. The server decides; this only displays.
 * Usage: `const { limitReached, resetsAt } = useUsage()`; `useUsage.getState().refresh()` after a
 * search; `useUsage.getState().limitHit(body)` on a 429. Keep it fresh on a page with `useUsagePolling()`.
 */
export const useUsage = create<UsageState>((set) => ({
  ...INITIAL,
  loaded: false,
  error: null,
  refresh: () =>
    (inFlight ??= withRetries(fetchUsageStatus)
      .then((status) => set({ ...(status ?? INITIAL), loaded: true, error: null }))
      .catch((error: unknown) => set({ error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        inFlight = null;
      })),
  limitHit: ({ resetsAt }) => set((s) => ({ limitReached: true, resetsAt, usageThisWeek: Math.max(s.usageThisWeek, s.weeklyLimit) })),
}));

/** At the limit: a subscriber is told when the day resets (never offered the plan they have); anyone else sees the plans. */
export const explainLimit = () => {
  if (useUsage.getState().isSubscriber) toast({ title: 'Daily limit reached', description: SUBSCRIBER_LIMIT_MESSAGE });
  else triggerPaywall();
};

let listening = false;

/** Refetch on login/logout and when the stored token appears or changes in another tab (spec 000 §4). */
export const listenForSessionChanges = () => {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const refresh = () => void useUsage.getState().refresh();
  onSessionChange(refresh);
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.authToken || e.key === STORAGE_KEYS.authTokenAlt) refresh();
  });
};
