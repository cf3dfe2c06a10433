import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { findSubscription } from '../../services/kit/entitlement.ts';
import { subscriptionStore, webhookEventStore } from '../../services/billing/store.ts';
import { devMail, unique } from '../support/api.ts';
import { checkoutCompleted, DAY, event, nowS, subscription } from '../support/stripe-events.ts';
import { sendStripeEvent } from '../support/subscriber.ts';

const email = () => `${unique('sub')}@example.com`;

describe('POST /api/stripe/webhook: signatures', () => {
  it('refuses a missing, forged or tampered signature with 400 and changes nothing', async () => {
    const owner = email();
    const e = checkoutCompleted(owner, subscription(`sub_${unique('s')}`, owner));
    const forged = await sendStripeEvent(e, { secret: 'whsec_someone_else' });
    expect(forged).toMatchObject({ status: 400, body: { error: 'Invalid Stripe signature' } });
    const garbage = await sendStripeEvent(e, { signature: 't=1,v1=deadbeef' });
    expect(garbage.status).toBe(400);
    const missing = await sendStripeEvent(e, { signature: '' });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Missing Stripe signature' } });

    const payload = JSON.stringify(e);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x' });
    const tampered = await sendStripeEvent({ ...e, created: e.created + 1 }, { signature: header });
    expect(tampered.status).toBe(400);

    expect(await subscriptionStore.get(owner)).toBeUndefined();
    expect(await webhookEventStore.get(e.id)).toBeUndefined();
    expect(await devMail(owner)).toEqual([]);
  });
});

describe('POST /api/stripe/webhook: events', () => {
  it('checkout.session.completed activates the subscription with Stripe period and emails a sign-in link', async () => {
    const owner = email();
    const end = nowS() + 31 * DAY;
    const res = await sendStripeEvent(checkoutCompleted(owner, subscription('sub_a' + unique('x'), owner, { end })));
    expect(res).toMatchObject({ status: 200, body: { received: true, outcome: 'processed' } });
    const record = await subscriptionStore.get(owner);
    expect(record).toMatchObject({ planType: 'monthly', status: 'active', currentPeriodEnd: end * 1000, stripeCustomerId: expect.stringMatching(/^cus_/) });
    expect(await findSubscription(owner.toUpperCase(), Date.now())).toMatchObject({ active: true, planType: 'monthly' });
    const [welcome] = await devMail(owner);
    expect(welcome.subject).toBe('Welcome to Verse Monthly');
    expect(welcome.text).toMatch(/\/\?unlock=[A-Za-z0-9_-]{43}/);
  });

  it('a subscription id without the subscription object gives access for one plan period until Stripe says more', async () => {
    const owner = email();
    const created = nowS();
    const res = await sendStripeEvent(checkoutCompleted(owner, 'sub_plain' + unique('x'), created, 'annual'));
    expect(res.status).toBe(200);
    const record = await subscriptionStore.get(owner);
    expect(record?.planType).toBe('annual');
    expect(record!.currentPeriodEnd - created * 1000).toBeGreaterThanOrEqual(365 * DAY * 1000);
    expect(record!.currentPeriodEnd - created * 1000).toBeLessThanOrEqual(366 * DAY * 1000);
  });

  it('replaying an event is answered 200 and applied once', async () => {
    const owner = email();
    const e = checkoutCompleted(owner, subscription('sub_r' + unique('x'), owner));
    expect((await sendStripeEvent(e)).body.outcome).toBe('processed');
    const first = await subscriptionStore.get(owner);
    const replay = await sendStripeEvent(e);
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect((await subscriptionStore.get(owner))?.version).toBe(first?.version);
    expect(await devMail(owner)).toHaveLength(1);
    expect(await webhookEventStore.get(e.id)).toMatchObject({ status: 'done' });
  });

  it('customer.subscription.updated moves the period and cancel flag; older news is ignored', async () => {
    const owner = email();
    const id = 'sub_u' + unique('x');
    const t0 = nowS() - 100;
    await sendStripeEvent(checkoutCompleted(owner, subscription(id, owner, { end: t0 + 30 * DAY }), t0));
    const renewed = t0 + 60 * DAY;
    await sendStripeEvent(event('customer.subscription.updated', subscription(id, owner, { end: renewed, cancel: true }), t0 + 50));
    expect(await subscriptionStore.get(owner)).toMatchObject({ currentPeriodEnd: renewed * 1000, stripe: { cancelAtPeriodEnd: true } });

    // Delivered late: an update from before the one already applied.
    const stale = await sendStripeEvent(event('customer.subscription.updated', subscription(id, owner, { end: t0 + 30 * DAY, status: 'past_due' }), t0 + 10));
    expect(stale.status).toBe(200);
    expect(await subscriptionStore.get(owner)).toMatchObject({ status: 'active', currentPeriodEnd: renewed * 1000 });
  });

  it('customer.subscription.deleted ends access, and no later update revives it', async () => {
    const owner = email();
    const id = 'sub_d' + unique('x');
    const t0 = nowS() - 100;
    await sendStripeEvent(checkoutCompleted(owner, subscription(id, owner), t0));
    await sendStripeEvent(event('customer.subscription.deleted', subscription(id, owner, { status: 'canceled' }), t0 + 20));
    expect(await findSubscription(owner, Date.now())).toMatchObject({ active: false, status: 'canceled' });

    // Out of order: an update created after the deletion (same second or later) still cannot revive it.
    await sendStripeEvent(event('customer.subscription.updated', subscription(id, owner, { status: 'active' }), t0 + 30));
    expect(await findSubscription(owner, Date.now())).toMatchObject({ active: false });
  });

  it('a deletion delivered before the checkout completion still wins', async () => {
    const owner = email();
    const id = 'sub_o' + unique('x');
    const t0 = nowS() - 100;
    await sendStripeEvent(event('customer.subscription.deleted', subscription(id, owner, { status: 'canceled' }), t0 + 40));
    await sendStripeEvent(checkoutCompleted(owner, subscription(id, owner), t0));
    expect(await findSubscription(owner, Date.now())).toMatchObject({ active: false });
  });

  it('an update delivered before the checkout completion is kept (the checkout adds nothing newer)', async () => {
    const owner = email();
    const id = 'sub_p' + unique('x');
    const t0 = nowS() - 100;
    const exactEnd = t0 + 29 * DAY;
    await sendStripeEvent(event('customer.subscription.updated', subscription(id, owner, { end: exactEnd }), t0 + 5));
    await sendStripeEvent(checkoutCompleted(owner, id, t0));
    expect(await subscriptionStore.get(owner)).toMatchObject({ status: 'active', currentPeriodEnd: exactEnd * 1000 });
  });

  it('invoice.payment_failed marks the subscription past due (the current and older invoice shapes)', async () => {
    for (const shape of ['parent', 'legacy'] as const) {
      const owner = email();
      const id = 'sub_f' + unique('x');
      const t0 = nowS() - 100;
      await sendStripeEvent(checkoutCompleted(owner, subscription(id, owner), t0));
      const invoice =
        shape === 'parent'
          ? { id: 'in_1', object: 'invoice', customer_email: owner, parent: { type: 'subscription_details', subscription_details: { subscription: id } } }
          : { id: 'in_2', object: 'invoice', subscription: id };
      const res = await sendStripeEvent(event('invoice.payment_failed', invoice, t0 + 10));
      expect(res.body.outcome).toBe('processed');
      const record = await subscriptionStore.get(owner);
      expect(record?.status).toBe('past_due');
      // Stripe retries the payment: access continues until the paid period ends.
      expect(await findSubscription(owner, Date.now())).toMatchObject({ active: true, status: 'past_due' });
    }
  });

  it('a gift gives the recipient a year, mails them who gave it and mails the buyer a receipt, once', async () => {
    const recipient = email();
    const buyer = email();
    const t0 = nowS();
    const e = event(
      'checkout.session.completed',
      {
        id: `cs_${unique('g')}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        customer_details: { email: buyer, name: 'Naomi Giver' },
        metadata: { planType: 'gift', recipientEmail: recipient, recipientName: 'Ruth' },
      },
      t0,
    );
    expect((await sendStripeEvent(e)).body.outcome).toBe('processed');
    const record = await subscriptionStore.get(recipient);
    expect(record).toMatchObject({ planType: 'annual', status: 'active', gift: { from: { email: buyer, name: 'Naomi Giver' } } });
    const year = record!.currentPeriodEnd - t0 * 1000;
    expect(year).toBeGreaterThanOrEqual(365 * DAY * 1000);
    expect(year).toBeLessThanOrEqual(366 * DAY * 1000);

    const [gift] = await devMail(recipient);
    expect(gift.subject).toBe('Naomi Giver gave you a year of Verse Unlimited');
    expect(gift.text).toContain('Hi Ruth,');
    expect(gift.text).toContain(`Naomi Giver (${buyer})`);
    expect(gift.text).toMatch(/\/\?unlock=[A-Za-z0-9_-]{43}/);
    const [receipt] = await devMail(buyer);
    expect(receipt.subject).toBe('Your Verse gift receipt');
    expect(receipt.text).toContain(`Ruth (${recipient})`);
    expect(receipt.text).toContain('$49.99');

    // The same checkout delivered again under another event id adds no second year.
    await sendStripeEvent({ ...e, id: `evt_${unique('again')}` });
    expect((await subscriptionStore.get(recipient))?.currentPeriodEnd).toBe(record!.currentPeriodEnd);
  });

  it('ignores (200) events it does not handle and checkouts that are not ours', async () => {
    const other = await sendStripeEvent(event('charge.refunded', { id: 'ch_1' }));
    expect(other).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    const foreign = await sendStripeEvent(event('checkout.session.completed', { id: 'cs_x', mode: 'payment', metadata: {} }));
    expect(foreign).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
  });
});

describe('POST /api/stripe/webhook: payment before access', () => {
  it('an unpaid checkout (a bank debit still pending) grants nothing; its later payment grants the plan', async () => {
    const owner = email();
    const sub = subscription(`sub_${unique('s')}`, owner, { status: 'incomplete' });
    const completed = checkoutCompleted(owner, sub);
    (completed.data.object as Record<string, unknown>).payment_status = 'unpaid';
    expect((await sendStripeEvent(completed)).status).toBe(200);
    expect((await findSubscription(owner, Date.now())).active).toBe(false);
    expect(await devMail(owner)).toEqual([]);

    const paid = event('checkout.session.async_payment_succeeded', {
      ...(completed.data.object as Record<string, unknown>),
      payment_status: 'paid',
      subscription: { ...sub, status: 'active' },
    });
    expect((await sendStripeEvent(paid)).status).toBe(200);
    expect(await findSubscription(owner, Date.now())).toMatchObject({ active: true, planType: 'monthly' });
  });
});

describe('POST /api/stripe/webhook: signed bodies that are not Stripe events', () => {
  it.each([
    ['no id', { type: 'checkout.session.completed', created: nowS(), data: { object: {} } }],
    ['no type', { id: 'evt_x1', created: nowS(), data: { object: {} } }],
    ['a huge creation time', { id: 'evt_x2', type: 'invoice.paid', created: 1e308, data: { object: {} } }],
    ['a text creation time', { id: 'evt_x3', type: 'invoice.paid', created: 'yesterday', data: { object: {} } }],
    ['no data', { id: 'evt_x4', type: 'invoice.paid', created: nowS() }],
    ['an array', [1, 2, 3]],
    ['a number', 42],
  ])('%s → 400 with a reason, nothing stored', async (_name, body) => {
    const res = await sendStripeEvent(body as never);
    expect(res.status).toBe(400);
    expect(typeof (res.body as { error: string }).error).toBe('string');
  });

  it('odd objects inside a well-formed event are acknowledged and ignored, never a 500', async () => {
    for (const object of [{}, { mode: 'subscription', metadata: 'x' }, { subscription: 7, customer_email: ['a'] }]) {
      for (const type of ['checkout.session.completed', 'customer.subscription.updated', 'invoice.payment_failed']) {
        const res = await sendStripeEvent(event(type, object));
        expect(res.status, `${type} ${JSON.stringify(object)}`).toBe(200);
      }
    }
  });
});

describe('webhook events: one attempt at a time, and a stuck attempt does not block the event for ever', () => {
  it('a second delivery while the first still holds the event is answered 409 (Stripe retries it later)', async () => {
    const owner = email();
    const evt = checkoutCompleted(owner, subscription(`sub_${unique('s')}`, owner));
    expect(await webhookEventStore.claim(evt.id, evt.type, Date.now())).toBe('claimed');
    const res = await sendStripeEvent(evt);
    expect(res.status).toBe(409);
    expect(await findSubscription(owner, Date.now())).toMatchObject({ active: false });
  });

  it('an attempt that stopped without finishing loses its lease after a minute; the next delivery processes the event', async () => {
    const owner = email();
    const evt = checkoutCompleted(owner, subscription(`sub_${unique('s')}`, owner));
    // The earlier attempt took the event two minutes ago and never came back.
    expect(await webhookEventStore.claim(evt.id, evt.type, Date.now() - 120_000)).toBe('claimed');
    expect((await sendStripeEvent(evt)).status).toBe(200);
    expect(await findSubscription(owner, Date.now())).toMatchObject({ active: true, planType: 'monthly' });
    expect(await webhookEventStore.get(evt.id)).toMatchObject({ status: 'done' });
    expect((await sendStripeEvent(evt)).status).toBe(200);
  });

  it('a released event can be claimed again; a finished one is never released', async () => {
    const id = `evt_${unique('r')}`;
    expect(await webhookEventStore.claim(id, 'invoice.paid', Date.now())).toBe('claimed');
    await webhookEventStore.release(id);
    expect(await webhookEventStore.get(id)).toBeUndefined();
    expect(await webhookEventStore.claim(id, 'invoice.paid', Date.now())).toBe('claimed');
    await webhookEventStore.complete(id, Date.now());
    await webhookEventStore.release(id);
    expect(await webhookEventStore.get(id)).toMatchObject({ status: 'done' });
    expect(await webhookEventStore.claim(id, 'invoice.paid', Date.now())).toBe('done');
  });
});
