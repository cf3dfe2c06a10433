/**
 * The first place in `sorted[from .. to)` (ascending: numbers, or strings in code-unit order) whose
 * value is not below `value`; `to` when none is.
 */
export const firstAtOrAbove = <T extends number | string>(sorted: ArrayLike<T>, value: T, from = 0, to = sorted.length) => {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** Where `value` is in an ascending list of distinct values, or -1. */
export const indexInSorted = <T extends number | string>(sorted: ArrayLike<T>, value: T) => {
  const at = firstAtOrAbove(sorted, value);
  return at < sorted.length && sorted[at] === value ? at : -1;
};
