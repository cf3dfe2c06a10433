import * as z from 'zod/mini';
import { PLAN_TYPES, type PlanType } from '../../constants.ts';
import { emailField } from './common.ts';

const NAME_REQUIRED = 'Please enter your name';

/** `POST /api/create-subscription`: who pays and which plan; for a gift, name and email are the recipient's. */
export const createSubscriptionRequest = z.object({
  planType: z.enum(PLAN_TYPES, { error: 'Please choose a plan: monthly, annual or gift' }),
  name: z
    .string({ error: NAME_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: NAME_REQUIRED }),
      z.maxLength(100, { error: 'That name is too long: please keep it under 100 characters' }),
    ),
  email: emailField(),
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequest>;

/** Where to send the browser: Stripe Checkout, or the local demo checkout when no Stripe key is configured. */
export interface CreateSubscriptionResponse {
  url: string;
}

/** `POST /api/create-portal-session`: the Stripe billing portal, or `demo` on the local stack. */
export type PortalSessionResponse = { url: string } | { demo: true };

/** `POST /api/cancel-subscription`: only the signed-in account's own subscription. */
export const cancelSubscriptionRequest = z.object({ email: emailField() });

export interface CancelSubscriptionResponse {
  success: true;
  /** True when access continues until `accessUntil` (Stripe); false when it ended now (demo). */
  cancelAtPeriodEnd: boolean;
  /** Epoch ms. */
  accessUntil: number;
}

/** `POST /api/unlock-subscriber`: emails a one-time sign-in link when the email has an active subscription. */
export const unlockSubscriberRequest = z.object({ email: emailField() });

/** The same answer whether or not the email is a subscriber, so the list of subscribers cannot be probed. */
export interface UnlockSubscriberResponse {
  sent: true;
  message: string;
}

export const unlockSentMessage = (email: string) =>
  `If ${email} has an active Verse subscription, we've sent a sign-in link to it. Please check your email.`;

/** `POST /api/unlock-subscriber/redeem`: the token from the emailed link, exchanged once for a session. */
export const redeemUnlockRequest = z.object({
  token: z
    .string({ error: 'This sign-in link is not valid' })
    .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This sign-in link is not valid' })),
});

export type PaidPlan = Exclude<PlanType, 'gift'>;
