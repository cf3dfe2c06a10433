import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_VERSE_QUERY } from '@verse/shared/constants';
import { unique } from '../support/api.ts';
import { launchBrowser, newContext, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone-sized visitor with their own device id (their own search allowance). */
const openVisitor = async () => {
  const context = await newContext(browser);
  const deviceId = unique('device_e2e').replace(/[^A-Za-z0-9_-]/g, '_');
  await context.addInitScript((id) => localStorage.setItem('verse_device_id', id), deviceId);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
};

const input = (page: Page) => page.getByLabel('Ask a question, share a feeling, or name a topic or date');
const card = (page: Page) => page.locator('article.verse-card');
const searchDone = (page: Page) => expect.poll(() => page.locator('.verse-results').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');

describe('searching on a phone', () => {
  it('takes over from a slow verse of the day, then brings the answer into view without moving the focus', async () => {
    const { context, page, errors } = await openVisitor();
    // The verse of the day is held back until the search has answered.
    let releaseVerseOfDay = () => {};
    const verseOfDayHeld = new Promise<void>((resolve) => (releaseVerseOfDay = resolve));
    let verseOfDayReleased = false;
    await page.route('**/api/discover-verse*', async (route: Route) => {
      const isVerseOfDay = route.request().postDataJSON()?.query === DAILY_VERSE_QUERY;
      if (isVerseOfDay) await verseOfDayHeld;
      if (isVerseOfDay) verseOfDayReleased = true;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/');
    await expect.poll(() => page.locator('.verse-results').getAttribute('aria-busy'), { timeout: 10_000 }).toBe('true');
    const discover = page.getByRole('button', { name: 'Discover Your Verse' });
    expect(await discover.isEnabled()).toBe(true);

    await input(page).fill('strength for the weary');
    await input(page).press('Enter');
    await searchDone(page);
    expect(await card(page).locator('.verse-card__pill').innerText()).not.toBe('Daily Verse');
    releaseVerseOfDay();
    await expect.poll(() => verseOfDayReleased).toBe(true);
    await page.waitForTimeout(1500);
    expect(await card(page).locator('.verse-card__pill').innerText()).not.toBe('Daily Verse');

    await expect.poll(async () => (await card(page).boundingBox())!.y).toBeLessThan(812 / 2);
    // The topic pill shows the topic as written ("Betrayal by a Friend" stays so).
    expect(await card(page).locator('.verse-card__pill').evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the trending tag reached by Tab in sight', async () => {
    const { context, page } = await openVisitor();
    await page.goto('/');
    const tags = page.locator('.trending__tag:not(.trending__tag--skeleton)');
    await expect.poll(() => tags.count()).toBe(13);
    await searchDone(page);
    await tags.first().focus();
    for (let i = 1; i < 13; i++) {
      await page.keyboard.press('Tab');
      expect(await tags.nth(i).evaluate((el) => el === document.activeElement)).toBe(true);
      await expect
        .poll(async () => {
          const box = (await tags.nth(i).boundingBox())!;
          return box.x >= 0 && box.x + box.width <= 375;
        }, { timeout: 2000 })
        .toBe(true);
    }
    await context.close();
  });

  it('loads no related topics ahead once the allowance is used up', async () => {
    const { context, page, errors } = await openVisitor();
    const refused: string[] = [];
    page.on('response', (r) => {
      const body = r.request().postDataJSON?.() as { prefetch?: boolean; query?: string } | null;
      if (r.url().includes('/api/discover-verse') && body?.prefetch && r.status() === 429) refused.push(body.query ?? '');
    });
    await page.goto('/');
    await searchDone(page);
    const remaining = page.getByTestId('usage-remaining');
    for (const [i, q] of ['I feel anxious', 'verses about hope', 'forgiveness', 'courage in trials'].entries()) {
      await input(page).fill(q);
      await page.getByRole('button', { name: 'Discover Your Verse' }).click();
      await expect.poll(() => remaining.innerText(), { timeout: 15_000 }).toBe(`${3 - i}/4`);
    }
    await page.waitForTimeout(3500);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
