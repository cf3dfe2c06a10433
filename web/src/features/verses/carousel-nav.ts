import { GESTURES } from '@verse/shared/constants';

/** The index `step` away from `index`, wrapping around both ends. */
export const wrapIndex = (index: number, step: number, length: number) => (length === 0 ? 0 : (((index + step) % length) + length) % length);

/** A new order of the same items (Fisher–Yates); `random` is injectable for tests. */
export const shuffled = <T>(items: readonly T[], random: () => number = Math.random): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** What a horizontal touch movement means: next (swipe left), previous (swipe right), or nothing yet. */
export const swipeStep = (dx: number, dy: number, threshold: number = GESTURES.swipeThresholdPx): -1 | 0 | 1 => {
  if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
};

/** Which way the hint arrow leans while a finger is still moving (after 20 px). */
export const swipeHint = (dx: number): 'next' | 'previous' | null =>
  Math.abs(dx) < GESTURES.swipeHintPx ? null : dx < 0 ? 'next' : 'previous';

/** Keys that navigate are ignored while the visitor types in a field. */
export const isTypingTarget = (target: EventTarget | null) => {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.isContentEditable === true;
};
