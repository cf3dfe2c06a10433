import { TIME_ZONE_HEADER } from '@verse/shared/api/routes/usage';
import type { DiscoverInput } from '@verse/shared/api/schemas/discovery';
import type { ApiRequest } from '#kit/http.ts';
import { admitSearch, visitorOf } from '#kit/search-quota/meter.ts';

/**
 * The one place every search passes through before the engine runs. The usage service counts it
 * against the account (signed in) or the device, in one atomic conditional update, and throws a
 * 429 `{ error, limitReached: true, resetsAt }` when the visitor's searches are used up; 400 when
 * the request carries neither a device id nor a token. The verse of the day, the page's own
 * related-topic prefetches (`prefetch: true`) and the same query again within a minute are not
 * counted. Subscribers' days end at midnight in `x-time-zone` (or the body's `timeZone`).
 */
export const authorizeSearch = async (req: ApiRequest, input: DiscoverInput): Promise<void> => {
  const timeZone = req.headers[TIME_ZONE_HEADER] || input.timeZone;
  await admitSearch(visitorOf(req, req.deviceId ?? input.deviceId, timeZone), { query: input.query, prefetch: input.prefetch }, req.now);
};
