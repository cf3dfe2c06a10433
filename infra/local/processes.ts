import { spawn } from 'node:child_process';
import type { Closable } from './net.ts';

/**
 * Runs a bundled program in a process of its own and resolves once it prints `ready <endpoint>`.
 * The process is tied to this one by an IPC channel, so it stops when this process is gone, even
 * killed; `close` stops it and waits for it to exit.
 */
export const startProcess = (program: string, args: string[], name: string) =>
  new Promise<Closable & { endpoint: string }>((done, fail) => {
    const child = spawn(process.execPath, ['--enable-source-maps', program, ...args], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let log = '';
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      process.stderr.write(chunk);
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\S+)/.exec(out);
      if (!ready) return;
      child.stdout!.removeAllListeners('data').resume();
      done({
        endpoint: ready[1],
        close: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => fail(new Error(`${name} stopped before it was ready (exit ${code}): ${log}`)));
  });
