import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES, type ServiceName } from '@verse/shared/api/routes/index';
import { SERVICE_NEEDS, TABLE_ACTIONS } from './service-needs.ts';

const services = resolve(import.meta.dirname, '../../services');

/** What runs as each service's functions: its API handler, and the scheduled job granted the same. */
const ENTRIES: Record<ServiceName, string[]> = Object.fromEntries(SERVICE_NAMES.map((s) => [s, [`${s}/handler.ts`]])) as Record<ServiceName, string[]>;
ENTRIES['daily-ten'].push('daily-ten/refresh.ts');
ENTRIES.speech.push('speech/prewarm.ts');

const IMPORT = /(?:from\s+|import\s*\(\s*)'([^']+)'/g;
const TABLE = /tableName\('(\w+)'\)/g;
const COMMAND = /new (\w+)Command\(/g;
/** `new DeleteCommand({ TableName: tokens(), …` with `const tokens = () => config.tableName('tokens')` in the same file. */
const DELETE_FROM = /new DeleteCommand\(\s*\{\s*TableName:\s*(\w+)\(\)/g;
const tableOf = (source: string, accessor: string) => new RegExp(`const ${accessor} = \\(\\) => config\\.tableName\\('(\\w+)'\\)`).exec(source)?.[1];

/** The tables named, deleted from, and DynamoDB commands sent in the files an entry imports, followed through relative and `#kit/` imports. */
const reach = (entries: string[]) => {
  const seen = new Set<string>();
  const tables = new Set<string>();
  const deletesFrom = new Set<string>();
  const commands = new Set<string>();
  const queue = entries.map((e) => join(services, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, table] of source.matchAll(TABLE)) tables.add(table);
    for (const [, command] of source.matchAll(COMMAND)) commands.add(command);
    for (const [, accessor] of source.matchAll(DELETE_FROM)) deletesFrom.add(tableOf(source, accessor) ?? `unresolved: ${accessor}`);
    for (const [, spec] of source.matchAll(IMPORT)) {
      if (spec.startsWith('.')) queue.push(resolve(dirname(file), spec));
      else if (spec.startsWith('#kit/')) queue.push(join(services, 'kit', spec.slice('#kit/'.length)));
    }
  }
  return { tables: [...tables].sort(), deletesFrom: [...deletesFrom].sort(), commands: [...commands].sort() };
};

const DYNAMO_COMMANDS = ['Get', 'Put', 'Update', 'Delete', 'Query', 'Scan', 'BatchGet', 'BatchWrite', 'TransactGet', 'TransactWrite'];
/** The commands the granted actions (`TABLE_ACTIONS`) allow. */
const GRANTED_COMMANDS = ['BatchGet', 'Delete', 'Get', 'Put', 'Query', 'Update'];

describe('each function is granted exactly the tables its code can reach', () => {
  it.each(SERVICE_NAMES)('%s', (service) => {
    const needs = SERVICE_NEEDS[service];
    const granted = [...new Set([...needs.tables, ...(needs.readTables ?? [])])].sort();
    expect(reach(ENTRIES[service]).tables).toEqual(granted);
  });
});

describe('each function may delete from exactly the tables its code deletes from, and sends no command its grants refuse', () => {
  it.each(SERVICE_NAMES)('%s', (service) => {
    const { deletesFrom, commands } = reach(ENTRIES[service]);
    expect(deletesFrom).toEqual([...(SERVICE_NEEDS[service].deletesFrom ?? [])].sort());
    for (const command of commands.filter((c) => DYNAMO_COMMANDS.includes(c))) expect(GRANTED_COMMANDS).toContain(command);
  });

  it('grants the actions those commands need', () => {
    expect([...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write, ...TABLE_ACTIONS.delete].map((a) => a.replace('dynamodb:', '').replace(/Item$/, '')).sort()).toEqual(GRANTED_COMMANDS);
  });
});
