import { useFavoritesModal } from '@/features/favorites/favorites-modal-store.ts';
import { useFeedbackModal } from '@/features/feedback/feedback-store.ts';
import { openSubscriptionManagement } from '@/features/subscription/manage-subscription.ts';
import type { SessionState } from '@/features/session/session-store.ts';

export interface UserMenuItem {
  label: string;
  onSelect(): void;
}

/**
 * The signed-in menu's items, in order. Items for subscribers (favorites, subscription) go in
 * before "Send Feedback", shown when `session.isSubscriber`.
 */
export const signedInItems = (session: Pick<SessionState, 'isSubscriber' | 'logout'>): UserMenuItem[] => [
  ...(session.isSubscriber
    ? [
        { label: 'Favorite Verses', onSelect: () => useFavoritesModal.getState().show() },
        { label: 'Manage Subscription', onSelect: () => void openSubscriptionManagement() },
      ]
    : []),
  { label: 'Send Feedback', onSelect: () => useFeedbackModal.getState().show() },
  { label: 'Sign out', onSelect: () => void session.logout() },
];
