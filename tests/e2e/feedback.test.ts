import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { devMail, unique } from '../support/api.ts';
import { contrastWithBackground } from '../support/contrast.ts';
import { signUp } from '../support/subscriber.ts';
import { browserForFile, clickFooterLink, openVisitor, signInThroughDialog } from '../support/visitor.ts';

const browser = browserForFile();

describe('Send Feedback, from the account menu', () => {
  it('returns the focus to the menu button when the dialog closes', async () => {
    const account = await signUp();
    const { page, errors } = await openVisitor(browser());
    await signInThroughDialog(page, account.email);
    const menu = page.getByRole('button', { name: /Ruth Reader/ });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Send Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => menu.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('Send Feedback, from the footer', () => {
  it('opens the modal, sends a message and the operator receives it', async () => {
    const { page, errors } = await openVisitor(browser());
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Send Feedback' }).click();

    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const submit = dialog.getByRole('button', { name: 'Send Feedback' });
    expect(await submit.isDisabled()).toBe(true);

    // An empty star is a control drawn only by its glyph: 3:1 against the dialog at least.
    expect(await contrastWithBackground(dialog.getByRole('button', { name: '1 star', exact: true }))).toBeGreaterThanOrEqual(3);
    await dialog.getByText('Feature Request').click();
    await dialog.getByRole('button', { name: '4 stars' }).click();
    await dialog.getByRole('button', { name: '4 stars' }).click();
    expect(await dialog.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')).toBe('false');
    await dialog.getByRole('button', { name: '5 stars' }).click();

    const message = `Please add a reading plan for Lent ${unique('e2e')}`;
    await dialog.getByLabel('Your feedback').fill(message);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    await expect.poll(() => dialog.getByText('Thank you! Your feedback has been sent successfully.').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible(), { timeout: 5000 }).toBe(false);

    const mail = (await devMail()).find((m) => m.text.includes(message));
    expect(mail?.subject).toContain('Feature Request');
    expect(mail?.text).toContain('★★★★★');
    expect(errors).toEqual([]);
  });

  it('closes and resets on Escape and on a click outside, keeping focus on the trigger', async () => {
    const { page } = await openVisitor(browser());
    await page.goto('/privacy');
    const trigger = page.getByRole('button', { name: 'Send Feedback' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByLabel('Your feedback').fill('draft');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await trigger.click();
    expect(await dialog.getByLabel('Your feedback').inputValue()).toBe('');
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('shows the failure text when the service is unreachable', async () => {
    const { page } = await openVisitor(browser());
    await page.route('**/api/feedback', (route) => route.abort());
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByLabel('Your feedback').fill('hello');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Failed to send feedback. Please try again.');
  });

  it('has no accessibility violations with the modal open', async () => {
    const { page } = await openVisitor(browser());
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByRole('dialog', { name: 'Send Feedback' }).waitFor();
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('Pages of the shell', () => {
  it('serves the app for client routes, 404 for a missing asset and { error } for an unknown API path', async () => {
    const base = inject('baseUrl');
    const route = await fetch(`${base}/bible-reader/Genesis/1/1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/assets/missing-file.js`)).status).toBe(404);
    const api = await fetch(`${base}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
  });

  it('privacy policy: effective date and every section, reachable from the footer', async () => {
    const { page } = await openVisitor(browser());
    await page.goto('/');
    await clickFooterLink(page, 'Privacy');
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).toContain('Effective January 6, 2025');
    for (const h of ['What we collect', 'How we use it', 'We do not sell your data', 'Payments', 'Third parties', 'Your rights', 'Contact']) {
      expect(await page.getByRole('heading', { name: h }).count()).toBe(1);
    }
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('unknown path: Page Not Found with a Psalm from the corpus and a way home', async () => {
    const { page } = await openVisitor(browser());
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.locator('blockquote').textContent()).toBe('“Your word is a lamp to my feet, and a light for my path.”');
    expect(await page.locator('figcaption').textContent()).toContain('Psalms 119:105');
    await page.getByRole('link', { name: 'Return to Verse' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });
});
