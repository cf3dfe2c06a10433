import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import type { ServiceName } from '@verse/shared/api/routes/index';
import type { TracingMode } from './context.ts';
import { SERVICE_NEEDS } from './service-needs.ts';
import { handlerEntry } from '../function-entries.ts';

const root = resolve(import.meta.dirname, '../..');

/** How every function is bundled: the stack uses it, and the bench bundles the same way to weigh and time them. */
export const esbuildOptions = (tracing: TracingMode = 'lambda'): BuildOptions => ({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  minify: true,
  // Source maps cost about 20 ms of every cold start; the minified names of a stack trace are enough with the request id.
  sourcemap: false,
  mainFields: ['module', 'main'],
  // Code behind `if (process.env.VERSE_BUNDLE !== 'aws')` is dropped, with what it imports: the local
  // speech engines and their MP3 encoder, the demo checkout. The X-Ray SDK is bundled only when asked for.
  define: { 'process.env.VERSE_BUNDLE': JSON.stringify('aws'), 'process.env.VERSE_SDK_TRACING': JSON.stringify(tracing === 'sdk' ? 'on' : 'off') },
  // ESM bundles still meet CommonJS dependencies that call require().
  banner: { js: "import { createRequire as __verseRequire } from 'module'; const require = __verseRequire(import.meta.url);" },
  // What a function imports only when a request needs it (the Secrets Manager and SSM clients, S3,
  // SES, Polly, Stripe) goes to chunks of its own: a cold start compiles only the code it runs, and
  // compiling is most of a cold start.
  splitting: true,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'silent',
});

/** A function's code in `outdir`: `index.mjs` (its handler), its chunks, and the data it ships with. */
export const bundleFunction = (service: ServiceName, outdir: string, { entry = handlerEntry(service), tracing = 'lambda' as TracingMode } = {}) => {
  buildSync({ ...esbuildOptions(tracing), entryPoints: { index: entry }, outdir });
  for (const [from, to] of functionAssets(service)) cpSync(from, join(outdir, to), { recursive: true });
};

/**
 * The folders a function ships next to its bundle (`[from, to]`): the corpus and the service's data.
 * A missing or empty folder stops the synth: a function without its data would answer 500 to everything.
 */
const functionAssets = (service: ServiceName): [string, string][] => {
  const needs = SERVICE_NEEDS[service];
  const copies: [string, string][] = [
    ...(needs.corpus ? [[resolve(root, 'shared/scripture/generated'), 'corpus'] as [string, string]] : []),
    ...(needs.assets ?? []).map((dir): [string, string] => [resolve(root, 'services', service, dir), dir]),
  ];
  for (const [from] of copies) {
    if (!existsSync(from) || readdirSync(from).length === 0) {
      throw new Error(`${service} needs ${from}, which is missing or empty: run \`npm run build\` before deploying`);
    }
  }
  return copies;
};
