import type {
  AuthResponse,
  CheckSubscriberResponse,
  ConfirmEmailRequest,
  ForgotPasswordRequest,
  MessageResponse,
  ProfileResponse,
  ResetPasswordRequest,
  SigninRequest,
  SignupRequest,
} from '@verse/shared/api/schemas/accounts';
import { apiRequest } from '@/lib/api.ts';

export const signIn = (body: SigninRequest) => apiRequest<AuthResponse>('POST /api/auth/signin', body);
/** Starts a sign-up: the account is made when the emailed link is opened (`confirmEmail`). */
export const signUp = (body: SignupRequest) => apiRequest<MessageResponse>('POST /api/auth/signup', body);
export const confirmEmail = (body: ConfirmEmailRequest) => apiRequest<AuthResponse>('POST /api/auth/confirm-email', body);
export const requestPasswordReset = (body: ForgotPasswordRequest) => apiRequest<MessageResponse>('POST /api/auth/forgot-password', body);
export const resetPassword = (body: ResetPasswordRequest) => apiRequest<MessageResponse>('POST /api/auth/reset-password', body);
/** Ends the account's sessions on the server: the token stops working everywhere, not only here. */
export const signOut = () => apiRequest<MessageResponse>('POST /api/auth/signout');
export const fetchProfile = () => apiRequest<ProfileResponse>('GET /api/auth/profile');
export const checkSubscriber = (email: string) =>
  apiRequest<CheckSubscriberResponse>('GET /api/check-subscriber', undefined, { query: { email } });
