import { logger } from './logger.ts';

/**
 * A value loaded on first use and kept for the life of the function. A failed load (a Secrets
 * Manager or SSM hiccup) is logged and not kept, so the next request tries again instead of the
 * function failing until it is recycled.
 */
export const loadOnce = <T>(what: string, load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((error: unknown) => {
      value = undefined;
      logger.error(`${what} could not be loaded; the next request tries again`, { error });
      throw error;
    }));
};
