import type { DailyTenResponse, MarkReadResponse } from '@verse/shared/api/schemas/daily-ten';
import { apiRequest } from '../../lib/api.ts';
import { ensureDeviceId, peekDeviceId } from '../../lib/device-id.ts';
import { usageHeaders } from '../usage/api.ts';

/**
 * Every Daily Ten call names the device (progress belongs to it until sign-in) and the local time
 * zone. Loading does not create a device id (a first visit just sees today's ten); reading does.
 */
const call = async <T>(method: 'GET' | 'POST', path: string, deviceId: string | undefined) => {
  const query = new URLSearchParams({ ...(deviceId ? { deviceId } : {}), _t: String(Date.now()) });
  // The request helper adds the stored device id as its header.
  return apiRequest<T | null>(method, `${path}?${query}`, undefined, { headers: usageHeaders() });
};

/** Today's ten, or null when the Daily Ten is locked by the usage limit (spec 000 §7: a silent 429). */
export const fetchDailyTen = () => call<DailyTenResponse>('GET', '/api/daily-ten', peekDeviceId());
export const markVerseRead = async (index: number) => call<MarkReadResponse>('POST', `/api/daily-ten/${index}/read`, await ensureDeviceId());
export const skipDailyVerse = async (index: number) => call<DailyTenResponse>('POST', `/api/daily-ten/${index}/skip`, await ensureDeviceId());
export const newDailyVerses = async () => call<DailyTenResponse>('POST', '/api/clear-daily-cache', await ensureDeviceId());
