/**
 * Build step: the verses the Daily Ten may give, drawn from the topical library into
 * `services/daily-ten/generated/reading-pool.json` (shipped with the daily-ten functions, which never
 * read the library itself). A verse qualifies when it has a reflection written for it and a topic
 * that suits an ordinary day: crisis, bereavement and other heavy topics stay in search, where a
 * person asked for them. Each verse appears once, under the first suitable topic that lists it
 * (general topics first), and the pool is ordered theme by theme. Run after the discovery indexes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { THEMES } from '@verse/shared/api/schemas/discovery';
import { readKnowledge } from '../services/discovery/knowledge-files.ts';
import type { Topic, TopicKind } from '../services/discovery/domain/knowledge.ts';
import { sentence } from '../services/discovery/domain/reasons.ts';
import { hash } from '../services/discovery/domain/text.ts';
import type { PoolVerse, ReadingPool } from '../services/daily-ten/domain/pool.ts';

const OUT_DIR = resolve(import.meta.dirname, '../services/daily-ten/generated');

/** General topics give a verse its tag before situations do. */
const KIND_ORDER: readonly TopicKind[] = ['theme', 'doctrine', 'feeling', 'relationship', 'situation', 'occasion', 'question'];

/** Topics whose verses are answers to a particular pain or event, not a day's reading. */
const NOT_FOR_DAILY_READING = new Set([
  'suicidal-thoughts',
  'self-hatred',
  'hopelessness',
  'depression',
  'grief',
  'death-of-child',
  'death-of-parent',
  'death-of-spouse',
  'someone-dying',
  'pet-loss',
  'miscarriage',
  'infertility',
  'abuse-recovery',
  'infidelity',
  'divorce',
  'separation',
  'cancer',
  'hospital-stay',
  'war-and-violence',
  'natural-disaster',
  'scary-bible-verses',
  'random-bible-verse',
  'anger-at-god',
  'lust',
  'addiction',
  'judgment',
]);

/** A general topic names the card's tag ("Trusting God"); a feeling or situation would label the reader ("Sadness"), so the theme does. */
const tagOf = (topic: Topic) => (topic.kind === 'theme' || topic.kind === 'doctrine' ? topic.label : `${topic.theme[0].toUpperCase()}${topic.theme.slice(1)}`);

const buildReadingPool = (): ReadingPool => {
  const { topics, reflections } = readKnowledge();
  const ordered = [...topics]
    .filter((t) => !NOT_FOR_DAILY_READING.has(t.id))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const chosen = new Map<string, PoolVerse>();
  const add = (topic: Topic) => {
    for (const { ref, why } of topic.verses) {
      if (chosen.has(ref) || !reflections[ref] || !why) continue;
      chosen.set(ref, { reference: ref, theme: topic.theme, tag: tagOf(topic), reason: sentence(`This verse ${why}`), reflection: reflections[ref] });
    }
  };
  ordered.forEach(add);
  // Theme by theme, and within a theme in a fixed order that does not follow the library's.
  const verses = [...chosen.values()].sort(
    (a, b) => THEMES.indexOf(a.theme) - THEMES.indexOf(b.theme) || hash(a.reference) - hash(b.reference) || a.reference.localeCompare(b.reference),
  );
  return { verses };
};

mkdirSync(OUT_DIR, { recursive: true });
const pool = buildReadingPool();
writeFileSync(join(OUT_DIR, 'reading-pool.json'), JSON.stringify(pool));
console.log(`daily-ten reading pool: ${pool.verses.length} verses`);
