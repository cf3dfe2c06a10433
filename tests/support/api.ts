import { inject } from 'vitest';

/**
 * A made-up address for one visitor. The local gateway takes `X-Forwarded-For` from this machine as
 * the caller's address, so tests are many visitors on many networks unless they name one.
 */
export const visitorAddress = () => `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;

/** A small client for the local gateway: JSON in, status and parsed JSON out. Each call comes from its own address unless `x-forwarded-for` is given. */
export const baseUrl = () => inject('baseUrl');

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiOptions {
  body?: unknown;
  token?: string;
  deviceId?: string;
  headers?: Record<string, string>;
  raw?: string;
}

export type Api = <T = any>(method: string, path: string, options?: ApiOptions) => Promise<ApiAnswer<T>>;

/** The client for a gateway at `base` (the run's stack, or one a test starts itself). */
export const apiAt =
  (base: () => string): Api =>
  async <T = any>(method: string, path: string, options: ApiOptions = {}): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { 'x-forwarded-for': visitorAddress(), ...options.headers };
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.deviceId) headers['x-device-id'] = options.deviceId;
    const res = await fetch(`${base()}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: body as T, headers: res.headers };
  };

export const api = apiAt(baseUrl);

export interface DevMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Mail received by the local SES server of the gateway at `base`, newest first. */
export const devMailAt = (base: () => string) => async (to?: string): Promise<DevMail[]> => {
  const res = await fetch(`${base()}/_dev/mail`);
  const all = (await res.json()) as DevMail[];
  return to ? all.filter((m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase())) : all;
};

export const devMail = devMailAt(baseUrl);

let counter = 0;
/** A unique id for a test's data so parallel test files never collide. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
