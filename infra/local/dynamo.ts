import dynalite from 'dynalite';
import { listen, type Closable } from './net.ts';

/** Starts dynalite on loopback; with `dir` its data persists there, otherwise it lives in memory. */
export const startDynamo = async (dir?: string): Promise<Closable & { endpoint: string }> => {
  const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const { port, close } = await listen(server);
  return { endpoint: `http://127.0.0.1:${port}`, close };
};
