/** The one source of "now" for services, so tests can move time without touching the system clock. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const fixedClock = (start: number | Date): Clock & { set(t: number | Date): void; advance(ms: number): void } => {
  let t = typeof start === 'number' ? start : start.getTime();
  return {
    now: () => t,
    set: (next) => {
      t = typeof next === 'number' ? next : next.getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
};

export const epochSeconds = (ms: number) => Math.floor(ms / 1000);
