import { create } from 'zustand';
import type { AuthResponse, AuthUser, ConfirmEmailRequest, ProfileResponse, SigninRequest } from '@verse/shared/api/schemas/accounts';
import { STORAGE_KEYS } from '@verse/shared/browser';
import { ApiError } from '@/lib/api.ts';
import { getAuthToken } from '@/lib/auth-token.ts';
import { resetDeviceId } from '@/lib/device-id.ts';
import { storage } from '@/lib/storage.ts';
import { checkSubscriber, confirmEmail, fetchProfile, signIn, signOut } from './api.ts';
import { announceSignedIn, announceSignedOut } from '@/lib/app-events.ts';

export interface SessionState {
  token: string | null;
  user: AuthUser | null;
  profile: ProfileResponse | null;
  /** True until a stored session has been restored (or found absent). */
  isLoading: boolean;
  /** From the server's profile; a stored flag never unlocks anything. */
  isSubscriber: boolean;
  /** Restores a stored session once per page load and refreshes its profile. */
  restore(): void;
  /** Stores a session, then refreshes the profile. */
  login(token: string, user: AuthUser): Promise<void>;
  /**
   * Signs in, or finishes a sign-up through its emailed link (spec 000 §4 "Session"): clears the
   * old session and subscriber flags, stores the new one, broadcasts `userLoggedIn`, then checks the
   * subscription by email and answers it. Throws the server's error (an `ApiError`) on failure.
   */
  authenticate(request: { kind: 'signin'; body: SigninRequest } | { kind: 'confirm'; body: ConfirmEmailRequest }): Promise<{ isSubscriber: boolean; user: AuthUser }>;
  /**
   * Ends the account's sessions on the server (unless the token is already refused), clears
   * everything, takes a new device id, broadcasts `userLoggedOut` and reloads the page.
   */
  logout(options?: { endSessions?: boolean }): Promise<void>;
  /** A non-OK profile answer forces logout; a network failure is only logged. */
  refreshProfile(): Promise<void>;
}

const SUBSCRIBER_KEYS = [STORAGE_KEYS.subscriber, STORAGE_KEYS.subscriberPlan, STORAGE_KEYS.subscriberEmail];

const storedUser = (): AuthUser | null => {
  try {
    const user = JSON.parse(storage.get(STORAGE_KEYS.user) ?? 'null') as AuthUser | null;
    return user && typeof user.email === 'string' ? user : null;
  } catch {
    return null;
  }
};

const clearStored = () => storage.remove(STORAGE_KEYS.authToken, STORAGE_KEYS.authTokenAlt, STORAGE_KEYS.user, ...SUBSCRIBER_KEYS);

let restored = false;

export const useSession = create<SessionState>((set, get) => ({
  token: null,
  user: null,
  profile: null,
  isLoading: true,
  isSubscriber: false,

  restore: () => {
    if (restored) return;
    restored = true;
    const token = getAuthToken();
    const user = storedUser();
    if (token && user) {
      set({ token, user });
      void get()
        .refreshProfile()
        .finally(() => set({ isLoading: false }));
    } else {
      set({ isLoading: false });
    }
  },

  login: async (token, user) => {
    storage.set(STORAGE_KEYS.authToken, token);
    storage.set(STORAGE_KEYS.user, JSON.stringify(user));
    set({ token, user, isLoading: false });
    await get().refreshProfile();
  },

  authenticate: async (request) => {
    const answer: AuthResponse = request.kind === 'signin' ? await signIn(request.body) : await confirmEmail(request.body);
    clearStored();
    set({ profile: null, isSubscriber: false });
    await get().login(answer.token, answer.user);
    announceSignedIn();
    let isSubscriber = false;
    try {
      const check = await checkSubscriber(answer.user.email);
      isSubscriber = check.active;
      if (check.active) {
        storage.set(STORAGE_KEYS.subscriber, 'true');
        storage.set(STORAGE_KEYS.subscriberEmail, answer.user.email);
        if (check.planType) storage.set(STORAGE_KEYS.subscriberPlan, check.planType);
      }
    } catch (error) {
      console.warn('subscriber check failed', error);
    }
    return { isSubscriber, user: answer.user };
  },

  logout: async ({ endSessions = true } = {}) => {
    if (endSessions && get().token) await signOut().catch((error: unknown) => console.warn('sign-out not confirmed by the server', error));
    clearStored();
    set({ token: null, user: null, profile: null, isSubscriber: false, isLoading: false });
    resetDeviceId();
    announceSignedOut();
    window.location.reload();
  },

  refreshProfile: async () => {
    if (!get().token) return;
    try {
      const profile = await fetchProfile();
      set({ profile, user: { ...get().user, ...profile.user }, isSubscriber: profile.subscription.active });
      if (profile.subscription.active) {
        storage.set(STORAGE_KEYS.subscriber, 'true');
        storage.set(STORAGE_KEYS.subscriberEmail, profile.user.email);
      } else storage.remove(STORAGE_KEYS.subscriber);
    } catch (error) {
      if (error instanceof ApiError) return void get().logout({ endSessions: false });
      console.warn('profile refresh failed', error);
      // Offline, the account keeps what this browser last knew of it (its favorites stay reachable).
      const email = get().user?.email;
      set({ isSubscriber: !!email && storage.get(STORAGE_KEYS.subscriber) === 'true' && storage.get(STORAGE_KEYS.subscriberEmail) === email });
    }
  },
}));

/** The message the auth forms show for a failed call (spec 000 §8 "Auth"). */
export const authErrorMessage = (error: unknown) => {
  if (error instanceof ApiError) {
    if (error.userMessage) return error.userMessage;
    if (error.data) return 'Authentication failed';
    return `Server error: ${error.status} - ${error.body}`;
  }
  return 'An error occurred';
};
