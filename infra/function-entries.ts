import { resolve } from 'node:path';
import type { ServiceName } from '@verse/shared/api/routes/index';

const services = resolve(import.meta.dirname, '../services');

/** A service's Lambda handler module: what CDK bundles and the local stack runs. */
export const handlerEntry = (service: ServiceName) => resolve(services, service, 'handler.ts');

/** The scheduled jobs' modules: the Daily Ten's weekly refresh, and speaking the week ahead. */
export const JOB_ENTRIES = {
  dailyTenRefresh: resolve(services, 'daily-ten/refresh.ts'),
  speechPrewarm: resolve(services, 'speech/prewarm.ts'),
} as const;
