import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { newSubscriber } from '../support/subscriber.ts';
import { browserForFile, openVisitor, signInThroughDialog } from '../support/visitor.ts';

const browser = browserForFile();

const violations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
const items = (page: Page) => page.locator('.rec-item');
const references = (page: Page) => page.locator('.rec-item__reference').allInnerTexts();

describe('Verse+ recommendations', () => {
  it('shows a visitor the list greyed and locked, with scores, the explanations and the anonymity note; choosing one opens the plans', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/recommendations' });
    await page.getByRole('heading', { name: /Verse\+\s*BETA/ }).waitFor();
    await page.getByText('Recommendations are part of Verse+. Choose one to see the plans.').waitFor();
    await expect.poll(() => items(page).count()).toBeGreaterThan(3);
    expect(await page.locator('.rec-item__score').allInnerTexts()).toEqual(
      Array.from({ length: await items(page).count() }, (_, i) => `${Math.round((0.9 - 0.1 * i) * 100)}% match`),
    );
    expect(await items(page).first().getAttribute('aria-label')).toMatch(/Verse\+ only$/);
    for (const title of ['Daily Guidance', 'Personal Touch', 'Community Favorites', 'Related Themes']) {
      expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    }
    expect(await page.getByText(/^Anonymous:/).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await items(page).first().click();
    await page.getByRole('dialog', { name: 'Go Unlimited' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your verse' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('lets a subscriber read one and vote, and the next list answers the votes', async () => {
    const subscriber = await newSubscriber();
    const { page, errors } = await openVisitor(browser());
    await signInThroughDialog(page, subscriber.email);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Verse+' }).click();
    await page.waitForURL('**/recommendations');
    await expect.poll(() => items(page).count()).toBeGreaterThan(3);
    await expect.poll(() => page.getByText('Recommendations are part of Verse+', { exact: false }).count()).toBe(0);

    const [first] = await references(page);
    await items(page).first().click();
    await expect.poll(() => page.locator('#rec-selected-title').innerText()).toContain(first);
    expect(await page.locator('.rec-selected__text').innerText()).toBe(loadCorpus('WEB').text(parseCanonicalReference(first)!));
    expect(await violations(page)).toEqual([]);
    await page.getByRole('group', { name: 'Was this helpful?' }).getByRole('button', { name: 'No' }).click();
    await expect.poll(() => page.locator('.toast').first().innerText()).toContain('We will show you other verses instead.');
    await expect.poll(() => references(page)).not.toContain(first);

    const before = await references(page);
    const liked = before[1];
    await items(page).nth(1).click();
    await page.getByRole('group', { name: 'Was this helpful?' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => references(page)).not.toContain(liked);
    // What helped leads the list: more than the one verse changes.
    expect(await references(page)).not.toEqual(before.filter((r) => r !== liked));
    expect(errors).toEqual([]);
  });
});
