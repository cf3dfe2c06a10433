import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with N = 2^15, r = 8, p = 1: 32 MiB of memory and roughly 0.1 s per hash on one Lambda
 * vCPU (see `npm run bench -- accounts`). OWASP's first choice is N = 2^17 (128 MiB), which would
 * make every sign-in cost about four times as much memory and time on a small function; 2^15 keeps
 * offline guessing expensive while sign-in stays quick. The parameters are stored with each hash,
 * so they can be raised later: a sign-in with older parameters rehashes the password.
 */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltBytes: 16 } as const;

const derive = (password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url): a fresh random salt per password. */
export const hashPassword = async (password: string) => {
  const salt = randomBytes(SCRYPT.saltBytes);
  const key = await derive(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash uses other parameters than today's: store a new one. */
  needsRehash: boolean;
}

/** Compares in constant time. A malformed stored hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<PasswordCheck> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (scheme !== 'scrypt' || !salt || !hash || ![N, R, P].every((x) => Number.isInteger(x) && x > 0)) {
    return { ok: false, needsRehash: false };
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), N, R, P, expected.length);
  const ok = key.length === expected.length && timingSafeEqual(key, expected);
  return { ok, needsRehash: ok && (N !== SCRYPT.N || R !== SCRYPT.r || P !== SCRYPT.p || expected.length !== SCRYPT.keyLength) };
};

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so sign-in timing does not tell
 * whether an email is registered.
 */
export const verifyAgainstDecoy = async (password: string) => {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(password, await decoy);
};
