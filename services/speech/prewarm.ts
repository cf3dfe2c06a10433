import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { WeekPlan } from '@verse/shared/data/daily-ten-plans';
import { addDays, localDate, weekStartOf } from '@verse/shared/local-time';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { dynamo } from '#kit/clients.ts';
import { systemClock } from '#kit/clock.ts';
import { config } from '#kit/config.ts';
import { logger } from '#kit/logger.ts';
import { spokenForm } from './domain/scripture-only.ts';
import { speak, type SpeechEngine } from './domain/speak.ts';
import { selectEngine } from './engines/index.ts';
import { audioStore } from './store.ts';

/** The published plan of a week, if there is one (the daily-ten service writes it). */
const publishedPlan = async (weekStart: string) => {
  const out = await dynamo().send(new GetCommand({ TableName: config.tableName('dailyTenPlans'), Key: { weekStart } }));
  return out.Item as WeekPlan | undefined;
};

/** What a listener's request speaks for a verse: its corpus text, whitespace folded, so the stored audio is found. */
const spokenText = (reference: string) => {
  const parsed = parseCanonicalReference(reference);
  const text = parsed && loadCorpus('WEB').text(parsed);
  return text ? spokenForm(text) : undefined;
};

/**
 * Speaks a published Daily Ten week ahead of its readers (its days and reserve, in the default
 * version), so "listen" starts at once. Audio already stored is left alone; a verse that fails is
 * logged and the rest go on; the week's plan missing is not an error (nothing to do yet).
 */
export const prewarmWeek = async (weekStart: string, chosen?: SpeechEngine) => {
  const plan = await publishedPlan(weekStart);
  const counts = { weekStart, spoken: 0, alreadyStored: 0, failed: 0 };
  if (!plan) return counts;
  const engine = chosen ?? (await selectEngine());
  for (const reference of new Set([...plan.days.flat(), ...plan.reserve])) {
    const text = spokenText(reference);
    if (!text) continue;
    try {
      const { cache } = await speak(text, engine, audioStore);
      counts[cache === 'hit' ? 'alreadyStored' : 'spoken'] += 1;
    } catch (error) {
      counts.failed += 1;
      logger.warn('a daily ten verse was not spoken ahead', { reference, error });
    }
  }
  return counts;
};

/** EventBridge's weekly target, after the Daily Ten's refresh: next week's verses, and this week's if any were missed. */
export const handler = async () => {
  const thisWeek = weekStartOf(localDate(systemClock.now(), 'UTC'));
  const weeks = [await prewarmWeek(addDays(thisWeek, 7)), await prewarmWeek(thisWeek)];
  logger.info('daily ten audio spoken ahead', { weeks });
  if (weeks.some((w) => w.failed > 0 && w.spoken === 0)) throw new Error('no daily ten verse could be spoken');
  return { weeks };
};
