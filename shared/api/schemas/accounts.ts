import * as z from 'zod/mini';
import { LIMITS } from '../../constants.ts';
import { emailField, nullableText } from './common.ts';

const PASSWORD_MAX = 1024;
const SHORT_PASSWORD = `Password must be at least ${LIMITS.passwordMin} characters`;

const newPassword = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please enter a password' : 'Your password must be text') })
  .check(
    z.minLength(1, { error: 'Please enter a password' }),
    z.minLength(LIMITS.passwordMin, { error: SHORT_PASSWORD }),
    z.maxLength(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
  );

/** Spec 000 §3 "Auth form", §5: email, password of at least 6, the terms box ticked. */
export const signupRequest = z.object({
  email: emailField(),
  password: newPassword,
  name: z.pipe(
    nullableText('Name must be text'),
    z.transform((v) => (v == null ? undefined : v.trim().replace(/\s+/g, ' ').slice(0, 100) || undefined)),
  ),
  agreeToTerms: z.literal(true, { error: 'Please agree to the Terms of Service and Privacy Policy' }),
  subscribeToUpdates: z.pipe(
    z.optional(z.boolean({ error: 'subscribeToUpdates must be true or false' })),
    z.transform((v) => v ?? false),
  ),
});
export type SignupRequest = z.input<typeof signupRequest>;

export const signinRequest = z.object({
  email: emailField(),
  password: z
    .string({ error: 'Please enter your password' })
    .check(z.minLength(1, { error: 'Please enter your password' }), z.maxLength(PASSWORD_MAX, { error: 'Incorrect email or password' })),
});
export type SigninRequest = z.input<typeof signinRequest>;

export const forgotPasswordRequest = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** A sign-up link that was used, expired or never issued. */
export const INVALID_SIGNUP_LINK = 'This link has expired or was already used. Please sign up again, or sign in.';

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

export const resetPasswordRequest = z.object({
  token: z
    .string({ error: INVALID_RESET_LINK })
    .check(z.trim(), z.minLength(1, { error: INVALID_RESET_LINK }), z.maxLength(200, { error: INVALID_RESET_LINK })),
  password: newPassword,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const checkSubscriberQuery = z.object({ email: emailField() });

/** Spec 000 §3 "Auth response". */
export interface AuthUser {
  id: string;
  email: string;
  name?: string;
}

export interface AuthResponse {
  token: string;
  user: AuthUser;
}

interface SubscriptionSummary {
  active: boolean;
  planType?: 'monthly' | 'annual';
  status?: string;
  /** End of the paid period, epoch ms. */
  currentPeriodEnd?: number;
}

/** `GET /api/auth/profile`. */
export interface ProfileResponse {
  user: AuthUser & { createdAt: string; subscribeToUpdates: boolean };
  subscription: SubscriptionSummary;
}

/** `GET /api/auth/user`: the current user record with its subscriber flag. */
export interface CurrentUserResponse extends AuthUser {
  isSubscriber: boolean;
  planType?: 'monthly' | 'annual';
}

/** `GET /api/check-subscriber?email=`. */
export interface CheckSubscriberResponse {
  active: boolean;
  planType?: 'monthly' | 'annual';
}

/** `POST /api/auth/forgot-password` and `/reset-password`. */
export interface MessageResponse {
  success: true;
  message: string;
}

/** `POST /api/auth/signup` answers this for every email, new or taken: the emailed link finishes it. */
export const SIGNUP_SENT_MESSAGE = 'Check your email: we sent you a link to finish creating your account.';

/** `POST /api/auth/confirm-email`: the emailed sign-up link, exchanged for a session. */
export const confirmEmailRequest = z.object({
  token: z
    .string({ error: 'The link is missing its code' })
    .check(z.minLength(1, { error: 'The link is missing its code' }), z.maxLength(200, { error: INVALID_SIGNUP_LINK })),
});
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequest>;

export const RESET_SENT_MESSAGE = 'Password reset instructions sent to your email';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in with your new password.';
