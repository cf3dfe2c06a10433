import type { DiscoveredVerse, RecordedResponse } from '@verse/shared/api/schemas/discovery';
import { apiRequest } from '@/lib/api.ts';
import { ensureDeviceId } from '@/lib/device-id.ts';

/**
 * Spec 001 §7: a search whose verses were shown is recorded (trending, and the "Personal Touch"
 * recommendations). Failures are only logged: the visitor never waits for it or hears of it.
 */
export const recordSearch = async (query: string, verses: readonly DiscoveredVerse[]) => {
  try {
    await apiRequest<RecordedResponse>('POST /api/record-search', {
      query,
      deviceId: await ensureDeviceId(),
      verses: verses.map((v) => v.reference),
      timestamp: new Date().toISOString(),
    });
  } catch (error) {
    console.warn('search not recorded', error);
  }
};
