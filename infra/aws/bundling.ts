import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ServiceName } from '@verse/shared/api/routes/index';
import { SERVICE_NEEDS } from './service-needs.ts';

const root = resolve(import.meta.dirname, '../..');

/** How every function is bundled: the stack uses it, and the bench bundles the same way to weigh and time them. */
export const BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  minify: true,
  // Source maps cost about 20 ms of every cold start; the minified names of a stack trace are enough with the request id.
  sourceMap: false,
  mainFields: ['module', 'main'],
  externalModules: [],
  // Code behind `if (process.env.VERSE_BUNDLE !== 'aws')` is dropped, with what it imports: the local
  // speech engines and their MP3 encoder, the demo checkout.
  define: { 'process.env.VERSE_BUNDLE': JSON.stringify('aws') },
  // ESM bundles still meet CommonJS dependencies that call require().
  banner: "import { createRequire as __verseRequire } from 'module'; const require = __verseRequire(import.meta.url);",
} satisfies BundlingOptions;

/** The same options in esbuild's own terms. */
export const esbuildOptions = () => ({
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: BUNDLING.target,
  minify: BUNDLING.minify,
  sourcemap: BUNDLING.sourceMap,
  mainFields: BUNDLING.mainFields,
  banner: { js: BUNDLING.banner },
  define: BUNDLING.define,
});

export const handlerEntry = (service: ServiceName) => resolve(root, 'services', service, 'handler.ts');

/**
 * The folders a function ships next to its bundle (`[from, to]`): the corpus and the service's data.
 * A missing or empty folder stops the synth: a function without its data would answer 500 to everything.
 */
export const functionAssets = (service: ServiceName): [string, string][] => {
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
