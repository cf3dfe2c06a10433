import { DEVICE_ID_PATTERN, STORAGE_KEYS } from '@verse/shared/browser';
import { storage } from './storage.ts';

const FINGERPRINT_TIMEOUT_MS = 3000;

const randomId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `device_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

const isOwnId = (id: string) => id.startsWith('device_');

/**
 * Browsers from before each had its own random id used their fingerprint as the device id. Such a
 * browser gets its own id now and names the old one once (`previousDeviceId`), so the server moves
 * its allowance state across and it loses nothing.
 */
const migrate = () => {
  const old = storage.get(STORAGE_KEYS.deviceId) ?? storage.get(STORAGE_KEYS.deviceIdAlt);
  if (old && !isOwnId(old)) {
    storage.set(STORAGE_KEYS.previousDeviceId, old);
    setDeviceId(randomId());
  }
};

const stored = () => {
  migrate();
  return storage.get(STORAGE_KEYS.deviceId) ?? storage.get(STORAGE_KEYS.deviceIdAlt);
};

export const setDeviceId = (id: string) => {
  storage.set(STORAGE_KEYS.deviceId, id);
  storage.set(STORAGE_KEYS.deviceIdAlt, id);
  return id;
};

/** The stored device id, if this browser has one yet (never creates one: see `ensureDeviceId`). */
export const peekDeviceId = () => stored() ?? undefined;

/** The fingerprint-era id this browser still has to name once, if any. */
export const previousDeviceId = () => storage.get(STORAGE_KEYS.previousDeviceId) ?? undefined;

/** The server has moved the old id's state (a usage answer came back): the old id is no longer needed. */
export const forgetPreviousDeviceId = () => storage.remove(STORAGE_KEYS.previousDeviceId);

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
    return id && DEVICE_ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
};

const IDLE_TIMEOUT_MS = 1000;

/** After the page's first render and requests, so FingerprintJS (heavy on the main thread) never holds them up. */
const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(resolve, 0),
  );

let fingerprinted: Promise<string | null> | null = null;
let knownFingerprint: string | null = null;

/**
 * The fingerprint, worked out once per page when a search is about to be made. Identical devices
 * share it, so it is never the identity: it travels in its own header, where the server uses it only
 * to limit browsers that clear their storage for more free searches.
 */
export const ensureFingerprint = () =>
  (fingerprinted ??= idle()
    .then(fingerprint)
    .then((id) => (knownFingerprint = id)));

/** The fingerprint if it is known already (requests never wait for it). */
export const peekFingerprint = () => knownFingerprint;

/**
 * This browser's own device id (spec 000 §3's `device_…` form): random, created once and kept.
 * Two identical phones never share it, so one never uses up the other's allowance or progress.
 */
export const ensureDeviceId = async () => stored() ?? setDeviceId(randomId());

/** A fresh random id (after logout): the signed-out browser starts as a new device. */
export const resetDeviceId = () => setDeviceId(randomId());
