import { useEffect, useState } from 'react';
import { TIMINGS } from '@verse/shared/constants';

const THINKING_STEPS = ['Thinking', 'Finding verses', 'Almost ready'] as const;

/** While a search runs: "Thinking", "Finding verses", "Almost ready", changing every 2 s. */
export const ThinkingAnimation = () => {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => (s + 1) % THINKING_STEPS.length), TIMINGS.thinkingStepMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="thinking" role="status" aria-live="polite">
      <span className="thinking__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="thinking__text">{THINKING_STEPS[step]}</span>
    </p>
  );
};
