import type { RecommendationsResponse } from '@verse/shared/api/schemas/discovery';
import type { BibleVersion } from '@verse/shared/constants';
import { apiRequest } from '@/lib/api.ts';
import { ensureDeviceId } from '@/lib/device-id.ts';

/** Verse+ recommendations for this browser (spec 001 §7); a failure is 'Failed to fetch recommendations' (§8). */
export const fetchRecommendations = async (version: BibleVersion) => {
  try {
    const deviceId = await ensureDeviceId();
    return (await apiRequest<RecommendationsResponse>('GET /api/recommendations', undefined, { query: { deviceId, version } })).recommendations;
  } catch (error) {
    throw new Error('Failed to fetch recommendations', { cause: error });
  }
};

/** "Was this helpful?": the next list leans toward what helped and leaves out what did not. */
export const voteOnRecommendation = async (verseReference: string, isHelpful: boolean) =>
  apiRequest('POST /api/recommendation-vote', { verseReference, isHelpful, deviceId: await ensureDeviceId(), timestamp: new Date().toISOString() });
