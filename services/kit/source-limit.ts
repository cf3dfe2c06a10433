import { SOURCE_LIMITS, type SourceLimitName } from '@verse/shared/constants';
import { config } from './config.ts';
import { tooManyRequests } from './errors.ts';
import { countInWindow, readWindow, uncount } from './window-counter.ts';

const HOUR_MS = 3_600_000;

/** An IPv6 visitor controls a whole /64, so its first four groups are the address that is limited. */
export const addressKey = (ip: string) => {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
};

const MESSAGES: Record<SourceLimitName, string> = {
  searchesPerAddress: 'Too many searches from your network today. Please try again later.',
  searchesPerFingerprint: "You've used the free searches on this device. Your access will reset soon.",
  signUpsPerAddress: 'Too many accounts were created from your network. Please try again in an hour.',
  failedSignInsPerAddress: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  emailsPerAddress: 'Too many emails were requested from your network. Please try again in an hour.',
  feedbackPerAddress: 'Thank you — we have received a lot of feedback from your network. Please try again in an hour.',
  synthesesPerAddress: 'Too many new verses were read aloud from your network. Verses heard before still play; please try again in an hour.',
  // Never refused (past the limit a search no longer counts toward trending), so never shown.
  trendingCountsPerAddress: 'Too many searches from your network today.',
};

const item = (name: SourceLimitName, key: string) => ({ pk: `source#${name}#${key}` });
const table = () => config.tableName('rateLimits');

/**
 * Counts one event against a source limit, or refuses it with 429 and `Retry-After`. `key` is the
 * address (`addressKey`), or the address and something more (a fingerprint).
 */
export const takeSource = async (name: SourceLimitName, key: string, now: number, extra: Record<string, unknown> = {}) => {
  const result = await noteSource(name, key, now);
  if (result.outcome === 'refused') throw tooManyRequests(MESSAGES[name], extra, result.window.resetsAt - now);
};

/** Counts one event against a source limit without refusing it (the event already happened). */
export const noteSource = (name: SourceLimitName, key: string, now: number) => {
  const { limit, windowHours } = SOURCE_LIMITS[name];
  return countInWindow(table(), item(name, key), limit, now, now + windowHours * HOUR_MS);
};

/**
 * Counts one event against each of the limits named, or refuses with 429 (`extra` in the body) when
 * one is full, giving back what it had counted. The answer gives the events back, for an event that
 * turned out not to happen (a search that did not count).
 */
export const takeSources = async (limits: [SourceLimitName, string][], now: number, extra: Record<string, unknown> = {}) => {
  const taken: { key: Record<string, string>; windowStart: number }[] = [];
  const giveBack = () => Promise.all(taken.map(({ key, windowStart }) => uncount(table(), key, windowStart))).then(() => undefined);
  for (const [name, key] of limits) {
    const result = await noteSource(name, key, now);
    if (result.outcome === 'refused') {
      await giveBack();
      throw tooManyRequests(MESSAGES[name], extra, result.window.resetsAt - now);
    }
    taken.push({ key: item(name, key), windowStart: result.window.windowStart });
  }
  return { giveBack };
};

/** Refuses with 429 when the source limit is already used up, without counting anything. */
export const checkSource = async (name: SourceLimitName, key: string, now: number, extra: Record<string, unknown> = {}) => {
  const { limit } = SOURCE_LIMITS[name];
  const window = await readWindow(table(), item(name, key));
  if (window && window.resetsAt > now && window.count >= limit) throw tooManyRequests(MESSAGES[name], extra, window.resetsAt - now);
};
