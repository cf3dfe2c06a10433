import { create } from 'zustand';
import { LAYOUT, TIMINGS } from '@verse/shared/constants';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}

export interface Toast extends ToastInput {
  id: number;
}

interface ToastState {
  toasts: Toast[];
  show(input: ToastInput): number;
  dismiss(id: number): void;
}

let nextId = 1;

/** Notifications: at most LAYOUT.toastLimit visible; a new one replaces the oldest. */
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  show: (input) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { ...input, id }].slice(-LAYOUT.toastLimit) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export const toast = (input: ToastInput) => useToasts.getState().show(input);

export const toastDuration = (t: Toast) => t.durationMs ?? TIMINGS.toastDurationMs;
