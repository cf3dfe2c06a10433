import { readdir } from 'node:fs/promises';
import { basename } from 'node:path';

/**
 * `npm run bench`: runs every benchmark module in this folder (each exports `run()` returning its
 * figures) one after another and prints all figures as one JSON object. `npm run bench -- web corpus`
 * runs only the named modules.
 */
const only = process.argv.slice(2);
const dir = import.meta.dirname;
const names = (await readdir(dir))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && !f.startsWith('_'))
  .map((f) => basename(f, '.ts'))
  .filter((n) => only.length === 0 || only.includes(n))
  .sort();

const results: Record<string, unknown> = {};
for (const name of names) {
  const started = Date.now();
  process.stderr.write(`bench: ${name}...\n`);
  try {
    const mod = (await import(`./${name}.ts`)) as { run: () => Promise<Record<string, unknown>> };
    results[name] = await mod.run();
  } catch (error) {
    results[name] = { error: error instanceof Error ? error.message : String(error) };
  }
  process.stderr.write(`bench: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
console.log(JSON.stringify(results, null, 2));
process.exit(0);
