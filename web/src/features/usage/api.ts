import type { UsageStatus } from '@verse/shared/api/schemas/usage';
import { TIME_ZONE_HEADER } from '@verse/shared/api/routes/usage';
import { apiRequest } from '@/lib/api.ts';
import { getAuthToken } from '@/lib/auth-token.ts';
import { forgetPreviousDeviceId, peekDeviceId } from '@/lib/device-id.ts';

/** The visitor's IANA time zone (subscribers' days end at local midnight), UTC when unknown. */
const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** Headers every counted search should send besides the device id. */
export const usageHeaders = () => ({ [TIME_ZONE_HEADER]: timeZone() });

const isStatus = (v: unknown): v is UsageStatus =>
  typeof v === 'object' && v !== null && typeof (v as UsageStatus).usageThisWeek === 'number';

/**
 * Spec 000 §7: `?_t=` when signed in, `?deviceId=&_t=` when anonymous; the device id header always.
 * Non-OK answers and malformed bodies throw (spec 000 §8 "Usage fetch"). Null for a first visit that
 * has no device id yet: the id is only created when a search needs it; until then the free defaults
 * stand. The answer also tells that the server has moved a fingerprint-era id's state across.
 */
export const fetchUsageStatus = async (): Promise<UsageStatus | null> => {
  const deviceId = peekDeviceId();
  const signedIn = !!getAuthToken();
  if (!deviceId && !signedIn) return null;
  const query = { ...(!signedIn && deviceId ? { deviceId } : {}), _t: String(Date.now()) };
  let body: unknown;
  try {
    body = await apiRequest<unknown>('GET /api/usage-status', undefined, { query, headers: usageHeaders() });
  } catch (error) {
    const status = (error as { status?: number }).status;
    throw new Error(status ? `HTTP ${status}: ${(error as Error).message.replace(/^\d+: /, '')}` : (error as Error).message, {
      cause: error,
    });
  }
  if (!isStatus(body)) throw new Error('Invalid response format');
  forgetPreviousDeviceId();
  return body;
};
