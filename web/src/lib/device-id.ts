import { STORAGE_KEYS } from '@verse/shared/browser';
import { storage } from './storage.ts';

const FINGERPRINT_TIMEOUT_MS = 3000;
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

const randomId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `device_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

const stored = () => storage.get(STORAGE_KEYS.deviceId) ?? storage.get(STORAGE_KEYS.deviceIdAlt);

export const setDeviceId = (id: string) => {
  storage.set(STORAGE_KEYS.deviceId, id);
  storage.set(STORAGE_KEYS.deviceIdAlt, id);
  return id;
};

/** The stored device id, if this browser has one yet (never creates one: see `ensureDeviceId`). */
export const peekDeviceId = () => stored() ?? undefined;

/**
 * The FingerprintJS visitor id (the MIT 5.x open-source agent, loaded on demand so it stays out of
 * the first page load; no statistics request). Null when it fails or is slow.
 * The same steps as `load().get().visitorId`, except that the event loop is released after every
 * source instead of every 16 ms, so collecting never blocks the page in long tasks on a slow phone.
 */
const fingerprint = async (): Promise<string | null> => {
  try {
    const work = import('@fingerprintjs/fingerprintjs').then(async (fp) => {
      await fp.prepareForSources();
      const components = await fp.loadSources(fp.sources, { cache: {}, debug: false }, [], 0)();
      return fp.hashComponents(components);
    });
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), FINGERPRINT_TIMEOUT_MS));
    const id = await Promise.race([work, timeout]);
    return id && SAFE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
};

let ready: Promise<string> | null = null;

const IDLE_TIMEOUT_MS = 1000;

/** After the page's first render and requests, so FingerprintJS (heavy on the main thread) never holds them up. */
const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(resolve, 0),
  );

/**
 * Resolves the device id once: the stored id, else the fingerprint visitor id, else a random
 * `device_…` id (spec 000 §3, §8: a fingerprint failure silently falls back to a random stored id).
 */
export const ensureDeviceId = () =>
  (ready ??= (async () => {
    const existing = stored();
    if (existing) return existing;
    await idle();
    const id = await fingerprint();
    return stored() ?? setDeviceId(id ?? randomId());
  })());

/** A fresh random id (after logout): the signed-out browser starts as a new device. */
export const resetDeviceId = () => {
  const id = setDeviceId(randomId());
  ready = Promise.resolve(id);
  return id;
};
