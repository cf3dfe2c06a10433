import { createHash } from 'node:crypto';
import type { AuthUser } from '@verse/shared/api/schemas/accounts';

/** An account as stored, keyed by normalized email. `passwordHash` never leaves the service. */
export interface UserRecord {
  email: string;
  userId: string;
  name?: string;
  passwordHash: string;
  subscribeToUpdates: boolean;
  agreedToTermsAt: string;
  createdAt: string;
  passwordChangedAt: string;
  /** Raised by a password reset or a sign-out; tokens carry the version they were issued at. */
  sessionVersion?: number;
  /** The hash of the newest reset link: requesting a new one makes older links useless. */
  resetTokenHash?: string;
  /**
   * When a link sent to this email was opened. Accounts are created only then; one without it was
   * made before sign-up asked for proof, and nothing tied to the email (a subscription) reaches it.
   */
  emailProvenAt?: string;
  /** Hashes of the devices this account signed in on (newest last): guesses by others never lock them out. */
  knownDevices?: string[];
}

const KNOWN_DEVICES = 10;
const deviceMark = (deviceId: string) => createHash('sha256').update(deviceId).digest('base64url').slice(0, 22);

export const isKnownDevice = (user: UserRecord, deviceId: string | undefined) => !!deviceId && (user.knownDevices ?? []).includes(deviceMark(deviceId));

/** The account's known devices with this one (moved to the end), the oldest dropped past ten. */
export const withKnownDevice = (user: UserRecord, deviceId: string) => {
  const mark = deviceMark(deviceId);
  return [...(user.knownDevices ?? []).filter((d) => d !== mark), mark].slice(-KNOWN_DEVICES);
};

/** What a session token says about its account. */
export const sessionOf = (user: UserRecord) => ({
  userId: user.userId,
  email: user.email,
  ...(user.name ? { name: user.name } : {}),
  sessionVersion: user.sessionVersion ?? 0,
});

export const newUserRecord = (
  input: { email: string; name?: string; subscribeToUpdates: boolean },
  ctx: { userId: string; passwordHash: string; now: number },
): UserRecord => {
  const at = new Date(ctx.now).toISOString();
  return {
    email: input.email,
    userId: ctx.userId,
    ...(input.name ? { name: input.name } : {}),
    passwordHash: ctx.passwordHash,
    subscribeToUpdates: input.subscribeToUpdates,
    agreedToTermsAt: at,
    createdAt: at,
    passwordChangedAt: at,
    emailProvenAt: at,
  };
};

/** What a response may show of an account. */
export const publicUser = (u: Pick<UserRecord, 'userId' | 'email' | 'name'>): AuthUser => ({
  id: u.userId,
  email: u.email,
  ...(u.name ? { name: u.name } : {}),
});

