import { z } from 'zod';

/** A pragmatic email shape check: something@domain.tld, no spaces, at most 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailField = (requiredMessage = 'Please enter your email address') =>
  z
    .string({ error: requiredMessage })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage })
        .max(254, { error: 'That email address is too long' })
        .regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }),
    );

/** An optional email: absent, null or blank means none; anything else must be well-formed. */
export const optionalEmailField = () =>
  z
    .union([z.string(), z.null()], { error: 'Email must be text' })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? undefined : normalizeEmail(v)))
    .pipe(
      z
        .string()
        .max(254, { error: 'That email address is too long' })
        .regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' })
        .optional(),
    );
