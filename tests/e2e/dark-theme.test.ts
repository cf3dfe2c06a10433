import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

const contrast = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withRules(['color-contrast']);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
};

const dialog = (page: Page) => page.locator('dialog[open]');

describe('dark theme', () => {
  it('keeps the home page, its primary button and the auth links readable', async () => {
    const { page, errors } = await openVisitor(browser(), { colorScheme: 'dark' });
    await page.goto('/');
    await page.locator('.verse-card').waitFor();
    await expect.poll(() => page.locator('.verse-results').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
    expect(await contrast(page)).toEqual([]);

    // The primary action must stand out from the dark surface it sits on, not blend into it.
    const discover = page.getByRole('button', { name: 'Discover Your Verse' });
    const [button, body] = await Promise.all([
      discover.evaluate((el) => getComputedStyle(el).backgroundColor),
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ]);
    expect(button).not.toBe(body);
    expect(button).toBe('rgb(224, 176, 79)');

    await page.getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).waitFor();
    expect(await contrast(page, 'dialog')).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByRole('button', { name: 'Back to Sign In' }).waitFor();
    expect(await contrast(page, 'dialog')).toEqual([]);

    await page.goto('/?auth=signup');
    await dialog(page).getByRole('button', { name: 'Already have an account? Sign in' }).waitFor();
    expect(await contrast(page, 'dialog')).toEqual([]);
    await dialog(page).getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(errors).toEqual([]);
  });
});
