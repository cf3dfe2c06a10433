import { describe, expect, it } from 'vitest';
import { api, devMail, unique } from '../support/api.ts';
import { signUpConfirmed } from '../support/accounts.ts';
import { newSubscriber } from '../support/subscriber.ts';

const newEmail = () => `${unique('session')}@example.com`;

const signup = async (email: string, password = 'still waters') => (await signUpConfirmed(email, password)).body.token;

const signin = async (email: string, password: string) => (await api('POST', '/api/auth/signin', { body: { email, password } })).body.token as string;

const works = async (token: string) => (await api('GET', '/api/auth/user', { token })).status === 200;

const resetLinks = async (email: string) =>
  (await devMail(email)).filter((m) => m.subject === 'Reset your Verse password').map((m) => decodeURIComponent(/\/reset-password\?token=([\w%-]+)/.exec(m.text)![1]));

describe('sessions end when they should', () => {
  it('a password reset ends every token issued before it; the new password signs in', async () => {
    const email = newEmail();
    const first = await signup(email);
    const second = await signin(email, 'still waters');
    expect(await works(first)).toBe(true);
    await api('POST', '/api/auth/forgot-password', { body: { email } });
    const [link] = await resetLinks(email);
    expect((await api('POST', '/api/auth/reset-password', { body: { token: link, password: 'a new song' } })).status).toBe(200);
    expect(await works(first)).toBe(false);
    expect(await works(second)).toBe(false);
    const answer = await api('GET', '/api/auth/user', { token: first });
    expect(answer).toMatchObject({ status: 401, body: { error: expect.stringMatching(/sign in/i) } });
    expect(await works(await signin(email, 'a new song'))).toBe(true);
  });

  it('signing out on the server ends the token everywhere, including on other routes', async () => {
    const subscriber = await newSubscriber('monthly');
    const other = await signin(subscriber.email, 'still waters 23');
    expect((await api('GET', '/api/favorites', { token: other })).status).toBe(200);
    expect((await api('POST', '/api/auth/signout', { token: subscriber.token })).status).toBe(200);
    expect(await works(subscriber.token)).toBe(false);
    expect((await api('GET', '/api/favorites', { token: other })).status).toBe(401);
    expect((await api('POST', '/api/auth/signout', { token: subscriber.token })).status).toBe(401);
  });

  it('asking for a new reset link makes the older ones useless', async () => {
    const email = newEmail();
    await signup(email);
    await api('POST', '/api/auth/forgot-password', { body: { email } });
    await api('POST', '/api/auth/forgot-password', { body: { email } });
    const [newest, older] = await resetLinks(email);
    expect((await api('POST', '/api/auth/reset-password', { body: { token: older, password: 'the older link' } })).status).toBe(400);
    expect((await api('POST', '/api/auth/reset-password', { body: { token: newest, password: 'the newest link' } })).status).toBe(200);
    expect(await signin(email, 'the newest link')).toBeTruthy();
  });
});
