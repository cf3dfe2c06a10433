import { describe, expect, it } from 'vitest';
import { api, unique } from '../support/api.ts';
import { newSubscriber } from '../support/subscriber.ts';

describe('bad input is a 4xx with a reason, never a 500', () => {
  it.each(['/api/record-search', '/api/recommendation-vote'])('%s with a timestamp no date can have', async (path) => {
    for (const timestamp of [1e308, -1e308, 8.7e15]) {
      const res = await api('POST', path, { deviceId: unique('device'), body: { query: 'hope', verseReference: 'John 3:16', isHelpful: true, timestamp } });
      expect(res.status, `${path} ${timestamp}`).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/timestamp/);
    }
  });

  it('a favorite check for a reference that is a lone percent sign', async () => {
    const subscriber = await newSubscriber('monthly');
    for (const reference of ['%25', '%', '%E0%A4%A', '%2525']) {
      const res = await api('GET', `/api/favorites/check/${reference}`, { token: subscriber.token });
      expect(res.status, reference).toBeLessThan(500);
    }
  });
});
