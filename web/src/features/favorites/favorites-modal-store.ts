import { create } from 'zustand';
import { onSessionChange } from '@/lib/app-events.ts';

/**
 * Whether "Favorite Verses" is open: all the layout and the account menu need, so the favorites
 * themselves load only for a subscriber who uses them.
 */
export const useFavoritesModal = create<{ open: boolean; show(): void; hide(): void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

if (typeof window !== 'undefined') onSessionChange(() => useFavoritesModal.setState({ open: false }));
