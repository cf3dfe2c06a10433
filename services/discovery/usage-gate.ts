import type { ApiRequest } from '../kit/http.ts';

/**
 * The one place every counted search passes through before the engine runs (a blank query, which
 * shows the verse of the day, is not counted). This is the hook for the usage service's quota
 * check: it will throw a 429 `HttpError` when the visitor's searches are used up. For now every
 * search is allowed.
 */
export const authorizeSearch = async (_req: ApiRequest, _query: string): Promise<void> => {};
