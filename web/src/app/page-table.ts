/**
 * Every page of both spec documents: its path and the module in `src/pages/` that renders it; the
 * last answers any other path. The router and the build (which preloads a page's code on its own
 * address, `app-shell-plugin.ts`) both read it.
 */
export const PAGE_TABLE = [
  ['/', 'home-page'],
  ['/privacy', 'privacy-page'],
  ['/account', 'account-page'],
  ['/reset-password', 'reset-password-page'],
  ['/daily-ten', 'daily-ten-page'],
  ['/subscribe', 'subscribe-page'],
  ['/bible-reader', 'bible-reader-page'],
  ['/genesis-chapters', 'book-chapters-page'],
  ['/bible-reader/:book', 'book-chapters-page'],
  ['/bible-reader/:book/:chapter/:verse', 'verse-reader-page'],
  ['/immersive-reader', 'immersive-reader-page'],
  ['/recommendations', 'recommendations-page'],
  ['*', 'not-found-page'],
] as const;

export type PageName = (typeof PAGE_TABLE)[number][1];

/** A path of the table as a regular expression over `location.pathname` (":name" is one segment). */
export const pathPattern = (path: string) => `^${path.replace(/:[a-z]+/g, '[^/]+')}/?$`;
