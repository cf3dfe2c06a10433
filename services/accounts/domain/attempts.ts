import { LIMITS } from '@verse/shared/constants';

const MINUTE_MS = 60_000;

/** Sign-in attempts: 10 per email and per device in 15 minutes. */
export const signInAllowance = (now: number) => ({
  limit: LIMITS.signInAttempts,
  windowEnd: now + LIMITS.signInWindowMinutes * MINUTE_MS,
});

/** Reset emails per address: a few per validity period, so the address cannot be flooded. */
export const RESET_REQUESTS_PER_PERIOD = 5;
export const resetRequestAllowance = (now: number) => ({
  limit: RESET_REQUESTS_PER_PERIOD,
  windowEnd: now + LIMITS.resetTokenMinutes * MINUTE_MS,
});

export const tooManyAttemptsMessage = (resetsAt: number, now: number) => {
  const minutes = Math.max(1, Math.ceil((resetsAt - now) / MINUTE_MS));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`;
};
