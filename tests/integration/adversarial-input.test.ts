import { describe, expect, it } from 'vitest';
import { ROUTES } from '@verse/shared/api/routes/index';
import { requestFieldNames } from '@verse/shared/api/schemas/request-fields';
import { api } from '../support/api.ts';

/** `a@` then dots then `@`: what made the old email pattern take seconds. */
const adversarial = (size: number) => `a@${'.'.repeat(size)}@`;

describe('every route against adversarial text in every field a request schema declares', () => {
  it('answers each request within 100 ms, never with a 5xx or a stack trace', async () => {
    const fields = await requestFieldNames();
    // Every field at once, each as large as the 1 MB body limit allows.
    const value = adversarial(Math.floor(900_000 / fields.length));
    const body = Object.fromEntries(fields.map((f) => [f, value]));
    const query = new URLSearchParams(Object.fromEntries(fields.map((f) => [f, adversarial(200)]))).toString();
    const problems: string[] = [];
    for (const route of ROUTES) {
      const path = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(adversarial(2000)));
      // The fastest of up to three tries: a pause of the machine passes, a quadratic pattern stays slow every time.
      let ms = Infinity;
      let res!: Awaited<ReturnType<typeof api>>;
      for (let attempt = 0; attempt < 3 && ms > 100; attempt++) {
        const started = performance.now();
        res = await api(route.method, `${path}?${query}`, route.method === 'GET' || route.method === 'DELETE' ? {} : { body });
        ms = Math.min(ms, performance.now() - started);
      }
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
      if (res.status >= 500) problems.push(`${route.method} ${route.path}: ${res.status}`);
      if (/\bat \S+ \(|node_modules|\.ts:\d+/.test(text)) problems.push(`${route.method} ${route.path}: stack trace in the answer`);
      if (ms > 100) problems.push(`${route.method} ${route.path}: ${ms.toFixed(0)} ms`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
