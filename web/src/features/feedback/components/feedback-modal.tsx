import { useEffect, useState, type FormEvent } from 'react';
import { STORAGE_KEYS } from '@verse/shared/browser';
import { FEEDBACK_TYPE_LABELS, FEEDBACK_TYPES, type FeedbackType } from '@verse/shared/feedback';
import { LIMITS, TIMINGS } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { storage } from '@/lib/storage.ts';
import { sendFeedback } from '@/features/feedback/api.ts';
import { useFeedbackModal } from '@/features/feedback/feedback-store.ts';
import './feedback-modal.css';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

const storedUser = (): { email?: string; name?: string } => {
  try {
    return JSON.parse(storage.get(STORAGE_KEYS.user) ?? '{}') ?? {};
  } catch {
    return {};
  }
};

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, i) => i + 1);

/** "Send Feedback" (spec 000 §2): type chips, optional stars, a required message. */
export const FeedbackModal = () => {
  const { open, hide } = useFeedbackModal();
  const [type, setType] = useState<FeedbackType>('general');
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  const reset = () => {
    setType('general');
    setRating(null);
    setMessage('');
    setStatus('idle');
  };

  const close = () => {
    hide();
    reset();
  };

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(close, TIMINGS.feedbackCloseMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close only depends on stable setters
  }, [status]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim() || status === 'sending') return;
    setStatus('sending');
    const user = storedUser();
    try {
      await sendFeedback({
        feedbackType: type,
        message: message.trim(),
        rating,
        userEmail: user.email ?? null,
        userName: user.name ?? null,
        userAgent: navigator.userAgent,
        url: window.location.href,
      });
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Dialog open={open} onClose={close} title="Send Feedback" description="Tell us what helped, what broke, or what you wish Verse could do.">
      {status === 'sent' ? (
        <p className="feedback__success" role="status">
          Thank you! Your feedback has been sent successfully.
        </p>
      ) : (
        <form className="feedback" onSubmit={submit}>
          <fieldset className="feedback__types">
            <legend>Type of feedback</legend>
            {FEEDBACK_TYPES.map((t) => (
              <label key={t} className={`chip ${type === t ? 'chip--on' : ''}`}>
                <input type="radio" name="feedbackType" value={t} checked={type === t} onChange={() => setType(t)} className="visually-hidden" />
                {FEEDBACK_TYPE_LABELS[t]}
              </label>
            ))}
          </fieldset>
          <fieldset className="feedback__rating">
            <legend>Rating (optional)</legend>
            <div className="stars">
              {STARS.map((n) => (
                <button
                  key={n}
                  type="button"
                  className={`star ${rating !== null && n <= rating ? 'star--on' : ''}`}
                  aria-label={`${n} star${n > 1 ? 's' : ''}`}
                  aria-pressed={rating === n}
                  onClick={() => setRating(rating === n ? null : n)}
                >
                  ★
                </button>
              ))}
            </div>
          </fieldset>
          <label className="feedback__label" htmlFor="feedback-message">
            Your feedback
          </label>
          <textarea
            id="feedback-message"
            className="feedback__message"
            required
            rows={5}
            maxLength={LIMITS.feedbackMessageMax}
            value={message}
            placeholder="What would you like us to know?"
            onChange={(e) => setMessage(e.target.value)}
          />
          {status === 'failed' && (
            <p className="feedback__error" role="alert">
              Failed to send feedback. Please try again.
            </p>
          )}
          <Button type="submit" block disabled={!message.trim() || status === 'sending'}>
            {status === 'sending' ? 'Sending...' : 'Send Feedback'}
          </Button>
        </form>
      )}
    </Dialog>
  );
};
