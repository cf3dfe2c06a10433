import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@verse/shared/constants';
import { formatCountdown, msUntilLocalMidnight } from '@/features/verses/local-date.ts';

/** Time left until the verse of the day changes at local midnight; calls `onMidnight` when it does. */
export const DailyCountdown = ({ onMidnight }: { onMidnight(): void }) => {
  const [left, setLeft] = useState(() => msUntilLocalMidnight(new Date()));
  const last = useRef(left);
  useEffect(() => {
    const timer = setInterval(() => {
      const ms = msUntilLocalMidnight(new Date());
      if (ms > last.current) onMidnight();
      last.current = ms;
      setLeft(ms);
    }, TIMINGS.countdownTickMs);
    return () => clearInterval(timer);
  }, [onMidnight]);
  return (
    <p className="daily-countdown">
      New verse in <time dateTime={`PT${Math.ceil(left / 1000)}S`}>{formatCountdown(left)}</time>
    </p>
  );
};
