import { useState, type FormEvent } from 'react';
import { STORAGE_KEYS } from '@verse/shared/browser';
import { PITCH_LINE, PLAN_TYPES, PRICES, type PlanType } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { storage } from '@/lib/storage.ts';
import { openAuthModal } from '@/features/session/auth-modal-store.ts';
import { useSession } from '@/features/session/session-store.ts';
import { createSubscription } from '@/features/subscription/api.ts';
import { SubscriberUnlockCard } from '@/features/subscription/components/subscriber-unlock-card.tsx';
import { usePaywall } from '@/features/paywall/paywall-store.ts';
import './paywall-dialog.css';

const START_FAILED = 'Failed to start subscription. Please try again.';

const PLANS: Record<PlanType, { title: string; badge?: string; button: string }> = {
  monthly: { title: 'Monthly', button: `Unlock Unlimited Verses – ${PRICES.monthly.label}` },
  annual: { title: 'Annual', badge: 'Save $10!', button: `Unlock Unlimited Verses – ${PRICES.annual.label}` },
  gift: { title: 'Gift to a Friend', button: `Gift Unlimited Verses – ${PRICES.gift.label}` },
};

const storedUser = (): { email?: string; name?: string } => {
  try {
    return JSON.parse(storage.get(STORAGE_KEYS.user) ?? '{}') ?? {};
  } catch {
    return {};
  }
};

/** "Go Unlimited" (spec 000 §2): three plans, who it is for, then Stripe Checkout (or the local demo checkout). */
export const PaywallDialog = () => {
  const { open, hide } = usePaywall();
  const [view, setView] = useState<'plans' | 'unlock'>('plans');
  const [plan, setPlan] = useState<PlanType>('monthly');
  const me = storedUser();
  const [name, setName] = useState(me.name ?? '');
  const [email, setEmail] = useState(me.email ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gift = plan === 'gift';
  const signedIn = useSession((s) => s.user !== null);

  const choose = (next: PlanType) => {
    setPlan(next);
    setError(null);
    // A gift is for someone else: start from empty fields, and back to the reader's own when leaving it.
    if ((next === 'gift') !== gift) {
      setName(next === 'gift' ? '' : (me.name ?? ''));
      setEmail(next === 'gift' ? '' : (me.email ?? ''));
    }
  };

  const close = () => {
    hide();
    setView('plans');
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError('Please enter your email address');
    if (!name.trim()) return setError('Please enter your name');
    setBusy(true);
    setError(null);
    try {
      const { url } = await createSubscription({ planType: plan, email: email.trim(), name: name.trim() });
      if (!url) throw new Error('no checkout url');
      window.location.assign(url);
    } catch (err) {
      setError(err instanceof ApiError && err.status === 400 ? errorMessage(err, START_FAILED) : START_FAILED);
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={view === 'plans' ? 'Go Unlimited' : 'Unlock Verse'} description={view === 'plans' ? PITCH_LINE : undefined} className="paywall">
      {view === 'unlock' ? (
        <SubscriberUnlockCard onCancel={() => setView('plans')} />
      ) : (
        <form className="paywall__form" onSubmit={submit} noValidate>
          <fieldset className="paywall__plans">
            <legend className="visually-hidden">Choose a plan</legend>
            {PLAN_TYPES.map((p) => (
              <label key={p} className={`plan${plan === p ? ' plan--on' : ''}`}>
                <input type="radio" name="plan" value={p} checked={plan === p} onChange={() => choose(p)} className="visually-hidden" />
                <span className="plan__title">{PLANS[p].title}</span>
                <span className="plan__price">{PRICES[p].label}</span>
                {PLANS[p].badge && <span className="plan__badge">{PLANS[p].badge}</span>}
              </label>
            ))}
          </fieldset>
          <label className="paywall__label" htmlFor="paywall-name">
            {gift ? "Recipient's name" : 'Name'}
          </label>
          <input
            id="paywall-name"
            className="text-input"
            autoComplete={gift ? 'off' : 'name'}
            placeholder={gift ? "Recipient's name" : 'Your name'}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
          <label className="paywall__label" htmlFor="paywall-email">
            {gift ? "Recipient's email" : 'Email'}
          </label>
          <input
            id="paywall-email"
            className="text-input"
            type="email"
            inputMode="email"
            autoComplete={gift ? 'off' : 'email'}
            placeholder={gift ? "Recipient's email address" : 'Your email address'}
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
          />
          {gift && <p className="paywall__hint">We'll email them how to start. Their year begins when you pay and does not renew.</p>}
          {error && (
            <p className="paywall__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" variant="gold" block disabled={busy} className="paywall__submit">
            {busy ? 'Processing...' : PLANS[plan].button}
          </Button>
          <p className="paywall__note">Your subscription is a donation that keeps Verse alive and free of ads for everyone.</p>
          <p className="paywall__secured">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            Secured by Stripe · card payments
          </p>
          <button type="button" className="paywall__link" onClick={() => setView('unlock')}>
            Already a Verse subscriber?
          </button>
          {!signedIn && (
            <button
              type="button"
              className="paywall__link"
              onClick={() => {
                close();
                openAuthModal('signup');
              }}
            >
              Just want a free account? <span className="paywall__nowrap">Create one</span>
            </button>
          )}
        </form>
      )}
    </Dialog>
  );
};
