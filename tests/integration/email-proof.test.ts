import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../services/kit/accounts/password.ts';
import { userStore } from '../../services/kit/accounts/user-store.ts';
import { dynamo } from '../../services/kit/clients.ts';
import { config } from '../../services/kit/config.ts';
import { CONFIRM_SUBJECT, startSignUp } from '../support/accounts.ts';
import { api, devMail, unique } from '../support/api.ts';
import { demoCheckout } from '../support/subscriber.ts';

const ATTACKER_PASSWORD = 'i know this one';

/** An email that pays (a confirmed demo checkout), with no account yet: its owner has only the welcome email. */
const payingEmail = async () => {
  const email = `${unique('payer')}@example.com`;
  const done = await demoCheckout({ planType: 'monthly', email, name: 'Lydia' });
  expect(done.status).toBe(303);
  return email;
};

const unlockLinkOf = async (email: string, subject: string) => {
  const mail = (await devMail(email)).find((m) => m.subject === subject);
  return /\/\?unlock=([\w-]{43})/.exec(mail?.text ?? '')?.[1];
};

const signIn = (email: string, password: string) => api('POST', '/api/auth/signin', { body: { email, password } });

describe("a stranger signing up with a subscriber's email", () => {
  it('gets no account, no session and no entitlement; the confirmation goes to the owner, who signs in to their own account', async () => {
    const email = await payingEmail();
    const attempt = await startSignUp(email, ATTACKER_PASSWORD, { name: 'Mallory' });
    expect(attempt.status).toBe(202);
    expect(attempt.body).not.toHaveProperty('token');
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect(await userStore.get(email)).toBeUndefined();
    // The only way on is the link, and it went to the owner's mailbox.
    expect((await devMail(email)).some((m) => m.subject === CONFIRM_SUBJECT)).toBe(true);

    const welcome = await unlockLinkOf(email, 'Welcome to Verse Monthly');
    const owner = await api('POST', '/api/unlock-subscriber/redeem', { body: { token: welcome } });
    expect(owner.status).toBe(200);
    expect(owner.body.user.name).not.toBe('Mallory');
    expect((await api('GET', '/api/auth/user', { token: owner.body.token })).body).toMatchObject({ email, isSubscriber: true });
    // The stranger's password never opens the owner's account.
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it('an account made before sign-up asked for proof gets nothing tied to the email, and the owner never lands in it', async () => {
    const email = await payingEmail();
    // Such an account, as sign-up used to make it for whoever typed the email.
    await dynamo().send(
      new PutCommand({
        TableName: config.tableName('users'),
        Item: {
          email,
          userId: unique('mallory'),
          name: 'Mallory',
          passwordHash: await hashPassword(ATTACKER_PASSWORD),
          subscribeToUpdates: false,
          agreedToTermsAt: new Date().toISOString(),
          createdAt: new Date().toISOString(),
          passwordChangedAt: new Date().toISOString(),
        },
      }),
    );
    const mallory = await signIn(email, ATTACKER_PASSWORD);
    expect(mallory.status).toBe(200);
    const as = (token: string) => ({ token });
    expect((await api('GET', '/api/auth/user', as(mallory.body.token))).body).toMatchObject({ isSubscriber: false });
    expect((await api('GET', `/api/check-subscriber?email=${encodeURIComponent(email)}`, as(mallory.body.token))).body).toEqual({ active: false });
    expect((await api('GET', '/api/usage-status', as(mallory.body.token))).body).toMatchObject({ isSubscriber: false });
    expect((await api('GET', '/api/favorites', as(mallory.body.token))).status).toBe(403);

    const welcome = await unlockLinkOf(email, 'Welcome to Verse Monthly');
    const owner = await api('POST', '/api/unlock-subscriber/redeem', { body: { token: welcome } });
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).not.toBe(mallory.body.user.id);
    expect(owner.body.user.name).not.toBe('Mallory');
    expect((await api('GET', '/api/auth/user', as(owner.body.token))).body).toMatchObject({ isSubscriber: true });
    // Mallory's session and password are gone with the account she made.
    expect((await api('GET', '/api/auth/user', as(mallory.body.token))).status).toBe(401);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
  });
});
