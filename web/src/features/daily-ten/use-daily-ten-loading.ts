import { useEffect } from 'react';
import { useUsage } from '@/features/usage/usage-store.ts';
import { clearVerseCaches } from './clear-caches.ts';
import { useDailyTen } from './daily-ten-store.ts';
import { onSessionChange } from '@/lib/app-events.ts';

/**
 * Loads the Daily Ten where it is shown: at once (after clearing the verse caches, spec 001 §4), again
 * on sign-in and sign-out (progress moves to the account), and when a used-up allowance comes back.
 */
export const useDailyTenLoading = () => {
  const load = useDailyTen((s) => s.load);
  const limited = useUsage((s) => s.limitReached);
  useEffect(() => {
    void clearVerseCaches();
    void load();
    return onSessionChange(() => void load());
  }, [load]);
  useEffect(() => {
    if (!limited && useDailyTen.getState().status === 'locked') void load();
  }, [limited, load]);
  return limited;
};
