import S3rver from 's3rver';
import type { Closable } from './net.ts';

/** s3rver on loopback with the given buckets; its credentials are S3RVER / S3RVER. */
export const startS3 = async (dir: string, buckets: string[]): Promise<Closable & { endpoint: string }> => {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
    },
  };
};
