import { createHash } from 'node:crypto';

/**
 * The security headers of every answer, one definition for the local gateway, the functions and
 * CloudFront. The web app's Content-Security-Policy allows only its own origin and the hashes of the
 * inline scripts its `index.html` carries (computed from the built file, so a changed script can never
 * run unhashed); styles may be inline (the critical CSS and React style attributes).
 */

/** On every answer, whatever it is. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
} as const;

/** HTTPS only, for two years, subdomains included (sent by CloudFront; the local stack is plain HTTP). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** An API answer is data: it may load nothing, and nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** A small server-made page (the local demo checkout): its own inline style and a form back to this origin. */
export const SERVER_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` for each inline script of an HTML page. */
export const inlineScriptHashes = (html: string) =>
  [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);

/** The web app's policy, for the `index.html` it is served with. */
export const appContentSecurityPolicy = (indexHtml: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(indexHtml).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
