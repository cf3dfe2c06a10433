import type { Location, NavigateFunction } from 'react-router-dom';
import { CONFIRM_EMAIL_PARAM } from '@verse/shared/api/routes/accounts';
import { errorMessage } from '@/lib/api.ts';
import { toast } from '@/ui/toast-store.ts';
import { useSession } from './session-store.ts';

/** Codes already exchanged in this page (a development re-render must not spend a link twice). */
const used = new Set<string>();

const finishSignUp = async (token: string) => {
  if (used.has(token)) return;
  used.add(token);
  try {
    const { user } = await useSession.getState().authenticate({ kind: 'confirm', body: { token } });
    toast({ title: 'Welcome to Verse!', description: `Your account is ready, and you're signed in as ${user.email}.` });
  } catch (error) {
    toast({ title: 'Could not finish creating your account', description: errorMessage(error, 'Please try the link again.'), variant: 'destructive' });
  }
};

/**
 * `/?confirm=<code>`: the emailed link that finishes a sign-up. The code is removed from the address
 * at once, then exchanged for a session. Loaded only when the address carries one.
 */
export const arriveFromConfirmation = (location: Location, navigate: NavigateFunction) => {
  const params = new URLSearchParams(location.search);
  const token = params.get(CONFIRM_EMAIL_PARAM);
  if (!token) return;
  params.delete(CONFIRM_EMAIL_PARAM);
  const search = params.toString();
  navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  void finishSignUp(token);
};
