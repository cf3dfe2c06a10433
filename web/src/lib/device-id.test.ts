import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@verse/shared/browser';

/** A browser's localStorage, fresh for each test. */
const browserStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    localStorage: {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    },
  };
};

let store: ReturnType<typeof browserStorage>;
const load = async () => {
  vi.resetModules();
  return import('./device-id.ts');
};

beforeEach(() => {
  store = browserStorage();
  vi.stubGlobal('window', { localStorage: store.localStorage });
});

describe('the device id', () => {
  it('is created only when needed, in the device_ form, random, and kept under both keys', async () => {
    const ids = await load();
    expect(ids.peekDeviceId()).toBeUndefined();
    const id = await ids.ensureDeviceId();
    expect(id).toMatch(/^device_[0-9a-f]{24}$/);
    expect(await ids.ensureDeviceId()).toBe(id);
    expect(store.map.get(STORAGE_KEYS.deviceId)).toBe(id);
    expect(store.map.get(STORAGE_KEYS.deviceIdAlt)).toBe(id);

    store = browserStorage();
    vi.stubGlobal('window', { localStorage: store.localStorage });
    expect(await (await load()).ensureDeviceId()).not.toBe(id);
  });

  it('moves a browser that stored a fingerprint id to its own id, naming the old one until the server has moved its state', async () => {
    store.map.set(STORAGE_KEYS.deviceIdAlt, 'a1b2c3fingerprint');
    const ids = await load();
    const id = ids.peekDeviceId();
    expect(id).toMatch(/^device_[0-9a-f]{24}$/);
    expect(ids.previousDeviceId()).toBe('a1b2c3fingerprint');
    expect(ids.peekDeviceId()).toBe(id);
    ids.forgetPreviousDeviceId();
    expect(ids.previousDeviceId()).toBeUndefined();
    expect(ids.peekDeviceId()).toBe(id);
  });

  it('leaves a browser that has its own id as it is', async () => {
    store.map.set(STORAGE_KEYS.deviceId, 'device_0123456789abcdef01234567');
    const ids = await load();
    expect(ids.peekDeviceId()).toBe('device_0123456789abcdef01234567');
    expect(ids.previousDeviceId()).toBeUndefined();
  });
});
