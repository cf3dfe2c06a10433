import type { ReactNode } from 'react';

/** A labelled bar: "n / goal" with a meter screen readers announce. */
export const GoalBar = ({ label, value, goal, unit, children }: { label: string; value: number; goal: number; unit?: string; children?: ReactNode }) => (
  <div className="daily-goal">
    <div className="daily-goal__head">
      <span>{label}</span>
      <strong>
        {value.toLocaleString()} / {goal.toLocaleString()}
        {unit ? ` ${unit}` : ''}
      </strong>
    </div>
    <div className="daily-bar" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={goal} aria-valuenow={Math.min(value, goal)}>
      <span style={{ width: `${Math.min(100, (value / goal) * 100)}%` }} />
    </div>
    {children}
  </div>
);

/** "HHh MMm SSs" for the completion countdowns. */
export const formatHms = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}h ${String(m).padStart(2, '0')}m ${String(s).padStart(2, '0')}s`;
};

/** Days, hours, minutes and seconds, for the countdown to Sunday. */
export const formatDhms = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(total / 86_400);
  return `${d}d ${formatHms((total % 86_400) * 1000)}`;
};
