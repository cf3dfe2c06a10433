import * as z from 'zod/mini';
import { nullableText, optionalEmailField } from './common.ts';

/**
 * `GET /api/usage-status` (spec 000 §3 "Usage status", spec 001 §3). For free visitors the window
 * is 48 hours from the first counted search; for subscribers it is the visitor's local day.
 */
export interface UsageStatus {
  /** Searches counted in the current window (the name is the spec's; it is not a calendar week). */
  usageThisWeek: number;
  /** 4 for free visitors and signed-in non-subscribers; 40 (per local day) for subscribers. */
  weeklyLimit: number;
  limitReached: boolean;
  /** True when the next counted search is the last one of the window for a visitor who is not signed in. */
  needsEmailAfterNext: boolean;
  isSubscriber: boolean;
  /** When the current window ends (epoch ms), or null when no window is open. */
  resetsAt: number | null;
  /** Trending search tags (may be empty). */
  trending: string[];
}

/** The body of a 429 from a counted search. */
export interface LimitReachedError {
  error: string;
  limitReached: true;
  resetsAt: number;
}

/** `POST /api/record-usage`: kept for older clients; never counts a search twice (see the service). */
export const recordUsageRequest = z.object({
  deviceId: z.pipe(
    z.pipe(nullableText('deviceId must be text'), z.transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()))),
    z.optional(
      z
        .string()
        .check(
          z.maxLength(128, { error: 'deviceId is too long' }),
          z.regex(/^[A-Za-z0-9_-]+$/, { error: 'deviceId may contain only letters, digits, - and _' }),
        ),
    ),
  ),
  email: optionalEmailField(),
  query: z.pipe(nullableText('query must be text'), z.transform((v) => (v == null ? undefined : v.trim() || undefined))),
});

export type RecordUsageResponse = UsageStatus & { counted: boolean };
