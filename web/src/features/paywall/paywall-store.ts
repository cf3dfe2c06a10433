import { useEffect } from 'react';
import { create } from 'zustand';
import { EVENTS } from '@verse/shared/browser';

interface PaywallState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const usePaywall = create<PaywallState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

/** Opens the paywall whenever anything fires the `triggerPaywall` window event (spec 000 §4). */
export const usePaywallTrigger = () => {
  useEffect(() => {
    const show = () => usePaywall.getState().show();
    window.addEventListener(EVENTS.triggerPaywall, show);
    return () => window.removeEventListener(EVENTS.triggerPaywall, show);
  }, []);
};
