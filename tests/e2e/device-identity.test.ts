import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@verse/shared/browser';
import { api, unique, visitorAddress } from '../support/api.ts';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

const SEARCH_BOX = 'Ask a question, share a feeling, or name a topic or date';

const remaining = (page: Page) => page.getByRole('region', { name: 'Your searches' }).getByTestId('usage-remaining');

const searchFor = async (page: Page, query: string) => {
  await page.getByLabel(SEARCH_BOX).fill(query);
  await page.getByRole('button', { name: 'Discover Your Verse' }).click();
};

const fingerprintsSent = (context: BrowserContext) => {
  const seen: string[] = [];
  context.on('request', (r) => {
    const fp = r.headers()[FINGERPRINT_HEADER];
    if (fp && r.url().includes('/api/discover-verses')) seen.push(fp);
  });
  return seen;
};

describe('device identity', () => {
  it('two browsers on this machine (same fingerprint, same network) are two visitors, each with 4 searches', async () => {
    const address = visitorAddress();
    // Each starts as a first visit: the app creates the device id.
    const onOneNetwork = { deviceId: null, extraHTTPHeaders: { 'x-forwarded-for': address } };
    const [{ context: first, page: a, errors: errorsA }, { context: second, page: b, errors: errorsB }] = [await openVisitor(browser(), onOneNetwork), await openVisitor(browser(), onOneNetwork)];
    const [firstFingerprints, secondFingerprints] = [fingerprintsSent(first), fingerprintsSent(second)];
    const errors = [errorsA, errorsB];
    await a.goto('/');
    await b.goto('/');

    for (const [i, q] of ['I feel anxious', 'verses about hope', 'forgiveness', 'strength for today'].entries()) {
      await searchFor(a, q);
      await expect.poll(() => remaining(a).innerText(), { timeout: 15_000 }).toBe(`${3 - i}/4`);
    }
    expect(await a.getByLabel(SEARCH_BOX).getAttribute('readonly')).not.toBeNull();

    // The second browser is not locked by the first: it searches and has its own count.
    await b.reload();
    await expect.poll(() => remaining(b).innerText(), { timeout: 10_000 }).toBe('4/4');
    await searchFor(b, 'peace for a worried mind');
    await expect.poll(() => remaining(b).innerText(), { timeout: 15_000 }).toBe('3/4');
    expect(await b.locator('article.verse-card .verse-card__pill').innerText()).not.toBe('Daily Verse');

    const ids = await Promise.all([a, b].map((p) => p.evaluate(() => localStorage.getItem('verse_device_id'))));
    expect(ids[0]).toMatch(/^device_[0-9a-f]{24}$/);
    expect(ids[1]).toMatch(/^device_[0-9a-f]{24}$/);
    expect(ids[0]).not.toBe(ids[1]);
    // Both sent the same fingerprint, apart from the device id.
    expect(firstFingerprints.length).toBeGreaterThan(0);
    expect(new Set([...firstFingerprints, ...secondFingerprints]).size).toBe(1);
    expect(errors.flat()).toEqual([]);
  });

  it('two browsers on this machine keep their own Daily Ten progress', async () => {
    const address = visitorAddress();
    const onOneNetwork = { deviceId: null, extraHTTPHeaders: { 'x-forwarded-for': address } };
    const [{ page: a, errors: errorsA }, { page: b, errors: errorsB }] = [await openVisitor(browser(), onOneNetwork), await openVisitor(browser(), onOneNetwork)];
    const errors = [errorsA, errorsB];
    const readFirstCard = async (page: Page, count: number) => {
      await page.locator('.daily-card:not(.daily-card--leaving)').first().getByRole('button', { name: /^Mark as read: /i }).click();
      await page.getByText(`${count} of 10 verses read`).waitFor({ timeout: 10_000 });
    };
    await a.goto('/daily-ten');
    await readFirstCard(a, 1);
    await readFirstCard(a, 2);

    await b.goto('/daily-ten');
    await b.getByText('0 of 10 verses read').waitFor({ timeout: 10_000 });
    await readFirstCard(b, 1);
    await a.reload();
    await a.getByText('2 of 10 verses read').waitFor({ timeout: 10_000 });
    const ids = await Promise.all([a, b].map((p) => p.evaluate(() => localStorage.getItem('verse_device_id'))));
    expect(ids[0]).not.toBe(ids[1]);
    expect(errors.flat()).toEqual([]);
  });

  it('a returning visitor whose browser kept a fingerprint id gets its own id and keeps its allowance', async () => {
    const address = visitorAddress();
    const oldId = unique('fingerprint').replace(/[^A-Za-z0-9]/g, '');
    for (const q of ['grief', 'hope', 'joy']) {
      expect((await api('POST', '/api/discover-verses', { deviceId: oldId, body: { query: q }, headers: { 'x-forwarded-for': address } })).status).toBe(200);
    }
    const { context, page, errors } = await openVisitor(browser(), { deviceId: null, extraHTTPHeaders: { 'x-forwarded-for': address } });
    await context.addInitScript((id) => {
      if (!localStorage.getItem('verse_previous_device_id') && !localStorage.getItem('verse_device_id')?.startsWith('device_')) {
        localStorage.setItem('verse_device_id', id);
      }
    }, oldId);
    await page.goto('/');
    await expect.poll(() => remaining(page).innerText(), { timeout: 10_000 }).toBe('1/4');
    expect(await page.evaluate(() => localStorage.getItem('verse_device_id'))).toMatch(/^device_[0-9a-f]{24}$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('verse_previous_device_id'))).toBeNull();
    await searchFor(page, 'courage');
    await expect.poll(() => remaining(page).innerText(), { timeout: 15_000 }).toBe('0/4');
    expect(errors).toEqual([]);
  });
});
