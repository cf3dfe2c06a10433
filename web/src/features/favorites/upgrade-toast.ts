import { toast } from '@/ui/toast-store.ts';
import { triggerPaywall } from '@/lib/app-events.ts';

/** Spec 000 §8: saving favorites is for subscribers; Upgrade opens the paywall. */
export const showUpgradeToast = () =>
  toast({
    title: 'Upgrade to Unlock',
    description: 'Save unlimited verses to your favorites collection',
    action: { label: 'Upgrade', onClick: triggerPaywall },
  });
