import * as z from 'zod/mini';

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

const validEmail = <S extends z.ZodMiniType<string, string>>(field: S) =>
  field.check(
    z.maxLength(EMAIL_MAX_LENGTH, { error: 'That email address is too long', abort: true }),
    z.refine(isEmailAddress, { error: 'Please enter a valid email address' }),
  );

/** A real calendar date written YYYY-MM-DD (not 2025-02-30). */
export const isCalendarDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailField = (requiredMessage = 'Please enter your email address') =>
  z.pipe(
    z.pipe(z.string({ error: requiredMessage }), z.transform(normalizeEmail)),
    validEmail(z.string().check(z.minLength(1, { error: requiredMessage, abort: true }))),
  );

/** Absent or null, or else text: the start of every optional field. */
export const nullableText = (error: string) => z.optional(z.union([z.string(), z.null()], { error }));

/** An optional email: absent, null or blank means none; anything else must be well-formed. */
export const optionalEmailField = () =>
  z.pipe(
    z.pipe(
      nullableText('Email must be text'),
      z.transform((v) => (v == null || v.trim() === '' ? undefined : normalizeEmail(v))),
    ),
    z.optional(validEmail(z.string())),
  );
