import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

const reference = (page: Page) => page.locator('article.verse-card cite').innerText();

const search = async (page: Page, query: string) => {
  const input = page.getByLabel('Ask a question, share a feeling, or name a topic or date');
  await input.fill(query);
  await input.press('Enter');
};

describe('searching for what people half-remember', () => {
  it('finds a spoken reference, a remembered wording, a story told and a whole chapter, verse by verse', async () => {
    const { page, errors } = await openVisitor(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    await page.locator('article.verse-card').waitFor({ timeout: 15_000 });

    await search(page, 'for i know the plans i have for you');
    await expect.poll(() => reference(page), { timeout: 15_000 }).toMatch(/^Jeremiah 29:11\b/);

    await search(page, 'jonah swallowed by a whale');
    await expect.poll(() => reference(page), { timeout: 15_000 }).toMatch(/^Jonah 1:15-17\b/);

    await search(page, 'psalm ninety one');
    await expect.poll(() => reference(page), { timeout: 15_000 }).toMatch(/^Psalms 91:1\b/);
    const count = page.locator('.verse-carousel__count');
    await expect.poll(() => count.innerText()).toBe('1 / 16');
    await page.getByRole('button', { name: 'Next verse' }).click();
    await expect.poll(() => reference(page)).toMatch(/^Psalms 91:2\b/);
    await expect.poll(() => count.innerText()).toBe('2 / 16');
    expect(errors).toEqual([]);
  });
});

describe('a search Verse cannot understand', () => {
  it('keeps the verse on screen, says it did not understand, and leaves the allowance untouched', async () => {
    const { page, errors } = await openVisitor(browser());
    await page.goto('/');
    await page.locator('article.verse-card').waitFor({ timeout: 15_000 });
    const before = await reference(page);
    await search(page, 'asdkjh');
    await page.getByRole('alert').filter({ hasText: 'Verse did not understand “asdkjh”' }).waitFor({ timeout: 15_000 });
    expect(await reference(page)).toBe(before);
    await page.getByRole('region', { name: 'Trending searches' }).or(page.getByRole('heading', { name: /trending searches/i })).first().waitFor();
    const remaining = page.getByRole('region', { name: 'Your searches' }).getByTestId('usage-remaining');
    await expect.poll(() => remaining.innerText(), { timeout: 10_000 }).toBe('4/4');
    expect(errors).toEqual([]);
  });
});

describe('a verse that quotes someone', () => {
  it('is shown without doubled closing marks, and copied the same way', async () => {
    const { page, errors } = await openVisitor(browser(), { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto('/');
    await page.locator('article.verse-card').waitFor({ timeout: 15_000 });
    await search(page, 'genesis 16:13');
    await expect.poll(() => reference(page), { timeout: 15_000 }).toMatch(/^Genesis 16:13\b/);
    const text = await page.locator('article.verse-card .verse-card__text').innerText();
    expect(text).toMatch(/after seeing him\?”$/);
    expect(text).not.toMatch(/””|^“She/);
    await page.locator('article.verse-card').getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^She called .*him\?” — Genesis 16:13/);
    expect(errors).toEqual([]);
  });
});
