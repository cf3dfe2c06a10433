/** CloudFront adds this header, carrying a secret, to every request it forwards to the API. */
export const ORIGIN_HEADER = 'x-verse-origin';
