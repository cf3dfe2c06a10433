import { resolve } from 'node:path';
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

const bundledFiles = async (entry: string, tracing: TracingMode = 'lambda') => {
  const result = await build({ ...esbuildOptions(tracing), entryPoints: [entry], write: false, outdir: '/tmp/verse-bundle-check', metafile: true });
  return Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
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
});
