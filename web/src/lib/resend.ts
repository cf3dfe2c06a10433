/** How often work done offline is tried again while it waits: a browser does not always say it is back online. */
const RETRY_MS = 10_000;

/**
 * Sends work done offline again when the browser says it is back online, and every 10 s while
 * `waiting()` says some is left. Returns the call to make after queueing more.
 */
export const resendWhenOnline = (resend: () => Promise<unknown>, waiting: () => boolean) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    if (timer || !waiting()) return;
    timer = setTimeout(() => {
      timer = undefined;
      void resend().finally(later);
    }, RETRY_MS);
  };
  window.addEventListener('online', () => void resend().finally(later));
  return later;
};
