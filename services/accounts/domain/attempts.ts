import { LIMITS } from '@verse/shared/constants';

const MINUTE_MS = 60_000;

/** Sign-in attempts are counted in 15-minute windows. */
export const signInWindowEnd = (now: number) => now + LIMITS.signInWindowMinutes * MINUTE_MS;

/** Emails about an account (reset links, sign-up links) per address: a few an hour, so it cannot be flooded. */
const ACCOUNT_MAILS_PER_HOUR = 5;
export const accountMailAllowance = (now: number) => ({
  limit: ACCOUNT_MAILS_PER_HOUR,
  windowEnd: now + 60 * MINUTE_MS,
});

export const tooManyAttemptsMessage = (resetsAt: number, now: number) => {
  const minutes = Math.max(1, Math.ceil((resetsAt - now) / MINUTE_MS));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`;
};
