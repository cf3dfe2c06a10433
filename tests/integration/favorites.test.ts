import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { api, unique } from '../support/api.ts';
import { newSubscriber, signUp } from '../support/subscriber.ts';

const text = (reference: string, version: 'WEB' | 'KJV' = 'WEB') => loadCorpus(version).text(parseCanonicalReference(reference)!)!;

const verse = (reference: string, version: 'WEB' | 'KJV' = 'WEB') => ({
  verse_reference: reference,
  verse_text: text(reference, version),
  verse_version: version,
  verse_reason: 'You asked about worry.',
  verse_reflection: 'Bring the worry to God in prayer today.',
});

let alice: { token: string; email: string };
let bob: { token: string; email: string };
beforeAll(async () => {
  [alice, bob] = await Promise.all([newSubscriber('monthly'), newSubscriber('annual')]);
});

describe('favorites for a subscriber', () => {
  it('saves, checks, lists, edits notes and removes a favorite', async () => {
    const saved = await api('POST', '/api/favorites', { body: verse('Philippians 4:6-7'), token: alice.token });
    expect(saved.status).toBe(201);
    const favorite = saved.body.favorite;
    expect(favorite).toEqual({
      id: expect.stringMatching(/^fav_/),
      verse_reference: 'Philippians 4:6-7',
      verse_text: text('Philippians 4:6-7'),
      verse_version: 'WEB',
      verse_reason: 'You asked about worry.',
      verse_reflection: 'Bring the worry to God in prayer today.',
      user_notes: '',
      source: 'discovery',
      created_at: expect.any(String),
    });

    const check = await api('GET', `/api/favorites/check/${encodeURIComponent('Philippians 4:6-7')}`, { token: alice.token });
    expect(check.body).toEqual({ isFavorited: true, favoriteId: favorite.id });
    const notSaved = await api('GET', `/api/favorites/check/${encodeURIComponent('John 3:16')}`, { token: alice.token });
    expect(notSaved.body).toEqual({ isFavorited: false, favoriteId: null });

    // Saving the same reference again answers the favorite already saved.
    const again = await api('POST', '/api/favorites', { body: { ...verse('Philippians 4:6-7'), source: 'daily-ten' }, token: alice.token });
    expect(again).toMatchObject({ status: 200, body: { favorite: { id: favorite.id, source: 'discovery' } } });

    const notes = 'Read this before the exam.';
    const edited = await api('PUT', `/api/favorites/${favorite.id}`, { body: { user_notes: ` ${notes} ` }, token: alice.token });
    expect(edited).toMatchObject({ status: 200, body: { favorite: { id: favorite.id, user_notes: notes } } });
    const tooLong = await api('PUT', `/api/favorites/${favorite.id}`, { body: { user_notes: 'x'.repeat(301) }, token: alice.token });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'Your notes can be at most 300 characters' } });
    expect((await api('PUT', `/api/favorites/${favorite.id}`, { body: { user_notes: 'x'.repeat(300) }, token: alice.token })).status).toBe(200);

    const list = await api('GET', '/api/favorites', { token: alice.token });
    expect(list.body.favorites.map((f: { id: string }) => f.id)).toContain(favorite.id);

    expect(await api('DELETE', `/api/favorites/${favorite.id}`, { token: alice.token })).toMatchObject({ status: 200, body: { success: true } });
    expect((await api('DELETE', `/api/favorites/${favorite.id}`, { token: alice.token })).status).toBe(404);
    expect((await api('GET', `/api/favorites/check/${encodeURIComponent('Philippians 4:6-7')}`, { token: alice.token })).body.isFavorited).toBe(false);
  });

  it('lists newest first, with KJV text checked against the KJV', async () => {
    const account = await newSubscriber();
    await api('POST', '/api/favorites', { body: verse('Psalms 23:1', 'KJV'), token: account.token });
    await new Promise((r) => setTimeout(r, 5));
    await api('POST', '/api/favorites', { body: verse('John 3:16'), token: account.token });
    const list = await api('GET', '/api/favorites', { token: account.token });
    expect(list.body.favorites.map((f: { verse_reference: string }) => f.verse_reference)).toEqual(['John 3:16', 'Psalms 23:1']);
    expect(list.body.favorites[1].verse_version).toBe('KJV');
  });

  it('refuses scripture that is not the corpus text, and unknown references', async () => {
    const wrong = await api('POST', '/api/favorites', { body: { ...verse('John 3:16'), verse_text: 'For God so loved me.' }, token: alice.token });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'verse_text must be the WEB text of John 3:16' } });
    const otherVersion = await api('POST', '/api/favorites', { body: { ...verse('John 3:16'), verse_version: 'KJV' }, token: alice.token });
    expect(otherVersion.status).toBe(400);
    const badRef = await api('POST', '/api/favorites', { body: { ...verse('John 3:16'), verse_reference: 'Hezekiah 1:1' }, token: alice.token });
    expect(badRef.body.error).toMatch(/^verse_reference must be a Bible reference/);
    const noVerse = await api('POST', '/api/favorites', { body: { ...verse('John 3:16'), verse_reference: 'John 3:99' }, token: alice.token });
    expect(noVerse).toMatchObject({ status: 400, body: { error: 'John 3:99 is not in the WEB Bible' } });
    expect((await api('POST', '/api/favorites', { body: { ...verse('John 3:16'), verse_version: 'NIV' }, token: alice.token })).status).toBe(400);
  });
});

describe('favorites are private and for subscribers only', () => {
  it("user B can neither see nor change user A's favorites", async () => {
    const saved = await api('POST', '/api/favorites', { body: verse('Isaiah 41:10'), token: alice.token });
    const id = saved.body.favorite.id;
    const bobsList = await api('GET', '/api/favorites', { token: bob.token });
    expect(bobsList.body.favorites.map((f: { id: string }) => f.id)).not.toContain(id);
    expect((await api('GET', `/api/favorites/check/${encodeURIComponent('Isaiah 41:10')}`, { token: bob.token })).body.isFavorited).toBe(false);
    expect((await api('PUT', `/api/favorites/${id}`, { body: { user_notes: 'mine now' }, token: bob.token })).status).toBe(404);
    expect((await api('DELETE', `/api/favorites/${id}`, { token: bob.token })).status).toBe(404);
    const alicesList = await api('GET', '/api/favorites', { token: alice.token });
    expect(alicesList.body.favorites.find((f: { id: string }) => f.id === id)).toMatchObject({ user_notes: '' });
  });

  it('refuses a signed-in non-subscriber with 403 and an upgrade message, whatever the browser claims', async () => {
    const free = await signUp();
    const res = await api('POST', '/api/favorites', {
      body: { ...verse('John 3:16'), isSubscriber: true },
      token: free.token,
      headers: { 'x-verse-subscriber': 'true', cookie: 'verseSubscriber=true' },
    });
    expect(res).toMatchObject({ status: 403, body: { error: expect.stringContaining('Upgrade'), upgrade: true } });
    expect((await api('GET', '/api/favorites', { token: free.token })).status).toBe(403);
  });

  it('needs a signed-in account', async () => {
    expect((await api('GET', '/api/favorites')).status).toBe(401);
    expect((await api('POST', '/api/favorites', { body: verse('John 3:16'), token: 'not-a-token' })).status).toBe(401);
    expect((await api('PUT', `/api/favorites/fav_${'0'.repeat(24)}`, { body: { user_notes: '' } })).status).toBe(401);
  });

  it('answers 404 for ids that do not exist', async () => {
    expect((await api('PUT', `/api/favorites/${unique('nope')}`, { body: { user_notes: 'x' }, token: alice.token })).status).toBe(404);
    expect((await api('DELETE', `/api/favorites/fav_${'a'.repeat(24)}`, { token: alice.token })).status).toBe(404);
  });
});
