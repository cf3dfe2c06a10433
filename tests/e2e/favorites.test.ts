import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { api } from '../support/api.ts';
import { browserForFile, openVisitor, signInThroughDialog, toastSaying } from '../support/visitor.ts';
import { newSubscriber, signUp } from '../support/subscriber.ts';

const browser = browserForFile();


describe('favorites in the browser', () => {
  it('a non-subscriber who sets the subscriber flags still gets only the upgrade toast, and the server refuses', async () => {
    const free = await signUp();
    const { page, errors } = await openVisitor(browser());
    await signInThroughDialog(page, free.email);
    await page.evaluate(() => {
      localStorage.setItem('verseSubscriber', 'true');
      localStorage.setItem('verseSubscriberPlan', 'annual');
    });
    await page.reload();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/favorites') && posts.push(r.url()));

    const save = page.getByRole('button', { name: /^Save .* to favorites$/ }).first();
    await save.click();
    const toast = toastSaying(page, 'Upgrade to Unlock');
    await toast.waitFor();
    // Held under the pointer: it leaves by itself after 5 s, and its button is pressed below.
    await toast.hover();
    expect(await toast.innerText()).toContain('Save unlimited verses to your favorites collection');
    expect(posts).toEqual([]);

    // Even a request made by hand from this browser is refused by the server.
    const reference = 'John 3:16';
    const text = loadCorpus('WEB').text(parseCanonicalReference(reference)!)!;
    const status = await page.evaluate(
      async ({ reference, text }) => {
        const res = await fetch('/api/favorites', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('verse_auth_token')}` },
          body: JSON.stringify({ verse_reference: reference, verse_text: text, verse_version: 'WEB' }),
        });
        return res.status;
      },
      { reference, text },
    );
    expect(status).toBe(403);

    await toast.getByRole('button', { name: 'Upgrade' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Go Unlimited' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a heart tapped while its control is still loading saves the verse once the control is there', async () => {
    const subscriber = await newSubscriber();
    const { page, errors } = await openVisitor(browser());
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let requested = false;
    await page.route('**/subscriber-save-control-*.js', async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await signInThroughDialog(page, subscriber.email);
    const save = page.getByRole('button', { name: /^Save .* to favorites$/ }).first();
    const reference = (await save.getAttribute('aria-label'))!.replace(/^Save (.*) to favorites$/, '$1');
    await save.click();
    expect(requested).toBe(true);
    release();

    await toastSaying(page, 'Added to Favorites').waitFor();
    expect(await page.getByRole('button', { name: `Remove ${reference} from favorites` }).getAttribute('aria-pressed')).toBe('true');
    const list = await api('GET', '/api/favorites', { token: subscriber.token });
    expect(list.body.favorites.map((f: { verse_reference: string }) => f.verse_reference)).toEqual([reference]);
    expect(errors).toEqual([]);
  });

  it("a subscriber never sees another subscriber's favorites", async () => {
    const [alice, bob] = await Promise.all([newSubscriber(), newSubscriber()]);
    const reference = 'Psalms 46:1';
    const saved = await api('POST', '/api/favorites', {
      token: alice.token,
      body: { verse_reference: reference, verse_text: loadCorpus('WEB').text(parseCanonicalReference(reference)!)!, verse_version: 'WEB' },
    });
    expect(saved.status).toBe(201);

    const { page } = await openVisitor(browser());
    await signInThroughDialog(page, bob.email);
    await page.getByRole('button', { name: /Ruth Reader/ }).click();
    await page.getByRole('menuitem', { name: 'Favorite Verses' }).click();
    const favorites = page.getByRole('dialog', { name: /Favorite Verses/ });
    await expect.poll(() => favorites.getByText('No Favorite Verses Yet').isVisible()).toBe(true);
    expect(await favorites.getByText(reference).count()).toBe(0);
  });
});
