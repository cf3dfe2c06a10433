// Type-checks each workspace under its own settings: the web without Node's types, services, infra
// and shared without the DOM's, and the scripts and tests (which drive a browser) with both.
import { spawn } from 'node:child_process';
import { bin, root } from './lib/prepare.mjs';

const TS_PROJECTS = ['tsconfig.json', 'shared', 'services', 'infra', 'web', 'web/tsconfig.node.json'];

const check = (project) =>
  new Promise((done) => {
    const child = spawn(bin('tsc'), ['-p', project, '--noEmit', '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => done({ project, code, out }));
  });

const results = await Promise.all(TS_PROJECTS.map(check));
for (const { project, code, out } of results) if (code) process.stderr.write(`\n${project}:\n${out}`);
process.exit(results.some((r) => r.code) ? 1 : 0);
