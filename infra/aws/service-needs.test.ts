import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES, type ServiceName } from '@verse/shared/api/routes/index';
import { SERVICE_NEEDS } from './service-needs.ts';

const services = resolve(import.meta.dirname, '../../services');

/** What runs as each service's functions: its API handler, and the scheduled job granted the same. */
const ENTRIES: Record<ServiceName, string[]> = Object.fromEntries(SERVICE_NAMES.map((s) => [s, [`${s}/handler.ts`]])) as Record<ServiceName, string[]>;
ENTRIES['daily-ten'].push('daily-ten/refresh.ts');
ENTRIES.speech.push('speech/prewarm.ts');

const IMPORT = /(?:from\s+|import\s*\(\s*)'([^']+)'/g;
const TABLE = /tableName\('(\w+)'\)/g;

/** Every table named in the files an entry imports, followed through relative and `#kit/` imports. */
const reachableTables = (entries: string[]) => {
  const seen = new Set<string>();
  const tables = new Set<string>();
  const queue = entries.map((e) => join(services, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, table] of source.matchAll(TABLE)) tables.add(table);
    for (const [, spec] of source.matchAll(IMPORT)) {
      if (spec.startsWith('.')) queue.push(resolve(dirname(file), spec));
      else if (spec.startsWith('#kit/')) queue.push(join(services, 'kit', spec.slice('#kit/'.length)));
    }
  }
  return [...tables].sort();
};

describe('each function is granted exactly the tables its code can reach', () => {
  it.each(SERVICE_NAMES)('%s', (service) => {
    const needs = SERVICE_NEEDS[service];
    const granted = [...new Set([...needs.tables, ...(needs.readTables ?? [])])].sort();
    expect(reachableTables(ENTRIES[service])).toEqual(granted);
  });
});
