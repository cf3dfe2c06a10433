import { describe, expect, it } from 'vitest';
import { subscriptionStore } from '../../services/billing/store.ts';
import { findSubscription } from '../../services/kit/entitlement.ts';
import { api, baseUrl, devMail, unique } from '../support/api.ts';
import { demoCheckout, newSubscriber, signUp } from '../support/subscriber.ts';

const email = (p = 'b') => `${unique(p)}@example.com`;
const linkToken = (text: string) => /\/\?unlock=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('POST /api/create-subscription', () => {
  it.each([
    [{ planType: 'weekly', email: 'a@example.com', name: 'A' }, 'Please choose a plan: monthly, annual or gift'],
    [{ planType: 'monthly', email: 'a@example.com', name: '  ' }, 'Please enter your name'],
    [{ planType: 'monthly', email: 'a@example.com' }, 'Please enter your name'],
    [{ planType: 'monthly', email: '  ', name: 'A' }, 'Please enter your email address'],
    [{ planType: 'annual', name: 'A' }, 'Please enter your email address'],
    [{ planType: 'gift', email: 'not-an-email', name: 'A' }, 'Please enter a valid email address'],
  ])('answers 400 for %j', async (body, error) => {
    expect(await api('POST', '/api/create-subscription', { body })).toMatchObject({ status: 400, body: { error } });
  });

  it('leads to the local demo checkout when no Stripe key is configured', async () => {
    const res = await api('POST', '/api/create-subscription', { body: { planType: 'annual', email: email(), name: 'Ruth' } });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/billing\/demo-checkout\?session=[A-Za-z0-9_-]{32}$/);
    const page = await fetch(`${baseUrl()}${res.body.url}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Demo checkout: no payment is taken.');
    expect(html).toContain('Verse Annual');
    expect(html).toContain('$49.99 / year');
    expect(html).toContain('Confirm demo payment');
  });
});

describe('the demo checkout', () => {
  it('confirming activates the plan through the webhook fulfilment and returns to the thank-you', async () => {
    const owner = email('monthly');
    const done = await demoCheckout({ planType: 'monthly', email: owner, name: 'Ruth' });
    expect(done).toMatchObject({ status: 303, location: '/?subscribed=true&plan=monthly' });
    expect(await findSubscription(owner, Date.now())).toMatchObject({ active: true, planType: 'monthly' });
    const record = await subscriptionStore.get(owner);
    expect(record?.stripe).toMatchObject({ demo: true, exact: true, subscriptionId: expect.stringMatching(/^sub_demo_/) });
    expect((await devMail(owner))[0].subject).toBe('Welcome to Verse Monthly');

    // The checkout is single use.
    const again = await fetch(`${baseUrl()}/api/billing/demo-checkout?session=${done.session}`);
    expect(again.status).toBe(410);
  });

  it('cancelling changes nothing', async () => {
    const owner = email('cancel');
    const done = await demoCheckout({ planType: 'annual', email: owner, name: 'Ruth' }, { action: 'cancel' });
    expect(done).toMatchObject({ status: 303, location: '/' });
    expect(await subscriptionStore.get(owner)).toBeUndefined();
  });

  it('a gift asks the buyer for a name and email, then mails the recipient and the buyer', async () => {
    const recipient = email('recipient');
    const buyer = email('buyer');
    const missing = await demoCheckout({ planType: 'gift', email: recipient, name: 'Ruth' });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Please enter your name');

    const done = await demoCheckout({ planType: 'gift', email: recipient, name: 'Ruth' }, { buyerName: 'Naomi', buyerEmail: buyer });
    expect(done).toMatchObject({ status: 303, location: '/?gift=sent' });
    expect(await findSubscription(recipient, Date.now())).toMatchObject({ active: true, planType: 'annual' });
    const [gift] = await devMail(recipient);
    expect(gift.subject).toBe('Naomi gave you a year of Verse Unlimited');
    expect(gift.text).toContain(buyer);
    expect((await devMail(buyer))[0].subject).toBe('Your Verse gift receipt');
    expect(await subscriptionStore.get(buyer)).toBeUndefined();
  });

  it('a gift to one’s own email is allowed', async () => {
    const me = await signUp();
    const done = await demoCheckout({ planType: 'gift', email: me.email, name: 'Me' }, { token: me.token, buyerName: 'Me', buyerEmail: me.email });
    expect(done.status).toBe(303);
    expect(await api('GET', '/api/auth/user', { token: me.token })).toMatchObject({ body: { isSubscriber: true } });
  });
});

describe('Already a Verse subscriber? (unlock by email)', () => {
  it('answers the same for subscribers and others; only a subscriber gets a sign-in link', async () => {
    const subscriber = email('unlock');
    await demoCheckout({ planType: 'monthly', email: subscriber, name: 'Ruth' });
    const stranger = email('stranger');
    const a = await api('POST', '/api/unlock-subscriber', { body: { email: subscriber } });
    const b = await api('POST', '/api/unlock-subscriber', { body: { email: stranger } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(Object.keys(a.body)).toEqual(Object.keys(b.body));
    expect(a.body.message).toBe(`If ${subscriber} has an active Verse subscription, we've sent a sign-in link to it. Please check your email.`);

    expect((await devMail(stranger))[0].subject).toBe('About your Verse unlock request');
    expect(linkToken((await devMail(stranger))[0].text)).toBeUndefined();

    const [mail] = await devMail(subscriber);
    expect(mail.subject).toBe('Your Verse sign-in link');
    const token = linkToken(mail.text)!;
    const redeemed = await api('POST', '/api/unlock-subscriber/redeem', { body: { token } });
    expect(redeemed).toMatchObject({ status: 200, body: { token: expect.any(String), user: { email: subscriber, name: 'Ruth' } } });
    expect(await api('GET', '/api/auth/user', { token: redeemed.body.token })).toMatchObject({ body: { email: subscriber, isSubscriber: true } });

    const twice = await api('POST', '/api/unlock-subscriber/redeem', { body: { token } });
    expect(twice).toMatchObject({ status: 400, body: { error: expect.stringContaining('expired or was already used') } });
  });

  it('a link signs in to the existing account of that email', async () => {
    const account = await signUp();
    await demoCheckout({ planType: 'annual', email: account.email, name: 'Ruth' }, { token: account.token });
    await api('POST', '/api/unlock-subscriber', { body: { email: account.email } });
    const token = linkToken((await devMail(account.email)).find((m) => m.subject === 'Your Verse sign-in link')!.text)!;
    const redeemed = await api('POST', '/api/unlock-subscriber/redeem', { body: { token } });
    expect(redeemed.body.user.id).toBe(account.userId);
  });

  it('refuses malformed input and unknown tokens', async () => {
    expect(await api('POST', '/api/unlock-subscriber', { body: { email: 'nope' } })).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address' } });
    expect(await api('POST', '/api/unlock-subscriber/redeem', { body: { token: 'short' } })).toMatchObject({ status: 400 });
    expect((await api('POST', '/api/unlock-subscriber/redeem', { body: { token: 'A'.repeat(43) } })).status).toBe(400);
  });
});

describe('managing a demo subscription', () => {
  it('the portal answers demo; cancel ends the demo subscription now, own subscription only', async () => {
    const account = await newSubscriber('monthly');
    expect(await api('POST', '/api/create-portal-session', { token: account.token })).toMatchObject({ status: 200, body: { demo: true } });
    expect((await api('POST', '/api/create-portal-session')).status).toBe(401);
    expect((await api('POST', '/api/cancel-subscription', { body: { email: account.email } })).status).toBe(401);

    const other = await newSubscriber('monthly');
    const foreign = await api('POST', '/api/cancel-subscription', { body: { email: other.email }, token: account.token });
    expect(foreign).toMatchObject({ status: 403, body: { error: 'You can only cancel your own subscription' } });
    expect(await findSubscription(other.email, Date.now())).toMatchObject({ active: true });

    const res = await api('POST', '/api/cancel-subscription', { body: { email: account.email.toUpperCase() }, token: account.token });
    expect(res).toMatchObject({ status: 200, body: { success: true, cancelAtPeriodEnd: false } });
    expect(await api('GET', '/api/auth/user', { token: account.token })).toMatchObject({ body: { isSubscriber: false } });
    expect(await api('POST', '/api/cancel-subscription', { body: { email: account.email }, token: account.token })).toMatchObject({
      status: 404,
      body: { error: 'No active subscription was found for this email' },
    });
  });
});

describe('unlock emails per address', () => {
  it('stop after five an hour, with the same answer', async () => {
    const address = email('flood');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await api('POST', '/api/unlock-subscriber', { body: { email: address } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await devMail(address)).toHaveLength(5);
  });
});
