import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@verse/shared/api/routes/index';
import { requestSchemas } from '@verse/shared/api/schemas/request-fields';
import { api } from '../support/api.ts';

/**
 * Names every JavaScript object already has: a word looked up in a plain object (a table of
 * contractions asked for "constructor") finds a function instead of nothing. A person may type any of them.
 */
const BUILT_IN_NAMES = ['constructor', '__proto__', 'toString'];
const PARALLEL = 16;

describe('every route with the names of built-in object properties in the fields of each request schema', () => {
  it('never answers with a 5xx or a stack trace', async () => {
    const schemas = Object.values(await requestSchemas()).map((s) => Object.keys(s.shape));
    const cases = BUILT_IN_NAMES.flatMap((name) =>
      ROUTES.flatMap((route) =>
        schemas.map((fields) => ({ name, route, fields: Object.fromEntries(fields.map((f) => [f, name])) })),
      ),
    );
    const problems: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < cases.length) {
          const { name, route, fields } = cases[next++];
          const path = `${route.path.replace(/\{[^}]+\}/g, encodeURIComponent(name))}?${new URLSearchParams(fields).toString()}`;
          // A new device for each request, so that no search allowance runs out before the words are read.
          const res = await api(route.method, path, { deviceId: randomUUID(), ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: fields }) });
          const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
          if (res.status >= 500) problems.push(`${route.method} ${route.path} with ${JSON.stringify(fields)}: ${res.status} ${text.slice(0, 120)}`);
          if (/\bat \S+ \(|node_modules|\.ts:\d+/.test(text)) problems.push(`${route.method} ${route.path} with "${name}": stack trace in the answer`);
        }
      }),
    );
    expect(problems.slice(0, 5)).toEqual([]);
  }, 120_000);
});
