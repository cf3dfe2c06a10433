import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashLinkToken } from '../../services/accounts/domain/emailed-links.ts';
import { tokenStore } from '../../services/accounts/store.ts';
import { userStore } from '../../services/kit/accounts/user-store.ts';
import { signToken } from '../../services/kit/auth.ts';
import { dynamo } from '../../services/kit/clients.ts';
import { config } from '../../services/kit/config.ts';
import { INVALID_SIGNUP_LINK, SIGNUP_SENT_MESSAGE } from '@verse/shared/api/schemas/accounts';
import { LIMITS } from '@verse/shared/constants';
import { api, devMail, unique, visitorAddress } from '../support/api.ts';
import { CONFIRM_SUBJECT, confirmSignUp, signupCodeFor, signUpConfirmed, startSignUp } from '../support/accounts.ts';

const newEmail = () => `${unique('reader')}@Example.com`;
/** A confirmed account (the form, then the emailed link), as `{ status, body: { token, user } }`. */
const signup = (email: string, password = 'still waters', extra: Record<string, unknown> = {}) => signUpConfirmed(email, password, { name: ' Ruth  Moab ', ...extra });

const resetTokenFrom = (text: string) => {
  const m = /\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(m[1]);
};

const forbiddenWords = /passwordHash|scrypt\$|still waters/;

describe('sign-up and sign-in', () => {
  it('signs up through the emailed link, then signs in with the normalized email, and reads the profile', async () => {
    const email = newEmail();
    const started = await startSignUp(`  ${email} `, 'still waters', { name: ' Ruth  Moab ' });
    expect(started).toMatchObject({ status: 202, body: { success: true, message: SIGNUP_SENT_MESSAGE } });
    // Nothing exists until the link is opened.
    expect(await userStore.get(email.toLowerCase())).toBeUndefined();
    expect((await api('POST', '/api/auth/signin', { body: { email, password: 'still waters' } })).status).toBe(401);

    const [mail] = await devMail(email.toLowerCase());
    expect(mail.subject).toBe(CONFIRM_SUBJECT);
    expect(mail.text).toMatch(/http:\/\/(localhost|127\.0\.0\.1):\d+\/\?confirm=[\w-]{43}\n/);
    const created = await confirmSignUp(email);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ token: expect.any(String), user: { id: expect.any(String), email: email.toLowerCase(), name: 'Ruth Moab' } });
    expect(JSON.stringify(created.body)).not.toMatch(forbiddenWords);

    const signedIn = await api('POST', '/api/auth/signin', { body: { email: email.toUpperCase(), password: 'still waters' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toEqual(created.body.user);

    const profile = await api('GET', '/api/auth/profile', { token: signedIn.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      user: { id: created.body.user.id, email: email.toLowerCase(), name: 'Ruth Moab', createdAt: expect.any(String), subscribeToUpdates: false },
      subscription: { active: false },
    });
    expect(JSON.stringify(profile.body)).not.toMatch(forbiddenWords);

    const user = await api('GET', '/api/auth/user', { token: created.body.token });
    expect(user.body).toEqual({ id: created.body.user.id, email: email.toLowerCase(), name: 'Ruth Moab', isSubscriber: false });

    const stored = await userStore.get(email.toLowerCase());
    expect(stored?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored?.emailProvenAt).toEqual(expect.any(String));
  });

  it('a sign-up link works once', async () => {
    const email = newEmail();
    await startSignUp(email);
    const token = await signupCodeFor(email);
    expect((await api('POST', '/api/auth/confirm-email', { body: { token } })).status).toBe(201);
    expect(await api('POST', '/api/auth/confirm-email', { body: { token } })).toMatchObject({ status: 400, body: { error: INVALID_SIGNUP_LINK } });
    expect(await api('POST', '/api/auth/confirm-email', { body: { token: 'made-up' } })).toMatchObject({ status: 400, body: { error: INVALID_SIGNUP_LINK } });
    expect(await api('POST', '/api/auth/confirm-email', { body: {} })).toMatchObject({ status: 400, body: { error: 'The link is missing its code' } });
  });

  it('answers a sign-up for a taken email exactly as for a new one, and tells only the owner', async () => {
    const email = newEmail().toLowerCase();
    const owner = await signup(email);
    const again = await startSignUp(email.toUpperCase(), 'another one');
    const fresh = await startSignUp(newEmail(), 'another one');
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const [mail] = await devMail(email);
    expect(mail.subject).toBe('You already have a Verse account');
    expect(mail.text).not.toMatch(/confirm=/);
    // The owner's password and sessions are untouched.
    expect((await api('POST', '/api/auth/signin', { body: { email, password: 'still waters' } })).status).toBe(200);
    expect((await api('GET', '/api/auth/profile', { token: owner.body.token })).status).toBe(200);
  });

  it('refuses common passwords, blank ones and the email itself, at sign-up and at reset', async () => {
    const email = newEmail().toLowerCase();
    expect(await startSignUp(email, 'password')).toMatchObject({ status: 400, body: { error: 'This password is one of the most common ones. Please choose another.' } });
    expect(await startSignUp(email, '         ')).toMatchObject({ status: 400, body: { error: 'Your password cannot be only spaces' } });
    expect(await startSignUp(email, email)).toMatchObject({ status: 400, body: { error: 'Your password cannot be your email address' } });
    expect(await devMail(email)).toHaveLength(0);
    await signup(email);
    await api('POST', '/api/auth/forgot-password', { body: { email } });
    const token = resetTokenFrom((await devMail(email))[0].text);
    expect(await api('POST', '/api/auth/reset-password', { body: { token, password: 'qwerty123' } })).toMatchObject({
      status: 400,
      body: { error: 'This password is one of the most common ones. Please choose another.' },
    });
  });

  it.each([
    [{ email: '', password: 'secret1', agreeToTerms: true }, 'Please enter your email address'],
    [{ email: 'not-an-email', password: 'secret1', agreeToTerms: true }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '12345', agreeToTerms: true }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.co', password: 'secret1' }, 'Please agree to the Terms of Service and Privacy Policy'],
    [{ email: 'a@b.co', password: 'secret1', agreeToTerms: false }, 'Please agree to the Terms of Service and Privacy Policy'],
  ])('sign-up answers 400 for %j', async (body, error) => {
    expect(await api('POST', '/api/auth/signup', { body })).toMatchObject({ status: 400, body: { error } });
  });

  it('a wrong password and an unknown email get the same 401', async () => {
    const email = newEmail();
    await signup(email);
    const wrong = await api('POST', '/api/auth/signin', { body: { email, password: 'wrong password' } });
    const unknown = await api('POST', '/api/auth/signin', { body: { email: newEmail(), password: 'wrong password' } });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Incorrect email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Incorrect email or password' } });
    expect(await api('POST', '/api/auth/signin', { body: { email, password: '' } })).toMatchObject({ status: 400, body: { error: 'Please enter your password' } });
  });

  it('limits guesses at one email from one address to 10 per 15 minutes, then answers 429', async () => {
    const email = newEmail();
    await signup(email);
    const from = { 'x-forwarded-for': visitorAddress() };
    for (let i = 0; i < 10; i++) {
      expect((await api('POST', '/api/auth/signin', { body: { email, password: `guess ${i}` }, deviceId: unique('d'), headers: from })).status).toBe(401);
    }
    const limited = await api('POST', '/api/auth/signin', { body: { email, password: 'still waters' }, deviceId: unique('d'), headers: from });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many sign-in attempts\. Please wait 15 minutes/);
  });

  it('a stranger guessing from rotating devices and addresses never locks the owner out of a device they signed in on', async () => {
    const email = newEmail();
    await signup(email);
    const ownersDevice = unique('owner-device');
    expect((await api('POST', '/api/auth/signin', { body: { email, password: 'still waters' }, deviceId: ownersDevice })).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: LIMITS.signInAttemptsPerEmail + 5 }, (_, i) => api('POST', '/api/auth/signin', { body: { email, password: `guess ${i}` }, deviceId: unique('d') })),
    );
    expect(guesses.filter((g) => g.status === 429).length).toBeGreaterThan(0);
    // The owner, on the device they used before, still signs in.
    expect((await api('POST', '/api/auth/signin', { body: { email, password: 'still waters' }, deviceId: ownersDevice })).status).toBe(200);
  });

  it('limits sign-in attempts per device across emails', async () => {
    const deviceId = unique('device');
    for (let i = 0; i < 10; i++) await api('POST', '/api/auth/signin', { body: { email: newEmail(), password: 'x' }, deviceId });
    expect((await api('POST', '/api/auth/signin', { body: { email: newEmail(), password: 'x' }, deviceId })).status).toBe(429);
  });
});

describe('tokens', () => {
  it('a tampered, expired or foreign-signed token gets 401', async () => {
    const { body } = await signup(newEmail());
    const [h, p, s] = body.token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, email: 'someone@else.com' })).toString('base64url')}.${s}`;
    const expired = await signToken({ userId: body.user.id, email: body.user.email }, 60, Date.now() - 3600_000);
    const foreign = await new SignJWT({ email: body.user.email }).setProtectedHeader({ alg: 'HS256' }).setSubject(body.user.id).setIssuer('verse').setExpirationTime('1h').sign(new TextEncoder().encode('another secret'));
    for (const token of [tampered, expired, foreign, 'not.a.token']) {
      expect((await api('GET', '/api/auth/profile', { token })).status).toBe(401);
    }
    expect(await api('GET', '/api/auth/profile')).toMatchObject({ status: 401, body: { error: 'Please sign in to continue' } });
  });

  it("one user's token never reads another user's profile", async () => {
    const a = await signup(newEmail());
    const b = await signup(newEmail());
    expect((await api('GET', '/api/auth/profile', { token: a.body.token })).body.user.email).toBe(a.body.user.email);
    expect((await api('GET', '/api/auth/profile', { token: b.body.token })).body.user.email).toBe(b.body.user.email);
    // A validly signed token naming B's email with A's id is refused.
    const mixed = await signToken({ userId: a.body.user.id, email: b.body.user.email });
    expect((await api('GET', '/api/auth/profile', { token: mixed })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password', async () => {
    const email = newEmail().toLowerCase();
    await signup(email);
    const asked = await api('POST', '/api/auth/forgot-password', { body: { email: email.toUpperCase() } });
    expect(asked).toMatchObject({ status: 200, body: { success: true, message: 'Password reset instructions sent to your email' } });

    const [mail] = await devMail(email);
    expect(mail.subject).toBe('Reset your Verse password');
    expect(mail.text).toMatch(/http:\/\/(localhost|127\.0\.0\.1):\d+\/reset-password\?token=[\w-]{43}\n/);
    const token = resetTokenFrom(mail.text);

    const reset = await api('POST', '/api/auth/reset-password', { body: { token, password: 'new song' } });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    expect(await api('POST', '/api/auth/reset-password', { body: { token, password: 'newer song' } })).toMatchObject({
      status: 400,
      body: { error: 'This reset link is invalid or has expired. Please request a new one.' },
    });
    expect((await api('POST', '/api/auth/signin', { body: { email, password: 'still waters' } })).status).toBe(401);
    expect((await api('POST', '/api/auth/signin', { body: { email, password: 'new song' } })).status).toBe(200);
  });

  it('answers the same for an unknown email, whose mailbox is told no account uses it', async () => {
    const email = newEmail().toLowerCase();
    const asked = await api('POST', '/api/auth/forgot-password', { body: { email } });
    expect(asked).toMatchObject({ status: 200, body: { success: true, message: 'Password reset instructions sent to your email' } });
    const [mail] = await devMail(email);
    expect(mail.text).toMatch(/no account uses it/);
    expect(mail.text).not.toMatch(/reset-password\?token=/);
    expect(await api('POST', '/api/auth/forgot-password', { body: { email: ' ' } })).toMatchObject({ status: 400, body: { error: 'Please enter your email address' } });
  });

  it('refuses an expired token even while it is still stored', async () => {
    const email = newEmail().toLowerCase();
    await signup(email);
    const token = unique('expired-token');
    await tokenStore.put({ tokenHash: hashLinkToken(token), kind: 'password-reset', email, createdAt: Date.now() - 2 * 3600_000, validUntil: Date.now() - 1 });
    expect(await api('POST', '/api/auth/reset-password', { body: { token, password: 'new song' } })).toMatchObject({ status: 400 });
    expect(await api('POST', '/api/auth/reset-password', { body: { token: 'unknown', password: 'new song' } })).toMatchObject({ status: 400 });
    expect(await api('POST', '/api/auth/reset-password', { body: { token, password: '123' } })).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 6 characters' },
    });
  });
});

describe('subscriber check', () => {
  it("tells a signed-in caller their own status by normalized email, and nobody anyone else's", async () => {
    const email = newEmail().toLowerCase();
    await dynamo().send(
      new PutCommand({ TableName: config.tableName('subscriptions'), Item: { email, planType: 'monthly', status: 'active', currentPeriodEnd: Date.now() + 86400_000 } }),
    );
    const check = (who: string, token?: string) => api('GET', `/api/check-subscriber?email=${encodeURIComponent(who)}`, { token });
    // A stranger learns nothing about a paying email: the same answer as for an email nobody uses.
    expect((await check(email)).body).toEqual({ active: false });
    const stranger = await signup(newEmail());
    expect((await check(email, stranger.body.token)).body).toEqual({ active: false });
    const { body } = await signup(email);
    expect((await check(email.toUpperCase(), body.token)).body).toEqual({ active: true, planType: 'monthly' });
    expect((await api('GET', '/api/auth/user', { token: body.token })).body).toMatchObject({ isSubscriber: true, planType: 'monthly' });
    expect((await api('GET', '/api/auth/profile', { token: body.token })).body.subscription).toMatchObject({ active: true, planType: 'monthly', status: 'active' });
    expect((await api('GET', '/api/usage-status', { token: body.token })).body).toMatchObject({ isSubscriber: true, weeklyLimit: 40 });
    expect(await api('GET', '/api/check-subscriber?email=nope')).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address' } });
  });
});

describe('secrets stay out of logs', () => {
  it('no log line of the accounts service carries a password or a hash', async () => {
    const { handler } = await import('../../services/accounts/handler.ts');
    const lines: string[] = [];
    const capture = (stream: NodeJS.WriteStream) => {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        lines.push(String(chunk));
        return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write;
      return () => {
        stream.write = original;
      };
    };
    const call = (routeKey: string, body: unknown) =>
      handler(
        { routeKey, rawPath: routeKey.split(' ')[1], headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), isBase64Encoded: false, requestContext: {} } as never,
        {} as never,
      );
    const quiet = process.env.VERSE_QUIET;
    delete process.env.VERSE_QUIET;
    const restore = [capture(process.stdout), capture(process.stderr)];
    try {
      const email = newEmail();
      await call('POST /api/auth/signup', { email, password: 'secret psalm 23', agreeToTerms: true });
      await call('POST /api/auth/confirm-email', { token: await signupCodeFor(email) });
      await call('POST /api/auth/signin', { email, password: 'wrong psalm 24' });
      await call('POST /api/auth/signin', { email, password: 'secret psalm 23' });
      await call('POST /api/auth/reset-password', { token: 'nope', password: 'secret psalm 25' });
    } finally {
      restore.forEach((r) => r());
      process.env.VERSE_QUIET = quiet;
    }
    expect(lines.join('')).toContain('account created');
    expect(lines.join('')).not.toMatch(/psalm 2[345]|scrypt\$|passwordHash"\s*:\s*"s/);
  });
});
