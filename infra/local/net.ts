import { createServer, type Server } from 'node:net';

export interface Closable {
  close(): Promise<void>;
}

/** Listens on loopback (port 0 picks a free one) and resolves with the port and a closer. */
export const listen = (server: Server, port = 0, host = '127.0.0.1') =>
  new Promise<{ port: number; close: () => Promise<void> }>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        port: bound,
        close: () =>
          new Promise<void>((done) => {
            (server as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });

/** Whether a port on loopback is free, so `npm start` can say so clearly instead of crashing. */
export const portIsFree = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
