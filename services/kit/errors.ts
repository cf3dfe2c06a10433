/** An error a handler raises on purpose: its status and message reach the caller as `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message: string, extra?: Record<string, unknown>) => new HttpError(403, message, extra);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 429 with `Retry-After` (whole seconds) when the moment the caller may try again is known. */
export const tooManyRequests = (message: string, extra?: Record<string, unknown>, retryAfterMs?: number) =>
  new HttpError(429, message, extra, retryAfterMs === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

/**
 * Whether an error means a part we depend on (DynamoDB, S3, SES, Polly) did not answer or was
 * overloaded: the SDK marks its errors with `$metadata`, and these have no HTTP status (the
 * connection failed or timed out), a 5xx, or a throttling answer.
 */
export const isDependencyFault = (error: unknown) => {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name ?? '';
  return status === undefined || status >= 500 || status === 429 || /Throttl|TooManyRequests|LimitExceeded/.test(name);
};

export const DEPENDENCY_FAULT_MESSAGE = 'Verse cannot reach part of its service right now. Please try again in a minute.';
/** Seconds a client should wait before trying again after a dependency fault. */
export const DEPENDENCY_RETRY_AFTER_S = 30;
