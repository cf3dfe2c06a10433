import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER, PREVIOUS_DEVICE_HEADER } from '@verse/shared/browser';
import { SOURCE_LIMITS } from '@verse/shared/constants';
import { api, unique, visitorAddress } from '../support/api.ts';
import { signUpConfirmed } from '../support/accounts.ts';

/** A counted search through the usage route (the same meter discovery uses, without running the engine). */
const search = (deviceId: string, address: string, headers: Record<string, string> = {}) =>
  api('POST', '/api/record-usage', { deviceId, body: { query: unique('query') }, headers: { 'x-forwarded-for': address, ...headers } });

const statuses = async (calls: (() => ReturnType<typeof api>)[]) => {
  const out: number[] = [];
  for (const call of calls) out.push((await call()).status);
  return out;
};

const expectRetryAfter = (res: Awaited<ReturnType<typeof api>>) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(typeof (res.body as { error?: unknown }).error).toBe('string');
};

describe('limits per source address', () => {
  it('rotating device ids from one address stops at the address limit, with Retry-After', async () => {
    const address = visitorAddress();
    const { limit } = SOURCE_LIMITS.searchesPerAddress;
    let counted = 0;
    let last: Awaited<ReturnType<typeof api>> | undefined;
    for (let d = 0; d < Math.ceil(limit / 4) + 5; d++) {
      const deviceId = unique('rotating');
      for (let i = 0; i < 4; i++) {
        last = await search(deviceId, address);
        if (last.status === 200) counted++;
      }
    }
    expect(counted).toBe(limit);
    expectRetryAfter(last!);
    expect(last!.body).toMatchObject({ limitReached: true });
    // Another network is not affected.
    expect((await search(unique('elsewhere'), visitorAddress())).status).toBe(200);
  }, 120_000);

  it('clearing storage on one browser and one address gains little: identical browsers there share a looser limit', async () => {
    const address = visitorAddress();
    const fingerprint = { [FINGERPRINT_HEADER]: unique('fp') };
    const { limit } = SOURCE_LIMITS.searchesPerFingerprint;
    let counted = 0;
    for (let d = 0; d < limit / 4 + 3; d++) {
      const deviceId = unique('cleared');
      for (let i = 0; i < 4; i++) if ((await search(deviceId, address, fingerprint)).status === 200) counted++;
    }
    expect(counted).toBe(limit);
    // The same model of phone on another network is a stranger with its own allowance.
    const res = await statuses(Array.from({ length: 4 }, () => () => search(unique('same-model'), visitorAddress(), fingerprint)));
    expect(res).toEqual([200, 200, 200, 200]);
  }, 60_000);

  it('a search that does not count (a repeat, a visitor past its own 4) takes nothing from its source', async () => {
    const address = visitorAddress();
    const fingerprint = { [FINGERPRINT_HEADER]: unique('fp') };
    const { limit } = SOURCE_LIMITS.searchesPerFingerprint;
    const searchFor = (deviceId: string, query = unique('query')) => () =>
      api('POST', '/api/record-usage', { deviceId, body: { query }, headers: { 'x-forwarded-for': address, ...fingerprint } });
    for (let d = 0; d < limit / 4; d++) {
      const deviceId = unique('sharing');
      const again = searchFor(deviceId);
      // The same query twice within a minute counts once; the fifth search is the visitor's own limit.
      expect(await statuses([again, again, searchFor(deviceId), searchFor(deviceId), searchFor(deviceId), searchFor(deviceId)])).toEqual([200, 200, 200, 200, 200, 429]);
    }
    // Every counted search was one of the 24 the source allows: the next visitor there is refused.
    expect((await searchFor(unique('next'))()).status).toBe(429);
  }, 60_000);

  it('two browsers that look identical on one network are two visitors: each has its 4 searches', async () => {
    const address = visitorAddress();
    const fingerprint = { [FINGERPRINT_HEADER]: unique('fp') };
    const first = unique('first');
    const second = unique('second');
    expect(await statuses(Array.from({ length: 5 }, () => () => search(first, address, fingerprint)))).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses(Array.from({ length: 4 }, () => () => search(second, address, fingerprint)))).toEqual([200, 200, 200, 200]);
  });

  it('sign-ups from one address stop at the limit', async () => {
    const address = visitorAddress();
    const { limit } = SOURCE_LIMITS.signUpsPerAddress;
    const signUp = () =>
      api('POST', '/api/auth/signup', {
        body: { email: `${unique('mass')}@example.org`, password: 'a good long password', agreeToTerms: true },
        headers: { 'x-forwarded-for': address },
      });
    const res = await statuses(Array.from({ length: limit + 5 }, () => signUp));
    expect(res.filter((s) => s === 202)).toHaveLength(limit);
    expectRetryAfter(await signUp());
  }, 60_000);

  it('failed sign-ins across many emails from one address stop at the limit; another address still signs in', async () => {
    const address = visitorAddress();
    const { limit } = SOURCE_LIMITS.failedSignInsPerAddress;
    const guess = () =>
      api('POST', '/api/auth/signin', { body: { email: `${unique('guess')}@example.org`, password: 'wrong guess' }, headers: { 'x-forwarded-for': address } });
    const res = await statuses(Array.from({ length: limit }, () => guess));
    expect(res.every((s) => s === 401)).toBe(true);
    expectRetryAfter(await guess());
    const email = `${unique('owner')}@example.org`;
    await signUpConfirmed(email, 'the owner password');
    expect((await api('POST', '/api/auth/signin', { body: { email, password: 'the owner password' } })).status).toBe(200);
  }, 60_000);

  it('reset and subscriber sign-in emails from one address stop at the limit, whatever the addresses', async () => {
    const address = visitorAddress();
    const { limit } = SOURCE_LIMITS.emailsPerAddress;
    const ask = (i: number) => () =>
      i % 2
        ? api('POST', '/api/auth/forgot-password', { body: { email: `${unique('victim')}@example.org` }, headers: { 'x-forwarded-for': address } })
        : api('POST', '/api/unlock-subscriber', { body: { email: `${unique('victim')}@example.org` }, headers: { 'x-forwarded-for': address } });
    const res = await statuses(Array.from({ length: limit }, (_, i) => ask(i)));
    expect(res.every((s) => s === 200)).toBe(true);
    expectRetryAfter(await ask(0)());
    expectRetryAfter(await ask(1)());
  }, 60_000);

  it('feedback mail to the operator from one address stops at the limit', async () => {
    const address = visitorAddress();
    const { limit } = SOURCE_LIMITS.feedbackPerAddress;
    const send = () =>
      api('POST', '/api/feedback', { body: { feedbackType: 'general', message: 'Flooding the operator', rating: 3 }, headers: { 'x-forwarded-for': address } });
    const res = await statuses(Array.from({ length: limit }, () => send));
    expect(res.every((s) => s === 201)).toBe(true);
    expectRetryAfter(await send());
  }, 60_000);
});

describe('a browser moving from its fingerprint id to its own device id', () => {
  it('keeps the allowance state it had', async () => {
    const address = visitorAddress();
    const fingerprintId = unique('fpid').replace(/-/g, '');
    for (let i = 0; i < 3; i++) expect((await search(fingerprintId, address)).status).toBe(200);
    const deviceId = `device_${unique('new').replace(/-/g, '')}`;
    const status = await api('GET', '/api/usage-status', { deviceId, headers: { 'x-forwarded-for': address, [PREVIOUS_DEVICE_HEADER]: fingerprintId } });
    expect(status.status).toBe(200);
    expect(status.body.usageThisWeek).toBe(3);
    expect((await search(deviceId, address)).status).toBe(200);
    expect((await search(deviceId, address)).status).toBe(429);
  });
});
