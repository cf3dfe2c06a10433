import type { Server } from 'node:http';
import type { Closable } from './net.ts';

interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** The mail the local SES server received, as `GET /_dev/mail` serves it. */
export interface DevMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  at: number;
}

/** The mail a local SES server at `endpoint` received, newest first. */
export const mailAt = async (endpoint: string): Promise<DevMail[]> => {
  const res = await fetch(`${endpoint}/store`);
  const { emails } = (await res.json()) as { emails: StoredEmail[] };
  return emails
    .map((e) => ({
      id: e.messageId,
      from: e.from,
      to: e.destination.to,
      subject: e.subject,
      text: e.body.text ?? '',
      html: e.body.html ?? '',
      at: e.at,
    }))
    .reverse();
};

/** aws-ses-v2-local on loopback. It is CommonJS: Node nests its default export one level deeper than tsx does. */
export const startSes = async (): Promise<Closable & { endpoint: string }> => {
  type Start = (c: { host: string; port: number }) => Promise<Server>;
  const mod = (await import('aws-ses-v2-local')) as unknown as { default: Start | { default: Start } };
  const start = typeof mod.default === 'function' ? mod.default : mod.default.default;
  const server = await start({ host: '127.0.0.1', port: 0 });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
};
