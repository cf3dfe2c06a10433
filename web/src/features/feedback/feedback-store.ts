import { create } from 'zustand';

interface FeedbackModalState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const useFeedbackModal = create<FeedbackModalState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
