import type { Favorite, SaveFavoriteRequest } from '@verse/shared/api/schemas/favorites';
import { DEFAULT_VERSION } from '@verse/shared/constants';
import { OFFLINE_STORAGE_KEYS } from '@verse/shared/browser';
import { ApiError, isUnreachable } from '@/lib/api.ts';
import { readStoredJson, storage } from '@/lib/storage.ts';
import { checkFavorite, deleteFavorite, saveFavorite, updateFavoriteNotes } from './api.ts';
import { PLACEHOLDER_PREFIX } from './favorites-store.ts';

/** A change made offline, waiting to be sent. Edits name the verse by reference: its favorite id is known only once saved. */
export type FavoriteEdit =
  | { kind: 'save'; reference: string; verse: SaveFavoriteRequest }
  | { kind: 'notes'; reference: string; notes: string }
  | { kind: 'remove'; reference: string };

interface Kept {
  user: string;
  favorites: Favorite[];
  /** When the list was last loaded from the server (ISO). */
  at: string;
}

const edits = (): { user: string; edits: FavoriteEdit[] } | undefined => readStoredJson(OFFLINE_STORAGE_KEYS.favoriteEdits);

/** The favorite a save made offline shows until the server has it. */
export const placeholderFavorite = (verse: SaveFavoriteRequest): Favorite => ({
  id: `${PLACEHOLDER_PREFIX}${verse.verse_reference}`,
  verse_reference: verse.verse_reference,
  verse_text: verse.verse_text,
  verse_version: (verse.verse_version ?? DEFAULT_VERSION) as Favorite['verse_version'],
  verse_reason: verse.verse_reason ?? '',
  verse_reflection: verse.verse_reflection ?? '',
  user_notes: '',
  source: verse.source ?? 'discovery',
  created_at: new Date().toISOString(),
});

/**
 * A change queued after the ones before it, folded into them so the server gets the fewest calls
 * and never the same change twice: a verse saved and removed offline is never sent, a second note
 * replaces the first, and notes on a verse then removed are dropped.
 */
export const withEdit = (queue: FavoriteEdit[], edit: FavoriteEdit): FavoriteEdit[] => {
  const same = (e: FavoriteEdit) => e.reference === edit.reference;
  if (edit.kind === 'remove') {
    const savedHere = queue.some((e) => same(e) && e.kind === 'save');
    const rest = queue.filter((e) => !same(e));
    return savedHere ? rest : [...rest, edit];
  }
  if (edit.kind === 'notes') return [...queue.filter((e) => !(same(e) && e.kind === 'notes')), edit];
  return [...queue, edit];
};

/**
 * The signed-in subscriber's favorites as this browser last saw them, kept per account so another
 * person signing in here never sees them, and the changes made offline, in order.
 */
export const offlineFavorites = {
  keep(user: string, favorites: Favorite[], at = new Date().toISOString()) {
    storage.set(OFFLINE_STORAGE_KEYS.favorites, JSON.stringify({ user, favorites, at } satisfies Kept));
  },
  kept(user: string): Kept | undefined {
    const kept = readStoredJson<Kept>(OFFLINE_STORAGE_KEYS.favorites);
    return kept?.user === user && Array.isArray(kept.favorites) ? kept : undefined;
  },
  queue(user: string, edit: FavoriteEdit) {
    const current = edits();
    storage.set(OFFLINE_STORAGE_KEYS.favoriteEdits, JSON.stringify({ user, edits: withEdit(current?.user === user ? current.edits : [], edit) }));
  },
  waiting(user: string): FavoriteEdit[] {
    const current = edits();
    return current?.user === user ? current.edits : [];
  },
  /** Takes a sent (or hopeless) change off the queue. */
  done(user: string, edit: FavoriteEdit) {
    const current = edits();
    if (current?.user !== user) return;
    const index = current.edits.findIndex((e) => e.kind === edit.kind && e.reference === edit.reference);
    if (index >= 0) current.edits.splice(index, 1);
    storage.set(OFFLINE_STORAGE_KEYS.favoriteEdits, JSON.stringify(current));
  },
};

/**
 * Sends this account's changes made offline, in order, and answers how many are still waiting: it
 * stops at the first that cannot reach the server; one refused for good (the verse is gone, the
 * subscription ended) is dropped, since sending it again cannot help.
 */
export const sendEdits = async (user: string, shown: Favorite[]) => {
  const ids = new Map(shown.filter((f) => !f.id.startsWith(PLACEHOLDER_PREFIX)).map((f) => [f.verse_reference, f.id]));
  for (const edit of offlineFavorites.waiting(user)) {
    try {
      if (edit.kind === 'save') ids.set(edit.reference, (await saveFavorite(edit.verse)).favorite.id);
      else {
        const id = ids.get(edit.reference) ?? (await checkFavorite(edit.reference)).favoriteId;
        if (id && edit.kind === 'notes') await updateFavoriteNotes(id, edit.notes);
        if (id && edit.kind === 'remove') await deleteFavorite(id);
      }
    } catch (error) {
      if (isUnreachable(error)) break;
      if (!(error instanceof ApiError)) throw error;
      console.warn('a change made offline was refused', edit, error);
    }
    offlineFavorites.done(user, edit);
  }
  return offlineFavorites.waiting(user).length;
};
