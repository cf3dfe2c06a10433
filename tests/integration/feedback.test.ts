import { describe, expect, it } from 'vitest';
import { feedbackStore } from '../../services/feedback/store.ts';
import { api, devMail, unique } from '../support/api.ts';

describe('POST /api/feedback against the local stack', () => {
  it('stores the feedback in DynamoDB and mails the operator through SES', async () => {
    const message = `The verse of the day was exactly what I needed ${unique('msg')}`;
    const res = await api('POST', '/api/feedback', {
      body: { feedbackType: 'feature', message: `  ${message}  `, rating: 5, userEmail: 'Reader@Example.com', userName: 'Ruth', url: '/', userAgent: 'test' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, id: expect.any(String) });

    const stored = await feedbackStore.get(res.body.id);
    expect(stored).toMatchObject({
      feedbackType: 'feature',
      message,
      rating: 5,
      userEmail: 'reader@example.com',
      userName: 'Ruth',
      notified: true,
    });
    expect(Date.parse(stored!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const mail = (await devMail('feedback@verse.local')).find((m) => m.text.includes(message));
    expect(mail?.subject).toContain('Feature Request');
    expect(mail?.text).toContain('★★★★★');
  });

  it.each([
    [{ feedbackType: 'general', message: '   ' }, 'Please enter your feedback'],
    [{ feedbackType: 'praise', message: 'hi' }, 'Please choose a feedback type: general, bug, feature or complaint'],
    [{ feedbackType: 'bug', message: 'hi', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ feedbackType: 'bug', message: 'hi', rating: 2.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ feedbackType: 'bug', message: 'hi', userEmail: 'not-an-email' }, 'Please enter a valid email address'],
    [{ feedbackType: 'bug', message: 'x'.repeat(5001) }, 'Your feedback is too long: please keep it under 5000 characters'],
    [{ feedbackType: 'bug', message: 42 }, 'Please enter your feedback'],
  ])('answers 400 with a clear error for %j', async (body, error) => {
    const before = (await devMail()).length;
    const res = await api('POST', '/api/feedback', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
    expect((await devMail()).length).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await api('POST', '/api/feedback', { raw: '{"feedbackType":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body must be valid JSON' });
  });
});
