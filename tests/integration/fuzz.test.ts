import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestFieldNames } from '@verse/shared/api/schemas/request-fields';
import { api } from '../support/api.ts';
import { fuzzRequest, type FuzzRequest } from '../support/fuzz-requests.ts';
import { newSubscriber, signUp } from '../support/subscriber.ts';

/** `npm test` runs a fixed seed; `npm run fuzz` sets FUZZ_RUNS and FUZZ_SEED for a long run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const PARALLEL = 16;

const STACK_TRACE = /\bat \S+ \(|node_modules|\.ts:\d+|\n\s+at /;

describe(`generated requests for every route (${RUNS} cases, seed ${SEED})`, () => {
  it('never answer 5xx and never show a stack trace', async () => {
    // Made first: making them takes seconds, and a connection left idle that long is closed by the gateway as the first case is sent.
    const cases = fc.sample(fuzzRequest(await requestFieldNames()), { seed: SEED, numRuns: RUNS });
    const [free, subscriber] = await Promise.all([signUp(), newSubscriber()]);
    const tokens = { none: undefined, junk: 'eyJhbGciOiJIUzI1NiJ9.e30.junk', free: free.token, subscriber: subscriber.token };
    const problems: string[] = [];
    const send = async (c: FuzzRequest) => {
      const res = await api(c.method, c.path, { raw: c.body, headers: c.headers, token: tokens[c.token] });
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
      if (res.status >= 500 || STACK_TRACE.test(text)) {
        problems.push(`${res.status} ${c.method} ${c.path.slice(0, 200)} token=${c.token} body=${(c.body ?? '').slice(0, 200)} → ${text.slice(0, 200)}`);
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < cases.length) await send(cases[next++]);
      }),
    );
    expect(problems.slice(0, 10)).toEqual([]);
  }, Math.max(120_000, RUNS * 20));
});
