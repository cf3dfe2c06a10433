import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DAILY_VERSE_QUERY, TIMINGS } from '@verse/shared/constants';
import { relatedQueries } from '../../web/src/features/verses/related-topics.ts';
import { browserForFile, nextFrames, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();


const remaining = (page: Page) => page.getByTestId('usage-remaining');

/** The related-topic searches the page makes on its own (`prefetch: true`), with their answers' status. */
const prefetchesOf = (page: Page) => {
  const seen: { query: string; status?: number }[] = [];
  page.on('request', (r) => {
    const body = r.method() === 'POST' && r.url().includes('/api/discover-verse') ? (r.postDataJSON() as { prefetch?: boolean; query?: string }) : null;
    if (!body?.prefetch) return;
    const entry: { query: string; status?: number } = { query: body.query ?? '' };
    seen.push(entry);
    void r.response().then((res) => (entry.status = res?.status()));
  });
  return seen;
};
const input = (page: Page) => page.getByLabel('Ask a question, share a feeling, or name a topic or date');
const card = (page: Page) => page.locator('article.verse-card');
const searchDone = (page: Page) => expect.poll(() => page.locator('.verse-results').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');

describe('searching on a phone', () => {
  it('takes over from a slow verse of the day, then brings the answer into view and gives it the focus', async () => {
    const { page, errors } = await openVisitor(browser());
    // The verse of the day is held back until the search has answered.
    let releaseVerseOfDay = () => {};
    const verseOfDayHeld = new Promise<void>((resolve) => (releaseVerseOfDay = resolve));
    const isVerseOfDay = (request: Request) => request.postDataJSON()?.query === DAILY_VERSE_QUERY;
    let held = 0;
    let settled = 0;
    const settle = (request: Request) => isVerseOfDay(request) && settled++;
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.route('**/api/discover-verse*', async (route: Route) => {
      if (isVerseOfDay(route.request())) {
        held++;
        await verseOfDayHeld;
      }
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
    await expect.poll(() => settled, { timeout: 10_000 }).toBe(held);
    await nextFrames(page);
    expect(await card(page).locator('.verse-card__pill').innerText()).not.toBe('Daily Verse');

    await expect.poll(async () => (await card(page).boundingBox())!.y).toBeLessThan(812 / 2);
    // The topic pill shows the topic as written ("Betrayal by a Friend" stays so).
    expect(await card(page).locator('.verse-card__pill').evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
    // On a phone the answer takes the focus, so the keyboard closes; a screen reader reads its reference.
    expect(await card(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await card(page).getAttribute('aria-labelledby')).toBe('verse-card-reference');
    expect(errors).toEqual([]);
  });

  it('shows a skeleton, not the previous verse, while a search loads, and dates every verse "Today’s Verse"', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/' });
    await searchDone(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/discover-verse*', async (route: Route) => {
      if (route.request().postDataJSON()?.query === 'comfort in grief') await held;
      await route.continue().catch(() => undefined);
    });
    await input(page).fill('comfort in grief');
    await input(page).press('Enter');
    await page.locator('.verse-card--skeleton').waitFor();
    expect(await card(page).count()).toBe(0);
    release();
    await searchDone(page);
    expect(await page.locator('.verse-card--skeleton').count()).toBe(0);
    expect(await card(page).locator('.verse-card__pill').innerText()).not.toBe('Daily Verse');
    expect(await card(page).locator('.verse-card__date').innerText()).toMatch(/^today's verse$/i);
    expect(errors).toEqual([]);
  });

  it('keeps the trending tag reached by Tab in sight', async () => {
    const { page } = await openVisitor(browser());
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
  });

  it('runs the search of a tag pressed with the mouse where the screen cuts it off', async () => {
    const { page } = await openVisitor(browser(), { path: '/' });
    const tags = page.locator('.trending__tag:not(.trending__tag--skeleton)');
    await expect.poll(() => tags.count()).toBe(13);
    await searchDone(page);
    await page.waitForLoadState('networkidle');
    await page.locator('.trending').evaluate((strip) => strip.scrollIntoView({ block: 'center' }));
    const cut = tags.nth(1);
    const box = (await cut.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(375);
    const sent = page.waitForRequest((r) => r.url().includes('/api/discover-verse'), { timeout: 10_000 });
    // In the middle of what shows of it, before the fade.
    await page.mouse.click((box.x + 375 - 48) / 2, box.y + box.height / 2);
    expect((await sent).postDataJSON().query).toBe(await cut.innerText());
  });

  it('loads the related topics ahead after a search, without counting them', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/' });
    await searchDone(page);
    const prefetched = prefetchesOf(page);
    await input(page).fill('I feel anxious');
    await input(page).press('Enter');
    await expect.poll(() => remaining(page).innerText(), { timeout: 15_000 }).toBe('3/4');
    // Two seconds later the related topics load, each answered.
    await expect.poll(() => prefetched.filter((p) => p.status === 200).map((p) => p.query).sort(), { timeout: 10_000 }).toEqual([...relatedQueries('I feel anxious')].sort());
    await page.reload();
    await expect.poll(() => remaining(page).innerText(), { timeout: 15_000 }).toBe('3/4');
    expect(errors).toEqual([]);
  });

  it('loads no related topics ahead once the allowance is used up', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/', clock: true });
    await searchDone(page);
    const prefetched = prefetchesOf(page);
    for (const [i, q] of ['I feel anxious', 'verses about hope', 'forgiveness', 'courage in trials'].entries()) {
      await input(page).fill(q);
      await page.getByRole('button', { name: 'Discover Your Verse' }).click();
      await expect.poll(() => remaining(page).innerText(), { timeout: 15_000 }).toBe(`${3 - i}/4`);
      await searchDone(page);
    }
    const before = prefetched.length;
    // The moment the related topics would load passes; then a request of the test's own marks the end.
    await page.clock.fastForward(TIMINGS.relatedPrefetchDelayMs + 500);
    await page.evaluate(() => fetch('/api/trending-tags').then((r) => r.text()));
    expect(prefetched.slice(before)).toEqual([]);
    expect(prefetched.filter((p) => p.status === 429)).toEqual([]);
    expect(errors).toEqual([]);
  });
});


describe('searching on a desktop', () => {
  it('keeps the focus in the search box for the next question', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/', viewport: { width: 1280, height: 800 } });
    await searchDone(page);
    await input(page).fill('peace in the storm');
    await input(page).press('Enter');
    await expect.poll(() => card(page).locator('.verse-card__pill').innerText(), { timeout: 15_000 }).not.toBe('Daily Verse');
    await searchDone(page);
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});
