import type { FeedbackRequest, FeedbackResponse } from '@verse/shared/api/schemas/feedback';
import { apiRequest } from '@/lib/api.ts';

export const sendFeedback = (body: FeedbackRequest) => apiRequest<FeedbackResponse>('POST /api/feedback', body);
