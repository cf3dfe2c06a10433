import { create } from 'zustand';

export type AuthMode = 'signin' | 'signup' | 'forgot-password';

interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  show(mode?: AuthMode): void;
  setMode(mode: AuthMode): void;
  hide(): void;
}

/** The sign-in / sign-up / reset modal, mounted by the user menu. Open it with `openAuthModal('signup')`. */
export const useAuthModal = create<AuthModalState>((set) => ({
  open: false,
  mode: 'signin',
  show: (mode = 'signin') => set({ open: true, mode }),
  setMode: (mode) => set({ mode }),
  hide: () => set({ open: false }),
}));

export const openAuthModal = (mode: AuthMode = 'signin') => useAuthModal.getState().show(mode);
