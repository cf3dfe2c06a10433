import { EVENTS } from '@verse/shared/browser';

// Features speak to each other through window events (spec 000 §4), so none imports another's store.
const fire = (event: string) => window.dispatchEvent(new Event(event));

export const triggerPaywall = () => fire(EVENTS.triggerPaywall);
export const announceSignedIn = () => fire(EVENTS.userLoggedIn);
export const announceSignedOut = () => fire(EVENTS.userLoggedOut);

/** Calls `listener` after every sign-in and sign-out; returns what stops it. */
export const onSessionChange = (listener: () => void) => {
  window.addEventListener(EVENTS.userLoggedIn, listener);
  window.addEventListener(EVENTS.userLoggedOut, listener);
  return () => {
    window.removeEventListener(EVENTS.userLoggedIn, listener);
    window.removeEventListener(EVENTS.userLoggedOut, listener);
  };
};
