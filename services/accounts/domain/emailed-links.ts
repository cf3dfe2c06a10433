import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_EMAIL_PARAM } from '@verse/shared/api/routes/accounts';
import { LIMITS } from '@verse/shared/constants';
import { escapeHtml, type Mail } from '#kit/mail.ts';

/** A token for an emailed link (reset, sign-up): the link carries `token`; only its SHA-256 is stored. */
export const newLinkToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
};

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('base64url');

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

export const SIGNUP_LINK_MS = LIMITS.signupLinkHours * 3_600_000;

export const signupLink = (appUrl: string, token: string) => `${appUrl}/?${CONFIRM_EMAIL_PARAM}=${encodeURIComponent(token)}`;

export const confirmSignupMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Confirm your email to finish creating your Verse account',
  text: [
    'Welcome to Verse!',
    '',
    `Open this link to confirm your email and finish creating your account (it works once, for ${LIMITS.signupLinkHours} hours):`,
    link,
    '',
    "If you didn't sign up, ignore this email: no account is made without it.",
  ].join('\n'),
  html: `<p>Welcome to Verse!</p>
<p><a href="${escapeHtml(link)}">Confirm your email and finish creating your account</a> (the link works once, for ${LIMITS.signupLinkHours} hours).</p>
<p>If you didn't sign up, ignore this email: no account is made without it.</p>`,
});

/** Sent instead of a sign-up link when the email already has an account: only its owner learns that. */
export const accountExistsMail = (to: string, appUrl: string): Mail => ({
  to,
  subject: 'You already have a Verse account',
  text: [
    'Someone, probably you, tried to create a Verse account with this email, but you already have one.',
    '',
    `Sign in at ${appUrl} — or choose "Forgot password?" there if you no longer know your password.`,
    '',
    "If it wasn't you, nothing has changed: your account and password stay as they are.",
  ].join('\n'),
  html: `<p>Someone, probably you, tried to create a Verse account with this email, but you already have one.</p>
<p><a href="${escapeHtml(appUrl)}">Sign in to Verse</a> — or choose “Forgot password?” there if you no longer know your password.</p>
<p>If it wasn't you, nothing has changed: your account and password stay as they are.</p>`,
});

/** Sent by "Forgot password?" for an email no account uses, so every request gets one email. */
export const noAccountMail = (to: string, appUrl: string): Mail => ({
  to,
  subject: 'Reset your Verse password',
  text: [
    'Someone asked to reset the password of a Verse account with this email, but no account uses it.',
    '',
    `If it was you, perhaps you signed up with another address — or create an account at ${appUrl}.`,
    '',
    "If it wasn't you, ignore this email.",
  ].join('\n'),
  html: `<p>Someone asked to reset the password of a Verse account with this email, but no account uses it.</p>
<p>If it was you, perhaps you signed up with another address — or <a href="${escapeHtml(appUrl)}">create an account</a>.</p>
<p>If it wasn't you, ignore this email.</p>`,
});
