import type { ApiCall } from '@verse/shared/api/routes/index';
import { DEVICE_HEADER, FINGERPRINT_HEADER, PREVIOUS_DEVICE_HEADER } from '@verse/shared/browser';
import { getAuthToken } from './auth-token.ts';
import { peekDeviceId, peekFingerprint, previousDeviceId } from './device-id.ts';

/** A non-OK answer. `message` is "status: body" (spec 000 §8); `userMessage` is the server's `error`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly data: Record<string, unknown> | undefined,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  get userMessage(): string | undefined {
    const e = this.data?.error;
    return typeof e === 'string' ? e : undefined;
  }
}

const parse = (text: string) => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

export interface RequestOptions {
  signal?: AbortSignal;
  /** `blob` answers the body as a Blob (audio) instead of parsed JSON. */
  as?: 'json' | 'blob';
  headers?: Record<string, string>;
  /** Query-string parameters. */
  query?: Record<string, string>;
  /** An answer that never changes (a chapter's text): the browser may keep it in its HTTP cache. */
  cacheable?: boolean;
}

/**
 * The one request helper (spec 000 §7). `call` is "METHOD /api/path" of a route in the shared route
 * table (the type allows no other). Credentials and no-cache on every call but the `cacheable` ones, a JSON content type
 * only with a body, the bearer token, the device id and the fingerprint when present (and, once, the
 * id a browser used before it had its own). It never creates the device id: calls that need one
 * await `ensureDeviceId()`.
 */
export const apiRequest = async <T>(call: ApiCall, body?: unknown, options: RequestOptions = {}): Promise<T> => {
  const [method, path] = call.split(' ');
  const url = options.query ? `${path}?${new URLSearchParams(options.query)}` : path;
  const headers: Record<string, string> = { ...(options.cacheable ? {} : { 'cache-control': 'no-cache', pragma: 'no-cache' }), ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const deviceId = peekDeviceId();
  if (deviceId) headers[DEVICE_HEADER] ??= deviceId;
  const fingerprint = peekFingerprint();
  if (fingerprint) headers[FINGERPRINT_HEADER] = fingerprint;
  const previous = previousDeviceId();
  if (previous) headers[PREVIOUS_DEVICE_HEADER] = previous;
  const res = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    cache: options.cacheable ? 'default' : 'no-store',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (options.as === 'blob' && res.ok) return (await res.blob()) as T;
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text || res.statusText, parse(text) as Record<string, unknown> | undefined);
  return parse(text) as T;
};

/** fetch rejects with a TypeError when a request never reached the server (offline, network down). */
export const isUnreachable = (error: unknown) => error instanceof TypeError;

/** The message to show a person for a failed call: the server's own words, else the fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.userMessage ? error.userMessage : fallback;
