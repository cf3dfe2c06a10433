import { useEffect, useState } from 'react';
import { TIMINGS } from '@verse/shared/constants';

/** Milliseconds left until `target`, ticking every second while `active`; 0 once passed. */
export const useCountdown = (target: number | null, active: boolean) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TIMINGS.countdownTickMs);
    return () => window.clearInterval(timer);
  }, [active]);
  return target === null ? 0 : Math.max(0, target - now);
};

/** "HH:MM:SS" (hours may exceed 24). */
export const formatCountdown = (ms: number) => {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
};
