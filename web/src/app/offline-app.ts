import { registerSW } from 'virtual:pwa-register';
import { toast } from '@/ui/toast-store.ts';

/** How long the "new version" notice stays: long enough to finish the verse being read. */
const UPDATE_NOTICE_MS = 60_000;

/**
 * Registers the service worker that makes Verse installable and usable offline. A new deploy is
 * fetched in the background; the page keeps running the version it loaded until the visitor chooses
 * "Reload" (or on their next visit), so nobody is interrupted mid-verse by a stale or a switched app.
 */
const startOfflineApp = () => {
  const update = registerSW({
    onNeedRefresh: () =>
      toast({
        title: 'A new version of Verse is ready',
        description: 'Reload to use it. What you were reading stays.',
        action: { label: 'Reload', onClick: () => void update(true) },
        durationMs: UPDATE_NOTICE_MS,
      }),
  });
};

/** How long after load the offline app waits before storing itself. */
const SETUP_WAIT_MS = 3000;

/**
 * Sets the offline app up once the page has loaded and gone quiet: storing the whole app for offline
 * use then never competes with what the visitor came for.
 */
export const startOfflineAppWhenQuiet = () => {
  // Safari has no requestIdleCallback: there the wait alone does.
  const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: SETUP_WAIT_MS }) : run());
  const whenQuiet = () => setTimeout(() => idle(startOfflineApp), SETUP_WAIT_MS);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
};
