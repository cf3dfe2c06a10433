import type { AuthResponse } from '@verse/shared/api/schemas/accounts';
import { CONFIRM_EMAIL_PARAM } from '@verse/shared/api/routes/accounts';
import { api, devMail, type ApiAnswer } from './api.ts';

/** The password test accounts are made with (`signUp` in `subscriber.ts`). */
export const TEST_PASSWORD = 'still waters 23';

export const CONFIRM_SUBJECT = 'Confirm your email to finish creating your Verse account';

/** `POST /api/auth/signup` as the form sends it. */
export const startSignUp = (email: string, password = 'still waters', extra: Record<string, unknown> = {}) =>
  api('POST', '/api/auth/signup', { body: { email, password, agreeToTerms: true, ...extra } });

/** The code of the newest emailed sign-up link for this address. */
export const signupCodeFor = async (email: string) => {
  const mail = (await devMail(email.trim())).find((m) => m.subject === CONFIRM_SUBJECT);
  const m = mail && new RegExp(`[?&]${CONFIRM_EMAIL_PARAM}=([\\w%-]+)`).exec(mail.text);
  if (!m) throw new Error(`no sign-up link was emailed to ${email}`);
  return decodeURIComponent(m[1]);
};

/** Opens the emailed sign-up link: the account is made and signed in. */
export const confirmSignUp = async (email: string): Promise<ApiAnswer<AuthResponse>> =>
  api<AuthResponse>('POST', '/api/auth/confirm-email', { body: { token: await signupCodeFor(email) } });

/** A new account the way a person makes one: the form, then the emailed link. Throws unless both worked. */
export const signUpConfirmed = async (email: string, password = 'still waters', extra: Record<string, unknown> = {}) => {
  const started = await startSignUp(email, password, extra);
  if (started.status !== 202) throw new Error(`sign-up failed: ${started.status} ${JSON.stringify(started.body)}`);
  const confirmed = await confirmSignUp(email);
  if (confirmed.status !== 201) throw new Error(`confirming the sign-up failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed;
};
