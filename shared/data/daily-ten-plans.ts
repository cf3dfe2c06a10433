/**
 * A published Daily Ten week, as the `dailyTenPlans` table holds it: written by the daily-ten
 * service's weekly refresh, read by it for every reader and by speech to speak the week ahead.
 */
export interface WeekPlan {
  /** The Sunday the week starts, YYYY-MM-DD (the same dates everywhere; each person's days are local). */
  weekStart: string;
  /** The week's theme as people read it: "Hope", or "Hope and Peace" when it spans two. */
  theme: string;
  /** Seven lists of ten references, Sunday first. */
  days: string[][];
  /** References to replace a skipped verse or give new verses. */
  reserve: string[];
}
