/** How many of the most used passwords (zxcvbn's list, most used first) a new password may not be. */
const REFUSED_COMMON = 10_000;

// The list is most of the accounts function's code: it loads when a password is first chosen, not at every cold start.
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).slice(0, REFUSED_COMMON))));

/**
 * Why a new password will not do, or undefined when it will. The length (at least 6, spec 000) is
 * checked by the request schema; these are what a guesser tries first.
 */
export const passwordProblem = async (password: string, email: string): Promise<string | undefined> => {
  if (password.trim() === '') return 'Your password cannot be only spaces';
  if (password.trim().toLowerCase() === email.toLowerCase() || password.trim().toLowerCase() === email.split('@')[0].toLowerCase()) {
    return 'Your password cannot be your email address';
  }
  if ((await commonPasswords()).has(password.toLowerCase())) return 'This password is one of the most common ones. Please choose another.';
  return undefined;
};
