import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs through Powertools (in Lambda each line carries the request id and whether it
 * was a cold start: `createHandler` adds the context). Secrets never reach a log line: keys that name
 * them are redacted at any depth, and email addresses are masked wherever they appear. `VERSE_QUIET` keeps all but errors out (tests, benchmarks);
 * `VERSE_DEBUG` lets debug lines through.
 */
const SECRET_KEY = /pass(word)?|hash|salt|token|secret|authorization|signature/i;

/** Email addresses are personal data: they never reach a log line, wherever they appear in it. */
const EMAIL_IN_TEXT = /[^\s@<>"'(),;:]{1,64}@[^\s@<>"'(),;:]{1,253}/g;
const maskEmails = (text: string) => (text.includes('@') ? text.replace(EMAIL_IN_TEXT, '[email]') : text);

const redact = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return maskEmails(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: maskEmails(value.message), stack: value.stack && maskEmails(value.stack) };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1)]),
  );
};

type Level = 'debug' | 'info' | 'warn' | 'error';

export const powertoolsLogger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'verse',
  logLevel: 'DEBUG',
});

const write = (level: Level, message: string, data?: Record<string, unknown>) => {
  if (level === 'debug' && !process.env.VERSE_DEBUG) return;
  if (process.env.VERSE_QUIET && level !== 'error') return;
  powertoolsLogger[level](maskEmails(message), redact(data ?? {}) as Record<string, unknown>);
};

export const logger = {
  debug: (message: string, data?: Record<string, unknown>) => write('debug', message, data),
  info: (message: string, data?: Record<string, unknown>) => write('info', message, data),
  warn: (message: string, data?: Record<string, unknown>) => write('warn', message, data),
  error: (message: string, data?: Record<string, unknown>) => write('error', message, data),
};
