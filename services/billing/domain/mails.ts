import { PRICES } from '@verse/shared/constants';
import type { PaidPlan } from '@verse/shared/api/schemas/billing';
import { escapeHtml, type Mail } from '#kit/mail.ts';

const PLAN_NAMES: Record<PaidPlan, string> = { monthly: 'Verse Monthly', annual: 'Verse Annual' };

const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Plain text, and the same text as simple HTML with the link clickable. */
const mail = (to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): Mail => ({
  to,
  subject,
  text: paragraphs.join('\n\n') + '\n',
  html: paragraphs
    .map((p) => (link && p.includes(link.url) ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : `<p>${escapeHtml(p)}</p>`))
    .join(''),
});

export const giftRecipientMail = (input: {
  recipient: { email: string; name: string };
  buyer: { email?: string; name?: string };
  endsAt: number;
  signInUrl: string;
  appUrl: string;
}): Mail => {
  const giver = input.buyer.name ?? input.buyer.email ?? 'A friend';
  const giverLine = input.buyer.name && input.buyer.email ? `${input.buyer.name} (${input.buyer.email})` : giver;
  return mail(
    input.recipient.email,
    `${giver} gave you a year of Verse Unlimited`,
    [
      `Hi ${input.recipient.name},`,
      `${giverLine} gave you a year of Verse Unlimited: unlimited Bible verses for whatever you are feeling or asking, and a collection of favorite verses with your own notes.`,
      'How to start: open this link on your phone or computer. It signs you in to Verse with this email address.',
      input.signInUrl,
      `The link works once and for seven days. Later, on any device, go to ${input.appUrl}, choose "Already a Verse subscriber?" and enter ${input.recipient.email}: we'll email you a new link.`,
      `Your gift runs until ${longDate(input.endsAt)}. It does not renew and nothing will be charged to you.`,
    ],
    { url: input.signInUrl, label: 'Start using Verse' },
  );
};

export const giftReceiptMail = (input: {
  buyerEmail: string;
  recipient: { email: string; name: string };
  sessionId: string;
  paidAt: number;
}): Mail =>
  mail(input.buyerEmail, 'Your Verse gift receipt', [
    'Thank you for your gift. Your support keeps Verse ad free.',
    `Gift: one year of Verse Unlimited for ${input.recipient.name} (${input.recipient.email})`,
    `Amount: ${PRICES.gift.label.replace('/year', '')}, paid once, it does not renew`,
    `Date: ${longDate(input.paidAt)}`,
    `Reference: ${input.sessionId}`,
    `We've emailed ${input.recipient.name} how to start.`,
  ]);

export const welcomeMail = (input: { email: string; planType: PaidPlan; signInUrl: string }): Mail =>
  mail(
    input.email,
    `Welcome to ${PLAN_NAMES[input.planType]}`,
    [
      `Thank you for subscribing to ${PLAN_NAMES[input.planType]} (${PRICES[input.planType].label}). You now have unlimited access to verses.`,
      'To use your subscription on this or another device, open this link. It signs you in to Verse with this email address:',
      input.signInUrl,
      'The link works once and for seven days. You can manage or cancel your subscription from the menu at any time.',
    ],
    { url: input.signInUrl, label: 'Sign in to Verse' },
  );

export const unlockMail = (input: { email: string; signInUrl: string; minutes: number }): Mail =>
  mail(
    input.email,
    'Your Verse sign-in link',
    [
      'Open this link to unlock your Verse subscription on the device where you asked for it:',
      input.signInUrl,
      `The link works once and for ${input.minutes} minutes. If you did not ask for it, you can ignore this email.`,
    ],
    { url: input.signInUrl, label: 'Unlock Verse' },
  );

export const noSubscriptionMail = (input: { email: string; appUrl: string }): Mail =>
  mail(input.email, 'About your Verse unlock request', [
    `Someone, hopefully you, asked to unlock Verse with ${input.email}, but we could not find an active subscription for this address.`,
    `If you subscribed with another email address, try that one. To subscribe, visit ${input.appUrl} and choose Upgrade.`,
    'If you did not ask for this, you can ignore this email.',
  ]);
