import { addDays, localDate, weekStartOf } from '@verse/shared/local-time';
import { systemClock } from '#kit/clock.ts';
import { logger } from '#kit/logger.ts';
import { planForWeek } from './domain/plan.ts';
import { readingPool } from './reading.ts';
import { planStore } from './store.ts';

/**
 * The weekly refresh: publishes this week's plan if it is missing and next week's, ahead of the
 * first Sunday midnight anywhere. A plan already published is left as it is, so running it again
 * changes nothing. Answers the weeks it published.
 */
export const publishComingWeeks = async (now: number) => {
  const thisWeek = weekStartOf(localDate(now, 'UTC'));
  const published: string[] = [];
  for (const weekStart of [thisWeek, addDays(thisWeek, 7)]) {
    const result = await planStore.publish(planForWeek(readingPool().verses, weekStart), now);
    if (result.published) published.push(weekStart);
  }
  return published;
};

/** EventBridge's weekly target (and `npm run refresh` on the local stack). A failure throws, so it is retried. */
export const handler = async () => {
  const published = await publishComingWeeks(systemClock.now());
  logger.info('daily ten weeks published', { published });
  return { published };
};
