import { createHash } from 'node:crypto';
import type { Favorite, SaveFavoriteInput } from '@verse/shared/api/schemas/favorites';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { formatReference, parseCanonicalReference } from '@verse/shared/scripture/reference';
import { badRequest } from '#kit/errors.ts';

/** A favorite as stored: the API fields plus its owner. */
export interface FavoriteRecord extends Favorite {
  userId: string;
  updated_at?: string;
}

/**
 * One favorite per reference and account: the id is derived from the reference, so saving the same
 * verse twice (even at the same moment) finds the first one instead of making a copy.
 */
export const favoriteIdFor = (reference: string) => `fav_${createHash('sha256').update(reference).digest('hex').slice(0, 24)}`;

/** The canonical form of a reference, or a 400 a person can act on. */
export const canonicalReference = (reference: string) => {
  const ref = parseCanonicalReference(reference.trim());
  if (!ref) throw badRequest('verse_reference must be a Bible reference such as "John 3:16" or "Philippians 4:6-7"');
  return { ref, reference: formatReference(ref) };
};

/** Scripture is never user-supplied: the text must be exactly the corpus text of the reference in that version. */
export const newFavoriteRecord = (input: SaveFavoriteInput, ctx: { userId: string; now: number }): FavoriteRecord => {
  const { ref, reference } = canonicalReference(input.verse_reference);
  const text = loadCorpus(input.verse_version).text(ref);
  if (!text) throw badRequest(`${reference} is not in the ${input.verse_version} Bible`);
  if (text !== input.verse_text.replace(/\s+/g, ' ').trim()) {
    throw badRequest(`verse_text must be the ${input.verse_version} text of ${reference}`);
  }
  return {
    userId: ctx.userId,
    id: favoriteIdFor(reference),
    verse_reference: reference,
    verse_text: text,
    verse_version: input.verse_version,
    verse_reason: input.verse_reason,
    verse_reflection: input.verse_reflection,
    user_notes: '',
    source: input.source,
    created_at: new Date(ctx.now).toISOString(),
  };
};

export const toFavorite = ({ userId: _owner, updated_at: _updated, ...favorite }: FavoriteRecord): Favorite => favorite;

export const newestFirst = (a: Favorite, b: Favorite) => b.created_at.localeCompare(a.created_at);
