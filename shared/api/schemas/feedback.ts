import * as z from 'zod';
import { LIMITS } from '../../constants.ts';
import { FEEDBACK_TYPES } from '../../feedback.ts';
import { optionalEmailField } from './common.ts';


const optionalText = (max: number, label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => (v == null ? undefined : v.trim().slice(0, max) || undefined));

export const feedbackRequest = z.object({
  feedbackType: z.enum(FEEDBACK_TYPES, {
    error: 'Please choose a feedback type: general, bug, feature or complaint',
  }),
  message: z
    .string({ error: 'Please enter your feedback' })
    .trim()
    .min(1, { error: 'Please enter your feedback' })
    .max(LIMITS.feedbackMessageMax, {
      error: `Your feedback is too long: please keep it under ${LIMITS.feedbackMessageMax} characters`,
    }),
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(LIMITS.ratingMin, { error: 'Rating must be a whole number from 1 to 5' })
    .max(LIMITS.ratingMax, { error: 'Rating must be a whole number from 1 to 5' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
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
