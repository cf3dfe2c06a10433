import { jwtVerify, SignJWT } from 'jose';
import { config } from './config.ts';
import { HttpError } from './errors.ts';
import { loadOnce } from './load-once.ts';
import { readSecret } from './secrets.ts';

/** The signed-in account behind a bearer token. */
export interface Session {
  userId: string;
  email: string;
  name?: string;
  /** The account's session version when the token was issued: a reset or a sign-out raises it and ends older tokens. */
  sessionVersion?: number;
  /** Set by the session check, never by the token: the account's email was proven by an emailed link. */
  emailProven?: boolean;
}

const LOCAL_SECRET = 'verse-local-development-secret-not-for-production';
const TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const ISSUER = 'verse';

/**
 * The JWT signing secret: `JWT_SECRET`, else the Secrets Manager secret `JWT_SECRET_ARN` (how it
 * arrives in AWS), else a fixed development secret when running locally or under test.
 */
const signingSecret = loadOnce('the session signing secret', async () => {
  const direct = config.env('JWT_SECRET');
  if (direct) return new TextEncoder().encode(direct);
  const arn = config.env('JWT_SECRET_ARN');
  if (arn) return new TextEncoder().encode(await readSecret(arn));
  if (config.isLocal || process.env.NODE_ENV === 'test') return new TextEncoder().encode(LOCAL_SECRET);
  throw new Error('No JWT secret configured: set JWT_SECRET or JWT_SECRET_ARN');
});

/** A secret that cannot be loaded right now is our fault and passes: the caller is told to retry. */
const availableSecret = () =>
  signingSecret().catch(() => {
    throw new HttpError(503, 'Signing in is unavailable for a moment. Please try again shortly.');
  });

export const signToken = async (session: Session, ttlSeconds = TOKEN_TTL_SECONDS, nowMs = Date.now()) =>
  new SignJWT({ email: session.email, name: session.name, sv: session.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(nowMs / 1000) + ttlSeconds)
    .sign(await availableSecret());

/** The session in a token, or null when the token is malformed, tampered with or expired. */
export const verifyToken = async (token: string): Promise<Session | null> => {
  const key = await availableSecret();
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return {
      userId: payload.sub,
      email: payload.email,
      ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
    };
  } catch {
    return null;
  }
};

export const bearerToken = (authorization: string | undefined) => {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return m ? m[1] : undefined;
};
