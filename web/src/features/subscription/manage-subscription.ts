import { toast } from '@/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { createPortalSession } from './api.ts';

/** "Manage Subscription": Stripe's billing portal, or the Demo Note when no Stripe account is behind this server. */
export const openSubscriptionManagement = async () => {
  try {
    const answer = await createPortalSession();
    if ('url' in answer) {
      window.location.assign(answer.url);
      return;
    }
    showDemoNote();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return showDemoNote();
    toast({ title: 'Manage Subscription', description: 'Unable to access subscription management at this time. Please try again later.', variant: 'destructive' });
  }
};

const showDemoNote = () =>
  toast({
    title: 'Demo Note',
    description: 'This copy of Verse runs without Stripe, so there is no billing portal to open. You can cancel your subscription on your Account page.',
    action: { label: 'Account', onClick: () => window.location.assign('/account') },
    durationMs: 10_000,
  });
