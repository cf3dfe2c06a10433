import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@verse/shared/constants';
import { browserForFile, nextFrames, openVisitor, type VisitorOptions } from '../support/visitor.ts';

const browser = browserForFile();

/** A fresh visitor (own device id, so searches in one test never use up another's allowance) on the home page. */
const openHome = async (options: VisitorOptions = {}) => {
  const { context, page, errors } = await openVisitor(browser(), { ...options, path: '/' });
  await page.locator('.verse-card').waitFor();
  return { context, page, errors };
};

const card = (page: Page) => page.locator('article.verse-card');
/** Stops the page's clock (installed with `clock: true`) a second ahead, until the test moves it. */
const holdTime = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
const reference = (page: Page) => card(page).locator('cite').innerText();
const currentDot = (page: Page) => page.locator('.verse-carousel__dot[aria-current="true"]').getAttribute('aria-label');
const searchDone = (page: Page) => expect.poll(() => page.locator('.verse-results').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');

const search = async (page: Page, query: string) => {
  await page.getByLabel('Ask a question, share a feeling, or name a topic or date').fill(query);
  await page.getByRole('button', { name: 'Discover Your Verse' }).click();
  await searchDone(page);
};

const axe = async (page: Page) => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const discoverBodies = (page: Page) => {
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/api/discover-verse')) bodies.push({ path: new URL(r.url()).pathname, body: r.postDataJSON() });
  });
  return bodies;
};

describe('home: the verse of the day', () => {
  it('shows today’s verse with its pill, the countdown to midnight, and no accessibility violations', async () => {
    const { page, errors } = await openHome();
    await searchDone(page);
    expect(await card(page).locator('.verse-card__date').innerText()).toMatch(/^today's verse$/i);
    expect(await card(page).locator('.verse-card__pill').innerText()).toBe('Daily Verse');
    // In quotation marks, unless the verse holds its own (Isaiah 40:3 opens "The voice of one who calls out, “Prepare…"): never doubled with them.
    const text = await card(page).locator('.verse-card__text').innerText();
    const inMarks = /^“(.+)”$/s.exec(text)?.[1];
    if (inMarks === undefined) expect(text).toMatch(/["“”]/);
    else expect(inMarks).not.toMatch(/["“”]/);
    expect(await card(page).locator('.verse-card__version').innerText()).toMatch(/^(WEB|KJV)$/);
    expect(await page.locator('.daily-countdown time').innerText()).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps its length while the Daily Ten below loads, so a page scrolled to the end does not jump under the finger', async () => {
    const { context, page } = await openVisitor(browser(), {});
    // As on a slow phone: the verse is painted before the page first looks at what lies below it,
    // and the Daily Ten's code arrives late.
    await page.addInitScript(() => {
      const Observer = window.IntersectionObserver;
      window.IntersectionObserver = class extends Observer {
        constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => scrollY > 0 && report(entries, observer), options);
        }
      };
    });
    await context.route('**/assets/daily-ten-section-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/');
    await searchDone(page);
    await card(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const tops = await page.evaluate(
      () =>
        new Promise<number[]>((done) => {
          const share = [...document.querySelectorAll('article.verse-card button')].find((b) => b.textContent?.trim() === 'Share')!;
          const seen: number[] = [];
          window.scrollTo(0, document.documentElement.scrollHeight);
          const watch = () => {
            seen.push(Math.round(share.getBoundingClientRect().top));
            if (document.querySelector('.daily-ten[aria-busy="false"]')) done(seen);
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }),
    );
    expect(tops.length).toBeGreaterThan(10);
    expect(new Set(tops)).toEqual(new Set([tops[0]]));
  });
});

describe('home: searching', () => {
  it('finds verses for a typed query: the instant verse first, then the list; trimmed and sent with the local date', async () => {
    const { page, errors } = await openHome();
    await searchDone(page);
    const bodies = discoverBodies(page);
    await search(page, '   I feel anxious about tomorrow  ');
    expect(bodies.map((b) => b.path)).toEqual(['/api/discover-verse-instant', '/api/discover-verses']);
    for (const { body } of bodies) {
      expect(body.query).toBe('I feel anxious about tomorrow');
      expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(await card(page).locator('.verse-card__pill').innerText()).not.toBe('Daily Verse');
    expect(await page.locator('.verse-carousel__dot').count()).toBeGreaterThan(1);
    await card(page).getByRole('heading', { name: 'Why this verse' }).waitFor();
    await card(page).getByRole('heading', { name: 'Reflection' }).waitFor();

    await search(page, '   ');
    expect(await card(page).locator('.verse-card__date').innerText()).toMatch(/^today's verse$/i);
    expect(await card(page).locator('.verse-card__pill').innerText()).toBe('Daily Verse');
    expect(errors).toEqual([]);
  });

  it('searches a trending tag, whose buttons come from the trending call', async () => {
    const { page } = await openHome();
    const tags = page.locator('.trending__tag:not(.trending__tag--skeleton)');
    await expect.poll(() => tags.count()).toBe(13);
    await searchDone(page);
    const sent = page.waitForRequest((r) => r.url().includes('/api/discover-verse'));
    await page.getByRole('button', { name: 'Bible verses about anxiety' }).click();
    expect((await sent).postDataJSON().query).toMatch(/anxiety/i);
    await searchDone(page);
    expect(await card(page).locator('.verse-card__pill').innerText()).not.toBe('Daily Verse');
  });

  it('shows the fallback verse and the error when discovery fails, never a blank page', async () => {
    const { page } = await openHome();
    await searchDone(page);
    await page.route('**/api/discover-verse*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await search(page, 'strength for today');
    await page.getByRole('alert').filter({ hasText: 'Unable to discover verse. Please try again.' }).waitFor();
    expect(await reference(page)).toMatch(/^Isaiah 41:10/);
    expect(await card(page).locator('.verse-card__text').innerText()).toContain('Don’t you be afraid');
  });

  it('opens the paywall instead of an error when the search limit is reached', async () => {
    const { page } = await openHome();
    await searchDone(page);
    const before = await reference(page);
    await page.evaluate(() => window.addEventListener('triggerPaywall', () => ((window as unknown as { paywall: number }).paywall = 1)));
    await page.route('**/api/discover-verse*', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'limit', limitReached: true, resetsAt: Date.now() + 3600_000 }) }),
    );
    await search(page, 'joy');
    expect(await page.evaluate(() => (window as unknown as { paywall?: number }).paywall)).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await reference(page)).toBe(before);
    await page.getByText('Upgrade for unlimited searches').waitFor();
    expect(await page.getByRole('button', { name: 'Bible verses about love' }).isDisabled()).toBe(true);
  });
});

describe('home: the carousel', () => {
  it('moves with the arrow keys (not while typing), the buttons and the dots; r remixes', async () => {
    const { page } = await openHome({ clock: true });
    await search(page, 'peace');
    const count = await page.locator('.verse-carousel__dot').count();
    expect(count).toBeGreaterThan(2);
    const first = await reference(page);
    await page.locator('body').click({ position: { x: 5, y: 5 } });

    await page.keyboard.press('ArrowRight');
    expect(await currentDot(page)).toMatch(/^Verse 2:/);
    expect(await reference(page)).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    expect(await currentDot(page)).toMatch(/^Verse 1:/);
    await page.keyboard.press('ArrowLeft');
    expect(await currentDot(page)).toMatch(new RegExp(`^Verse ${count}:`));

    await page.getByLabel('Ask a question, share a feeling, or name a topic or date').focus();
    await page.keyboard.press('ArrowRight');
    expect(await currentDot(page)).toMatch(new RegExp(`^Verse ${count}:`));

    // The buttons lock for a moment after each move: time stands still while a second click comes.
    await holdTime(page);
    await page.getByRole('button', { name: 'Next verse' }).click();
    expect(await currentDot(page)).toMatch(/^Verse 1:/);
    await page.getByRole('button', { name: 'Next verse' }).click();
    expect(await currentDot(page)).toMatch(/^Verse 1:/);
    await page.clock.runFor(TIMINGS.navLockMs);
    await page.getByRole('button', { name: 'Next verse' }).click();
    expect(await currentDot(page)).toMatch(/^Verse 2:/);
    await page.locator('.verse-carousel__dot').nth(3).click();
    expect(await currentDot(page)).toMatch(/^Verse 4:/);

    const order = async () => page.locator('.verse-carousel__dot').evaluateAll((dots) => dots.map((d) => d.getAttribute('aria-label')!.replace(/^Verse \d+: /, '')));
    const before = await order();
    let remixed = false;
    for (let i = 0; i < 5 && !remixed; i++) {
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('r');
      remixed = (await order()).join() !== before.join();
    }
    expect(remixed).toBe(true);
    expect([...(await order())].sort()).toEqual([...before].sort());
    expect(await currentDot(page)).toMatch(/^Verse 1:/);
  });

  it('double-clicking the dots remixes the verses', async () => {
    const { page } = await openHome();
    await search(page, 'hope');
    const labels = () => page.locator('.verse-carousel__dot').evaluateAll((dots) => dots.map((d) => d.getAttribute('aria-label')!.replace(/^Verse \d+: /, '')));
    const before = await labels();
    let changed = false;
    for (let i = 0; i < 5 && !changed; i++) {
      await page.locator('.verse-carousel__dots').dblclick();
      changed = (await labels()).join() !== before.join();
    }
    expect(changed).toBe(true);
  });

  it('swipes left for the next verse and right for the previous one', async () => {
    const { context, page } = await openHome({ hasTouch: true, isMobile: true, clock: true });
    await search(page, 'comfort');
    const cdp = await context.newCDPSession(page);
    await page.locator('.verse-card__quote').scrollIntoViewIfNeeded();
    const box = (await page.locator('.verse-card__quote').boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * i) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await holdTime(page);
    await swipe(300, 150);
    expect(await currentDot(page)).toMatch(/^Verse 2:/);
    await page.clock.runFor(TIMINGS.navLockMs);
    await swipe(150, 300);
    expect(await currentDot(page)).toMatch(/^Verse 1:/);
    await page.clock.runFor(TIMINGS.navLockMs);
    await swipe(200, 170);
    expect(await currentDot(page)).toMatch(/^Verse 1:/);
  });

  it('shows the navigation hint once, for 5 seconds', async () => {
    const { page } = await openHome();
    const hint = page.getByText('Swipe left/right or use arrows to navigate • Double-click counter to remix');
    await expect.poll(() => hint.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => hint.isVisible(), { timeout: 7000 }).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('verse-nav-hint-seen'))).toBe('true');
    await page.reload();
    await page.locator('.verse-carousel__dot').first().waitFor();
    await nextFrames(page);
    expect(await hint.isVisible()).toBe(false);
  });
});

describe('home: reflect and listen', () => {
  it('opens Reflect full screen with only the verse, locks scrolling, closes on Escape and returns focus', async () => {
    const { page, errors } = await openHome();
    await searchDone(page);
    const ref = await reference(page);
    await page.getByRole('button', { name: 'Reflect', exact: true }).click();
    const overlay = page.getByRole('dialog');
    await overlay.waitFor();
    await overlay.getByText(ref.split(' ').slice(0, -1).join(' ')).waitFor();
    expect(await overlay.locator('blockquote').innerText()).toBe(await card(page).locator('.verse-card__text').innerText());
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const box = await overlay.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
    // The fade-in ends before the colours are checked (endless animations aside).
    await overlay.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)),
    );
    expect(await axe(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Reflect');

    await page.getByRole('button', { name: 'Reflect', exact: true }).click();
    await page.getByRole('button', { name: 'Close reflection' }).click();
    await expect.poll(() => overlay.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('plays the verse as MP3 audio, pauses back to the start, and stops when the verse changes', async () => {
    const { page } = await openHome();
    await search(page, 'trust');
    const ref = await reference(page);
    const spoken: { reference: string; type: string; bytes: Buffer }[] = [];
    await page.route('**/api/tts/generate-audio', async (route) => {
      const response = await route.fetch();
      spoken.push({ reference: route.request().postDataJSON().reference, type: response.headers()['content-type'], bytes: await response.body() });
      await route.fulfill({ response });
    });
    await card(page).getByRole('button', { name: /^Listen to / }).click();
    await expect.poll(() => spoken.find((s) => s.reference === ref.replace(/ (WEB|KJV)$/, '')), { timeout: 15_000 }).toBeTruthy();
    const audio = spoken.find((s) => s.reference === ref.replace(/ (WEB|KJV)$/, ''))!;
    expect(audio.type).toBe('audio/mpeg');
    expect(audio.bytes[0]).toBe(0xff);
    expect(audio.bytes[1] & 0xe0).toBe(0xe0);

    const stop = card(page).getByRole('button', { name: /^Stop reading / });
    await stop.waitFor({ timeout: 15_000 });
    expect(await stop.getAttribute('aria-pressed')).toBe('true');
    await stop.click();
    await card(page).getByRole('button', { name: /^Listen to / }).waitFor();

    await card(page).getByRole('button', { name: /^Listen to / }).click();
    await card(page).getByRole('button', { name: /^Stop reading / }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Next verse' }).click();
    await card(page).getByRole('button', { name: /^Listen to / }).waitFor();
    expect(await card(page).getByRole('button', { name: /^Stop reading / }).count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('copies the verse and offers the upgrade from the save control', async () => {
    const { page } = await openHome({ permissions: ['clipboard-read', 'clipboard-write'] });
    await searchDone(page);
    // The clipboard refuses a page that is not the focused one, as Chromium may judge a page of a busy run.
    await page.bringToFront();
    await card(page).getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(await card(page).locator('cite').innerText().then((t) => t.split(' ').slice(0, -1).join(' ')));

    await page.evaluate(() => window.addEventListener('triggerPaywall', () => ((window as unknown as { paywall: number }).paywall = 1)));
    await card(page).getByRole('button', { name: /^Save .* to favorites$/ }).click();
    await page.getByText('Upgrade to Unlock').waitFor();
    // Held under the pointer: it leaves by itself after 5 s.
    await page.locator('.toast').hover();
    await page.getByText('Save unlimited verses to your favorites collection').waitFor();
    await page.locator('.toast').getByRole('button', { name: 'Upgrade' }).click();
    expect(await page.evaluate(() => (window as unknown as { paywall?: number }).paywall)).toBe(1);
  });
});

