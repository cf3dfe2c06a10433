import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

describe('the usage card for an anonymous visitor', () => {
  it('counts down 4 searches, then shows the unlock countdown and the disabled search box', async () => {
    const { page, errors, deviceId } = await openVisitor(browser());
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Your searches' });
    await expect.poll(() => card.getByTestId('usage-remaining').innerText()).toBe('4/4');
    await card.getByText('Free Account').waitFor();
    await card.getByRole('button', { name: 'Upgrade' }).waitFor();

    const input = page.getByLabel('Ask a question, share a feeling, or name a topic or date');
    for (const [i, q] of ['I feel anxious', 'verses about hope', 'forgiveness', 'strength for today'].entries()) {
      await input.fill(q);
      await page.getByRole('button', { name: 'Discover Your Verse' }).click();
      await expect.poll(() => card.getByTestId('usage-remaining').innerText(), { timeout: 15_000 }).toBe(`${3 - i}/4`);
    }
    const timer = card.getByRole('timer');
    await expect.poll(() => timer.innerText(), { timeout: 10_000 }).toMatch(/^Unlocks in:\s*4[78]:\d\d:\d\d$/);
    const first = await timer.innerText();
    await expect.poll(() => timer.innerText(), { timeout: 5000 }).not.toBe(first);
    expect(await input.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByText('Upgrade for unlimited searches').count()).toBeGreaterThan(0);

    // The server agrees: this device has no searches left.
    expect((await api('POST', '/api/discover-verses', { deviceId, body: { query: 'one more' } })).status).toBe(429);
    expect(errors).toEqual([]);
  });
});
