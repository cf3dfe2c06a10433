import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const capture = () => {
  const lines: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
  }
  return lines;
};

describe('log lines', () => {
  it('never carry an email address or a secret, wherever it appears', () => {
    vi.stubEnv('VERSE_QUIET', '');
    const lines = capture();
    logger.error('mail to ruth@example.org failed', {
      to: 'Naomi.Moab+verse@Example.co.uk',
      nested: { list: ['boaz@example.com'], passwordHash: 'scrypt$1' },
      error: new Error('Address ruth@example.org rejected'),
    });
    const out = lines.join('');
    expect(out).not.toMatch(/ruth@|naomi|boaz@|scrypt\$1/i);
    expect(out).toContain('mail to [email] failed');
    expect(JSON.parse(out.trim().split('\n').pop()!)).toMatchObject({ to: '[email]', nested: { list: ['[email]'], passwordHash: '[redacted]' } });
  });
});
