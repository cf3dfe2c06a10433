// `npm start`: install what is missing, build, and run the whole app on the embedded local stack.
import { spawn } from 'node:child_process';
import { bin, buildAll, ensureInstalled, root } from './lib/prepare.mjs';

ensureInstalled();
buildAll();

const child = spawn(bin('tsx'), ['infra/local/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...process.env },
});
// Ctrl-C reaches the whole process group; the stack stops its servers, then this exits with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
