import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { formatReference } from '@verse/shared/scripture/reference';
import { unique, type ApiAnswer } from '../support/api.ts';
import { startFaultStack, type FaultStack } from '../support/fault-stack.ts';
import { checkoutCompleted, subscription } from '../support/stripe-events.ts';
import { sendStripeEvent } from '../support/subscriber.ts';

/** The longest a function may run in AWS (speech aside): a fault must be answered well before it. */
const FUNCTION_TIMEOUT_MS = 10_000;
const PASSWORD = 'still waters 23';
const CONFIRM_SUBJECT = 'Confirm your email to finish creating your Verse account';

let stack: FaultStack;

beforeAll(async () => {
  stack = await startFaultStack();
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const web = loadCorpus('WEB');
const verses = [...web.verses()].filter((v) => v.text && v.text.length < 300);
/** A verse no earlier request has spoken, so speaking it needs the engine. */
const freshVerse = () => {
  const v = verses[Math.floor(Math.random() * verses.length)];
  return { reference: formatReference({ book: v.book, chapter: v.chapter, verse: v.verse }), version: 'WEB', text: v.text };
};

/** A 503 the person can act on, answered within the function's timeout, with no details of ours. */
const expectUnavailable = (res: ApiAnswer, ms: number, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(503);
  expect(typeof res.body?.error, what).toBe('string');
  expect(res.body.error, what).toMatch(/try again/i);
  expect(JSON.stringify(res.body), what).not.toMatch(/ECONN|Timeout|socket|at \S+ \(/);
  expect(ms, what).toBeLessThan(FUNCTION_TIMEOUT_MS);
};

const timed = async (request: () => Promise<ApiAnswer>) => {
  const started = performance.now();
  const res = await request();
  return { res, ms: performance.now() - started };
};

/** Signs up through the form and the emailed link on the fault stack. */
const account = async () => {
  const email = `${unique('fault')}@example.com`;
  expect((await stack.api('POST', '/api/auth/signup', { body: { email, password: PASSWORD, agreeToTerms: true } })).status).toBe(202);
  const mail = (await stack.devMail(email)).find((m) => m.subject === CONFIRM_SUBJECT)!;
  const token = decodeURIComponent(/[?&]confirm=([\w%-]+)/.exec(mail.text)![1]);
  const confirmed = await stack.api('POST', '/api/auth/confirm-email', { body: { token } });
  expect(confirmed.status).toBe(201);
  return { email, token: confirmed.body.token as string };
};

const webhookCheckout = (email: string) => checkoutCompleted(email, subscription(`sub_${unique('s')}`, email));

describe('faults: the mail server is down', () => {
  afterAll(() => stack.faults({ mail: 'up' }));

  it('sign-up and forgot-password say the email could not be sent; once mail is back the same request works', async () => {
    const email = `${unique('nomail')}@example.com`;
    await stack.faults({ mail: 'down' });
    const signup = await timed(() => stack.api('POST', '/api/auth/signup', { body: { email, password: PASSWORD, agreeToTerms: true } }));
    expectUnavailable(signup.res, signup.ms, 'sign-up');
    expect(signup.res.body.error).toMatch(/could not send the email/);
    const forgot = await timed(() => stack.api('POST', '/api/auth/forgot-password', { body: { email } }));
    expectUnavailable(forgot.res, forgot.ms, 'forgot-password');
    const unlock = await timed(() => stack.api('POST', '/api/unlock-subscriber', { body: { email } }));
    expectUnavailable(unlock.res, unlock.ms, 'unlock');
    expect(unlock.res.body.error).toBe('Failed to verify email. Please try again.');

    await stack.faults({ mail: 'up' });
    expect((await stack.api('POST', '/api/auth/signup', { body: { email, password: PASSWORD, agreeToTerms: true } })).status).toBe(202);
    expect((await stack.devMail(email)).filter((m) => m.subject === CONFIRM_SUBJECT)).toHaveLength(1);
  });

  it('feedback is kept when its notification cannot be sent, and the notification goes out with the next mail that can', async () => {
    await stack.faults({ mail: 'down' });
    const message = `The reader froze ${unique('fb')}`;
    const sent = await stack.api('POST', '/api/feedback', { body: { feedbackType: 'bug', message } });
    expect(sent.status).toBe(201);
    await stack.faults({ mail: 'up' });
    const later = await stack.api('POST', '/api/feedback', { body: { feedbackType: 'general', message: `Thank you ${unique('fb')}` } });
    expect(later.status).toBe(201);
    await expect.poll(async () => (await stack.devMail()).some((m) => m.text.includes(message)), { timeout: 10_000 }).toBe(true);
  });

  it('a paid checkout whose welcome mail fails is answered 503 so Stripe redelivers it; the redelivery sends the mail once', async () => {
    const email = `${unique('paid')}@example.com`;
    const event = webhookCheckout(email);
    await stack.faults({ mail: 'down' });
    const first = await timed(() => sendStripeEvent(event, { via: stack.api }));
    expectUnavailable(first.res, first.ms, 'webhook');
    await stack.faults({ mail: 'up' });
    expect((await sendStripeEvent(event, { via: stack.api })).status).toBe(200);
    expect((await sendStripeEvent(event, { via: stack.api })).status).toBe(200);
    expect((await stack.devMail(email)).length).toBe(1);
  });
});

describe('faults: the speech engine fails', () => {
  // The local engine is espeak-ng (.ci/run installs it), chosen at the first request: speak once
  // while it is there, so taking it away below makes it fail instead of choosing another.
  beforeAll(async () => {
    expect(spawnSync('espeak-ng', ['--version']).status, 'these tests need espeak-ng installed').toBe(0);
    expect((await stack.api('POST', '/api/tts', { body: freshVerse() })).status).toBe(200);
  }, 30_000);
  afterAll(() => stack.faults({ speech: 'up' }));

  it('a verse never spoken before is answered 503 and nothing is stored; once the engine is back it is spoken afresh', async () => {
    const verse = freshVerse();
    await stack.faults({ speech: 'down' });
    const failed = await timed(() => stack.api('POST', '/api/tts', { body: verse }));
    expectUnavailable(failed.res, failed.ms, 'speech');
    await stack.faults({ speech: 'up' });
    const spoken = await stack.api('POST', '/api/tts', { body: verse });
    expect(spoken.status).toBe(200);
    expect(spoken.headers.get('x-audio-cache')).toBe('miss');
  });

  it('a verse spoken before still plays while the engine is down (it is served from storage)', async () => {
    const verse = freshVerse();
    expect((await stack.api('POST', '/api/tts', { body: verse })).status).toBe(200);
    await stack.faults({ speech: 'down' });
    const again = await stack.api('POST', '/api/tts', { body: verse });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-audio-cache')).toBe('hit');
  });
});

describe('faults: DynamoDB is stopped or slow', () => {
  let reader: { email: string; token: string };
  beforeAll(async () => {
    reader = await account();
  }, 30_000);
  afterAll(() => stack.faults({ dynamodb: 'up' }));

  const requests = (deviceId: string): [string, () => Promise<ApiAnswer>][] => [
    ['search', () => stack.api('POST', '/api/discover-verses', { body: { query: 'peace in a storm' }, deviceId })],
    ['usage status', () => stack.api('GET', '/api/usage-status', { deviceId })],
    ['sign-in', () => stack.api('POST', '/api/auth/signin', { body: { email: reader.email, password: PASSWORD }, deviceId })],
    ['sign-up', () => stack.api('POST', '/api/auth/signup', { body: { email: `${unique('dd')}@example.com`, password: PASSWORD, agreeToTerms: true } })],
    ['profile', () => stack.api('GET', '/api/auth/profile', { token: reader.token })],
    ['favorites', () => stack.api('GET', '/api/favorites', { token: reader.token })],
    ['feedback', () => stack.api('POST', '/api/feedback', { body: { feedbackType: 'general', message: 'Lovely app' } })],
    ['subscribe', () => stack.api('POST', '/api/create-subscription', { body: { planType: 'monthly', name: 'Ruth', email: reader.email }, token: reader.token })],
    ['speech', () => stack.api('POST', '/api/tts', { body: freshVerse() })],
    ['trending tags', () => stack.api('GET', '/api/trending-tags')],
  ];

  it.each(['down', 'slow'] as const)('%s: every request is answered 503 within the function timeout, a signed-in person is not signed out', async (mode) => {
    await stack.faults({ dynamodb: mode, delayMs: 5_000 });
    const answers = await Promise.all(requests(unique('dev')).map(async ([what, request]) => ({ what, ...(await timed(request)) })));
    await stack.faults({ dynamodb: 'up' });
    for (const { what, res, ms } of answers) {
      if (what === 'trending tags' && res.status === 200) continue; // served from memory when it was read recently
      expectUnavailable(res, ms, `${mode} ${what}`);
      expect(res.headers.get('retry-after'), what).toMatch(/^\d+$/);
    }
  }, 60_000);

  it('a search that failed was not counted, an account that failed has no half: all recover when DynamoDB is back', async () => {
    const deviceId = unique('dev');
    const email = `${unique('half')}@example.com`;
    await stack.faults({ dynamodb: 'down' });
    expect((await stack.api('POST', '/api/discover-verses', { body: { query: 'hope' }, deviceId })).status).toBe(503);
    expect((await stack.api('POST', '/api/auth/signup', { body: { email, password: PASSWORD, agreeToTerms: true } })).status).toBe(503);
    await stack.faults({ dynamodb: 'up' });

    expect((await stack.api('GET', '/api/usage-status', { deviceId })).body).toMatchObject({ usageThisWeek: 0 });
    expect((await stack.api('POST', '/api/discover-verses', { body: { query: 'hope' }, deviceId })).status).toBe(200);
    expect((await stack.api('GET', '/api/usage-status', { deviceId })).body).toMatchObject({ usageThisWeek: 1 });
    // No account exists for the failed sign-up: signing in is refused, signing up again works.
    expect((await stack.api('POST', '/api/auth/signin', { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await stack.api('POST', '/api/auth/signup', { body: { email, password: PASSWORD, agreeToTerms: true } })).status).toBe(202);
    expect((await stack.api('GET', '/api/auth/profile', { token: reader.token })).status).toBe(200);
  }, 30_000);

  it('a paid checkout that could not be recorded is answered 503; Stripe’s redelivery grants the plan', async () => {
    const email = `${unique('paid')}@example.com`;
    const event = webhookCheckout(email);
    await stack.faults({ dynamodb: 'down' });
    expect((await sendStripeEvent(event, { via: stack.api })).status).toBe(503);
    await stack.faults({ dynamodb: 'up' });
    expect((await sendStripeEvent(event, { via: stack.api })).status).toBe(200);
    expect((await stack.devMail(email)).length).toBe(1);
  }, 30_000);
});
