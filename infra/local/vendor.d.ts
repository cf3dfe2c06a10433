declare module 'dynalite' {
  import type { Server } from 'node:http';
  const dynalite: (options: { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number }) => Server;
  export default dynalite;
}

declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string; configs: unknown[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
