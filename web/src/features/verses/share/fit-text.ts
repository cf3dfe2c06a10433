import { SHARE_CARD } from '@verse/shared/constants';

/** Width of `text` at `fontPx` (a canvas `measureText` in the browser, a stub in tests). */
export type Measure = (text: string, fontPx: number) => number;

export interface FittedText {
  fontPx: number;
  lines: string[];
  lineHeightPx: number;
}

export interface FitOptions {
  boxWidth: number;
  boxHeight: number;
  maxPx?: number;
  minPx?: number;
  stepPx?: number;
  maxLines?: number;
  /** Line height as a multiple of the font size. */
  leading?: number;
  /** Smallest size for a verse too long for the rule (see fitText). */
  floorPx?: number;
}

/** Greedy word wrap at `fontPx`; a single word wider than the line stays on its own line. */
export const wrapWords = (text: string, fontPx: number, width: number, measure: Measure): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, fontPx) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
};

const fits = (lines: string[], fontPx: number, o: Required<FitOptions>, measure: Measure, maxLines: number) =>
  lines.length <= maxLines &&
  lines.length * fontPx * o.leading <= o.boxHeight &&
  lines.every((l) => measure(l, fontPx) <= o.boxWidth);

/**
 * Spec 000 §5: the largest size from 96 px down to 48 px in 4 px steps at which the text fits the
 * box (80 % of the width, 65 % of the height) in at most 4 lines. A verse that cannot fit that way
 * at 48 px (Esther 8:9 has over 500 characters) keeps shrinking in 4 px steps with as many lines as
 * the box holds, down to `floorPx`: the whole verse stays on the card rather than being cut.
 */
export const fitText = (text: string, measure: Measure, options: FitOptions): FittedText => {
  const o: Required<FitOptions> = {
    maxPx: SHARE_CARD.fontMaxPx,
    minPx: SHARE_CARD.fontMinPx,
    stepPx: SHARE_CARD.fontStepPx,
    maxLines: SHARE_CARD.maxLines,
    leading: 1.3,
    floorPx: 20,
    ...options,
  };
  for (let px = o.maxPx; px >= o.minPx; px -= o.stepPx) {
    const lines = wrapWords(text, px, o.boxWidth, measure);
    if (fits(lines, px, o, measure, o.maxLines)) return { fontPx: px, lines, lineHeightPx: px * o.leading };
  }
  for (let px = o.minPx - o.stepPx; px >= o.floorPx; px -= o.stepPx) {
    const lines = wrapWords(text, px, o.boxWidth, measure);
    if (fits(lines, px, o, measure, Infinity)) return { fontPx: px, lines, lineHeightPx: px * o.leading };
  }
  const lines = wrapWords(text, o.floorPx, o.boxWidth, measure);
  return { fontPx: o.floorPx, lines, lineHeightPx: o.floorPx * o.leading };
};
