import { create } from 'zustand';
import type { Favorite, SaveFavoriteRequest } from '@verse/shared/api/schemas/favorites';
import { errorMessage } from '@/lib/api.ts';
import { checkFavorite, deleteFavorite, fetchFavorites, saveFavorite, updateFavoriteNotes } from './api.ts';
import { onSessionChange } from '@/lib/app-events.ts';

interface FavoritesState {
  modalOpen: boolean;
  showModal(): void;
  hideModal(): void;
  /** The saved list, newest first; null until loaded. */
  favorites: Favorite[] | null;
  loading: boolean;
  /** What to tell the person when the list could not be loaded. */
  loadError: string | null;
  /** Whether each checked reference is saved: its favorite id, or null. */
  saved: Record<string, string | null>;
  load(): Promise<void>;
  check(reference: string): Promise<void>;
  add(verse: SaveFavoriteRequest): Promise<Favorite>;
  remove(favorite: Pick<Favorite, 'id' | 'verse_reference'>): Promise<void>;
  updateNotes(id: string, notes: string): Promise<Favorite>;
}

/**
 * The signed-in subscriber's favorites. Every change updates both the list and the per-reference
 * check answers (spec 000 §7: saving invalidates the list and check queries).
 */
export const useFavorites = create<FavoritesState>((set, get) => ({
  modalOpen: false,
  showModal: () => {
    set({ modalOpen: true });
    void get().load();
  },
  hideModal: () => set({ modalOpen: false }),
  favorites: null,
  loading: false,
  loadError: null,
  saved: {},
  load: async () => {
    set({ loading: true, loadError: null });
    try {
      const { favorites } = await fetchFavorites();
      set({ favorites, loading: false, saved: { ...get().saved, ...Object.fromEntries(favorites.map((f) => [f.verse_reference, f.id])) } });
    } catch (error) {
      set({ loading: false, loadError: errorMessage(error, 'Could not load your favorite verses. Please try again.') });
    }
  },
  check: async (reference) => {
    try {
      const { favoriteId } = await checkFavorite(reference);
      set((s) => ({ saved: { ...s.saved, [reference]: favoriteId } }));
    } catch {
      /* unknown: the control shows as not saved */
    }
  },
  add: async (verse) => {
    const { favorite } = await saveFavorite(verse);
    set((s) => ({
      saved: { ...s.saved, [favorite.verse_reference]: favorite.id },
      favorites: s.favorites && [favorite, ...s.favorites.filter((f) => f.id !== favorite.id)],
    }));
    return favorite;
  },
  remove: async ({ id, verse_reference }) => {
    await deleteFavorite(id);
    set((s) => ({ saved: { ...s.saved, [verse_reference]: null }, favorites: s.favorites && s.favorites.filter((f) => f.id !== id) }));
  },
  updateNotes: async (id, notes) => {
    const { favorite } = await updateFavoriteNotes(id, notes);
    set((s) => ({ favorites: s.favorites && s.favorites.map((f) => (f.id === id ? favorite : f)) }));
    return favorite;
  },
}));

// Another account's favorites must never show after a sign-in or sign-out.
if (typeof window !== 'undefined') {
  const reset = () => useFavorites.setState({ favorites: null, saved: {}, modalOpen: false });
  onSessionChange(reset);
}
