import { randomUUID } from 'node:crypto';
import {
  checkSubscriberQuery,
  forgotPasswordRequest,
  INVALID_RESET_LINK,
  RESET_DONE_MESSAGE,
  RESET_SENT_MESSAGE,
  resetPasswordRequest,
  signinRequest,
  signupRequest,
  type AuthResponse,
  type CheckSubscriberResponse,
  type CurrentUserResponse,
  type MessageResponse,
  type ProfileResponse,
} from '@verse/shared/api/schemas/accounts';
import { normalizeEmail } from '@verse/shared/api/schemas/common';
import { signToken, type Session } from '../kit/auth.ts';
import { systemClock } from '../kit/clock.ts';
import { config } from '../kit/config.ts';
import { findSubscription } from '../kit/entitlement.ts';
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from '../kit/errors.ts';
import { createHandler, json, type ApiRequest } from '../kit/http.ts';
import { logger } from '../kit/logger.ts';
import { sendMail } from '../kit/mail.ts';
import { count } from '../kit/metrics.ts';
import { addressKey, checkSource, noteSource, takeSource } from '../kit/source-limit.ts';
import { validate } from '../kit/validate.ts';
import { hashResetToken, newResetToken, newUserRecord, publicUser, RESET_TOKEN_MS, resetLink, resetPasswordMail, sessionOf, type UserRecord } from './domain/account.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './domain/password.ts';
import { signInAllowance, resetRequestAllowance, tooManyAttemptsMessage } from './domain/attempts.ts';
import { attemptStore, tokenStore, userStore } from './store.ts';

const WRONG_CREDENTIALS = 'Incorrect email or password';
const SESSION_GONE = 'Your session has expired. Please sign in again.';

const authAnswer = async (user: UserRecord, status = 200) => {
  const body: AuthResponse = {
    token: await signToken(sessionOf(user)),
    user: publicUser(user),
  };
  return json(body, status);
};

const signup = async (req: ApiRequest) => {
  const input = validate(signupRequest, req.body);
  const now = systemClock.now();
  await takeSource('signUpsPerAddress', addressKey(req.sourceIp), now);
  const user = newUserRecord(input, { userId: randomUUID(), passwordHash: await hashPassword(input.password), now });
  if (!(await userStore.create(user))) throw conflict('An account with this email already exists');
  logger.info('account created', { userId: user.userId });
  count('SignUps');
  return authAnswer(user, 201);
};

/** Counts this attempt against the email and the device; 429 once either has had too many. */
const admitSignIn = async (email: string, deviceId: string | undefined, now: number) => {
  const { limit, windowEnd } = signInAllowance(now);
  const keys = [`signin#email#${email}`, ...(deviceId ? [`signin#device#${deviceId}`] : [])];
  const results = await Promise.all(keys.map((k) => attemptStore.count(k, limit, now, windowEnd)));
  const refused = results.filter((r) => !r.granted);
  if (refused.length) {
    const resetsAt = Math.max(...refused.map((r) => r.window.resetsAt));
    throw tooManyRequests(tooManyAttemptsMessage(resetsAt, now), { resetsAt });
  }
};

const signin = async (req: ApiRequest) => {
  const input = validate(signinRequest, req.body);
  const now = systemClock.now();
  const address = addressKey(req.sourceIp);
  await checkSource('failedSignInsPerAddress', address, now);
  await admitSignIn(input.email, req.deviceId, now);
  const user = await userStore.get(input.email);
  const check = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password).then(() => undefined);
  if (!user || !check?.ok) {
    await noteSource('failedSignInsPerAddress', address, now);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (check.needsRehash) await userStore.rehashPassword(user.email, await hashPassword(input.password));
  return authAnswer(user);
};

/** Answers the same whether or not the email has an account, so it cannot be used to find accounts. */
const forgotPassword = async (req: ApiRequest) => {
  const { email } = validate(forgotPasswordRequest, req.body);
  const now = systemClock.now();
  await takeSource('emailsPerAddress', addressKey(req.sourceIp), now);
  const { limit, windowEnd } = resetRequestAllowance(now);
  const [user, allowance] = await Promise.all([userStore.get(email), attemptStore.count(`reset#email#${email}`, limit, now, windowEnd)]);
  if (user && allowance.granted) {
    const { token, tokenHash } = newResetToken();
    await tokenStore.put({ tokenHash, kind: 'password-reset', email, createdAt: now, validUntil: now + RESET_TOKEN_MS });
    await userStore.setResetToken(email, tokenHash);
    try {
      await sendMail(resetPasswordMail(email, resetLink(config.appUrl, token)));
    } catch (error) {
      logger.error('password reset email not sent', { userId: user.userId, error });
    }
  }
  const body: MessageResponse = { success: true, message: RESET_SENT_MESSAGE };
  return json(body);
};

const resetPassword = async (req: ApiRequest) => {
  const input = validate(resetPasswordRequest, req.body);
  const now = systemClock.now();
  const passwordHash = await hashPassword(input.password);
  const record = await tokenStore.consume(hashResetToken(input.token), now);
  if (!record) throw badRequest(INVALID_RESET_LINK);
  try {
    await userStore.resetPassword(record.email, passwordHash, now, record.tokenHash);
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw badRequest(INVALID_RESET_LINK);
    throw error;
  }
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

const profile = async (req: ApiRequest) => {
  const user = await currentAccount(req.session);
  const subscription = await findSubscription(user.email, systemClock.now());
  const body: ProfileResponse = {
    user: { ...publicUser(user), createdAt: user.createdAt, subscribeToUpdates: user.subscribeToUpdates },
    subscription,
  };
  return json(body);
};

const currentUser = async (req: ApiRequest) => {
  const user = await currentAccount(req.session);
  const subscription = await findSubscription(user.email, systemClock.now());
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
  const subscription = await findSubscription(email, systemClock.now());
  const body: CheckSubscriberResponse = {
    active: subscription.active,
    ...(subscription.active && subscription.planType ? { planType: subscription.planType } : {}),
  };
  return json(body);
};

export const handler = createHandler('accounts', {
  'POST /api/auth/signup': signup,
  'POST /api/auth/signin': signin,
  'POST /api/auth/forgot-password': forgotPassword,
  'POST /api/auth/reset-password': resetPassword,
  'POST /api/auth/signout': signout,
  'GET /api/auth/profile': profile,
  'GET /api/auth/user': currentUser,
  'GET /api/check-subscriber': checkSubscriber,
});
