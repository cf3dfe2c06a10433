import { describe, expect, it } from 'vitest';
import { api, devMail, unique } from '../support/api.ts';
import { browserForFile, openVisitor, toastSaying } from '../support/visitor.ts';
import { newSubscriber } from '../support/subscriber.ts';

const browser = browserForFile();

const signInLink = async (email: string, subject: string) => {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await devMail(email)).find((m) => m.subject === subject);
      path = mail && /\/\?unlock=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      return path;
    })
    .toBeDefined();
  return path!;
};

describe('subscribing monthly through the demo checkout', () => {
  it('pays, thanks, signs in from the email, then saves, annotates and removes a favorite', async () => {
    const { page, errors } = await openVisitor(browser());
    const email = `${unique('monthly')}@example.com`;

    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Go Unlimited' });
    await dialog.getByLabel('Name').fill('Ruth Reader');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Unlock Unlimited Verses – $4.99/month' }).click();

    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(r.url()));
    await page.waitForURL(/\/api\/billing\/demo-checkout\?session=/);
    await page.getByText('Demo checkout: no payment is taken.').waitFor();
    // The page's icon is there too (no 404 for a favicon).
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href)).toMatch(/\/favicon\.svg$/);
    expect(missing).toEqual([]);
    await page.getByRole('button', { name: 'Confirm demo payment' }).click();

    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    const thanks = toastSaying(page, 'Thank you for subscribing to Verse Monthly!');
    await thanks.waitFor();
    expect(await thanks.innerText()).toContain('You now have unlimited access to verses.');
    expect(await page.evaluate(() => [localStorage.getItem('verseSubscriber'), localStorage.getItem('verseSubscriberPlan')])).toEqual(['true', 'monthly']);

    // The flag alone unlocks nothing: the usage card still counts free searches until the email link is opened.
    expect(await page.getByText('Unlimited verse discoveries').count()).toBe(0);
    await page.goto(await signInLink(email, 'Welcome to Verse Monthly'));
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => page.getByText('Unlimited verse discoveries').isVisible(), { timeout: 10_000 }).toBe(true);

    // Save the verse on the card.
    const save = page.getByRole('button', { name: /^Save .* to favorites$/ }).first();
    await save.waitFor();
    const reference = (await save.getAttribute('aria-label'))!.replace(/^Save (.*) to favorites$/, '$1');
    await save.click();
    const added = toastSaying(page, 'Added to Favorites');
    await added.waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Remove ${reference} from favorites` }).getAttribute('aria-pressed')).toBe('true');

    // Open "Favorite Verses" from the user menu.
    await page.getByRole('button', { name: /Ruth Reader/ }).click();
    await page.getByRole('menuitem', { name: 'Favorite Verses' }).click();
    const favorites = page.getByRole('dialog', { name: /Favorite Verses/ });
    const item = favorites.locator('li.favorite').filter({ hasText: reference });
    await item.waitFor();
    expect(await favorites.locator('.favorites__count').innerText()).toBe('1');
    for (const label of ['Why this verse', 'Reflection', 'Your Notes']) await item.getByText(label).waitFor();

    // On a phone the notification lies over the dialog's last buttons: a person dismisses it to reach them.
    await added.getByRole('button', { name: 'Dismiss notification' }).click();
    await added.waitFor({ state: 'detached' });
    await item.getByRole('button', { name: 'Edit Notes' }).click();
    const notes = item.getByLabel('Your Notes');
    await notes.fill('x'.repeat(301));
    await item.getByText('301/300').waitFor();
    expect(await item.getByRole('button', { name: 'Save Notes' }).isDisabled()).toBe(true);
    await notes.fill('Read this before every hard conversation.');
    await item.getByText('41/300').waitFor();
    await item.getByRole('button', { name: 'Save Notes' }).click();
    const updated = toastSaying(page, 'Notes Updated');
    await updated.waitFor();
    // A pointer over the toast holds it (it leaves by itself after 5 s), as it would for someone reading it.
    await updated.hover();
    // The toast shows above the dialog and its backdrop, not dimmed behind them.
    expect(
      await updated.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
    await item.getByText('Read this before every hard conversation.').waitFor();
    await updated.getByRole('button', { name: 'Dismiss notification' }).click();

    await item.getByRole('button', { name: `Remove ${reference}` }).click();
    await expect.poll(() => favorites.getByText('No Favorite Verses Yet').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: `Save ${reference} to favorites` }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('cancelling from /account', () => {
  it('asks for confirmation, cancels, and the account becomes free', async () => {
    const account = await newSubscriber('monthly');
    const { page, errors } = await openVisitor(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const auth = page.locator('dialog[open]');
    await auth.getByLabel('Email', { exact: true }).fill(account.email);
    await auth.getByLabel('Password', { exact: true }).fill('still waters 23');
    await auth.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /Ruth Reader/ }).waitFor();

    await page.goto('/account');
    await page.getByText('Monthly subscription - $4.99/month').waitFor();
    await page.getByText('Unlimited Account').waitFor();

    const prompts: string[] = [];
    page.once('dialog', (d) => {
      prompts.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect.poll(() => prompts).toEqual(["Are you sure you want to cancel your subscription? You'll lose unlimited access to verses."]);
    await page.getByText('Monthly subscription - $4.99/month').waitFor();

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Subscription cancelled successfully.' }).innerText()).toBe(
      'Subscription cancelled successfully. You can still use 4 free verse searches every 48 hours.',
    );
    await expect.poll(() => page.getByText('Free Account').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    expect(await api('GET', `/api/check-subscriber?email=${encodeURIComponent(account.email)}`)).toMatchObject({ body: { active: false } });
    expect(errors).toEqual([]);
  });
});
