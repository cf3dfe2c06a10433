import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from '../support/api.ts';
import { signUp } from '../support/subscriber.ts';
import { browserForFile, openVisitor, signInThroughDialog } from '../support/visitor.ts';

const browser = browserForFile();

/** How many lines each of an element's text nodes is laid out on. */
const linesPerTextNode = (element: Locator) =>
  element.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const counts: { text: string; lines: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      counts.push({ text: node.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size });
    }
    return counts;
  });

const phone = () => openVisitor(browser(), { viewport: { width: 375, height: 812 }, path: '/' });
const searchDone = (page: Page) => expect.poll(() => page.locator('.verse-results').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');

describe('on a 375 px phone', () => {
  it('"Discovering Your Bible Verse..." stays on one line', async () => {
    const { page, errors } = await phone();
    await searchDone(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/discover-verse*', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.getByLabel('Ask a question, share a feeling, or name a topic or date').fill('hope');
    await page.getByRole('button', { name: 'Discover Your Verse' }).click();
    const busy = page.getByRole('button', { name: 'Discovering Your Bible Verse...' });
    await busy.waitFor();
    expect(await linesPerTextNode(busy)).toEqual([{ text: 'Discovering Your Bible Verse...', lines: 1 }]);
    expect(await busy.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    release();
    await searchDone(page);
    expect(errors).toEqual([]);
  });

  it('the paywall shows "Create one" whole, inside the dialog', async () => {
    const { page, errors } = await phone();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Go Unlimited' });
    const link = dialog.getByRole('button', { name: 'Just want a free account? Create one' });
    await link.scrollIntoViewIfNeeded();
    const createOne = link.getByText('Create one', { exact: true });
    expect(await linesPerTextNode(createOne)).toEqual([{ text: 'Create one', lines: 1 }]);
    const [box, frame] = [(await link.boundingBox())!, (await dialog.boundingBox())!];
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(errors).toEqual([]);
  });

  it('the account menu breaks a long email address only after the @ or before a dot', async () => {
    const email = `${unique('ruth.reader.longfamilyname').replace(/-/g, '')}@example-congregation.org`;
    await signUp(email);
    const { page, errors } = await phone();
    await signInThroughDialog(page, email);
    await page.getByRole('button', { name: /Ruth Reader/ }).click();
    const shown = page.locator('.user-menu__email');
    expect((await shown.innerText()).replace(/\s/g, '')).toBe(email);
    const parts = await linesPerTextNode(shown);
    expect(parts.map((p) => p.text).join('')).toBe(email);
    // More than one line is needed, and no part of the address is split across two.
    expect(parts.every((p) => p.lines === 1)).toBe(true);
    expect(await shown.evaluate((el) => el.getBoundingClientRect().height > parseFloat(getComputedStyle(el).lineHeight) * 1.5)).toBe(true);
    expect(errors).toEqual([]);
  });
});
