import { afterEach, describe, expect, it, vi } from 'vitest';

// Fault injection: Secrets Manager cannot run here, so its answers are scripted.
const answers: Array<() => Promise<string>> = [];
vi.mock('./secrets.ts', () => ({ readSecret: () => answers.shift()!() }));

afterEach(() => {
  vi.unstubAllEnvs();
  answers.length = 0;
});

describe('the session secret in AWS', () => {
  it('survives a Secrets Manager hiccup: the request is told to retry (503) and the next one signs in', async () => {
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('JWT_SECRET_ARN', 'arn:aws:secretsmanager:us-east-1:123456789012:secret:jwt');
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    answers.push(
      () => Promise.reject(new Error('ThrottlingException')),
      () => Promise.resolve('a-long-random-signing-secret'),
    );
    const { signToken, verifyToken } = await import('./auth.ts');
    const session = { userId: 'u1', email: 'reader@example.org' };

    await expect(signToken(session)).rejects.toMatchObject({ status: 503 });
    const token = await signToken(session);
    await expect(verifyToken(token)).resolves.toEqual({ ...session, sessionVersion: 0 });
    expect(answers).toHaveLength(0);
  });
});
