import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS, TIMINGS } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { ApiError } from '@/lib/api.ts';
import { requestPasswordReset, signUp } from '@/features/session/api.ts';
import { useAuthModal, type AuthMode } from '@/features/session/auth-modal-store.ts';
import { authErrorMessage, useSession } from '@/features/session/session-store.ts';
import { AuthMessage } from './auth-message.tsx';
import { PasswordHint } from './password-hint.tsx';
import './auth-form.css';
import { triggerPaywall } from '@/lib/app-events.ts';

const TITLES: Record<AuthMode, string> = {
  signin: 'Welcome Back',
  signup: 'Create Account',
  'forgot-password': 'Reset Password',
};

const DESCRIPTIONS: Record<AuthMode, string> = {
  signin: 'Sign in to your Verse account.',
  signup: 'Save your place with Verse.',
  'forgot-password': "Enter your email and we'll send you a link to choose a new password.",
};

const RESET_SENT = 'Password reset instructions sent to your email';

/** Sign in, sign up and reset password (spec 000 §2 "Auth modal", §4, §5, §8). */
export const AuthModal = () => {
  const { open, mode, setMode, hide } = useAuthModal();
  const authenticate = useSession((s) => s.authenticate);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [subscribeToUpdates, setSubscribeToUpdates] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  /** After a sign-up: where its link went. */
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const ids = { name: useId(), email: useId(), password: useId(), hint: useId() };

  useEffect(() => {
    setMessage('');
    setSentTo(null);
  }, [mode]);

  useEffect(() => {
    if (mode !== 'forgot-password' || message !== RESET_SENT) return;
    const timer = setTimeout(() => setMode('signin'), TIMINGS.forgotPasswordReturnMs);
    return () => clearTimeout(timer);
  }, [mode, message, setMode]);

  const close = () => {
    hide();
    setPassword('');
    setMessage('');
    setSentTo(null);
  };

  const canSubmit =
    !busy &&
    (mode === 'signin'
      ? email.trim() !== '' && password !== ''
      : mode === 'signup'
        ? email.trim() !== '' && password.length >= LIMITS.passwordMin && agreeToTerms
        : email.trim() !== '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'forgot-password' && !email.trim()) {
      setMessage('Please enter your email address');
      return;
    }
    if (!canSubmit) return;
    setBusy(true);
    setMessage('');
    try {
      if (mode === 'forgot-password') {
        const answer = await requestPasswordReset({ email });
        setMessage(answer?.message ?? RESET_SENT);
      } else if (mode === 'signup') {
        const answer = await signUp({ email, password, name: name.trim() || undefined, agreeToTerms: true, subscribeToUpdates });
        setPassword('');
        setSentTo({ email: email.trim(), message: answer.message });
      } else {
        await authenticate({ kind: 'signin', body: { email, password } });
        close();
      }
    } catch (error) {
      setMessage(mode === 'forgot-password' ? (error instanceof ApiError && error.userMessage) || 'Failed to send reset email' : authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const toPaywall = () => {
    close();
    triggerPaywall();
  };

  const button =
    mode === 'signin' ? (busy ? 'Signing In...' : 'Sign In') : mode === 'signup' ? (busy ? 'Creating Account...' : 'Create Account') : busy ? 'Sending...' : 'Send Reset Link';

  if (sentTo) {
    return (
      <Dialog open={open} onClose={close} title="Check Your Email" description={sentTo.message}>
        <div className="auth-form">
          <p className="auth-form__sent" role="status">
            It went to <strong>{sentTo.email}</strong> and works for {LIMITS.signupLinkHours} hours. Opening it signs you in.
          </p>
          <Button block onClick={close}>
            Done
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={close} title={TITLES[mode]} description={DESCRIPTIONS[mode]}>
      <form className="auth-form" onSubmit={submit} noValidate>
        {mode === 'signup' && (
          <label className="auth-form__field" htmlFor={ids.name}>
            Name (optional)
            <input id={ids.name} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
        )}
        <label className="auth-form__field" htmlFor={ids.email}>
          Email
          <input id={ids.email} name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        {mode !== 'forgot-password' && (
          <div className="auth-form__field">
            <label htmlFor={ids.password}>Password</label>
            <input
              id={ids.password}
              name="password"
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              required
              aria-describedby={mode === 'signup' ? ids.hint : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {mode === 'signup' && <PasswordHint password={password} id={ids.hint} />}
          </div>
        )}
        {mode === 'signup' && (
          <>
            <label className="auth-form__check">
              <input type="checkbox" name="agreeToTerms" checked={agreeToTerms} onChange={(e) => setAgreeToTerms(e.target.checked)} />
              <span>
                I agree to the{' '}
                <Link to="/privacy" onClick={close}>
                  Privacy Policy
                </Link>
              </span>
            </label>
            <label className="auth-form__check">
              <input type="checkbox" name="subscribeToUpdates" checked={subscribeToUpdates} onChange={(e) => setSubscribeToUpdates(e.target.checked)} />
              <span>Send me verse updates by email</span>
            </label>
          </>
        )}
        <AuthMessage text={message} />
        <Button type="submit" block disabled={!canSubmit}>
          {button}
        </Button>
        <div className="auth-form__links">
          {mode === 'signin' && (
            <>
              <button type="button" className="link-button" onClick={() => setMode('forgot-password')}>
                Forgot password?
              </button>
              <button type="button" className="link-button" onClick={toPaywall}>
                Don't have an account? Sign up
              </button>
            </>
          )}
          {mode === 'signup' && (
            <button type="button" className="link-button" onClick={() => setMode('signin')}>
              Already have an account? Sign in
            </button>
          )}
          {mode === 'forgot-password' && (
            <button type="button" className="link-button" onClick={() => setMode('signin')}>
              Back to Sign In
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
};
