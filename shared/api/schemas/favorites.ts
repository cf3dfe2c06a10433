import * as z from 'zod/mini';
import { BIBLE_VERSIONS, DEFAULT_VERSION, LIMITS, type BibleVersion } from '../../constants.ts';
import { nullableText } from './common.ts';

/** A saved verse (spec 000 §3). `verse_text` is always the corpus text of the reference and version. */
export interface Favorite {
  id: string;
  verse_reference: string;
  verse_text: string;
  verse_version: BibleVersion;
  verse_reason: string;
  verse_reflection: string;
  user_notes: string;
  source: string;
  /** ISO date-time. */
  created_at: string;
}

export interface FavoritesResponse {
  favorites: Favorite[];
}

export interface FavoriteCheckResponse {
  isFavorited: boolean;
  favoriteId: string | null;
}

/** `POST /api/favorites` (201 when new, 200 with the existing favorite when the reference was saved before). */
export interface FavoriteResponse {
  favorite: Favorite;
}

export interface FavoriteDeletedResponse {
  success: true;
}

const VERSION_MESSAGE = `verse_version must be one of ${BIBLE_VERSIONS.join(', ')}`;

const optionalText = (max: number, label: string) =>
  z.pipe(
    z.pipe(nullableText(`${label} must be text`), z.transform((v) => (v ?? '').trim())),
    z.string().check(z.maxLength(max, { error: `${label} is too long: please keep it under ${max} characters` })),
  );

export const saveFavoriteRequest = z.object({
  verse_reference: z
    .string({ error: 'verse_reference is required' })
    .check(z.trim(), z.minLength(1, { error: 'verse_reference is required' }), z.maxLength(100, { error: 'verse_reference is too long' })),
  verse_text: z.string({ error: 'verse_text is required' }).check(z.trim(), z.minLength(1, { error: 'verse_text is required' })),
  verse_version: z.pipe(
    z.pipe(nullableText(VERSION_MESSAGE), z.transform((v) => (v == null || v.trim() === '' ? DEFAULT_VERSION : v.trim().toUpperCase()))),
    z.enum(BIBLE_VERSIONS, { error: VERSION_MESSAGE }),
  ),
  verse_reason: optionalText(1000, 'verse_reason'),
  verse_reflection: optionalText(2000, 'verse_reflection'),
  source: z.pipe(
    z.pipe(nullableText('source must be text'), z.transform((v) => (v == null || v.trim() === '' ? 'discovery' : v.trim()))),
    z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'source must be a short lower-case word such as "discovery"' })),
  ),
});
export type SaveFavoriteRequest = z.input<typeof saveFavoriteRequest>;
export type SaveFavoriteInput = z.output<typeof saveFavoriteRequest>;

const NOTES_TOO_LONG = `Your notes can be at most ${LIMITS.favoriteNotesMax} characters`;

export const updateFavoriteRequest = z.object({
  user_notes: z.pipe(
    z.pipe(z.union([z.string(), z.null()], { error: 'user_notes must be text' }), z.transform((v) => (v ?? '').trim())),
    z.string().check(z.maxLength(LIMITS.favoriteNotesMax, { error: NOTES_TOO_LONG })),
  ),
});

/** Why a non-subscriber's favorites call is refused (403); the web shows the upgrade toast instead. */
export const FAVORITES_SUBSCRIBERS_ONLY = 'Saving favorite verses is part of Verse Unlimited. Upgrade to unlock it.';
