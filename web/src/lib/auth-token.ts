import { STORAGE_KEYS } from '@verse/shared/browser';
import { storage } from './storage.ts';

/** The stored bearer token, under either spelling the product has used. */
export const getAuthToken = () => storage.get(STORAGE_KEYS.authToken) ?? storage.get(STORAGE_KEYS.authTokenAlt);
