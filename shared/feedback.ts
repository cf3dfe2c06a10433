/** Feedback kinds (spec 000 §3) and the chip labels the modal shows for them (spec 000 §2). */
export const FEEDBACK_TYPES = ['general', 'bug', 'feature', 'complaint'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  general: 'General',
  bug: 'Bug Report',
  feature: 'Feature Request',
  complaint: 'Issue',
};
