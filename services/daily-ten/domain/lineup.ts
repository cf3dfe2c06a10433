import { DAILY_TEN, LIMITS, SUBSCRIBER_LIMIT_MESSAGE } from '@verse/shared/constants';
import { dayOfWeek } from '@verse/shared/local-time';
import type { WeekPlan } from './plan.ts';

/** Today's ten: the person's own lineup once they skipped or asked for new verses, else the plan's. */
export const lineupFor = (plan: WeekPlan, date: string, own?: string[]) => own ?? plan.days[dayOfWeek(date)];

export const progressOf = (lineup: readonly string[], read: ReadonlySet<string> | undefined) => lineup.map((ref) => !!read?.has(ref));

/**
 * Verses from the week's reserve this person has not been shown this week, those of the week's
 * themes first (`themeOf` gives a reference's theme).
 */
export const unseenReserve = (plan: WeekPlan, shown: ReadonlySet<string>, themeOf: (reference: string) => string | undefined) => {
  const unseen = plan.reserve.filter((ref) => !shown.has(ref));
  const inTheme = (ref: string) => plan.theme.toLowerCase().includes((themeOf(ref) ?? '\u0000').toLowerCase());
  return [...unseen.filter(inTheme), ...unseen.filter((ref) => !inTheme(ref))];
};

/** Today's lineup with the verse at `index` replaced by the first unseen one, or undefined when none is left. */
export const withSkipped = (lineup: readonly string[], index: number, candidates: readonly string[]) =>
  candidates.length ? lineup.map((ref, i) => (i === index ? candidates[0] : ref)) : undefined;

/** Ten new verses for today, or undefined when fewer than ten are left unseen this week. */
export const freshTen = (candidates: readonly string[]) => (candidates.length >= DAILY_TEN.verses ? candidates.slice(0, DAILY_TEN.verses) : undefined);

/** Why the Daily Ten is locked (spec 001 §2 for free visitors, §6 for subscribers at the daily cap). */
export const lockedMessage = (isSubscriber: boolean) =>
  isSubscriber
    ? SUBSCRIBER_LIMIT_MESSAGE
    : `You've used all ${LIMITS.freeSearches} interactions in your ${LIMITS.freeWindowHours}-hour window. Daily verses will unlock when your limit resets.`;
