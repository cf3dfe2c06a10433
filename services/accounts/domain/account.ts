import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser } from '@verse/shared/api/schemas/accounts';
import { LIMITS } from '@verse/shared/constants';
import { escapeHtml, type Mail } from '../../kit/mail.ts';

/** An account as stored, keyed by normalized email. `passwordHash` never leaves the service. */
export interface UserRecord {
  email: string;
  userId: string;
  name?: string;
  passwordHash: string;
  subscribeToUpdates: boolean;
  agreedToTermsAt: string;
  createdAt: string;
  passwordChangedAt: string;
  /** Raised by a password reset or a sign-out; tokens carry the version they were issued at. */
  sessionVersion?: number;
  /** The hash of the newest reset link: requesting a new one makes older links useless. */
  resetTokenHash?: string;
}

/** What a session token says about its account. */
export const sessionOf = (user: UserRecord) => ({
  userId: user.userId,
  email: user.email,
  ...(user.name ? { name: user.name } : {}),
  sessionVersion: user.sessionVersion ?? 0,
});

export const newUserRecord = (
  input: { email: string; name?: string; subscribeToUpdates: boolean },
  ctx: { userId: string; passwordHash: string; now: number },
): UserRecord => {
  const at = new Date(ctx.now).toISOString();
  return {
    email: input.email,
    userId: ctx.userId,
    ...(input.name ? { name: input.name } : {}),
    passwordHash: ctx.passwordHash,
    subscribeToUpdates: input.subscribeToUpdates,
    agreedToTermsAt: at,
    createdAt: at,
    passwordChangedAt: at,
  };
};

/** What a response may show of an account. */
export const publicUser = (u: Pick<UserRecord, 'userId' | 'email' | 'name'>): AuthUser => ({
  id: u.userId,
  email: u.email,
  ...(u.name ? { name: u.name } : {}),
});

/** A password-reset token: the link carries `token`; only its SHA-256 is stored. */
export const newResetToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
};

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const RESET_TOKEN_MS = LIMITS.resetTokenMinutes * 60_000;

export const resetLink = (appUrl: string, token: string) => `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;

export const resetPasswordMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Reset your Verse password',
  text: [
    'Someone asked to reset the password of your Verse account.',
    '',
    `Choose a new password here (the link works once, for ${LIMITS.resetTokenMinutes} minutes):`,
    link,
    '',
    "If it wasn't you, ignore this email: your password stays as it is.",
  ].join('\n'),
  html: `<p>Someone asked to reset the password of your Verse account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${LIMITS.resetTokenMinutes} minutes).</p>
<p>If it wasn't you, ignore this email: your password stays as it is.</p>`,
});
