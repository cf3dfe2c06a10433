import { describe, expect, it } from 'vitest';
import { API_CSP, COMMON_SECURITY_HEADERS } from '@verse/shared/security-headers';
import { api, baseUrl } from '../support/api.ts';

describe('the local gateway and the service kit, for any route', () => {
  it('answers 404 { error } for an unknown API path and 405 for a wrong method', async () => {
    expect(await api('GET', '/api/no-such-thing')).toMatchObject({ status: 404, body: { error: 'Not found' } });
    expect(await api('GET', '/api/feedback')).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
  });

  it('sends the security headers on every answer: success, 400, 404, 405 and 413', async () => {
    const answers = await Promise.all([
      api('GET', '/api/check-subscriber?email=a%40b.co'),
      api('GET', '/api/check-subscriber?email=nope'),
      api('GET', '/api/no-such-thing'),
      api('DELETE', '/api/feedback'),
      api('POST', '/api/feedback', { raw: 'x'.repeat(1024 * 1024 + 10) }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 400, 404, 405, 413]);
    for (const { headers, status } of answers) {
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(headers.get(name), `${status} ${name}`).toBe(value);
      expect(headers.get('content-security-policy'), String(status)).toBe(API_CSP);
    }
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
