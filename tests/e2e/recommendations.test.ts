import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { newSubscriber } from '../support/subscriber.ts';
import { browserForFile, clickFooterLink, openVisitor, signInThroughDialog, toastSaying } from '../support/visitor.ts';

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

  it("records a visitor's search, and their list then follows what they searched for", async () => {
    const { page, errors, deviceId } = await openVisitor(browser(), { path: '/recommendations' });
    await expect.poll(() => items(page).count()).toBeGreaterThan(3);
    const before = await page.locator('.rec-item__theme').allInnerTexts();

    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/record-search') && r.request().method() === 'POST', { timeout: 15_000 });
    const search = page.getByLabel('Ask a question, share a feeling, or name a topic or date');
    await search.fill('i lost my job today');
    await search.press('Enter');
    const answer = await recorded;
    expect(answer.status()).toBe(201);
    const sent = answer.request().postDataJSON() as { query: string; deviceId: string; verses: string[] };
    expect(sent).toMatchObject({ query: 'i lost my job today', deviceId });
    expect(sent.verses.length).toBeGreaterThan(3);

    await clickFooterLink(page, 'Verse+');
    await page.waitForURL('**/recommendations');
    await expect.poll(() => items(page).count()).toBeGreaterThan(3);
    const after = await page.locator('.rec-item__theme').allInnerTexts();
    expect(after).not.toEqual(before);
    expect(after.filter((theme) => /job|work|provision/i.test(theme)).length).toBeGreaterThan(0);
    // Verses the search already showed are not offered again.
    expect((await references(page)).filter((r) => sent.verses.includes(r))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lets a subscriber read one and vote, and the next list answers the votes', async () => {
    const subscriber = await newSubscriber();
    const { page, errors } = await openVisitor(browser());
    await signInThroughDialog(page, subscriber.email);
    await clickFooterLink(page, 'Verse+');
    await page.waitForURL('**/recommendations');
    await expect.poll(() => items(page).count()).toBeGreaterThan(3);
    await expect.poll(() => page.getByText('Recommendations are part of Verse+', { exact: false }).count()).toBe(0);

    const [first] = await references(page);
    await items(page).first().click();
    await expect.poll(() => page.locator('#rec-selected-title').innerText()).toContain(first);
    expect(await page.locator('.rec-selected__text').innerText()).toBe(loadCorpus('WEB').text(parseCanonicalReference(first)!));
    expect(await violations(page)).toEqual([]);
    await page.getByRole('group', { name: 'Was this helpful?' }).getByRole('button', { name: 'No' }).click();
    await toastSaying(page, 'We will show you other verses instead.').waitFor();
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
