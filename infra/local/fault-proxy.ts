import { connect, createServer, type Socket } from 'node:net';
import { listen, type Closable } from './net.ts';

/** How a part of the local stack behaves: working, not answering at all, or answering late. */
export type FaultMode = 'up' | 'down' | 'slow';
export const FAULT_MODES: readonly FaultMode[] = ['up', 'down', 'slow'];

export interface FaultProxy extends Closable {
  endpoint: string;
  readonly mode: FaultMode;
  set(mode: FaultMode, delayMs?: number): void;
}

/**
 * A TCP relay in front of one local server, so tests can take that server away or slow it while
 * the services keep their endpoint: `down` cuts every open connection and refuses new ones the
 * moment they connect; `slow` holds each chunk the services send for `delayMs`.
 */
export const startFaultProxy = async (target: string): Promise<FaultProxy> => {
  const { hostname, port: targetPort } = new URL(target);
  let mode: FaultMode = 'up';
  let delayMs = 0;
  const open = new Set<Socket>();

  const server = createServer((client) => {
    if (mode === 'down') return client.destroy();
    const upstream = connect(Number(targetPort), hostname);
    open.add(client);
    const end = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('data', (chunk) => {
      if (mode === 'slow') setTimeout(() => upstream.write(chunk), delayMs);
      else upstream.write(chunk);
    });
  });
  const { port, close } = await listen(server);

  return {
    endpoint: `http://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    set(next, ms = 0) {
      mode = next;
      delayMs = ms;
      if (next === 'down') for (const socket of open) socket.destroy();
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await close();
    },
  };
};
