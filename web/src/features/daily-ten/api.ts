import type { DailyTenResponse, MarkReadResponse } from '@verse/shared/api/schemas/daily-ten';
import type { ApiCall } from '@verse/shared/api/routes/index';
import { ApiError, apiRequest } from '@/lib/api.ts';
import { ensureDeviceId, peekDeviceId } from '@/lib/device-id.ts';
import { usageHeaders } from '@/features/usage/api.ts';

/**
 * Every Daily Ten call names the device (progress belongs to it until sign-in) and the local time
 * zone. Loading does not create a device id (a first visit just sees today's ten); reading does.
 */
const call = async <T>(route: ApiCall, deviceId: string | undefined, extra: Record<string, string> = {}): Promise<T | null> => {
  const query = { ...(deviceId ? { deviceId } : {}), ...extra, _t: String(Date.now()) };
  try {
    // The request helper adds the stored device id as its header.
    return await apiRequest<T>(route, undefined, { query, headers: usageHeaders() });
  } catch (error) {
    // Locked by the usage limit: a silent 429 (spec 000 §7).
    if (error instanceof ApiError && error.status === 429) return null;
    throw error;
  }
};

/** Today's ten, or null when the Daily Ten is locked by the usage limit (spec 000 §7: a silent 429). */
export const fetchDailyTen = () => call<DailyTenResponse>('GET /api/daily-ten', peekDeviceId());
/** Marks a verse read; `day` is the local date it was read when that was offline, earlier. */
export const markVerseRead = async (index: number, day?: string) =>
  call<MarkReadResponse>(`POST /api/daily-ten/${index}/read`, await ensureDeviceId(), day ? { day } : {});
export const skipDailyVerse = async (index: number) => call<DailyTenResponse>(`POST /api/daily-ten/${index}/skip`, await ensureDeviceId());
export const newDailyVerses = async () => call<DailyTenResponse>('POST /api/clear-daily-cache', await ensureDeviceId());
