import { describe, expect, it } from 'vitest';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

describe('a first visit', () => {
  it('shows the verse of the day without fingerprinting, and gives the browser its own random device id when it searches', async () => {
    const { page, errors } = await openVisitor(browser(), { deviceId: null });
    const fingerprintLoads: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/fp.') && fingerprintLoads.push(r.url()));

    await page.goto('/');
    await expect.poll(() => page.locator('article.verse-card .verse-card__pill').innerText(), { timeout: 15_000 }).toBe('Daily Verse');
    // Nothing more loads once the page is quiet.
    await page.waitForLoadState('networkidle');
    expect(fingerprintLoads).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('verse_device_id'))).toBeNull();

    const input = page.getByLabel('Ask a question, share a feeling, or name a topic or date');
    await input.fill('lost my job today');
    await input.press('Enter');
    await expect.poll(() => page.locator('article.verse-card .verse-card__pill').innerText(), { timeout: 15_000 }).not.toBe('Daily Verse');
    const id = await page.evaluate(() => localStorage.getItem('verse_device_id'));
    expect(id).toMatch(/^device_[0-9a-f]{24}$/);
    expect(await page.evaluate(() => localStorage.getItem('verseDeviceId'))).toBe(id);
    expect(fingerprintLoads.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('region', { name: 'Your searches' }).innerText(), { timeout: 10_000 }).toContain('3/4');
    expect(errors).toEqual([]);
  });

  const pageChunk = /\/assets\/([a-z-]+-page)-[\w-]+\.js$/;

  it("loads each page's code on a visit to its own address only", async () => {
    const { page, errors } = await openVisitor(browser());
    const chunks: string[] = [];
    page.on('request', (r) => {
      const name = pageChunk.exec(r.url())?.[1];
      if (name) chunks.push(name);
    });

    await page.goto('/bible-reader/Genesis/1/1');
    await page.locator('.reader__text').getByText('In the beginning', { exact: false }).waitFor();
    expect(chunks).toEqual(['verse-reader-page']);

    chunks.length = 0;
    await page.goto('/recommendations');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(chunks).toEqual(['recommendations-page']);

    chunks.length = 0;
    await page.goto('/');
    await page.locator('article.verse-card').waitFor();
    expect(chunks).toContain('home-page');
    expect(errors).toEqual([]);
  });

  it("asks for the page's code from index.html itself, before any of the app's code runs", async () => {
    const { page } = await openVisitor(browser());
    // Without the entry script the app never runs: only index.html's own preloads can ask for a page.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort());
    const asked: string[] = [];
    page.on('request', (r) => {
      const name = pageChunk.exec(r.url())?.[1];
      if (name) asked.push(name);
    });
    for (const [path, name] of [['/recommendations', 'recommendations-page'], ['/bible-reader/Genesis/1/1', 'verse-reader-page'], ['/daily-ten', 'daily-ten-page']]) {
      asked.length = 0;
      await page.goto(path);
      await expect.poll(() => [...asked]).toEqual([name]);
    }
  });
});
