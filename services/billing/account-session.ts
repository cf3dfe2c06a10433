import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthResponse } from '@verse/shared/api/schemas/accounts';
import { signToken } from '#kit/auth.ts';
import { hashPassword } from '#kit/accounts/password.ts';
import { newUserRecord, publicUser, sessionOf } from '#kit/accounts/record.ts';
import { userStore } from '#kit/accounts/user-store.ts';

/**
 * A session for the email a sign-in link was sent to: opening the link proved the person reads that
 * mailbox. Its proven account, or a new one created the way a confirmed sign-up creates accounts,
 * with a random password nobody knows ("Forgot password?" sets a real one). An account nobody proved
 * (made before sign-up asked for proof, perhaps by someone else) is replaced, never entered.
 */
export const signInSubscriber = async (email: string, now: number, name?: string): Promise<AuthResponse> => {
  const existing = await userStore.get(email);
  let user = existing?.emailProvenAt ? existing : undefined;
  if (!user) {
    const created = newUserRecord(
      { email, ...(name ? { name } : {}), subscribeToUpdates: false },
      { userId: randomUUID(), passwordHash: await hashPassword(randomBytes(32).toString('base64url')), now },
    );
    user = (await userStore.createProven(created)) ? created : await userStore.get(email);
    if (!user) throw new Error('account vanished right after it was created');
  }
  return {
    token: await signToken(sessionOf(user)),
    user: publicUser(user),
  };
};
