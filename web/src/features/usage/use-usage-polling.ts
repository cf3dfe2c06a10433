import { useEffect } from 'react';
import { TIMINGS } from '@verse/shared/constants';
import { listenForSessionChanges, useUsage } from './usage-store.ts';

/** Keeps the usage status fresh while the calling component is mounted: now, then every `intervalMs`. */
export const useUsagePolling = (intervalMs: number = TIMINGS.usageRefetchMs) => {
  useEffect(() => {
    listenForSessionChanges();
    const refresh = () => void useUsage.getState().refresh();
    refresh();
    const timer = window.setInterval(refresh, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
};
