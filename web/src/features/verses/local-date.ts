const pad = (n: number) => String(n).padStart(2, '0');

/** The visitor's local calendar date as YYYY-MM-DD. */
export const localIsoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Milliseconds from `d` to the next local midnight (when the verse of the day changes). */
export const msUntilLocalMidnight = (d: Date) => {
  const midnight = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
  return midnight.getTime() - d.getTime();
};

/** `HH:MM:SS`, never negative. */
export const formatCountdown = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
};

/** The visitor's IANA time zone, or undefined when the browser does not say. */
export const localTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};
