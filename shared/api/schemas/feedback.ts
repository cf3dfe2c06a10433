import * as z from 'zod/mini';
import { LIMITS } from '../../constants.ts';
import { FEEDBACK_TYPES } from '../../feedback.ts';
import { nullableText, optionalEmailField } from './common.ts';


const optionalText = (max: number, label: string) =>
  z.pipe(nullableText(`${label} must be text`), z.transform((v) => (v == null ? undefined : v.trim().slice(0, max) || undefined)));

const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

export const feedbackRequest = z.object({
  feedbackType: z.enum(FEEDBACK_TYPES, {
    error: 'Please choose a feedback type: general, bug, feature or complaint',
  }),
  message: z
    .string({ error: 'Please enter your feedback' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please enter your feedback' }),
      z.maxLength(LIMITS.feedbackMessageMax, {
        error: `Your feedback is too long: please keep it under ${LIMITS.feedbackMessageMax} characters`,
      }),
    ),
  rating: z.pipe(
    z.optional(
      z.nullable(
        z.int({ error: RATING_MESSAGE }).check(z.gte(LIMITS.ratingMin, { error: RATING_MESSAGE }), z.lte(LIMITS.ratingMax, { error: RATING_MESSAGE })),
      ),
    ),
    z.transform((v) => v ?? null),
  ),
  userEmail: optionalEmailField(),
  userName: optionalText(200, 'Name'),
  userAgent: optionalText(500, 'User agent'),
  url: optionalText(2000, 'URL'),
});

export type FeedbackRequest = z.input<typeof feedbackRequest>;
export type Feedback = z.output<typeof feedbackRequest>;

export interface FeedbackResponse {
  success: true;
  id: string;
}
