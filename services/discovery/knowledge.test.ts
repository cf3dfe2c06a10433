import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@verse/shared/api/schemas/discovery';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference, type VerseRef } from '@verse/shared/scripture/reference';
import { BOOKS } from '@verse/shared/scripture/books';
import { TOPIC_KINDS, type Setting, type Topic } from './domain/knowledge.ts';
import { placeSettings } from './domain/reflections.ts';
import { DATA_DIR } from './knowledge-files.ts';

/** The rules of `services/discovery/data/README.md`, checked over every knowledge file. */

const files = (dir: string) =>
  readdirSync(join(DATA_DIR, dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: `${dir}/${f}`, data: JSON.parse(readFileSync(join(DATA_DIR, dir, f), 'utf8')) as unknown }));

const topicFiles = files('topics');
const reflectionFiles = files('reflections');
const topics = topicFiles.flatMap((f) => f.data as Topic[]);
const calendar = JSON.parse(readFileSync(join(DATA_DIR, 'calendar.json'), 'utf8')) as unknown;
const settings = JSON.parse(readFileSync(join(DATA_DIR, 'settings.json'), 'utf8')) as Setting[];
const web = loadCorpus('WEB');

const REFERENCE = /^([1-3] )?[A-Z][a-z]+( of [A-Z][a-z]+)? \d+:\d+(-\d+)?$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PHRASE = /^[a-z0-9' ]+$/;

/** A problem with a reference, or undefined when it is a real, non-empty passage of at most 4 verses. */
const referenceProblem = (ref: string): string | undefined => {
  if (!REFERENCE.test(ref)) return 'not written Book C:V or Book C:V-W';
  const parsed: VerseRef | null = parseCanonicalReference(ref);
  if (!parsed) return 'unknown book, chapter or range';
  if ((parsed.endVerse ?? parsed.verse) - parsed.verse + 1 > 4) return 'a range of more than 4 verses';
  if (!web.exists(parsed)) return 'not in the corpus';
  if (!web.text(parsed)) return 'empty in the corpus';
  return undefined;
};

describe('discovery knowledge files', () => {
  it('topic files are arrays of topics with every field in shape', () => {
    const problems: string[] = [];
    for (const f of topicFiles) {
      if (!Array.isArray(f.data)) {
        problems.push(`${f.name}: not an array`);
        continue;
      }
      for (const t of f.data as Topic[]) {
        const at = `${f.name} ${t?.id}`;
        if (typeof t.id !== 'string' || !KEBAB.test(t.id)) problems.push(`${at}: id must be kebab-case`);
        if (typeof t.label !== 'string' || !t.label.trim()) problems.push(`${at}: label missing`);
        if (!(TOPIC_KINDS as readonly string[]).includes(t.kind)) problems.push(`${at}: kind ${t.kind}`);
        if (!(THEMES as readonly string[]).includes(t.theme)) problems.push(`${at}: theme ${t.theme}`);
        if (typeof t.need !== 'string' || !t.need || t.need[0] !== t.need[0].toLowerCase() || /\.$/.test(t.need)) problems.push(`${at}: need must start in lower case, without a period`);
        if (!Array.isArray(t.phrases) || t.phrases.length < 10) problems.push(`${at}: fewer than 10 phrases`);
        for (const p of t.phrases ?? []) if (typeof p !== 'string' || !PHRASE.test(p)) problems.push(`${at}: phrase ${JSON.stringify(p)}`);
        if (!Array.isArray(t.related)) problems.push(`${at}: related must be a list`);
        if (!Array.isArray(t.verses) || t.verses.length < 12) problems.push(`${at}: fewer than 12 verses`);
        for (const v of t.verses ?? []) {
          if (typeof v.why !== 'string' || !v.why || /\.$/.test(v.why) || v.why.split(/\s+/).length > 25 || v.why[0] !== v.why[0].toLowerCase())
            problems.push(`${at} ${v.ref}: why must be a lower-case phrase of at most 25 words without a period`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('topic ids are unique and related ids exist', () => {
    const ids = topics.map((t) => t.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const known = new Set(ids);
    expect(topics.flatMap((t) => (t.related ?? []).filter((r) => !known.has(r)).map((r) => `${t.id} → ${r}`))).toEqual([]);
  });

  it('every topic verse is a real, non-empty passage, listed once per topic', () => {
    const problems: string[] = [];
    for (const t of topics) {
      const refs = (t.verses ?? []).map((v) => v.ref);
      refs.forEach((ref, i) => {
        const p = referenceProblem(ref);
        if (p) problems.push(`${t.id} ${ref}: ${p}`);
        if (refs.indexOf(ref) !== i) problems.push(`${t.id} ${ref}: listed twice`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('the calendar has 366 different, real references', () => {
    expect(Array.isArray(calendar)).toBe(true);
    const refs = calendar as string[];
    expect(refs).toHaveLength(366);
    expect(refs.filter((r, i) => refs.indexOf(r) !== i)).toEqual([]);
    expect(refs.flatMap((r) => (referenceProblem(r) ? [`${r}: ${referenceProblem(r)}`] : []))).toEqual([]);
  });

  it('reflections: one per reference across files, all different, for every top-3 and calendar verse', () => {
    const all = new Map<string, string>();
    const problems: string[] = [];
    for (const f of reflectionFiles) {
      for (const [ref, text] of Object.entries(f.data as Record<string, string>)) {
        if (all.has(ref)) problems.push(`${f.name} ${ref}: reflected twice`);
        if (typeof text !== 'string' || text.trim().split(/(?<=[.!?])\s+/).length < 2) problems.push(`${f.name} ${ref}: needs 2-4 sentences`);
        const p = referenceProblem(ref);
        if (p) problems.push(`${f.name} ${ref}: ${p}`);
        all.set(ref, text);
      }
    }
    const texts = [...all.values()];
    problems.push(...texts.filter((t, i) => texts.indexOf(t) !== i).map((t) => `same reflection twice: ${t.slice(0, 60)}`));
    const needed = new Set([...topics.flatMap((t) => (t.verses ?? []).slice(0, 3).map((v) => v.ref)), ...(calendar as string[])]);
    problems.push(...[...needed].filter((r) => !all.has(r)).map((r) => `${r}: no reflection`));
    expect(problems).toEqual([]);
  });

  it('settings: every chapter of every book has one, each a sentence of setting and an invitation that ends in a full stop', () => {
    const problems: string[] = [];
    for (const s of settings) {
      const book = BOOKS.find((b) => b.name === s.book);
      if (!book) problems.push(`${s.book}: no such book`);
      const m = s.chapters === undefined ? null : /^(\d+)-(\d+)$/.exec(s.chapters);
      if (s.chapters !== undefined && (!m || Number(m[1]) > Number(m[2]) || Number(m[2]) > (book?.chapters ?? 0))) problems.push(`${s.book} ${s.chapters}: chapters not "from-to"`);
      if (typeof s.setting !== 'string' || !/^[A-Z].*[^.]$/.test(s.setting)) problems.push(`${s.book}: setting must be one capitalised clause without a full stop`);
      if (typeof s.invitation !== 'string' || !/^[A-Z].*[.!?]$/.test(s.invitation)) problems.push(`${s.book}: invitation must be whole sentences`);
    }
    const placed = placeSettings(settings);
    for (const book of BOOKS) {
      for (let chapter = 1; chapter <= book.chapters; chapter++) {
        if (!placed[book.index]?.some((p) => chapter >= p.from && chapter <= p.to)) problems.push(`${book.name} ${chapter}: no setting`);
      }
    }
    expect(problems).toEqual([]);
  });
});
