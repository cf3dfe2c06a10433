export const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The p-th percentile (nearest rank) of values already sorted. */
export const percentileOfSorted = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The p-th percentile of the values (nearest rank), to one decimal. */
export const percentile = (values: number[], p: number) => round(percentileOfSorted([...values].sort((a, b) => a - b), p), 1);
