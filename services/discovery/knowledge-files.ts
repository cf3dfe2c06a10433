import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knowledge, Reflections, Setting, Topic } from './domain/knowledge.ts';
import { logger } from '#kit/logger.ts';

export const DATA_DIR = join(import.meta.dirname, 'data');

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f))
    : [];

/**
 * Reads every knowledge file. A file that cannot be parsed is skipped with a warning so one bad
 * edit never takes search down; the data-validation test is what keeps the files correct.
 */
export const readKnowledge = (dir = DATA_DIR): Knowledge => {
  const topics: Topic[] = [];
  const reflections: Record<string, string> = {};
  const tryRead = (path: string, use: (data: unknown) => void) => {
    try {
      use(readJson(path));
    } catch (error) {
      logger.warn('knowledge file skipped', { path, error });
    }
  };
  for (const path of jsonFiles(join(dir, 'topics'))) {
    tryRead(path, (data) => {
      if (Array.isArray(data)) topics.push(...(data as Topic[]));
    });
  }
  for (const path of jsonFiles(join(dir, 'reflections'))) {
    tryRead(path, (data) => {
      if (data && typeof data === 'object' && !Array.isArray(data)) Object.assign(reflections, data as Reflections);
    });
  }
  const arrayIn = (file: string): unknown[] => {
    let items: unknown[] = [];
    const path = join(dir, file);
    if (existsSync(path)) {
      tryRead(path, (data) => {
        if (Array.isArray(data)) items = data;
      });
    }
    return items;
  };
  const calendar = arrayIn('calendar.json').filter((r): r is string => typeof r === 'string');
  const settings = arrayIn('settings.json') as Setting[];
  return { topics, reflections, calendar, settings };
};
