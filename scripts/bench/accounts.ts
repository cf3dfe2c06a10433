import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './_stats.ts';

const SIGN_INS = 40;
const SEARCHES = 200;

/**
 * Sign-in latency through the local gateway (scrypt N=2^15, r=8, p=1, 32 MiB per hash) and the
 * usage gate's cost per counted search (one conditional UpdateItem against dynalite), in-process.
 */
export async function run(): Promise<Record<string, unknown>> {
  process.env.VERSE_QUIET = 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-accounts-'));
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const stack = await startLocalStack({ dataDir });
  try {
    const { SCRYPT, hashPassword } = await import('../../services/kit/accounts/password.ts');
    const { admitSearch } = await import('../../services/kit/search-quota/meter.ts');
    // Each account comes from its own address, as people do (sign-ups are limited per address).
    const post = (path: string, body: unknown, deviceId: string, i: number) =>
      fetch(`${stack.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': deviceId, 'x-forwarded-for': `10.9.${i >> 8}.${(i & 255) + 1}` },
        body: JSON.stringify(body),
      });
    /** Sign-up as a person does it: the form, then the emailed link. */
    const signUp = async (email: string, i: number) => {
      await post('/api/auth/signup', { email, password: 'bench password', agreeToTerms: true }, `bench_${i}`, i);
      const mail = ((await (await fetch(`${stack.url}/_dev/mail`)).json()) as { to: string[]; text: string }[]).find((m) => m.to.includes(email));
      const token = decodeURIComponent(/[?&]confirm=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
      const confirmed = await post('/api/auth/confirm-email', { token }, `bench_${i}`, i);
      if (confirmed.status !== 201) throw new Error(`sign-up failed: ${confirmed.status}`);
    };

    const hashMs: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await hashPassword('bench password');
      hashMs.push(performance.now() - t);
    }

    const signInMs: number[] = [];
    for (let i = 0; i < SIGN_INS; i++) {
      const email = `bench-${i}-${Date.now()}@example.com`;
      await signUp(email, i);
      const t = performance.now();
      const res = await post('/api/auth/signin', { email, password: 'bench password' }, `bench_${i}`, i);
      signInMs.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    }

    // Subscribers get 40 a day; use fresh devices (4 each) so every search is really counted.
    const gateMs: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const t = performance.now();
      await admitSearch({ session: null, deviceId: `bench_gate_${Math.floor(i / 4)}` }, { query: `bench query ${i}` }, Date.now());
      gateMs.push(performance.now() - t);
    }

    return {
      scrypt: `N=2^${Math.log2(SCRYPT.N)}, r=${SCRYPT.r}, p=${SCRYPT.p}, ${(128 * SCRYPT.N * SCRYPT.r) / 2 ** 20} MiB`,
      scryptHashMsP50: percentile(hashMs, 50),
      signInMsP50: percentile(signInMs, 50),
      signInMsP99: percentile(signInMs, 99),
      usageGateMsP50: percentile(gateMs, 50),
      usageGateMsP99: percentile(gateMs, 99),
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
