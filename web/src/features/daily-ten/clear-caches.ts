import { OFFLINE_CACHE_PREFIX } from '@verse/shared/browser';

/**
 * Spec 001 §4: on load, the Daily Ten clears the local caches whose keys contain "verse", "daily" or
 * "cache". These are the page's Cache Storage caches, never the session in localStorage (signing
 * people out on every visit cannot be what was meant), and never the offline app's own.
 */
export const clearVerseCaches = async () => {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => !n.startsWith(OFFLINE_CACHE_PREFIX) && /verse|daily|cache/i.test(n)).map((n) => caches.delete(n)));
  } catch {
    /* storage may be blocked (private mode): nothing to clear */
  }
};
