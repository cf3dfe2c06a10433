import { recordUsageRequest, type RecordUsageResponse, type UsageStatus } from '@verse/shared/api/schemas/usage';
import { TRENDING_SEARCHES } from '@verse/shared/constants';
import { createHandler, json, type ApiRequest } from '#kit/http.ts';
import { validateBody } from '#kit/validate.ts';
import { admitSearch, readUsage, visitorOf } from '#kit/search-quota/meter.ts';


/** The trending searches' labels (the ranked list, which costs a query, is `GET /api/trending-tags`). */

const getUsageStatus = async (req: ApiRequest) => {
  const body: UsageStatus = await readUsage(visitorOf(req), req.now, TRENDING_SEARCHES);
  return json(body);
};

/**
 * Older clients report a search after showing it. Discovery already counted it, so this never
 * counts again: with a `query` it counts only a query not counted in the last minute (the marker
 * discovery left makes it a no-op); without one it only answers the current status.
 */
const recordUsage = async (req: ApiRequest) => {
  const input = validateBody(recordUsageRequest, req.body);
  const who = visitorOf(req, req.deviceId ?? input.deviceId);
  const now = req.now;
  if (!input.query) {
    const body: RecordUsageResponse = { ...(await readUsage(who, now)), counted: false };
    return json(body);
  }
  const { counted, status } = await admitSearch(who, { query: input.query }, now);
  const body: RecordUsageResponse = { ...status, counted };
  return json(body);
};

export const handler = createHandler('usage', {
  'GET /api/usage-status': getUsageStatus,
  'POST /api/record-usage': recordUsage,
});
