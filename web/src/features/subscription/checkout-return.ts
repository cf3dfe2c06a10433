import type { Location, NavigateFunction } from 'react-router-dom';
import { RETURN_PARAMS } from '@verse/shared/api/routes/billing';
import { toast } from '@/ui/toast-store.ts';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/features/session/session-store.ts';
import { useUsage } from '@/features/usage/usage-store.ts';
import { redeemUnlock } from './api.ts';
import { subscriberFlags } from './subscriber-flags.ts';
import { announceSignedIn } from '@/lib/app-events.ts';

const PLAN_NAMES = { monthly: 'Monthly', annual: 'Annual' } as const;

/** Tokens already exchanged in this page (a development re-render must not spend a link twice). */
const redeemed = new Set<string>();

const refreshAll = () => {
  void useUsage.getState().refresh();
  void useSession.getState().refreshProfile();
};

/** Exchanges the emailed single-use link for a session on this browser. */
const unlock = async (token: string) => {
  if (redeemed.has(token)) return;
  redeemed.add(token);
  try {
    const { token: session, user } = await redeemUnlock(token);
    subscriberFlags.clear();
    await useSession.getState().login(session, user);
    announceSignedIn();
    const subscribed = useSession.getState().isSubscriber;
    if (subscribed) subscriberFlags.set(useSession.getState().profile?.subscription.planType ?? 'monthly', user.email);
    refreshAll();
    toast({
      title: subscribed ? 'Subscription unlocked' : `Signed in as ${user.email}`,
      description: subscribed ? 'You now have unlimited access to verses on this device.' : 'This email has no active subscription right now.',
    });
  } catch (error) {
    toast({ title: 'Could not unlock', description: errorMessage(error, 'Failed to verify email. Please try again.'), variant: 'destructive' });
  }
};

/**
 * What the pages billing sends people back to ask for (spec 000 §2): `?subscribed=true&plan=` stores
 * the subscriber flags and thanks them, `?gift=sent` thanks a giver, `?unlock=` signs a subscriber in.
 * The parameters are removed from the address at once. Loaded only when the address carries one.
 */
export const arriveFromCheckout = (location: Location, navigate: NavigateFunction) => {
  const params = new URLSearchParams(location.search);
  const subscribed = params.get(RETURN_PARAMS.subscribed) === 'true';
  const gift = params.get(RETURN_PARAMS.gift) === 'sent';
  const token = params.get(RETURN_PARAMS.unlock);
  if (!subscribed && !gift && !token) return;
  const plan = params.get(RETURN_PARAMS.plan) === 'annual' ? 'annual' : 'monthly';
  for (const key of Object.values(RETURN_PARAMS)) params.delete(key);
  const search = params.toString();
  navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });

  if (subscribed) {
    useSession.getState().restore();
    const signedIn = !!useSession.getState().token;
    subscriberFlags.set(plan, useSession.getState().user?.email);
    refreshAll();
    toast({
      title: `Thank you for subscribing to Verse ${PLAN_NAMES[plan]}!`,
      description: `You now have unlimited access to verses.${signedIn ? '' : ' Open the link we emailed you to use your subscription on this device.'}`,
      durationMs: 10_000,
    });
  }
  if (gift) {
    toast({ title: 'Thank you for your gift!', description: "We've emailed them how to start, and sent you a receipt.", durationMs: 10_000 });
  }
  if (token) void unlock(token);
};
