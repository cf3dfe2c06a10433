import { readdirSync } from 'node:fs';
import * as z from 'zod/mini';

/**
 * Every field name any request schema declares, read from the schema modules themselves (for the
 * adversarial-input tests: a new field or route is covered without editing a list).
 */
export const requestSchemas = async () => {
  const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'request-fields.ts');
  const schemas: Record<string, z.ZodMiniObject> = {};
  for (const file of files) {
    const mod = (await import(`./${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) if (value instanceof z.ZodMiniObject) schemas[`${file}:${name}`] = value;
  }
  return schemas;
};

export const requestFieldNames = async () => [...new Set(Object.values(await requestSchemas()).flatMap((s) => Object.keys(s.shape)))].sort();
