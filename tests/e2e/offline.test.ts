import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { OFFLINE_CACHE_PREFIX, OFFLINE_STORAGE_KEYS } from '@verse/shared/browser';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import type { DailyTenResponse } from '@verse/shared/api/schemas/daily-ten';
import { api } from '../support/api.ts';
import { newSubscriber } from '../support/subscriber.ts';
import { browserForFile, openVisitor, signInThroughDialog, toastSaying } from '../support/visitor.ts';

const browser = browserForFile();

const search = (page: Page) => page.getByLabel('Ask a question, share a feeling, or name a topic or date');
const card = (page: Page) => page.locator('article.verse-card');

const dailyCards = (page: Page) => page.locator('.daily-card:not(.daily-card--leaving):not(.daily-card--skeleton)');

/** Goes offline once the page's own requests are done, and waits until the page knows it. */
const goOffline = async (context: BrowserContext, page: Page) => {
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect.poll(() => page.evaluate('navigator.onLine')).toBe(false);
};

const cacheNames = (page: Page) => page.evaluate('caches.keys()') as Promise<string[]>;

/** A first visit: the service worker installs (every page's code is stored), then takes over the page on reload. */
const visitOnce = async (context: BrowserContext, page: Page) => {
  await page.goto('/');
  await card(page).waitFor();
  await page.evaluate('navigator.serviceWorker.ready');
  await page.reload();
  await expect.poll(() => page.evaluate('!!navigator.serviceWorker.controller'), { timeout: 10_000 }).toBe(true);
  await card(page).waitFor();
  return context;
};

describe('Verse as an installed, offline app', () => {
  it('can be installed: a manifest with the brand icons and a service worker, and nothing else in the way', async () => {
    const { context, page, errors } = await openVisitor(browser(), { serviceWorkers: 'allow', path: '/' });
    await page.evaluate('navigator.serviceWorker.ready');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'Verse', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).status()).toBe(200);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A test browser is always a private window, where Chromium never offers to install: that is the only reason allowed.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("offline, a returning visitor still has the app, today's verse and a chapter read before, and is told search needs a connection", async () => {
    const { context, page, errors } = await openVisitor(browser(), { serviceWorkers: 'allow' });
    await visitOnce(context, page);
    const verseOfTheDay = await card(page).locator('.verse-card__reference').innerText();
    await page.goto('/bible-reader/Psalms/23/1');
    const psalm = loadCorpus('WEB').verseText(18, 23, 1)!;
    await expect.poll(() => page.getByText(psalm).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The connection goes later, not in the middle of the page's own requests.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    // The visitor comes back later with no connection: a new tab on the app.
    await page.close();
    const back = await context.newPage();
    await back.goto('/');
    await card(back).waitFor();
    expect(await card(back).locator('.verse-card__reference').innerText()).toBe(verseOfTheDay);

    await search(back).fill('peace in hard times');
    await search(back).press('Enter');
    await expect.poll(() => back.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringContaining("You're offline, and searching needs a connection."));
    expect(await card(back).locator('.verse-card__reference').innerText()).toBe(verseOfTheDay);

    // The chapter read before, opened from its address in another tab.
    const chapter = await context.newPage();
    await chapter.goto('/bible-reader/Psalms/23/1');
    await expect.poll(() => chapter.getByText(psalm).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("keeps today's Daily Ten offline (clearing old verse caches, never the app's own); a verse read offline is counted for that day once the connection is back", async () => {
    const { context, page, errors, deviceId } = await openVisitor(browser(), { serviceWorkers: 'allow' });
    await visitOnce(context, page);
    // Caches of the kind spec 001 §4 has the Daily Ten clear on load, beside the app's own.
    await page.evaluate("Promise.all(['verse-data', 'daily-ten-old'].map((n) => caches.open(n)))");
    await page.goto('/daily-ten');
    await expect.poll(() => dailyCards(page).count(), { timeout: 10_000 }).toBe(10);
    await expect.poll(() => cacheNames(page)).not.toContain('verse-data');
    const names = await cacheNames(page);
    expect(names).not.toContain('daily-ten-old');
    expect(names.some((n) => n.startsWith(`${OFFLINE_CACHE_PREFIX}-precache`))).toBe(true);
    const ten = await dailyCards(page).locator('.daily-card__reference').allInnerTexts();
    await goOffline(context, page);

    const back = await context.newPage();
    await back.goto('/daily-ten');
    await expect.poll(() => dailyCards(back).count(), { timeout: 10_000 }).toBe(10);
    expect(await dailyCards(back).locator('.daily-card__reference').allInnerTexts()).toEqual(ten);
    await dailyCards(back).first().getByRole('button', { name: /^Mark as read: /i }).click();
    await back.getByText('1 of 10 verses read').waitFor({ timeout: 10_000 });

    const readOnServer = async () => {
      const res = await api<DailyTenResponse>('GET', '/api/daily-ten', { deviceId });
      return res.body.progress.filter(Boolean).length;
    };
    expect(await readOnServer()).toBe(0);
    await context.setOffline(false);
    await expect.poll(readOnServer, { timeout: 10_000 }).toBe(1);
    await back.reload();
    await back.getByText('1 of 10 verses read').waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  it("keeps the week's ten for its later days offline, fresh for that day, and the audio of all ten once one was opened full screen", async () => {
    const { context, page, errors } = await openVisitor(browser(), { serviceWorkers: 'allow' });
    await visitOnce(context, page);
    await page.goto('/daily-ten');
    await expect.poll(() => dailyCards(page).count(), { timeout: 10_000 }).toBe(10);
    const ten = await dailyCards(page).locator('.daily-card__reference').allInnerTexts();
    const references = ten.map((r) => r.replace(/\s+(WEB|KJV)$/, ''));
    const [first, fourth] = [references[0], references[3]];
    await dailyCards(page).first().getByRole('button', { name: /^Reflect on / }).click();
    const focus = page.getByRole('dialog');
    await focus.getByRole('button', { name: `Listen to ${first}` }).click();
    await focus.getByRole('button', { name: `Stop reading ${first}` }).waitFor({ timeout: 20_000 });
    // The keys of the browser's audio store are "<version>|<reference>|<text>".
    const spokenReferences = `new Promise((resolve) => {
      const open = indexedDB.open('verse-audio');
      open.onsuccess = () => { const keys = open.result.transaction('audio').objectStore('audio').getAllKeys(); keys.onsuccess = () => resolve(keys.result.map((k) => k.split('|')[1])); };
    })`;
    const spokenOfTheTen = async () => {
      const kept = (await page.evaluate(spokenReferences)) as string[];
      return references.filter((r) => kept.includes(r)).length;
    };
    await expect.poll(spokenOfTheTen, { timeout: 30_000 }).toBe(10);
    await page.keyboard.press('Escape');
    // As if the ten were last loaded yesterday (same week), with one verse read then.
    await page.evaluate(`(() => {
      const key = ${JSON.stringify(OFFLINE_STORAGE_KEYS.dailyTen)};
      const kept = JSON.parse(localStorage.getItem(key));
      const day = new Date(kept.data.day.date + 'T00:00:00Z');
      day.setUTCDate(day.getUTCDate() - 1);
      const yesterday = day.toISOString().slice(0, 10);
      kept.data.day.date = yesterday;
      if (kept.data.week.start > yesterday) kept.data.week.start = yesterday;
      kept.data.progress[0] = true;
      localStorage.setItem(key, JSON.stringify(kept));
    })()`);
    await goOffline(context, page);

    const back = await context.newPage();
    await back.goto('/daily-ten');
    await expect.poll(() => dailyCards(back).count(), { timeout: 10_000 }).toBe(10);
    expect(await dailyCards(back).locator('.daily-card__reference').allInnerTexts()).toEqual(ten);
    await back.getByText('0 of 10 verses read').waitFor();
    await dailyCards(back).nth(3).getByRole('button', { name: /^Reflect on / }).click();
    const offlineFocus = back.getByRole('dialog');
    await offlineFocus.getByRole('button', { name: `Listen to ${fourth}` }).click();
    await offlineFocus.getByRole('button', { name: `Stop reading ${fourth}` }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  it('picks up a new deploy without a stale app: it asks, and Reload brings the new version in', async () => {
    const { context, page, errors } = await openVisitor(browser(), { serviceWorkers: 'allow' });
    await visitOnce(context, page);
    const worker = resolve(import.meta.dirname, '../../web/dist/sw.js');
    const deployed = readFileSync(worker, 'utf8');
    onTestFinished(() => writeFileSync(worker, deployed));
    // A new deploy: the worker's bytes change (a new build changes them with every file it stores).
    appendFileSync(worker, `\n// deploy ${Date.now()}\n`);
    const controller = () => page.evaluate('navigator.serviceWorker.controller.scriptURL + navigator.serviceWorker.controller.state');
    const before = await controller();

    await page.reload();
    const notice = toastSaying(page, 'A new version of Verse is ready');
    await notice.waitFor({ timeout: 15_000 });
    expect(await controller()).toBe(before);
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await card(page).waitFor();
    const waiting = await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => !!r.waiting)');
    expect(waiting).toBe(false);
    expect(errors).toEqual([]);
  });
  it('offline, a subscriber still has their favorites; notes changed, verses removed and saved offline reach the server once, back online', async () => {
    const subscriber = await newSubscriber();
    const { context, page, errors } = await openVisitor(browser(), { serviceWorkers: 'allow' });
    await visitOnce(context, page);
    const shownOn = async (at: Page) => (await card(at).locator('.verse-card__reference').innerText()).replace(/\s+(WEB|KJV)$/, '');
    let verseOfTheDay = await shownOn(page);
    const [kept, removed] = ['Psalms 46:1', 'John 14:27', 'Isaiah 41:10'].filter((r) => r !== verseOfTheDay);
    const corpus = loadCorpus('WEB');
    for (const reference of [kept, removed]) {
      const body = { verse_reference: reference, verse_text: corpus.text(parseCanonicalReference(reference)!)!, verse_version: 'WEB' };
      expect((await api('POST', '/api/favorites', { token: subscriber.token, body })).status).toBe(201);
    }
    await signInThroughDialog(page, subscriber.email);
    const openFavorites = async (at: Page) => {
      await at.getByRole('button', { name: /Ruth Reader/ }).click();
      await at.getByRole('menuitem', { name: 'Favorite Verses' }).click();
      return at.getByRole('dialog', { name: /Favorite Verses/ });
    };
    // Seen once online, the list is kept on this browser.
    const online = await openFavorites(page);
    await expect.poll(() => online.getByText(kept).count()).toBe(1);
    await page.keyboard.press('Escape');
    await goOffline(context, page);

    const back = await context.newPage();
    await back.goto('/');
    await card(back).waitFor();
    // Past midnight the day, and its verse, may have turned since the first page.
    verseOfTheDay = await shownOn(back);
    let favorites = await openFavorites(back);
    await expect.poll(() => favorites.getByRole('status').innerText()).toContain('You’re offline.');
    const keptItem = favorites.locator('li.favorite', { hasText: kept });
    await keptItem.getByRole('button', { name: 'Edit Notes' }).click();
    await keptItem.getByLabel('Your Notes').fill('A refuge in the storm');
    await keptItem.getByRole('button', { name: 'Save Notes' }).click();
    await expect.poll(() => keptItem.getByText('A refuge in the storm').count()).toBe(1);
    await favorites.getByRole('button', { name: `Remove ${removed}` }).click();
    await expect.poll(() => favorites.getByText(removed).count()).toBe(0);
    await back.keyboard.press('Escape');
    // The verse of the day, saved offline from its card.
    await card(back).getByRole('button', { name: `Save ${verseOfTheDay} to favorites` }).click();
    await expect.poll(() => card(back).getByRole('button', { name: `Remove ${verseOfTheDay} from favorites` }).count()).toBe(1);
    favorites = await openFavorites(back);
    await expect.poll(() => favorites.getByText(verseOfTheDay).count()).toBeGreaterThan(0);
    const serverList = async () => {
      const res = await api<{ favorites: { verse_reference: string; user_notes: string }[] }>('GET', '/api/favorites', { token: subscriber.token });
      return res.body.favorites.map((f) => `${f.verse_reference}|${f.user_notes}`).sort();
    };
    expect(await serverList()).toEqual([`${kept}|`, `${removed}|`].sort());

    // Only this tab is left to send them, and it is not told the connection is back: it tries again by itself.
    await page.close();
    await context.setOffline(false);
    await expect.poll(serverList, { timeout: 25_000 }).toEqual([`${kept}|A refuge in the storm`, `${verseOfTheDay}|`].sort());
    await expect.poll(() => back.evaluate(`localStorage.getItem('${OFFLINE_STORAGE_KEYS.favoriteEdits}')`)).toContain('"edits":[]');
    // Back online, the open list is the server's again.
    await expect.poll(() => favorites.getByRole('status').allInnerTexts(), { timeout: 15_000 }).toEqual([]);
    expect(errors).toEqual([]);
  });
  it('keeps a whole book chosen for offline reading: a chapter never opened opens offline', async () => {
    const { context, page, errors } = await openVisitor(browser(), { serviceWorkers: 'allow' });
    await visitOnce(context, page);
    await page.goto('/bible-reader/Ruth');
    await page.getByRole('button', { name: 'Keep for offline reading' }).click();
    await expect.poll(() => page.getByText('Ruth is kept on this device').count(), { timeout: 20_000 }).toBe(1);
    await goOffline(context, page);

    const later = await context.newPage();
    await later.goto('/bible-reader/Ruth/3/1');
    const text = loadCorpus('WEB').verseText(7, 3, 1)!;
    await expect.poll(() => later.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The book's page still says so.
    await later.goto('/bible-reader/Ruth');
    await expect.poll(() => later.getByText('Ruth is kept on this device').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
