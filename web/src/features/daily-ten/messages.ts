import { toast } from '@/ui/toast-store.ts';
import { useDailyTen } from './daily-ten-store.ts';

/** The toasts of spec 001 §8. */
export const toastCompleted = () =>
  toast({ title: '🎉 Daily Challenge Complete!', description: "Amazing! You've read all 10 verses today. Your spiritual journey continues tomorrow!" });

/** A failed mark read, unless the failure was the Daily Ten locking (the page shows that instead). */
export const toastReadFailed = () => {
  if (useDailyTen.getState().status !== 'locked') toast({ title: 'Error', description: 'Failed to mark verse as read. Please try again.', variant: 'destructive' });
};

export const themeLabel = (theme: string) => `${theme[0]?.toUpperCase() ?? ''}${theme.slice(1)}`;
