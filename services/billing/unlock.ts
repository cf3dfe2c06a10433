import { redeemUnlockRequest, unlockSentMessage, unlockSubscriberRequest, type UnlockSubscriberResponse } from '@verse/shared/api/schemas/billing';
import { config } from '#kit/config.ts';
import { findSubscription } from '#kit/entitlement.ts';
import { badRequest, HttpError } from '#kit/errors.ts';
import { json, type ApiRequest } from '#kit/http.ts';
import { logger } from '#kit/logger.ts';
import { addressKey, takeSource } from '#kit/source-limit.ts';
import { validateBody } from '#kit/validate.ts';
import { countInWindow } from '#kit/window-counter.ts';
import { signInSubscriber } from './account-session.ts';
import { noSubscriptionMail, unlockMail } from './domain/mails.ts';
import { issueSignInLink, SIGN_IN_TOKEN_KIND } from './fulfilment.ts';
import type { BillingPorts } from './ports.ts';
import { subscriptionStore, tokenStore } from './store.ts';

const UNLOCK_LINK_MINUTES = 60;
/** Unlock emails per address per link lifetime, so nobody can flood a mailbox through the form. */
const UNLOCK_MAILS_PER_WINDOW = 5;

/** "Already a Verse subscriber?": a single-use sign-in link by email, and its redemption. */
export const unlockRoutes = (ports: BillingPorts) => ({
  /**
   * Always the same answer, so nobody can learn who subscribes: a subscriber gets a single-use
   * sign-in link, anyone else a note that no subscription was found; past a few requests an hour
   * the address gets nothing more.
   */
  request: async (req: ApiRequest) => {
    const { email } = validateBody(unlockSubscriberRequest, req.body);
    const at = req.now;
    await takeSource('emailsPerAddress', addressKey(req.sourceIp), at);
    const body: UnlockSubscriberResponse = { sent: true, message: unlockSentMessage(email) };
    const window = await countInWindow(config.tableName('rateLimits'), { pk: `unlock#email#${email}` }, UNLOCK_MAILS_PER_WINDOW, at, at + UNLOCK_LINK_MINUTES * 60_000);
    if (window.outcome === 'refused') return json(body);
    const { active } = await findSubscription(email, at);
    try {
      await ports.deps.sendMail(
        active
          ? unlockMail({ email, signInUrl: await issueSignInLink(email, UNLOCK_LINK_MINUTES * 60_000, at), minutes: UNLOCK_LINK_MINUTES })
          : noSubscriptionMail({ email, appUrl: config.appUrl }),
      );
    } catch (error) {
      logger.error('unlock mail not sent', { error });
      throw new HttpError(503, 'Failed to verify email. Please try again.');
    }
    return json(body);
  },

  redeem: async (req: ApiRequest) => {
    const { token } = validateBody(redeemUnlockRequest, req.body);
    const used = await tokenStore.consume<{ email: string }>(token, SIGN_IN_TOKEN_KIND, req.now);
    if (!used) throw badRequest('This sign-in link has expired or was already used. Ask for a new one with "Already a Verse subscriber?".');
    const record = await subscriptionStore.get(used.email);
    return json(await signInSubscriber(used.email, req.now, record?.name));
  },
});
