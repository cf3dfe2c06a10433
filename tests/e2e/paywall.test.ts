import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

const paywall = (page: Page) => page.getByRole('dialog', { name: 'Go Unlimited' });

describe('the "Go Unlimited" paywall', () => {
  it('loads only when opened, shows the three plans with their texts, and closes', async () => {
    const { page, errors } = await openVisitor(browser());
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    expect(scripts.some((s) => s.includes('paywall'))).toBe(false);

    await page.evaluate(() => window.dispatchEvent(new Event('triggerPaywall')));
    const dialog = paywall(page);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(scripts.some((s) => s.includes('paywall'))).toBe(true);
    await dialog.getByText('Support Verse. Ad Free Forever.').waitFor();
    await dialog.getByText('Save $10!').waitFor();
    await dialog.getByText('Secured by Stripe').waitFor();
    await dialog.getByText(/donation that keeps Verse alive/).waitFor();

    const submit = dialog.locator('button[type="submit"]');
    expect(await submit.innerText()).toBe('Unlock Unlimited Verses – $4.99/month');
    await dialog.getByText('Annual', { exact: true }).click();
    expect(await submit.innerText()).toBe('Unlock Unlimited Verses – $49.99/year');
    await dialog.getByText('Gift to a Friend').click();
    expect(await submit.innerText()).toBe('Gift Unlimited Verses – $49.99/year');
    expect(await dialog.getByLabel("Recipient's name").getAttribute('placeholder')).toBe("Recipient's name");
    expect(await dialog.getByLabel("Recipient's email").getAttribute('placeholder')).toBe("Recipient's email address");
    await dialog.getByText('Monthly', { exact: true }).click();
    expect(await dialog.getByLabel('Name').getAttribute('placeholder')).toBe('Your name');

    // Spec 000 §5: the email, then the name, must not be blank.
    await submit.click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Please enter your email address');
    await dialog.getByLabel('Email').fill('ruth@example.com');
    await submit.click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Please enter your name');

    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target} ${n.failureSummary}`))).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // A click on the backdrop closes it too.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('a free account from the paywall', () => {
  it('leads from "Go Unlimited" to the Create Account form', async () => {
    const { page, errors } = await openVisitor(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = paywall(page);
    await dialog.getByRole('button', { name: 'Just want a free account? Create one' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Create Account' }).isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
