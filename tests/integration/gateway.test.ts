import { describe, expect, it } from 'vitest';
import { api, baseUrl } from '../support/api.ts';

describe('the local gateway and the service kit, for any route', () => {
  it('answers 404 { error } for an unknown API path and 405 for a wrong method', async () => {
    expect(await api('GET', '/api/no-such-thing')).toMatchObject({ status: 404, body: { error: 'Not found' } });
    expect(await api('GET', '/api/feedback')).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
  });

  it('answers 413 { error } for a body over 1 MB', async () => {
    const res = await api('POST', '/api/feedback', { body: { feedbackType: 'bug', message: 'x'.repeat(3 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request is too large: please send at most 1 MB' });
  });

  it('answers 400 for a malformed device id instead of ignoring it', async () => {
    const res = await api('POST', '/api/feedback', { body: { feedbackType: 'bug', message: 'hi' }, deviceId: 'not a device id!' });
    expect(res).toMatchObject({ status: 400, body: { error: 'The device id must be 1 to 128 letters, digits, dashes or underscores' } });
  });

  it('answers 400 for a badly encoded path parameter', async () => {
    const res = await fetch(`${baseUrl()}/api/favorites/%E0%A4%A`, { method: 'DELETE' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The address has a badly encoded character (a stray %): please check the link' });
  });

  it('never answers a stack trace: an unexpected body shape is a 400 with a sentence', async () => {
    const res = await api('POST', '/api/auth/signup', { body: { email: 'a@b.co', password: 123456, agreeToTerms: true } });
    expect(res).toMatchObject({ status: 400, body: { error: 'Your password must be text' } });
  });
});
