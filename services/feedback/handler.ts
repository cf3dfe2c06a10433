import { randomUUID } from 'node:crypto';
import { feedbackRequest, type FeedbackResponse } from '@verse/shared/api/schemas/feedback';
import { systemClock } from '../kit/clock.ts';
import { config } from '../kit/config.ts';
import { createHandler, json, type ApiRequest } from '../kit/http.ts';
import { logger } from '../kit/logger.ts';
import { sendMail } from '../kit/mail.ts';
import { addressKey, takeSource } from '../kit/source-limit.ts';
import { validate } from '../kit/validate.ts';
import { newFeedbackRecord, operatorNotification } from './domain/feedback.ts';
import { feedbackStore } from './store.ts';

/**
 * Stores the feedback first, so nothing is lost if mail is down; the operator email follows and the
 * record remembers whether it went out.
 */
const submitFeedback = async (req: ApiRequest) => {
  const input = validate(feedbackRequest, req.body);
  const now = systemClock.now();
  await takeSource('feedbackPerAddress', addressKey(req.sourceIp), now);
  const record = newFeedbackRecord(input, { id: randomUUID(), now, userId: req.session?.userId });
  await feedbackStore.create(record);
  try {
    await sendMail(operatorNotification(record, config.operatorEmail));
    await feedbackStore.markNotified(record.id);
  } catch (error) {
    logger.warn('feedback notification not sent', { id: record.id, error });
  }
  const body: FeedbackResponse = { success: true, id: record.id };
  return json(body, 201);
};

export const handler = createHandler('feedback', { 'POST /api/feedback': submitFeedback });
