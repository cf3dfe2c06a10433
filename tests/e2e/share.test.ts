import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

const openHome = async () => {
  const { context, page, errors } = await openVisitor(browser(), { acceptDownloads: true, permissions: ['clipboard-read', 'clipboard-write'], path: '/' });
  await page.locator('article.verse-card').waitFor();
  await expect.poll(() => page.locator('.verse-results').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
  return { context, page, errors };
};

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share Your Verse' });

describe('sharing a verse', () => {
  it('offers four platforms, previews a 1080×1080 card, downloads it and shows the caption', async () => {
    const { page, errors } = await openHome();
    const reference = (await page.locator('article.verse-card cite').innerText()).replace(/ (WEB|KJV)$/, '');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = shareDialog(page);
    await dialog.waitFor();
    await dialog.getByText("God's Word. Your Verse. Shared.").waitFor();
    const platforms = await dialog.locator('.share-platform__name').allInnerTexts();
    expect(platforms).toEqual(['Instagram', 'Facebook', 'Pinterest', 'X']);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    await dialog.getByRole('button', { name: /^Facebook/ }).click();
    const preview = dialog.getByRole('img', { name: `Share card: ${reference}` });
    await preview.waitFor({ timeout: 10_000 });
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1080, 1080]);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`verse-${reference.replace(/[^A-Za-z0-9]/g, '-')}.png`);
    expect(pngSize(await readFile((await download.path())!))).toEqual({ width: 1080, height: 1080 });

    const caption = await dialog.locator('.share-dialog__caption-text').innerText();
    // The verse in quotation marks, unless it holds its own, then a dash and the reference.
    const [verse] = caption.split('\n— ');
    const inMarks = /^"(.+)"$/s.exec(verse)?.[1];
    if (inMarks === undefined) expect(verse).toMatch(/["“”]/);
    else expect(inMarks).not.toMatch(/["“”]/);
    expect(caption).toContain(`— ${reference}`);
    expect(caption).toContain(new URL(page.url()).origin);
    expect(caption.match(/#\w+/g)!.length).toBeGreaterThanOrEqual(9);
    expect(caption.match(/#\w+/g)!.length).toBeLessThanOrEqual(12);
    await dialog.getByRole('button', { name: 'Copy caption' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caption);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    await dialog.getByRole('button', { name: 'Choose Different Platform' }).click();
    expect(await dialog.locator('.share-platform').count()).toBe(4);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shares through the platform’s web page when the device cannot share files', async () => {
    const { context, page } = await openHome();
    await page.evaluate(() => Object.defineProperty(navigator, 'canShare', { value: () => false, configurable: true }));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = shareDialog(page);
    await dialog.getByRole('button', { name: /^X/ }).click();
    await dialog.getByRole('img').waitFor({ timeout: 10_000 });
    await context.route('https://x.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>X</title>' }));
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const opened = await popup;
    const url = new URL(opened.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toContain('#BibleVerse');
  });
});
