import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { api } from '../support/api.ts';
import { browserForFile, openVisitor, signInThroughDialog, toastSaying } from '../support/visitor.ts';
import { newSubscriber } from '../support/subscriber.ts';

const browser = browserForFile();

/** A browser signed in through the sign-in dialog, as a person does it. */
const signedIn = async (email: string) => {
  const visitor = await openVisitor(browser());
  await signInThroughDialog(visitor.page, email);
  return visitor;
};

describe('an annual subscriber', () => {
  it('sees "Annual Unlimited" on the usage card, and a favorite’s Read leads to the immersive reader', async () => {
    const account = await newSubscriber('annual');
    const reference = 'Psalms 46:1';
    const saved = await api('POST', '/api/favorites', {
      token: account.token,
      body: { verse_reference: reference, verse_text: loadCorpus('WEB').text(parseCanonicalReference(reference)!)!, verse_version: 'WEB' },
    });
    expect(saved.status).toBe(201);

    const { page, errors } = await signedIn(account.email);

    const usage = page.getByRole('region', { name: 'Your searches' });
    await expect.poll(() => usage.locator('.usage-card__plan').innerText(), { timeout: 10_000 }).toBe('Annual Unlimited');

    await page.getByRole('button', { name: /Ruth Reader/ }).click();
    await page.getByRole('menuitem', { name: 'Favorite Verses' }).click();
    const favorites = page.getByRole('dialog', { name: /Favorite Verses/ });
    await favorites.getByText(reference).first().waitFor();
    await favorites.getByRole('button', { name: 'Share' }).waitFor();
    expect(await favorites.getByRole('link', { name: `Read ${reference} in the immersive reader` }).getAttribute('href')).toMatch(/^\/immersive-reader\?verse=Psalms/);
    expect(errors).toEqual([]);
  });
});

describe('a subscriber at the daily cap', () => {
  it('is told when searching comes back, and never offered the plan they already have', async () => {
    const account = await newSubscriber('monthly');
    for (let i = 0; i < 40; i++) {
      expect((await api('POST', '/api/discover-verses', { token: account.token, body: { query: `hope ${i}` } })).status).toBe(200);
    }
    const { page, errors } = await signedIn(account.email);

    const usage = page.getByRole('region', { name: 'Your searches' });
    await usage.getByText("You've reached your daily search limit (40 searches). Your access will reset tomorrow.").waitFor({ timeout: 10_000 });
    await expect.poll(() => usage.getByRole('timer').innerText()).toMatch(/^Resets in:/);
    await page.getByText('Daily limit reached: your searches reset tomorrow').waitFor();
    expect(await page.getByText('Upgrade for unlimited searches').count()).toBe(0);

    await page.getByRole('button', { name: 'Discover Your Verse' }).click();
    await toastSaying(page, 'Your access will reset tomorrow').waitFor();
    expect(await page.getByRole('dialog', { name: 'Go Unlimited' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
