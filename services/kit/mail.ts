import { sesClient } from './clients.ts';
import { config } from './config.ts';
import { count } from './metrics.ts';

export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends one email through SES v2 (the local SES server on the embedded stack); a failure is counted (an alarm watches it) and thrown. */
export const sendMail = async (mail: Mail) => {
  const { SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  const send = (await sesClient()).send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      ConfigurationSetName: config.env('MAIL_CONFIGURATION_SET'),
      Destination: { ToAddresses: Array.isArray(mail.to) ? mail.to : [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
  await send.catch((error: unknown) => {
    count('MailFailures');
    throw error;
  });
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
