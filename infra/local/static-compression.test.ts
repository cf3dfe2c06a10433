import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './gateway.ts';
import { pickEncoding } from './static-compression.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, as CloudFront does', () => {
    expect(pickEncoding('gzip, deflate, br', 'text/javascript', 5000)).toBe('br');
    expect(pickEncoding('gzip', 'text/css', 5000)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', 'text/css', 5000)).toBe('gzip');
    expect(pickEncoding(undefined, 'text/css', 5000)).toBeUndefined();
  });

  it('leaves small files and binary types as they are', () => {
    expect(pickEncoding('br', 'text/javascript', 999)).toBeUndefined();
    expect(pickEncoding('br', 'font/woff2', 50_000)).toBeUndefined();
    expect(pickEncoding('br', 'image/svg+xml', 5000)).toBe('br');
  });
});

describe('the gateway serving the built app', () => {
  let dir: string;
  let url: string;
  let close: () => void;
  const script = `export const x = ${JSON.stringify('verse '.repeat(500))};\n`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'verse-static-'));
    await writeFile(join(dir, 'app.js'), script);
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Verse</title>');
    const { server } = createGateway({ webDir: dir, functionFor: () => Promise.reject(new Error('no functions here')) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  const raw = async (path: string, acceptEncoding: string) => {
    const { request } = await import('node:http');
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  };

  it('compresses text assets the browser accepts, with a matching length', async () => {
    const br = await raw('/app.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await raw('/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it('sends the file as it is when the browser accepts no compression or the file is small', async () => {
    const plain = await raw('/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const html = await raw('/', 'gzip, br');
    expect(html.headers['content-encoding']).toBeUndefined();
    expect(html.body.toString()).toContain('<title>Verse</title>');
  });
});
