import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BOOKS } from '../../shared/scripture/books.ts';
import { percentile } from './_stats.ts';

const CHAPTERS = 200;
/**
 * One press of →, timed in the page until the next verse is painted: the new reference is seen as
 * soon as it is in the page (a mutation observer), then the animation frame that draws it and the
 * paint that follows. A string, so that nothing the bundler adds to functions reaches the page.
 */
const STEP = `new Promise((done) => {
  const text = document.querySelector('#reader-reference').textContent;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (document.querySelector('#reader-reference')?.textContent === text) return;
    observer.disconnect();
    const inPage = performance.now() - start;
    requestAnimationFrame(() => setTimeout(() => done([inPage, performance.now() - start])));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
})`;
const STEPS = 60;

/** Every n-th chapter of the Bible, alternating versions, so each fetch is a chapter not asked for before. */
const chapterPaths = () => {
  const all = BOOKS.flatMap((b) => Array.from({ length: b.chapters }, (_, i) => `${b.name.replaceAll(' ', '%20')}/${i + 1}`));
  const every = Math.floor(all.length / CHAPTERS);
  return Array.from({ length: CHAPTERS }, (_, i) => `/api/bible-reader/chapter/${all[i * every]}?version=${i % 2 ? 'KJV' : 'WEB'}`);
};

/**
 * The Bible reader: a whole chapter fetched through the local gateway (200 different chapters in
 * turn, then one chapter again), and, in Chromium, the time from pressing → to the next verse
 * painted, for 60 steps from Genesis 1:1 (across the end of chapter 1 into chapter 2).
 */
export async function run(): Promise<Record<string, unknown>> {
  process.env.VERSE_QUIET = 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-bible-'));
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const stack = await startLocalStack({ dataDir, webDir: join(import.meta.dirname, '../../web/dist') });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const timed = async (path: string) => {
      const t = performance.now();
      const res = await fetch(`${stack.url}${path}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
      return performance.now() - t;
    };
    const firstMs: number[] = [];
    for (const path of chapterPaths()) firstMs.push(await timed(path));
    const againMs: number[] = [];
    for (let i = 0; i < CHAPTERS; i++) againMs.push(await timed('/api/bible-reader/chapter/Psalms/119?version=WEB'));

    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${stack.url}/bible-reader/Genesis/1/1`);
    await page.locator('.reader__text').waitFor();
    const inPageMs: number[] = [];
    const paintMs: number[] = [];
    const slowest: [string, number][] = [];
    for (let i = 0; i < STEPS; i++) {
      const [domMs, ms] = await page.evaluate<[number, number]>(STEP);
      inPageMs.push(domMs);
      paintMs.push(ms);
      slowest.push([await page.locator('#reader-reference').innerText(), Math.round(ms * 10) / 10]);
    }
    const reached = await page.locator('#reader-reference').innerText();
    return {
      chapterFetchMsP50: percentile(firstMs, 50),
      chapterFetchMsP99: percentile(firstMs, 99),
      chapterFetchAgainMsP50: percentile(againMs, 50),
      chapterFetchAgainMsP99: percentile(againMs, 99),
      nextVerseInPageMsP50: percentile(inPageMs, 50),
      nextVerseInPageMsP99: percentile(inPageMs, 99),
      nextVersePaintMsP50: percentile(paintMs, 50),
      nextVersePaintMsP99: percentile(paintMs, 99),
      nextVersePaintMsMax: Math.round(Math.max(...paintMs) * 10) / 10,
      nextVersePaintSlowest: slowest.sort((a, b) => b[1] - a[1]).slice(0, 3),
      stepsFrom: 'Genesis 1:1',
      stepsTo: reached,
    };
  } finally {
    await browser.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
