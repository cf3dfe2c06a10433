import { useEffect } from 'react';
import { EVENTS } from '@verse/shared/browser';
import { useUsage } from '../usage/usage-store.ts';
import { clearVerseCaches } from './clear-caches.ts';
import { useDailyTen } from './daily-ten-store.ts';

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
    const reload = () => void load();
    window.addEventListener(EVENTS.userLoggedIn, reload);
    window.addEventListener(EVENTS.userLoggedOut, reload);
    return () => {
      window.removeEventListener(EVENTS.userLoggedIn, reload);
      window.removeEventListener(EVENTS.userLoggedOut, reload);
    };
  }, [load]);
  useEffect(() => {
    if (!limited && useDailyTen.getState().status === 'locked') void load();
  }, [limited, load]);
  return limited;
};
