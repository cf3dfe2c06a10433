import * as z from 'zod';

const EMAIL_MAX_LENGTH = 254;

/**
 * A pragmatic email shape check: something@domain.tld, one @, no spaces, at most 254 characters.
 * Written without a regular expression over the whole address and with the length checked first, so
 * it takes linear time on any input (a backtracking pattern took seconds on `a@` and 120,000 dots).
 */
export const isEmailAddress = (value: string) => {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  return value.slice(at + 2, -1).includes('.');
};

const validEmail = (field: z.ZodString) =>
  field
    .max(EMAIL_MAX_LENGTH, { error: 'That email address is too long', abort: true })
    .refine(isEmailAddress, { error: 'Please enter a valid email address' });

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailField = (requiredMessage = 'Please enter your email address') =>
  z
    .string({ error: requiredMessage })
    .transform(normalizeEmail)
    .pipe(
      validEmail(z.string().min(1, { error: requiredMessage, abort: true })),
    );

/** An optional email: absent, null or blank means none; anything else must be well-formed. */
export const optionalEmailField = () =>
  z
    .union([z.string(), z.null()], { error: 'Email must be text' })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? undefined : normalizeEmail(v)))
    .pipe(
      validEmail(z.string()).optional(),
    );
