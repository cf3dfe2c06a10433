import { randomUUID } from 'node:crypto';
import {
  checkSubscriberQuery,
  confirmEmailRequest,
  forgotPasswordRequest,
  INVALID_RESET_LINK,
  INVALID_SIGNUP_LINK,
  RESET_DONE_MESSAGE,
  RESET_SENT_MESSAGE,
  resetPasswordRequest,
  SIGNUP_SENT_MESSAGE,
  signinRequest,
  signupRequest,
  type AuthResponse,
  type CheckSubscriberResponse,
  type CurrentUserResponse,
  type MessageResponse,
  type ProfileResponse,
} from '@verse/shared/api/schemas/accounts';
import { normalizeEmail } from '@verse/shared/api/schemas/common';
import { LIMITS } from '@verse/shared/constants';
import { signToken, type Session } from '#kit/auth.ts';
import { config } from '#kit/config.ts';
import { findSubscription, type Entitlement } from '#kit/entitlement.ts';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '#kit/errors.ts';
import { createHandler, json, type ApiRequest } from '#kit/http.ts';
import { logger } from '#kit/logger.ts';
import { sendMail } from '#kit/mail.ts';
import { count } from '#kit/metrics.ts';
import { addressKey, checkSource, noteSource, takeSource } from '#kit/source-limit.ts';
import { validate, validateBody } from '#kit/validate.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '#kit/accounts/password.ts';
import { isKnownDevice, newUserRecord, publicUser, sessionOf, withKnownDevice, type UserRecord } from '#kit/accounts/record.ts';
import { userStore } from '#kit/accounts/user-store.ts';
import {
  accountExistsMail,
  confirmSignupMail,
  hashLinkToken,
  newLinkToken,
  noAccountMail,
  RESET_TOKEN_MS,
  resetLink,
  resetPasswordMail,
  SIGNUP_LINK_MS,
  signupLink,
} from './domain/emailed-links.ts';
import { accountMailAllowance, signInWindowEnd, tooManyAttemptsMessage } from './domain/attempts.ts';
import { passwordProblem } from './domain/password-rules.ts';
import { attemptStore, tokenStore } from './store.ts';

const WRONG_CREDENTIALS = 'Incorrect email or password';
const SESSION_GONE = 'Your session has expired. Please sign in again.';

const authAnswer = async (user: UserRecord, status = 200) => {
  const body: AuthResponse = {
    token: await signToken(sessionOf(user)),
    user: publicUser(user),
  };
  return json(body, status);
};

/** The email could not be sent: the person is told, and nothing that needed it was done. */
const mailNotSent = () => new HttpError(503, 'We could not send the email just now. Please try again in a few minutes.');

/** Refuses a new password a guesser would try first (common, blank, the email itself). */
const checkNewPassword = async (password: string, email: string) => {
  const problem = await passwordProblem(password, email);
  if (problem) throw badRequest(problem);
};

/**
 * Starts a sign-up. Nothing is created until the emailed link is opened, and the answer is the same
 * whether or not the email already has an account: a new email gets the link, the owner of an
 * existing one is told by email instead. Either way the password is hashed and one email is sent, so
 * the two paths cannot be told apart from outside.
 */
const signup = async (req: ApiRequest) => {
  const input = validateBody(signupRequest, req.body);
  await checkNewPassword(input.password, input.email);
  const now = req.now;
  await takeSource('signUpsPerAddress', addressKey(req.sourceIp), now);
  const { limit, windowEnd } = accountMailAllowance(now);
  const [passwordHash, existing, allowance] = await Promise.all([
    hashPassword(input.password),
    userStore.get(input.email),
    attemptStore.count(`signup#email#${input.email}`, limit, now, windowEnd),
  ]);
  if (allowance.granted) {
    try {
      if (existing?.emailProvenAt) {
        await sendMail(accountExistsMail(input.email, config.appUrl));
      } else {
        const { token, tokenHash } = newLinkToken();
        await tokenStore.put({
          tokenHash,
          kind: 'sign-up',
          email: input.email,
          passwordHash,
          ...(input.name ? { name: input.name } : {}),
          subscribeToUpdates: input.subscribeToUpdates,
          createdAt: now,
          validUntil: now + SIGNUP_LINK_MS,
        });
        await sendMail(confirmSignupMail(input.email, signupLink(config.appUrl, token)));
      }
    } catch (error) {
      logger.error('sign-up email not sent', { error });
      throw mailNotSent();
    }
  }
  count('SignUpsStarted');
  const body: MessageResponse = { success: true, message: SIGNUP_SENT_MESSAGE };
  return json(body, 202);
};

/** The emailed sign-up link: creates the account (the email is now proven) and signs it in. */
const confirmEmail = async (req: ApiRequest) => {
  const { token } = validateBody(confirmEmailRequest, req.body);
  const now = req.now;
  const pending = await tokenStore.consume(hashLinkToken(token), 'sign-up', now);
  if (!pending) throw badRequest(INVALID_SIGNUP_LINK);
  const user = newUserRecord(
    { email: pending.email, ...(pending.name ? { name: pending.name } : {}), subscribeToUpdates: pending.subscribeToUpdates },
    { userId: randomUUID(), passwordHash: pending.passwordHash, now },
  );
  if (!(await userStore.createProven(user))) throw badRequest(INVALID_SIGNUP_LINK);
  logger.info('account created', { userId: user.userId });
  count('SignUps');
  return authAnswer(user, 201);
};

/**
 * The counters a sign-in attempt is counted on: the email from this source address, and the device.
 * A stranger elsewhere cannot lock the owner out. Guesses at one email from many addresses meet a
 * looser limit that a device the owner signed in on before never meets.
 */
const attemptKeys = (email: string, address: string, deviceId: string | undefined, knownDevice: boolean) => [
  { key: `signin#email#${email}#from#${address}`, limit: LIMITS.signInAttempts },
  ...(deviceId ? [{ key: `signin#device#${deviceId}`, limit: LIMITS.signInAttempts }] : []),
  ...(knownDevice ? [] : [{ key: `signin#email#${email}`, limit: LIMITS.signInAttemptsPerEmail }]),
];

/** Counts this attempt on each counter (atomically, before the password is checked); 429 once any is full. */
const admitSignIn = async (counters: { key: string; limit: number }[], now: number) => {
  const results = await Promise.all(counters.map(({ key, limit }) => attemptStore.count(key, limit, now, signInWindowEnd(now))));
  const refused = results.filter((r) => !r.granted);
  if (refused.length) {
    const resetsAt = Math.max(...refused.map((r) => r.window.resetsAt));
    throw tooManyRequests(tooManyAttemptsMessage(resetsAt, now), { resetsAt });
  }
};

const signin = async (req: ApiRequest) => {
  const input = validateBody(signinRequest, req.body);
  const now = req.now;
  const address = addressKey(req.sourceIp);
  await checkSource('failedSignInsPerAddress', address, now);
  const user = await userStore.get(input.email);
  await admitSignIn(attemptKeys(input.email, address, req.deviceId, !!user && isKnownDevice(user, req.deviceId)), now);
  const check = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password).then(() => undefined);
  if (!user || !check?.ok) {
    await noteSource('failedSignInsPerAddress', address, now);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  await userStore.signedIn(user.email, {
    ...(check.needsRehash ? { passwordHash: await hashPassword(input.password) } : {}),
    ...(req.deviceId ? { knownDevices: withKnownDevice(user, req.deviceId) } : {}),
  });
  return authAnswer(user);
};

/**
 * Answers the same, by the same path, whether or not the email has an account, so it cannot be used
 * to find accounts: one email is sent either way (the reset link, or word that no account uses this
 * address), after the same reads and writes.
 */
const forgotPassword = async (req: ApiRequest) => {
  const { email } = validateBody(forgotPasswordRequest, req.body);
  const now = req.now;
  await takeSource('emailsPerAddress', addressKey(req.sourceIp), now);
  const { limit, windowEnd } = accountMailAllowance(now);
  const [user, allowance] = await Promise.all([userStore.get(email), attemptStore.count(`reset#email#${email}`, limit, now, windowEnd)]);
  if (allowance.granted) {
    const { token, tokenHash } = newLinkToken();
    await tokenStore.put({ tokenHash, kind: 'password-reset', email, createdAt: now, validUntil: now + RESET_TOKEN_MS });
    await userStore.setResetToken(email, tokenHash);
    try {
      await sendMail(user ? resetPasswordMail(email, resetLink(config.appUrl, token)) : noAccountMail(email, config.appUrl));
    } catch (error) {
      logger.error('password reset email not sent', { error });
      throw mailNotSent();
    }
  }
  const body: MessageResponse = { success: true, message: RESET_SENT_MESSAGE };
  return json(body);
};

const resetPassword = async (req: ApiRequest) => {
  const input = validateBody(resetPasswordRequest, req.body);
  const now = req.now;
  const record = await tokenStore.consume(hashLinkToken(input.token), 'password-reset', now);
  if (!record) throw badRequest(INVALID_RESET_LINK);
  await checkNewPassword(input.password, record.email);
  const passwordHash = await hashPassword(input.password);
  const user = await userStore.get(record.email);
  if (!user) throw badRequest(INVALID_RESET_LINK);
  // The link proves the mailbox. An account nobody proved was perhaps made by someone else: its
  // owner gets a fresh one rather than whatever that person put in it.
  const done = user.emailProvenAt
    ? await userStore.resetPassword(record.email, passwordHash, now, record.tokenHash).then(
        () => true,
        (error: unknown) => {
          if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
          throw error;
        },
      )
    : await userStore.createProven(newUserRecord({ email: user.email, subscribeToUpdates: false }, { userId: randomUUID(), passwordHash, now }), record.tokenHash);
  if (!done) throw badRequest(INVALID_RESET_LINK);
  const body: MessageResponse = { success: true, message: RESET_DONE_MESSAGE };
  return json(body);
};

/** Ends every session of the signed-in account, this one included ("Sign out" on any device). */
const signout = async (req: ApiRequest) => {
  const user = await currentAccount(req.session);
  await userStore.endSessions(user.email);
  const body: MessageResponse = { success: true, message: 'You are signed out.' };
  return json(body);
};

/** The account behind a valid token; a token for an account that no longer matches is refused. */
const currentAccount = async (session: Session | null) => {
  if (!session) throw unauthorized();
  const user = await userStore.get(session.email);
  if (!user || user.userId !== session.userId) throw new HttpError(401, SESSION_GONE);
  return user;
};

/** What the account's email pays for: nothing until the email is proven. */
const subscriptionOf = async (user: UserRecord, now: number): Promise<Entitlement> => (user.emailProvenAt ? findSubscription(user.email, now) : { active: false });

const profile = async (req: ApiRequest) => {
  const user = await currentAccount(req.session);
  const subscription = await subscriptionOf(user, req.now);
  const body: ProfileResponse = {
    user: { ...publicUser(user), createdAt: user.createdAt, subscribeToUpdates: user.subscribeToUpdates },
    subscription,
  };
  return json(body);
};

const currentUser = async (req: ApiRequest) => {
  const user = await currentAccount(req.session);
  const subscription = await subscriptionOf(user, req.now);
  const body: CurrentUserResponse = {
    ...publicUser(user),
    isSubscriber: subscription.active,
    ...(subscription.active && subscription.planType ? { planType: subscription.planType } : {}),
  };
  return json(body);
};

/**
 * The shape of spec 000's check, but it answers only about the caller's own email: anyone else's
 * status is private (inactive, as for an email nobody subscribes with). Subscribers who are not
 * signed in are reached through the emailed sign-in link instead.
 */
const checkSubscriber = async (req: ApiRequest) => {
  const { email } = validate(checkSubscriberQuery, req.query);
  if (!req.session || normalizeEmail(req.session.email) !== email) {
    const body: CheckSubscriberResponse = { active: false };
    return json(body);
  }
  const subscription = await subscriptionOf(await currentAccount(req.session), req.now);
  const body: CheckSubscriberResponse = {
    active: subscription.active,
    ...(subscription.active && subscription.planType ? { planType: subscription.planType } : {}),
  };
  return json(body);
};

export const handler = createHandler('accounts', {
  'POST /api/auth/signup': signup,
  'POST /api/auth/confirm-email': confirmEmail,
  'POST /api/auth/signin': signin,
  'POST /api/auth/forgot-password': forgotPassword,
  'POST /api/auth/reset-password': resetPassword,
  'POST /api/auth/signout': signout,
  'GET /api/auth/profile': profile,
  'GET /api/auth/user': currentUser,
  'GET /api/check-subscriber': checkSubscriber,
});
