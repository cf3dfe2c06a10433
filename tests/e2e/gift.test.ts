import { describe, expect, it } from 'vitest';
import { baseUrl, devMail, unique } from '../support/api.ts';
import { browserForFile, openVisitor, toastSaying } from '../support/visitor.ts';

const browser = browserForFile();

describe('giving a year of Verse', () => {
  it('buys a gift through the demo checkout; the recipient is emailed who gave it and how to start', async () => {
    const { page, errors } = await openVisitor(browser());
    const recipient = `${unique('ruth')}@example.com`;
    const buyer = `${unique('naomi')}@example.com`;

    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Go Unlimited' });
    await dialog.getByText('Gift to a Friend').click();
    await dialog.getByPlaceholder("Recipient's name").fill('Ruth');
    await dialog.getByPlaceholder("Recipient's email address").fill(recipient);
    await dialog.getByRole('button', { name: 'Gift Unlimited Verses – $49.99/year' }).click();

    await page.waitForURL(/\/api\/billing\/demo-checkout/);
    await page.getByText(`Ruth (${recipient})`).waitFor();
    await page.getByLabel('Your name').fill('Naomi');
    await page.getByLabel('Your email, for the receipt').fill(buyer);
    await page.getByRole('button', { name: 'Confirm demo payment' }).click();

    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await toastSaying(page, 'Thank you for your gift!').waitFor();
    // The buyer's browser is not made a subscriber by buying a gift.
    expect(await page.evaluate(() => localStorage.getItem('verseSubscriber'))).toBeNull();

    await page.goto('/_dev/mail');
    const mail = (await devMail(recipient))[0];
    expect(mail.subject).toBe('Naomi gave you a year of Verse Unlimited');
    expect(mail.text).toContain(`Naomi (${buyer})`);
    expect(await page.locator('body').innerText()).toContain('Naomi gave you a year of Verse Unlimited');
    expect((await devMail(buyer))[0].subject).toBe('Your Verse gift receipt');

    // The recipient opens the link from the email and has unlimited access.
    const link = /\/\?unlock=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const { page: recipientPage } = await openVisitor(browser());
    await recipientPage.goto(`${baseUrl()}${link}`);
    await toastSaying(recipientPage, 'Subscription unlocked').waitFor();
    await expect.poll(() => recipientPage.getByText('Unlimited verse discoveries').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
