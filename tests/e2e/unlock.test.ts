import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devMail, unique } from '../support/api.ts';
import { browserForFile, openVisitor, toastSaying } from '../support/visitor.ts';
import { demoCheckout } from '../support/subscriber.ts';

const browser = browserForFile();

const openUnlockCard = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Already a Verse subscriber?' }).click();
  return page.getByRole('region', { name: 'Already a Verse subscriber?' });
};

describe('Already a Verse subscriber?', () => {
  it('typing an email unlocks nothing; the emailed link does', async () => {
    const email = `${unique('member')}@example.com`;
    await demoCheckout({ planType: 'annual', email, name: 'Lydia' });

    const { page, errors } = await openVisitor(browser());
    const card = await openUnlockCard(page);
    // A blank email is ignored.
    await card.getByRole('button', { name: 'Unlock' }).click();
    expect(await card.getByRole('status').count()).toBe(0);

    await card.getByPlaceholder('Your subscriber email').fill(email);
    await card.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => card.getByRole('status').innerText()).toBe(
      `If ${email} has an active Verse subscription, we've sent a sign-in link to it. Please check your email.`,
    );
    expect(await page.evaluate(() => localStorage.getItem('verse_auth_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('verseSubscriber'))).toBeNull();

    const mail = (await devMail(email)).find((m) => m.subject === 'Your Verse sign-in link')!;
    const link = /\/\?unlock=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await page.goto(link);
    await toastSaying(page, 'Subscription unlocked').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByText('Unlimited verse discoveries').isVisible()).toBe(true);

    await page.getByRole('button', { name: /Lydia/ }).click();
    await page.getByRole('menuitem', { name: 'Favorite Verses' }).waitFor();
    await page.getByRole('menuitem', { name: 'Manage Subscription' }).click();
    await toastSaying(page, 'Demo Note').waitFor();

    // The link works once.
    const { page: second } = await openVisitor(browser());
    await second.goto(link);
    await toastSaying(second, 'expired or was already used').waitFor();
    expect(await second.evaluate(() => localStorage.getItem('verse_auth_token'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('an email without a subscription gets the same answer, and an email saying so', async () => {
    const email = `${unique('nobody')}@example.com`;
    const { page } = await openVisitor(browser());
    const card = await openUnlockCard(page);
    await card.getByPlaceholder('Your subscriber email').fill(email);
    await card.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => card.getByRole('status').innerText()).toContain('Please check your email.');
    await expect.poll(async () => (await devMail(email))[0]?.subject).toBe('About your Verse unlock request');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Go Unlimited' }).waitFor();
  });
});
