import type {
  CancelSubscriptionResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  PortalSessionResponse,
  UnlockSubscriberResponse,
} from '@verse/shared/api/schemas/billing';
import type { AuthResponse } from '@verse/shared/api/schemas/accounts';
import { apiRequest } from '@/lib/api.ts';

export const createSubscription = (body: CreateSubscriptionRequest) =>
  apiRequest<CreateSubscriptionResponse>('POST /api/create-subscription', body);

export const createPortalSession = () => apiRequest<PortalSessionResponse>('POST /api/create-portal-session');

export const cancelSubscription = (email: string) =>
  apiRequest<CancelSubscriptionResponse>('POST /api/cancel-subscription', { email });

export const unlockSubscriber = (email: string) => apiRequest<UnlockSubscriberResponse>('POST /api/unlock-subscriber', { email });

export const redeemUnlock = (token: string) => apiRequest<AuthResponse>('POST /api/unlock-subscriber/redeem', { token });
