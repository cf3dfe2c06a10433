import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { basename } from 'node:path';

/**
 * `npm run bench`: runs every benchmark module in this folder (each exports `run()` returning its
 * figures) one after another, each in its own process, and prints all figures as one JSON object.
 * `npm run bench -- web corpus` runs only the named modules.
 */
const only = process.argv[2] === '--one' ? [] : process.argv.slice(2);
const dir = import.meta.dirname;
const names = (await readdir(dir))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && !f.startsWith('_'))
  .map((f) => basename(f, '.ts'))
  .filter((n) => only.length === 0 || only.includes(n))
  .sort();

/** One module's figures, measured in a process of its own: each starts its own local stack, and the services keep process-wide clients. */
const measure = (name: string) =>
  new Promise<unknown>((done) => {
    const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--one', name], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', () => {
      try {
        done(JSON.parse(out.trim().split('\n').pop() ?? ''));
      } catch {
        done({ error: `the ${name} benchmark printed no figures` });
      }
    });
  });

if (process.argv[2] === '--one') {
  const name = process.argv[3];
  let figures: unknown;
  try {
    const mod = (await import(`./${name}.ts`)) as { run: () => Promise<Record<string, unknown>> };
    figures = await mod.run();
  } catch (error) {
    figures = { error: error instanceof Error ? error.message : String(error) };
  }
  console.log(JSON.stringify(figures));
  process.exit(0);
}

const results: Record<string, unknown> = {};
for (const name of names) {
  const started = Date.now();
  process.stderr.write(`bench: ${name}...\n`);
  results[name] = await measure(name);
  process.stderr.write(`bench: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
console.log(JSON.stringify(results, null, 2));
process.exit(0);
