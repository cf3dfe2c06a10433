import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with scrypt, a per-password salt and the parameters recorded', async () => {
    const a = await hashPassword('green pastures');
    const b = await hashPassword('green pastures');
    expect(a).toMatch(new RegExp(`^scrypt\\$${SCRYPT.N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{86}$`));
    expect(a).not.toBe(b);
    expect(a).not.toContain('green');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('still waters');
    expect(await verifyPassword('still waters', stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword('still water', stored)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword('', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('asks for a rehash when a hash used older parameters', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const old = `scrypt$1024$8$1$${salt.toString('base64url')}$${scryptSync('psalm', salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64url')}`;
    expect(await verifyPassword('psalm', old)).toEqual({ ok: true, needsRehash: true });
  });

  it('never matches a malformed stored hash', async () => {
    for (const bad of ['', 'plain', 'bcrypt$x$y', 'scrypt$abc$8$1$c2FsdA$aGFzaA', 'scrypt$1024$8$1$$']) {
      expect((await verifyPassword('x', bad)).ok).toBe(false);
    }
  });
});
