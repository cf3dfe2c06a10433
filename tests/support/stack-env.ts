import { inject } from 'vitest';

/** Points in-process stores at the run's local stack, the same way the gateway's services see it. */
Object.assign(process.env, inject('stackEnv'));
