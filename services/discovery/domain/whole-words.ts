/**
 * Does `padded` (a text with a space at each end) hold `phrase` as whole words? The bare phrase is looked for first:
 * it builds nothing, and most texts hold few of the many phrases a scan asks about.
 */
export const holdsWhole = (padded: string, phrase: string): boolean => padded.includes(phrase) && padded.includes(` ${phrase} `);
