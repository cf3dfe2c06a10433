import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { cpSync } from 'node:fs';
import { esbuildOptions } from '../infra/aws/bundling.ts';
import { handlerEntry } from '../infra/function-entries.ts';
const dir = '/tmp/one/discovery-named';
buildSync({ ...esbuildOptions(), minify: false, entryPoints: { index: handlerEntry('discovery') }, outdir: dir });
for (const d of ['data', 'generated']) cpSync(join('services/discovery', d), join(dir, d), { recursive: true });
cpSync('shared/scripture/generated', join(dir, 'corpus'), { recursive: true });
