import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { browserForFile, newDeviceId, openVisitor, type VisitorOptions } from '../support/visitor.ts';

const browser = browserForFile();

/** A visitor with their own device id, on the given page. */
const visit = (path: string, options: VisitorOptions = {}) => openVisitor(browser(), { ...options, path });

const axe = async (page: Page) => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const cards = (page: Page) => page.locator('.daily-card:not(.daily-card--leaving):not(.daily-card--skeleton)');
const stat = (page: Page, name: string) => page.locator('.daily-page__stats div').filter({ hasText: name }).locator('dd');

describe('the Daily Ten on the home page', () => {
  it('appears below the verse, and marking a verse read hides it and moves today, the lifetime count and the streak', async () => {
    const { page, errors } = await visit('/', { viewport: { width: 1280, height: 800 } });
    // It loads only when the reader scrolls toward it.
    const section = page.getByRole('region', { name: 'Daily Ten' });
    await page.mouse.wheel(0, 4000);
    await section.getByRole('heading', { name: 'Daily Ten' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(10);
    await section.getByText(/^This week: \S/).waitFor();
    const today = section.getByRole('meter', { name: 'Today' });
    expect(await today.getAttribute('aria-valuenow')).toBe('0');

    const first = cards(page).first();
    const reference = await first.locator('.daily-card__reference').innerText();
    await first.getByRole('button', { name: /^Reflect on / }).click();
    const reflect = page.getByRole('dialog');
    await reflect.getByText(reference.replace(/\s+WEB$/, '')).first().waitFor();
    await page.keyboard.press('Escape');
    await reflect.waitFor({ state: 'detached' });

    await first.getByRole('button', { name: /^Mark as read: /i }).click();
    await expect.poll(() => today.getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => cards(page).count()).toBe(9);
    expect(await section.getByText(reference).count()).toBe(0);
    expect(await section.getByRole('meter', { name: 'Lifetime' }).getAttribute('aria-valuenow')).toBe('1');
    expect(await section.getByRole('meter', { name: 'Streak' }).getAttribute('aria-valuenow')).toBe('1');
    expect(await section.getByRole('meter', { name: 'This week' }).getAttribute('aria-valuenow')).toBe('1');
    for (const title of ['Daily Verses', 'Personalized Verses', 'Community Verses']) await section.getByRole('heading', { name: title }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the home page puts the verse first', () => {
  it.each([
    [1280, 800],
    [375, 812],
  ])('at %i×%i the verse of the day starts on the first screen, with the Daily Ten below it', async (width, height) => {
    const { page, errors } = await visit('/', { viewport: { width, height } });
    const card = page.locator('article.verse-card').first();
    await card.waitFor({ timeout: 15_000 });
    const box = (await card.boundingBox())!;
    expect(box.y).toBeLessThan(height * (width > 1000 ? 0.5 : 0.75));
    // On a wide screen the verse's words themselves are in view without scrolling.
    if (width > 1000) expect((await card.locator('blockquote').boundingBox())!.y).toBeLessThan(height);
    await page.mouse.wheel(0, 4000);
    const daily = page.getByRole('region', { name: 'Daily Ten' });
    await daily.waitFor({ timeout: 10_000 });
    expect((await daily.boundingBox())!.y).toBeGreaterThan((await card.boundingBox())!.y);
    expect(errors).toEqual([]);
  });
});

describe('/daily-ten', () => {
  it('reads all ten: each is hidden once read, the challenge is celebrated, then the day shows complete', async () => {
    const { page, errors } = await visit('/daily-ten');
    await page.getByRole('heading', { name: 'Read. Reflect. Recite.' }).waitFor({ timeout: 10_000 });
    await page.getByText('Fresh verses arrive every Sunday at midnight').waitFor();
    await expect.poll(() => cards(page).count()).toBe(10);
    expect(await axe(page)).toEqual([]);

    for (let n = 1; n <= 10; n++) {
      await cards(page).first().getByRole('button', { name: /^Mark as read: /i }).click();
      await page.getByText(`${n} of 10 verses read`).waitFor({ timeout: 10_000 });
      if (n < 10) await page.getByText('Verse marked as read').first().waitFor();
    }
    const celebration = page.getByRole('dialog', { name: 'Challenge Complete!' });
    await celebration.waitFor();
    await celebration.getByText(/^New verses unlock in \d+h \d+m$/).waitFor();
    await page.getByText('🎉 Daily Challenge Complete!').waitFor();
    // It closes by itself after 5 seconds.
    await celebration.waitFor({ state: 'hidden', timeout: 8_000 });
    await page.getByText('Challenge Complete!').first().waitFor();
    expect(await stat(page, 'Total Read').innerText()).toBe('10');
    expect(await stat(page, 'Current Streak').innerText()).toBe('1 day');
    expect(await stat(page, 'This Week').innerText()).toBe('14%');
    expect(await cards(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('skips a verse for one not shown, and gives ten new verses on request', async () => {
    const { page, errors } = await visit('/daily-ten');
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(10);
    const before = await cards(page).locator('.daily-card__reference').allInnerTexts();
    await cards(page).first().getByRole('button', { name: /^Skip / }).click();
    await page.getByText('Verse replaced with a new one.').waitFor();
    await expect.poll(() => cards(page).first().locator('.daily-card__reference').innerText()).not.toBe(before[0]);
    expect(before).not.toContain(await cards(page).first().locator('.daily-card__reference').innerText());

    await page.getByRole('button', { name: 'New Verses' }).click();
    await page.getByText("Today's ten were replaced with new ones.").waitFor();
    const renewed = await cards(page).locator('.daily-card__reference').allInnerTexts();
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((r) => before.includes(r))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens one verse full screen with its reflection, moves with Previous and Next, and marks it read there', async () => {
    const { page, errors } = await visit('/daily-ten', { viewport: { width: 1280, height: 800 } });
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(10);
    const second = await cards(page).nth(1).locator('.daily-card__reference').innerText();
    await cards(page).first().getByRole('button', { name: /^Reflect on / }).click();
    const focus = page.getByRole('dialog');
    await focus.getByText('1 of 10').waitFor();
    expect(await focus.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect((await focus.locator('.daily-focus__reflection').innerText()).length).toBeGreaterThan(40);
    await focus.getByRole('button', { name: 'Next' }).click();
    await focus.getByText('2 of 10').waitFor();
    expect(await focus.locator('h2').innerText()).toBe(second);
    await focus.getByRole('button', { name: 'Mark as Read' }).click();
    await focus.getByRole('button', { name: 'Read ✓' }).waitFor();
    await page.getByText('1 of 10 verses read').waitFor();
    await page.keyboard.press('Escape');
    await focus.waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBe(9);
    expect(errors).toEqual([]);
  });

  it('is locked once the free searches are used up, and "Get Unlimited Access" opens the plans', async () => {
    const deviceId = newDeviceId();
    for (const query of ['peace', 'hope', 'joy', 'rest']) expect((await api('POST', '/api/discover-verses', { deviceId, body: { query } })).status).toBe(200);
    const { page, errors } = await visit('/daily-ten', { deviceId });
    await page.getByRole('heading', { name: 'Daily Verses Locked' }).waitFor({ timeout: 10_000 });
    await page.getByText("You've used all 4 interactions in your 48-hour window. Daily verses will unlock when your limit resets.").waitFor();
    await page.getByText('Or wait for your interaction limit to reset in about 48 hours.').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('link', { name: 'Get Unlimited Access' }).click();
    await page.getByRole('dialog', { name: 'Go Unlimited' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });
});
