import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '@verse/shared/api/routes/index';
import { esbuildOptions } from './bundling.ts';
import { handlerEntry, JOB_ENTRIES } from '../function-entries.ts';
import type { TracingMode } from './context.ts';

const services = resolve(import.meta.dirname, '../../services');

/** Every function the stack deploys: one per service, the weekly refresh, and the job that speaks the week ahead. */
const ENTRIES = [...SERVICE_NAMES.map(handlerEntry), ...Object.values(JOB_ENTRIES)];

/** Code that serves only the embedded stack. */
const LOCAL_ONLY = [/lamejs/, /speech\/engines\/(espeak|formant|local|queued)\.ts$/, /billing\/demo-checkout\.ts$/, /billing\/domain\/demo-checkout-page\.ts$/];

/** What esbuild bundles for an entry as the stack does: its outputs (`index.mjs`, `chunks/…`) and the inputs of each. */
const metafileOf = async (entry: string, tracing: TracingMode = 'lambda') =>
  (await build({ ...esbuildOptions(tracing), entryPoints: { index: entry }, write: false, outdir: '/tmp/verse-bundle-check', metafile: true })).metafile;

const bundledFiles = async (entry: string, tracing: TracingMode = 'lambda') =>
  Object.values((await metafileOf(entry, tracing)).outputs).flatMap((output) => Object.keys(output.inputs));

/** The source files a function's start loads: its entry's output and every output that reaches by static import. */
const loadedAtStart = async (entry: string) => {
  const { outputs } = await metafileOf(entry);
  const seen = new Set<string>();
  const visit = (out: string) => {
    if (seen.has(out)) return;
    seen.add(out);
    for (const i of outputs[out].imports) if (i.kind === 'import-statement' && i.path in outputs) visit(i.path);
  };
  visit(Object.keys(outputs).find((o) => o.endsWith('verse-bundle-check/index.mjs'))!);
  return [...seen].flatMap((out) => Object.keys(outputs[out].inputs));
};

describe('AWS bundles', () => {
  it.each(ENTRIES.map((e) => [e.slice(services.length + 1), e]))('%s carries no local-only code', async (_name, entry) => {
    const files = await bundledFiles(entry);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => LOCAL_ONLY.some((pattern) => pattern.test(f)))).toEqual([]);
  });

  it('carries the X-Ray SDK only when the operator asks for SDK tracing', async () => {
    const xray = (files: string[]) => files.filter((f) => f.includes('node_modules/aws-xray-sdk-core/'));
    expect(xray(await bundledFiles(handlerEntry('usage')))).toEqual([]);
    expect(xray(await bundledFiles(handlerEntry('usage'), 'sdk')).length).toBeGreaterThan(0);
  });

  it.each(SERVICE_NAMES)('%s loads the S3 and SES clients when it first uses them, not at its start', async (service) => {
    const files = await loadedAtStart(handlerEntry(service));
    expect(files.some((f) => f.includes('services/kit/http.ts'))).toBe(true);
    expect(files.filter((f) => /node_modules\/@aws-sdk\/client-(s3|sesv2)\//.test(f))).toEqual([]);
  });

  it('keeps the reference parser out of discovery\'s cold start: a chunk loaded by the first query with a number', async () => {
    const { outputs } = await metafileOf(handlerEntry('discovery'));
    // Output files by their place in the function's folder: `index.mjs`, `chunks/…`.
    const holding = (file: string) =>
      Object.entries(outputs)
        .filter(([, o]) => Object.keys(o.inputs).some((i) => i.includes(file)))
        .map(([out]) => out.slice(out.indexOf('verse-bundle-check/') + 'verse-bundle-check/'.length));
    expect(holding('discovery/engine.ts')).toEqual(['index.mjs']);
    expect(holding('bible-passage-reference-parser/')).toEqual([expect.stringMatching(/^chunks\//)]);

    // The bundled engine, run as a function runs it, answers a typed reference after a feeling.
    const task = mkdtempSync(join(tmpdir(), 'verse-bundled-engine-'));
    try {
      const entry = join(task, 'entry.ts');
      writeFileSync(
        entry,
        `import { discoverVerses } from ${JSON.stringify(join(services, 'discovery/engine.ts'))};
const ask = async (q: string) => (await discoverVerses(q, { version: 'WEB', limit: 3, today: '2026-01-01' })).verses.map((v) => v.reference);
console.log(JSON.stringify([await ask('i feel anxious'), await ask('jn 3 16'), await ask("the lord's prayer")]));`,
      );
      await build({ ...esbuildOptions(), entryPoints: { index: entry }, outdir: join(task, 'out'), absWorkingDir: services });
      for (const dir of ['data', 'generated']) cpSync(join(services, 'discovery', dir), join(task, 'out', dir), { recursive: true });
      const env = { ...process.env, CORPUS_DIR: resolve(services, '../shared/scripture/generated'), VERSE_QUIET: 'true' };
      const [feeling, reference, named] = JSON.parse(execFileSync(process.execPath, [join(task, 'out/index.mjs')], { encoding: 'utf8', env })) as string[][];
      expect(feeling.length).toBeGreaterThan(0);
      expect(reference).toEqual(['John 3:16']);
      expect(named[0]).toBe('Matthew 6:9');
    } finally {
      rmSync(task, { recursive: true, force: true });
    }
  }, 60_000);
});
