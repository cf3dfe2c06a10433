import fc from 'fast-check';
import { ROUTES, type RouteSpec } from '@verse/shared/api/routes/index';

/** One generated request, as `api()` sends it. */
export interface FuzzRequest {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
  /** Which bearer token to send: none, a forged one, or a real free or subscriber session. */
  token: 'none' | 'junk' | 'free' | 'subscriber';
}

/** Strings that have broken parsers before: escapes, separators, huge numbers, odd unicode. */
const NASTY = [
  '', ' ', '%', '%25', '%zz', '%00', '..', '../..', '/', '\\', '\u0000', '\u202e', '\ud800', '😀'.repeat(40), 'a@b', 'a@'.padEnd(4000, '.') + '@',
  '__proto__', 'constructor', 'null', 'undefined', 'NaN', '1e308', '-1', '0x10', 'true', '[]', '{}', '<script>alert(1)</script>', "'; DROP TABLE",
  'John 3:16', 'Psalm 23', 'x'.repeat(70_000),
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1000, maxLength: 5000 }) },
);

const scalar = fc.oneof(
  text,
  fc.constantFrom(1e308, -1e308, -0, 0, 1, -1, 2 ** 53 + 1, 4.5, Number.MAX_SAFE_INTEGER, true, false, null),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(text, tie('value'), { maxKeys: 4 })),
})).value;

/** A JSON body that mostly uses the field names the request schemas declare, with wrong or odd values. */
const body = (fields: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...fields), text), value, { maxKeys: 8 }).map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '{"email":"a@b.co","password":', '\u0000', '{"__proto__":{"admin":true}}') },
  );

/** Percent-encodes any string, lone surrogates included (as U+FFFD, the way a browser sends them). */
const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const pathParam = fc.oneof(
  fc.constantFrom(...NASTY.filter((s) => s.length < 5000)).map(encode),
  fc.constantFrom('%', '%25', '%zz', '%2e%2e', '%2F', '..', 'a%00b'),
  fc.string({ maxLength: 60 }).map(encode),
);

const fillPath = (route: RouteSpec, params: string[]) => {
  let i = 0;
  return route.path.replace(/\{[^}]+\}/g, () => params[i++ % params.length] || 'x');
};

const headerValue = fc.oneof(fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')), fc.constantFrom('', 'x'.repeat(200), 'a_b-1', '../etc'));

/** Requests for every route in the route table and for paths beside it, with right and wrong methods. */
export const fuzzRequest = (fields: string[]): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      route: fc.constantFrom(...ROUTES),
      stray: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => `/api/${encode(s)}`) }),
      wrongMethod: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') }),
      params: fc.array(pathParam, { minLength: 1, maxLength: 2 }),
      query: fc.dictionary(fc.oneof(fc.constantFrom(...fields, 'deviceId', 'email', 'q'), fc.string({ maxLength: 10 })), text.filter((s) => s.length < 3000), { maxKeys: 4 }),
      body: fc.option(body(fields), { nil: undefined, freq: 4 }),
      contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''),
      deviceId: fc.option(headerValue, { nil: undefined }),
      signature: fc.option(headerValue.map((s) => `t=${s},v1=${s}`), { nil: undefined }),
      token: fc.constantFrom('none', 'junk', 'free', 'subscriber') as fc.Arbitrary<FuzzRequest['token']>,
    })
    .map(({ route, stray, wrongMethod, params, query, body, contentType, deviceId, signature, token }) => {
      const method = wrongMethod ?? route.method;
      const qs = new URLSearchParams(query).toString();
      const headers: Record<string, string> = {};
      if (contentType) headers['content-type'] = contentType;
      if (deviceId !== undefined) headers['x-device-id'] = deviceId;
      if (signature !== undefined) headers['stripe-signature'] = signature;
      const sendsBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
      return {
        method,
        path: `${stray ?? fillPath(route, params)}${qs ? `?${qs}` : ''}`,
        ...(sendsBody ? { body } : {}),
        headers,
        // Signing out with a real session would end the tokens the other requests use.
        token: route.path === '/api/auth/signout' && (token === 'free' || token === 'subscriber') ? 'junk' : token,
      };
    });
