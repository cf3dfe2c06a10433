import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { api } from '../support/api.ts';
import { newSubscriber } from '../support/subscriber.ts';
import { browserForFile, openVisitor, signInThroughDialog, toastSaying } from '../support/visitor.ts';

const browser = browserForFile();

const violations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
const reference = (page: Page) => page.locator('#reader-reference').innerText();
const shownText = (page: Page) => page.locator('.reader__text').innerText();
const corpus = (version: 'WEB' | 'KJV', chapter: number, verse: number) => loadCorpus(version).verseText(0, chapter, verse);
const at = async (page: Page, expected: string) => expect.poll(() => reference(page)).toBe(expected);

describe('the Bible reader', () => {
  it('leads from the landing to Genesis 1, reads it to its end in corpus words, into chapter 2, and marks it read', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/bible-reader' });
    const tile = page.getByRole('region', { name: 'Genesis' });
    await tile.getByText('Now Reading').waitFor();
    expect(await page.getByRole('heading', { name: 'Coming Next' }).isVisible()).toBe(true);
    expect(await page.locator('.coming-next .book-tile__name').allInnerTexts()).toEqual(['Exodus', 'Leviticus', 'Numbers']);
    expect(await page.locator('.book-list .book-tile').count()).toBe(66);
    expect(await violations(page)).toEqual([]);

    await tile.getByRole('link', { name: 'All chapters' }).click();
    await page.waitForURL('**/genesis-chapters');
    await page.getByText('0 / 50 chapters read').waitFor();
    expect(await page.locator('.chapter-tile').count()).toBe(50);
    expect(await page.getByRole('link', { name: 'Chapter 1: The Creation, 31 verses' }).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: /^Chapter 1:/ }).click();

    await page.waitForURL('**/bible-reader/Genesis/1/1');
    await at(page, 'Genesis 1:1');
    expect(await page.getByText('Verse 1 of 31').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous verse' }).isDisabled()).toBe(true);
    expect(await violations(page)).toEqual([]);
    for (let verse = 1; verse <= 31; verse++) {
      await at(page, `Genesis 1:${verse}`);
      expect(await shownText(page)).toBe(corpus('WEB', 1, verse));
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(verse));
      await page.keyboard.press('ArrowRight');
    }
    await at(page, 'Genesis 2:1');
    expect(await page.getByText('Verse 1 of 25').isVisible()).toBe(true);
    expect(await shownText(page)).toBe(corpus('WEB', 2, 1));
    await page.getByRole('button', { name: 'Previous verse' }).click();
    await at(page, 'Genesis 1:31');

    await page.getByRole('link', { name: /^Close/ }).click();
    await page.waitForURL('**/genesis-chapters');
    await page.getByText('1 / 50 chapters read').waitFor();
    expect(await page.getByRole('link', { name: /^Chapter 1: .*, read$/ }).isVisible()).toBe(true);
    await page.getByRole('link', { name: '← All books' }).click();
    await page.getByRole('link', { name: 'Continue at Genesis 1:31' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('switches version and theme, and remembers both', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/bible-reader/Genesis/1/3', colorScheme: 'light' });
    await at(page, 'Genesis 1:3');
    expect(await shownText(page)).toBe(corpus('WEB', 1, 3));
    await page.getByRole('button', { name: 'KJV' }).click();
    await expect.poll(() => shownText(page)).toBe(corpus('KJV', 1, 3));
    expect(await page.locator('.reader').getAttribute('class')).toContain('reader--light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.locator('.reader').getAttribute('class')).toContain('reader--dark');
    expect(await violations(page)).toEqual([]);
    await page.reload();
    await at(page, 'Genesis 1:3');
    expect(await shownText(page)).toBe(corpus('KJV', 1, 3));
    expect(await page.getByRole('button', { name: 'KJV' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.reader').getAttribute('class')).toContain('reader--dark');
    expect(errors).toEqual([]);
  });

  it('reads aloud with the spoken word lit, word after word, and goes on into the next verse by itself', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/bible-reader/Genesis/1/1' });
    await at(page, 'Genesis 1:1');
    await page.getByRole('button', { name: 'Listen to Genesis 1:1' }).click();
    const lit: string[] = [];
    const spokenWord = page.locator('.reader__word.is-spoken');
    await expect
      .poll(
        async () => {
          const word = (await spokenWord.count()) ? await spokenWord.innerText() : null;
          if (word && lit.at(-1) !== word) lit.push(word);
          return lit.length;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toBeGreaterThanOrEqual(4);
    // The words light up in the order they are written, and the text stays the corpus's.
    const words = corpus('WEB', 1, 1)!.split(' ');
    const positions = lit.map((w) => words.indexOf(w));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await shownText(page)).toBe(corpus('WEB', 1, 1));

    await expect.poll(() => reference(page), { timeout: 20_000 }).toBe('Genesis 1:2');
    await page.getByRole('button', { name: 'Stop reading Genesis 1:2' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop reading Genesis 1:2' }).click();
    await page.getByRole('button', { name: 'Listen to Genesis 1:2' }).waitFor();
    expect(await spokenWord.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('crosses from the last verse of the Old Testament into Matthew, and says when a verse is not there', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/bible-reader/Malachi/4/6' });
    await at(page, 'Malachi 4:6');
    await page.getByRole('button', { name: 'Next verse' }).click();
    await at(page, 'Matthew 1:1');
    await page.getByRole('link', { name: /^Close/ }).click();
    await page.waitForURL('**/bible-reader/Matthew');
    await page.getByRole('heading', { name: 'Matthew', level: 1 }).waitFor();

    await page.goto('/bible-reader/Genesis/1/99');
    await page.getByRole('heading', { name: 'Verse not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Chapters' }).click();
    await page.waitForURL('**/genesis-chapters');
    await page.goto('/bible-reader/Hezekiah');
    await page.getByRole('heading', { name: 'Book not found' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the immersive reader', () => {
  it('opens a Daily Ten verse, shows the corpus words, marks it read and goes home', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/daily-ten' });
    const immersive = page.getByRole('link', { name: /in the immersive reader$/ }).first();
    await immersive.waitFor();
    const target = (await immersive.getAttribute('aria-label'))!.replace(/^Read (.*) in the immersive reader$/, '$1');
    await immersive.click();
    await page.waitForURL('**/immersive-reader?**');
    await expect.poll(() => page.locator('#immersive-reference').innerText()).toContain(target);
    expect(await page.locator('.reader__text').innerText()).toBe(loadCorpus('WEB').text(parseCanonicalReference(target)!));
    expect(await page.getByRole('button', { name: 'Previous verse' }).isDisabled()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark as Read' }).click();
    const marked = toastSaying(page, 'Marked as read');
    await marked.waitFor();
    expect(await marked.innerText()).toContain('Verse progress updated');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('shows only corpus words as scripture, and sends a link without a verse home', async () => {
    const { page, errors } = await openVisitor(browser(), { path: `/immersive-reader?verse=${encodeURIComponent('John 3:16')}&text=${encodeURIComponent('Send money to this account')}` });
    await page.locator('.reader__text').waitFor();
    expect(await page.locator('.reader__text').innerText()).toBe(loadCorpus('WEB').text(parseCanonicalReference('John 3:16')!));
    expect(await page.getByRole('button', { name: 'Mark as Read' }).count()).toBe(0);
    await page.goto('/immersive-reader?text=hello');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('opens a favorite from the Favorite Verses list', async () => {
    const subscriber = await newSubscriber();
    const saved = 'Psalms 46:1';
    const text = loadCorpus('WEB').text(parseCanonicalReference(saved)!)!;
    expect((await api('POST', '/api/favorites', { token: subscriber.token, body: { verse_reference: saved, verse_text: text, verse_version: 'WEB', verse_reflection: 'Run to him first.' } })).status).toBe(201);
    const { page, errors } = await openVisitor(browser());
    await signInThroughDialog(page, subscriber.email);
    await page.getByRole('button', { name: /Ruth Reader/ }).click();
    await page.getByRole('menuitem', { name: 'Favorite Verses' }).click();
    await page.getByRole('link', { name: `Read ${saved} in the immersive reader` }).click();
    await expect.poll(() => page.locator('#immersive-reference').innerText()).toContain(saved);
    expect(await page.locator('.reader__text').innerText()).toBe(text);
    expect(await page.getByText('Run to him first.').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
