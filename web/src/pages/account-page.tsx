import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { openAuthModal } from '@/features/session/auth-modal-store.ts';
import { AuthMessage } from '@/features/session/components/auth-message.tsx';
import { authErrorMessage, useSession } from '@/features/session/session-store.ts';
import { SubscriptionCard } from '@/features/subscription/components/subscription-card.tsx';
import '@/features/session/components/auth-form.css';
import './account-page.css';
import { triggerPaywall } from '@/lib/app-events.ts';

type View = 'chooser' | 'form';

/** Spec 001 §2 "/account": a chooser, the sign-in form, or the signed-in account. */
export const Component = () => {
  useDocumentTitle('Your account · Verse');
  const { user, isLoading, restore } = useSession();
  useEffect(() => {
    void restore();
  }, [restore]);
  return (
    <div className="page account">
      <h1>Your Account</h1>
      {user ? <SignedIn /> : isLoading ? <div aria-busy="true" /> : <SignedOut />}
    </div>
  );
};

const SignedOut = () => {
  const [view, setView] = useState<View>('chooser');
  const navigate = useNavigate();
  if (view === 'form') return <SignInForm onCancel={() => setView('chooser')} />;
  return (
    <div className="account__card account__actions">
      <Button block onClick={() => setView('form')}>
        Sign In
      </Button>
      <Button
        block
        variant="gold"
        onClick={() => {
          navigate('/');
          triggerPaywall();
        }}
      >
        Sign Up for Verse
      </Button>
      <Link to="/" className="btn btn--ghost btn--block">
        Back to Home
      </Link>
    </div>
  );
};

const SignInForm = ({ onCancel }: { onCancel(): void }) => {
  const authenticate = useSession((s) => s.authenticate);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const ids = { email: useId(), password: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password || busy) return;
    setBusy(true);
    setMessage('');
    try {
      await authenticate({ kind: 'signin', body: { email, password } });
    } catch (error) {
      setMessage(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account__card auth-form" onSubmit={submit}>
      <label className="auth-form__field" htmlFor={ids.email}>
        Email
        <input id={ids.email} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="auth-form__field" htmlFor={ids.password}>
        Password
        <input id={ids.password} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <AuthMessage text={message} />
      <button type="button" className="link-button account__forgot" onClick={() => openAuthModal('forgot-password')}>
        Forgot password?
      </button>
      <div className="account__row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </div>
    </form>
  );
};

const SignedIn = () => {
  const { user, isSubscriber, logout } = useSession();
  return (
    <div className="account__card">
      <p className="account__plan">
        {isSubscriber ? (
          <>
            Unlimited Account <span className="account__badge">Pro</span>
          </>
        ) : (
          'Free Account'
        )}
      </p>
      <p className="account__email">{user?.email}</p>
      <p>
        {isSubscriber
          ? 'You have unlimited access to Bible verses'
          : `You have ${LIMITS.freeSearches} free verse searches every ${LIMITS.freeWindowHours} hours`}
      </p>
      <SubscriptionCard />
      <Button variant="secondary" onClick={() => void logout()}>
        Sign Out
      </Button>
    </div>
  );
};
