import type { RouteSpec } from './types.ts';

/** The Bible reader (spec 001 §7): books, chapters from the corpus, and chapters read, per account when signed in, else per device. */
export const bibleRoutes = [
  { method: 'GET', path: '/api/bible-reader/books', service: 'bible', auth: 'public' },
  { method: 'GET', path: '/api/bible-reader/books/{book}', service: 'bible', auth: 'public' },
  { method: 'GET', path: '/api/bible-reader/chapter/{book}/{chapter}', service: 'bible', auth: 'public' },
  { method: 'GET', path: '/api/bible-reader/completed-chapters/{device}/{book}', service: 'bible', auth: 'optional' },
  { method: 'POST', path: '/api/bible-reader/completed-chapters/{device}/{book}/{chapter}', service: 'bible', auth: 'optional' },
  { method: 'GET', path: '/api/bible-reader/reading-progress/{device}', service: 'bible', auth: 'optional' },
  { method: 'GET', path: '/api/bible-reader/subscription-plans', service: 'bible', auth: 'public' },
  { method: 'GET', path: '/api/bible-reader/subscription-status', service: 'bible', auth: 'optional' },
] as const satisfies readonly RouteSpec[];

/** Answers that never change (the books, a book's chapters, a chapter's text): CloudFront and browsers may keep them a long time. */
export const IMMUTABLE_BIBLE_PATHS = ['/api/bible-reader/books', '/api/bible-reader/books/*', '/api/bible-reader/chapter/*'] as const;
