import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.ts';

describe('new password rules', () => {
  it.each(['123456', 'password', 'qwerty', 'iloveyou', 'PASSWORD', 'football', 'jesus1'])('refuses the common password "%s"', async (p) => {
    expect(await passwordProblem(p, 'ruth@example.com')).toBe('This password is one of the most common ones. Please choose another.');
  });

  it('refuses a password of spaces only', async () => expect(await passwordProblem('        ', 'ruth@example.com')).toBe('Your password cannot be only spaces'));

  it('refuses the email itself, or its name part', async () => {
    expect(await passwordProblem('Ruth@Example.com', 'ruth@example.com')).toBe('Your password cannot be your email address');
    expect(await passwordProblem('ruthmoab', 'ruthmoab@example.com')).toBe('Your password cannot be your email address');
  });

  it.each(['still waters 23', 'green pastures', 'Psalm-91-refuge'])('accepts "%s"', async (p) => expect(await passwordProblem(p, 'ruth@example.com')).toBeUndefined());
});
