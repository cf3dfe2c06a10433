import { useState } from 'react';
import { LIMITS, PRICES } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/features/session/session-store.ts';
import { useUsage } from '@/features/usage/usage-store.ts';
import { cancelSubscription } from '@/features/subscription/api.ts';
import { subscriberFlags } from '@/features/subscription/subscriber-flags.ts';
import './subscription.css';

const CONFIRM = "Are you sure you want to cancel your subscription? You'll lose unlimited access to verses.";
// The spec's "3 free verses per day" is the other reading of the free allowance; Verse enforces 4 per 48 hours (README).
const CANCELLED = `Subscription cancelled successfully. You can still use ${LIMITS.freeSearches} free verse searches every ${LIMITS.freeWindowHours} hours.`;
const FAILED = 'Failed to cancel subscription. Please try again.';

const PLAN_LINES = {
  monthly: `Monthly subscription - ${PRICES.monthly.label}`,
  annual: `Annual subscription - ${PRICES.annual.label}`,
} as const;

const longDate = (ms: number) => new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The /account subscription card (spec 001 §2): the plan, and cancelling it after a confirmation. */
export const SubscriptionCard = () => {
  const email = useSession((s) => s.user?.email);
  const subscription = useSession((s) => s.profile?.subscription);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  if (!email || (!subscription?.active && !message)) return null;

  const cancel = async () => {
    if (busy || !window.confirm(CONFIRM)) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await cancelSubscription(email);
      const until = answer.cancelAtPeriodEnd ? ` Your unlimited access continues until ${longDate(answer.accessUntil)}.` : '';
      setMessage({ ok: true, text: CANCELLED + until });
      if (!answer.cancelAtPeriodEnd) subscriberFlags.clear();
      await useSession.getState().refreshProfile();
      void useUsage.getState().refresh();
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error, FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="subscription-card" aria-label="Subscription">
      {subscription?.active && (
        <>
          <p className="subscription-card__plan">{PLAN_LINES[subscription.planType ?? 'monthly']}</p>
          {subscription.currentPeriodEnd && (
            <p className="subscription-card__status">
              {subscription.status === 'past_due' ? 'Payment is being retried. ' : ''}Paid through {longDate(subscription.currentPeriodEnd)}
            </p>
          )}
        </>
      )}
      {message && (
        <p className={`subscription-card__message subscription-card__message--${message.ok ? 'ok' : 'error'}`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {subscription?.active && (
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          {busy ? 'Cancelling...' : 'Cancel Subscription'}
        </Button>
      )}
    </section>
  );
};
