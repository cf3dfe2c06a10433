import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/ui/button.tsx';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { unlockSubscriber } from '@/features/subscription/api.ts';
import './subscription.css';

const FAILED = 'Failed to verify email. Please try again.';

/**
 * "Already a Verse subscriber?" (spec 000 §2). Typing an email unlocks nothing by itself: the server
 * emails that address a single-use link, and opening it signs this browser in.
 */
export const SubscriberUnlockCard = ({ onCancel }: { onCancel(): void }) => {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || busy) return;
    setBusy(true);
    setResult(null);
    try {
      const { message } = await unlockSubscriber(email.trim());
      setResult({ ok: true, text: message });
    } catch (err) {
      setResult({ ok: false, text: err instanceof ApiError && err.status === 400 ? errorMessage(err, FAILED) : FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="unlock-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="unlock-card__title">
        Already a Verse subscriber?
      </h3>
      <p className="unlock-card__lead">Enter the email you subscribed with. We'll send a link that unlocks Verse on this device.</p>
      <form className="unlock-card__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          Subscriber email
        </label>
        <input
          id={`${id}-email`}
          className="text-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Your subscriber email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {result && (
          <p className={result.ok ? 'unlock-card__sent' : 'unlock-card__error'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </p>
        )}
        <div className="unlock-card__actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Unlock'}
          </Button>
        </div>
      </form>
    </section>
  );
};
