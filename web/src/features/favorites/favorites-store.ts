import { create } from 'zustand';
import type { Favorite, SaveFavoriteRequest } from '@verse/shared/api/schemas/favorites';
import { errorMessage, isUnreachable } from '@/lib/api.ts';
import { checkFavorite, deleteFavorite, fetchFavorites, saveFavorite, updateFavoriteNotes } from './api.ts';
import { onSessionChange } from '@/lib/app-events.ts';
import { resendWhenOnline } from '@/lib/resend.ts';
import { useSession } from '@/features/session/session-store.ts';
import type { FavoriteEdit } from './offline-favorites.ts';

interface FavoritesState {
  /** The saved list, newest first; null until loaded. */
  favorites: Favorite[] | null;
  loading: boolean;
  /** What to tell the person when the list could not be loaded. */
  loadError: string | null;
  /** Offline: when the list shown was last loaded from the server (ISO); null online. */
  offlineSince: string | null;
  /** Changes made offline not yet sent. */
  waiting: number;
  /** Whether each checked reference is saved: its favorite id, or null. */
  saved: Record<string, string | null>;
  load(): Promise<void>;
  check(reference: string): Promise<void>;
  add(verse: SaveFavoriteRequest): Promise<Favorite>;
  remove(favorite: Pick<Favorite, 'id' | 'verse_reference'>): Promise<void>;
  updateNotes(id: string, notes: string): Promise<Favorite>;
  /** Sends the changes made offline, in order; resolves when sent or when the connection is gone again. */
  sendWaiting(): Promise<void>;
}

/** Loaded only when favorites are used: the offline copy and the queue of changes made offline. */
const offline = () => import('./offline-favorites.ts');
const account = () => useSession.getState().user?.id;
/** The id a verse saved offline shows until the server has saved it (real ids never contain a colon). */
export const PLACEHOLDER_PREFIX = 'offline:';
const isPlaceholder = (id: string) => id.startsWith(PLACEHOLDER_PREFIX);
const savedOf = (list: Favorite[]) => Object.fromEntries(list.map((f) => [f.verse_reference, f.id]));

/** The list kept on this browser, when a call failed for want of a connection. */
const keptIfOffline = async (error: unknown) => {
  const user = account();
  return user && isUnreachable(error) ? (await offline()).offlineFavorites.kept(user) : undefined;
};

/** Back online: the changes made offline go out, and a list shown is brought up to date. */
const retryLater =
  typeof window === 'undefined'
    ? () => undefined
    : resendWhenOnline(
        () => {
          const { favorites, load, sendWaiting } = useFavorites.getState();
          return favorites ? load() : sendWaiting();
        },
        () => useFavorites.getState().waiting > 0,
      );

/**
 * The signed-in subscriber's favorites. Every change updates both the list and the per-reference
 * check answers (spec 000 §7: saving invalidates the list and check queries). The list is kept on
 * this browser for its account; offline it is shown from there, and a change made offline is shown
 * at once, queued and sent when the connection is back (the server keys a favorite by its verse, so
 * a change sent twice never makes two).
 */
export const useFavorites = create<FavoritesState>((set, get) => {
  /** Applies a change to the list shown and to the kept copy. */
  const apply = async (change: (list: Favorite[]) => Favorite[], saved: Record<string, string | null>) => {
    const list = change(get().favorites ?? []);
    set((s) => ({ favorites: s.favorites && list, saved: { ...s.saved, ...saved } }));
    const user = account();
    if (user && get().favorites) {
      const { offlineFavorites } = await offline();
      offlineFavorites.keep(user, list, offlineFavorites.kept(user)?.at);
    }
  };
  /**
   * Runs a change against the server; unreachable, it is queued and shown as done. A change to a
   * verse saved offline joins the queue behind its save (`send` null).
   */
  const change = async <T>(send: (() => Promise<T>) | null, edit: FavoriteEdit, shown: () => Promise<T>): Promise<T> => {
    try {
      if (send) return await send();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
    const user = account();
    if (!user) throw new Error('Sign in to change your favorites.');
    const { offlineFavorites } = await offline();
    offlineFavorites.queue(user, edit);
    set({ waiting: offlineFavorites.waiting(user).length });
    retryLater();
    return shown();
  };

  return {
    favorites: null,
    loading: false,
    loadError: null,
    offlineSince: null,
    waiting: 0,
    saved: {},
    load: async () => {
      set({ loading: true, loadError: null });
      await get().sendWaiting();
      try {
        const { favorites } = await fetchFavorites();
        set({ favorites, loading: false, offlineSince: null, saved: { ...get().saved, ...savedOf(favorites) } });
        const user = account();
        if (user) (await offline()).offlineFavorites.keep(user, favorites);
      } catch (error) {
        const kept = await keptIfOffline(error);
        if (kept) {
          set({ favorites: kept.favorites, loading: false, offlineSince: kept.at, saved: { ...get().saved, ...savedOf(kept.favorites) } });
        } else set({ loading: false, loadError: errorMessage(error, 'Could not load your favorite verses. Please try again.') });
      }
    },
    check: async (reference) => {
      try {
        const { favoriteId } = await checkFavorite(reference);
        set((s) => ({ saved: { ...s.saved, [reference]: favoriteId } }));
      } catch (error) {
        const found = (await keptIfOffline(error))?.favorites.find((f) => f.verse_reference === reference);
        if (found) set((s) => ({ saved: { ...s.saved, [reference]: found.id } }));
        // Otherwise unknown: the control shows as not saved.
      }
    },
    add: async (verse) => {
      const favorite = await change(
        async () => (await saveFavorite(verse)).favorite,
        { kind: 'save', reference: verse.verse_reference, verse },
        async () => (await offline()).placeholderFavorite(verse),
      );
      await apply((list) => [favorite, ...list.filter((f) => f.verse_reference !== favorite.verse_reference)], { [favorite.verse_reference]: favorite.id });
      return favorite;
    },
    remove: async ({ id, verse_reference }) => {
      await change(
        isPlaceholder(id) ? null : () => deleteFavorite(id),
        { kind: 'remove', reference: verse_reference },
        async () => ({ success: true as const }),
      );
      await apply((list) => list.filter((f) => f.verse_reference !== verse_reference), { [verse_reference]: null });
    },
    updateNotes: async (id, notes) => {
      const shown = get().favorites?.find((f) => f.id === id);
      if (!shown) throw new Error('That verse is no longer in your favorites.');
      const favorite = await change(
        isPlaceholder(id) ? null : async () => (await updateFavoriteNotes(id, notes)).favorite,
        { kind: 'notes', reference: shown.verse_reference, notes },
        async () => ({ ...shown, user_notes: notes.trim() }),
      );
      await apply((list) => list.map((f) => (f.id === id ? favorite : f)), {});
      return favorite;
    },
    sendWaiting: async () => {
      const user = account();
      if (!user) return;
      const { sendEdits } = await offline();
      set({ waiting: await sendEdits(user, get().favorites ?? []) });
    },
  };
});

// Another account's favorites must never show after a sign-in or sign-out.
if (typeof window !== 'undefined') {
  const reset = () => useFavorites.setState({ favorites: null, saved: {}, offlineSince: null, waiting: 0 });
  onSessionChange(reset);
}
