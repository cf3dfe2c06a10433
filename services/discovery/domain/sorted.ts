/** Where `value` is in an ascending list (numbers, or strings in code-unit order), or -1. */
export const indexInSorted = <T extends number | string>(sorted: ArrayLike<T>, value: T) => {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid];
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
};

/** The first place in an ascending list whose value is not below `value` (the list's length when none). */
export const firstAtOrAbove = (sorted: ArrayLike<number>, value: number) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
