import { LIMITS } from '@verse/shared/constants';

/** "N more characters needed" until the password is long enough, then "Password length OK". */
const passwordHint = (password: string) => {
  const missing = LIMITS.passwordMin - password.length;
  return missing > 0 ? `${missing} more character${missing === 1 ? '' : 's'} needed` : 'Password length OK';
};

export const PasswordHint = ({ password, id }: { password: string; id: string }) => (
  <span id={id} className={`auth-form__hint ${password.length >= LIMITS.passwordMin ? 'auth-form__hint--ok' : ''}`} aria-live="polite">
    {passwordHint(password)}
  </span>
);
