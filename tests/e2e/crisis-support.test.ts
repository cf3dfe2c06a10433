import { describe, expect, it } from 'vitest';
import { CRISIS_SUPPORT_MESSAGE, GENTLE_SUPPORT_MESSAGE } from '@verse/shared/api/schemas/discovery';
import type { Page } from 'playwright-core';
import { readHalfHeardCandidates } from '../quality/evaluate.ts';
import { browserForFile, newDeviceId, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

/** The first phrasing that may be half heard the service answers with the gentle line, asked for another device (a visitor has four searches). */
const firstHalfHeard = async (page: Page) => {
  for (const query of readHalfHeardCandidates()) {
    const answer = await page.request.post('/api/discover-verse-instant', { data: { query, deviceId: newDeviceId() } });
    if ((await answer.json()).support?.message === GENTLE_SUPPORT_MESSAGE) return query;
  }
  throw new Error('no phrasing carries the gentle line');
};

describe('a search that speaks of ending one’s life', () => {
  it('shows the crisis line above a verse of God’s nearness, not after an ordinary search, a gentler one where it cannot be sure, and in another language too', async () => {
    const { page, errors } = await openVisitor(browser());
    await page.goto('/');
    const input = page.getByLabel('Ask a question, share a feeling, or name a topic or date');
    const note = page.locator('article.verse-card [role="note"]');

    await input.fill('i keep thinking about driving off the road');
    await input.press('Enter');
    await expect.poll(() => note.textContent(), { timeout: 15_000 }).toBe(CRISIS_SUPPORT_MESSAGE);
    expect(await page.locator('article.verse-card').textContent()).toContain('Psalms 34:18');

    await input.fill('verse for christmas');
    await input.press('Enter');
    await expect.poll(() => page.locator('article.verse-card .verse-card__pill').innerText(), { timeout: 15_000 }).toMatch(/Christmas/i);
    expect(await note.count()).toBe(0);

    // Said too quietly to be sure of: the search's own verse, and a gentler line with the same number. The models
    // move a little each time they learn a new set, so the phrasing is the first the service half hears today.
    const quiet = await firstHalfHeard(page);
    await input.fill(quiet);
    await input.press('Enter');
    await expect.poll(() => note.textContent(), { timeout: 15_000 }).toBe(GENTLE_SUPPORT_MESSAGE);
    expect(await page.locator('article.verse-card').textContent()).not.toContain('Psalms 34:18');

    // Said in another language, in another alphabet: the line is there all the same.
    await input.fill('我不想活了');
    await input.press('Enter');
    await expect.poll(() => note.textContent(), { timeout: 15_000 }).toBe(CRISIS_SUPPORT_MESSAGE);
    expect(errors).toEqual([]);
  });
});
