import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { resetPassword } from '@/features/session/api.ts';
import { openAuthModal } from '@/features/session/auth-modal-store.ts';
import { AuthMessage } from '@/features/session/components/auth-message.tsx';
import { PasswordHint } from '@/features/session/components/password-hint.tsx';
import '@/features/session/components/auth-form.css';
import './account-page.css';

const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/** The page a password-reset email links to: `/reset-password?token=…`. */
export const Component = () => {
  useDocumentTitle('Choose a new password · Verse');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState(token ? '' : INVALID_LINK);
  const ids = { password: useId(), hint: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!token || password.length < LIMITS.passwordMin || busy) return;
    setBusy(true);
    setMessage('');
    try {
      const answer = await resetPassword({ token, password });
      setDone(true);
      setMessage(answer.message);
    } catch (error) {
      setMessage(errorMessage(error, 'Failed to reset your password. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page account">
      <h1>Choose a new password</h1>
      {done ? (
        <div className="account__card">
          <p className="auth-message auth-message--ok" role="status">
            {message}
          </p>
          <Button onClick={() => openAuthModal('signin')}>Sign In</Button>
        </div>
      ) : (
        <form className="account__card auth-form" onSubmit={submit}>
          <div className="auth-form__field">
            <label htmlFor={ids.password}>New password</label>
            <input
              id={ids.password}
              type="password"
              name="password"
              autoComplete="new-password"
              aria-describedby={ids.hint}
              disabled={!token}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordHint password={password} id={ids.hint} />
          </div>
          <AuthMessage text={message} />
          <Button type="submit" disabled={!token || busy || password.length < LIMITS.passwordMin}>
            {busy ? 'Saving...' : 'Set New Password'}
          </Button>
          {!token || message === INVALID_LINK ? (
            <button type="button" className="link-button" onClick={() => openAuthModal('forgot-password')}>
              Send me a new link
            </button>
          ) : null}
        </form>
      )}
    </div>
  );
};
