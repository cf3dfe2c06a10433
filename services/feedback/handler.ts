import { randomUUID } from 'node:crypto';
import { feedbackRequest, type FeedbackResponse } from '@verse/shared/api/schemas/feedback';
import { config } from '#kit/config.ts';
import { createHandler, json, type ApiRequest } from '#kit/http.ts';
import { logger } from '#kit/logger.ts';
import { sendMail } from '#kit/mail.ts';
import { addressKey, takeSource } from '#kit/source-limit.ts';
import { validateBody } from '#kit/validate.ts';
import { newFeedbackRecord, operatorNotification, type FeedbackRecord } from './domain/feedback.ts';
import { feedbackStore } from './store.ts';

/** How many older notifications one successful send also retries. */
const RETRIES_PER_SEND = 5;

const notify = async (record: FeedbackRecord) => {
  await sendMail(operatorNotification(record, config.operatorEmail));
  await feedbackStore.markNotified(record.id);
};

/** Mail works again: the notifications that failed earlier go out now, oldest first. */
const retryUnsent = async (sentId: string) => {
  try {
    for (const record of await feedbackStore.unsent(RETRIES_PER_SEND + 1)) if (record.id !== sentId) await notify(record);
  } catch (error) {
    logger.warn('earlier feedback notifications still not sent', { error });
  }
};

/**
 * Stores the feedback first, so nothing is lost if mail is down; the operator email follows. One
 * that cannot be sent stays marked unsent and goes out after the next one that can.
 */
const submitFeedback = async (req: ApiRequest) => {
  const input = validateBody(feedbackRequest, req.body);
  const now = req.now;
  await takeSource('feedbackPerAddress', addressKey(req.sourceIp), now);
  const record = newFeedbackRecord(input, { id: randomUUID(), now, userId: req.session?.userId });
  await feedbackStore.create(record);
  try {
    await notify(record);
    await retryUnsent(record.id);
  } catch (error) {
    logger.warn('feedback notification not sent', { id: record.id, error });
  }
  const body: FeedbackResponse = { success: true, id: record.id };
  return json(body, 201);
};

export const handler = createHandler('feedback', { 'POST /api/feedback': submitFeedback });
