import { dirname, join, resolve } from 'node:path';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build, stop, type Plugin } from 'esbuild';

const RUNTIME = resolve(import.meta.dirname, 'function-runtime.ts');

/**
 * The local stack's code as its workers and processes run it: each function's handler with the
 * runtime that serves it, and each program (the stand-ins), bundled into one module apiece (npm
 * packages stay where npm put them), so they load plain JavaScript without a TypeScript loader of
 * their own. A source file's `import.meta` keeps naming the source file, where the data it reads lives.
 */
export const bundleLocalStack = async <F extends string, P extends string>(
  { functions, programs }: { functions: Record<F, string>; programs: Record<P, string> },
  outdir: string,
) => {
  const file = (name: string) => join(outdir, `${name}.mjs`);
  const paths = <N extends string>(entries: Record<N, string>) => Object.fromEntries(Object.keys(entries).map((name) => [name, file(name)])) as Record<N, string>;
  await build({
    entryPoints: [
      ...Object.keys(functions).map((name) => ({ in: `function:${name}`, out: name })),
      ...Object.entries<string>(programs).map(([name, path]) => ({ in: path, out: name })),
    ],
    outExtension: { '.js': '.mjs' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    // The local stack never traces with the X-Ray SDK: folded away, its import (which hooks every async call) is never loaded.
    define: { 'process.env.VERSE_SDK_TRACING': JSON.stringify('off') },
    plugins: [functionEntries(functions), sourceLocations, dependenciesInPlace],
  });
  // esbuild's service process would otherwise stay beside the stack for as long as it runs.
  await stop();
  return { functions: paths(functions), programs: paths(programs) };
};

/** `function:<name>`: the entry that hands the function's handler to the worker runtime. */
const functionEntries = (entries: Record<string, string>): Plugin => ({
  name: 'function-entries',
  setup(b) {
    b.onResolve({ filter: /^function:/ }, (args) => ({ path: args.path.slice('function:'.length), namespace: 'function' }));
    b.onLoad({ filter: /.*/, namespace: 'function' }, (args) => ({
      contents: `import { handler } from ${JSON.stringify(entries[args.path])};\nimport { serveInvocations } from ${JSON.stringify(RUNTIME)};\nserveInvocations(handler);\n`,
      resolveDir: dirname(RUNTIME),
      loader: 'ts',
    }));
  },
});

const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

/** npm packages are imported from where they are installed (by absolute path), not bundled. */
const dependenciesInPlace: Plugin = {
  name: 'dependencies-in-place',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, async (args) => {
      if (args.pluginData === 'in-place' || args.path.startsWith('node:') || args.path.startsWith('@verse/')) return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'in-place' });
      if (found.errors.length) return { errors: found.errors };
      return { path: found.external ? args.path : pathToFileURL(found.path).href, external: true };
    });
  },
};
