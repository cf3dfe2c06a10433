import { TIME_ZONE_HEADER } from '@verse/shared/api/routes/usage';
import { systemClock } from '#kit/clock.ts';
import type { ApiRequest } from '#kit/http.ts';
import { admitSearch, visitorOf } from '../usage/meter.ts';

const bodyField = (req: ApiRequest, name: string) =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>)[name] : undefined;

/**
 * The one place every search passes through before the engine runs. The usage service counts it
 * against the account (signed in) or the device, in one atomic conditional update, and throws a
 * 429 `{ error, limitReached: true, resetsAt }` when the visitor's searches are used up; 400 when
 * the request carries neither a device id nor a token. The verse of the day, the page's own
 * related-topic prefetches (`prefetch: true`) and the same query again within a minute are not
 * counted. Subscribers' days end at midnight in `x-time-zone` (or the body's `timeZone`).
 */
export const authorizeSearch = async (req: ApiRequest, query: string): Promise<void> => {
  const deviceId = req.deviceId ?? (typeof bodyField(req, 'deviceId') === 'string' ? (bodyField(req, 'deviceId') as string) : undefined);
  const timeZone = req.headers[TIME_ZONE_HEADER] || (bodyField(req, 'timeZone') as string | undefined) || req.query.timeZone;
  await admitSearch(
    visitorOf(req, deviceId, timeZone),
    { query, prefetch: bodyField(req, 'prefetch') === true || req.query.prefetch === 'true' },
    systemClock.now(),
  );
};
