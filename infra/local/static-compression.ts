import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** CloudFront compresses text responses between 1,000 bytes and 10 MB; the local gateway does the same. */
const MIN_BYTES = 1000;
const MAX_BYTES = 10 * 1024 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The encoding CloudFront would pick for this request and file (brotli first), or undefined for none. */
export const pickEncoding = (acceptEncoding: string | undefined, contentType: string, size: number): Encoding | undefined => {
  if (size < MIN_BYTES || size > MAX_BYTES || !COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
};

const cache = new Map<string, Promise<Buffer>>();

/** The file compressed once per version (path, size and modification time) and kept in memory. */
export const compressedFile = (path: string, version: string, encoding: Encoding) => {
  const key = `${encoding}:${path}:${version}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = readFile(path).then((raw) =>
      encoding === 'br' ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gz(raw, { level: 9 }),
    );
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
};
