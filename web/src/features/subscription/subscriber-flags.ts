import { STORAGE_KEYS } from '@verse/shared/browser';
import { storage } from '@/lib/storage.ts';

/**
 * The subscriber flags kept in the browser (spec 000 §3). They only change what is displayed before
 * the server answers: the server decides every entitlement from the signed-in account.
 */
export const subscriberFlags = {
  set(plan: string, email?: string) {
    storage.set(STORAGE_KEYS.subscriber, 'true');
    storage.set(STORAGE_KEYS.subscriberPlan, plan);
    if (email) storage.set(STORAGE_KEYS.subscriberEmail, email);
  },
  clear() {
    storage.remove(STORAGE_KEYS.subscriber, STORAGE_KEYS.subscriberPlan, STORAGE_KEYS.subscriberEmail);
  },
};
