import type { Feedback } from '@verse/shared/api/schemas/feedback';
import { FEEDBACK_TYPE_LABELS } from '@verse/shared/feedback';
import { escapeHtml, type Mail } from '#kit/mail.ts';

export interface FeedbackRecord extends Feedback {
  id: string;
  createdAt: string;
  /** The signed-in account that sent it, when there was one. */
  userId?: string;
  notified: boolean;
}

export const newFeedbackRecord = (
  input: Feedback,
  ctx: { id: string; now: number; userId?: string },
): FeedbackRecord => ({
  ...input,
  id: ctx.id,
  createdAt: new Date(ctx.now).toISOString(),
  ...(ctx.userId ? { userId: ctx.userId } : {}),
  notified: false,
});

const stars = (rating: number | null) => (rating ? `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} (${rating}/5)` : 'no rating');

/** The email the operator receives for each piece of feedback. */
export const operatorNotification = (record: FeedbackRecord, operatorEmail: string): Mail => {
  const label = FEEDBACK_TYPE_LABELS[record.feedbackType];
  const from = record.userName || record.userEmail ? `${record.userName ?? ''} ${record.userEmail ? `<${record.userEmail}>` : ''}`.trim() : 'anonymous';
  const lines = [
    `Type: ${label}`,
    `Rating: ${stars(record.rating)}`,
    `From: ${from}`,
    `Page: ${record.url ?? 'unknown'}`,
    `Browser: ${record.userAgent ?? 'unknown'}`,
    `Received: ${record.createdAt}`,
    `Id: ${record.id}`,
  ];
  const preview = record.message.length > 60 ? `${record.message.slice(0, 57)}...` : record.message;
  return {
    to: operatorEmail,
    subject: `Verse feedback (${label}): ${preview.replace(/\s+/g, ' ')}`,
    replyTo: record.userEmail,
    text: `${record.message}\n\n---\n${lines.join('\n')}\n`,
    html: `<p style="white-space:pre-wrap">${escapeHtml(record.message)}</p><hr><ul>${lines
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join('')}</ul>`,
  };
};
