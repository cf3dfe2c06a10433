import { STORAGE_KEYS } from '@verse/shared/browser';
import { storage } from './storage.ts';

const randomId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `device_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

/** This browser's device id, stored under both keys the product reads; created on first use. */
export const getDeviceId = () => {
  const existing = storage.get(STORAGE_KEYS.deviceId) ?? storage.get(STORAGE_KEYS.deviceIdAlt);
  if (existing) return existing;
  return setDeviceId(randomId());
};

export const setDeviceId = (id: string) => {
  storage.set(STORAGE_KEYS.deviceId, id);
  storage.set(STORAGE_KEYS.deviceIdAlt, id);
  return id;
};

/** A fresh random id (after logout). */
export const resetDeviceId = () => setDeviceId(randomId());
