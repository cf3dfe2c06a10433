import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = join(import.meta.dirname, '../../web');
const DIST = join(WEB, 'dist');
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

interface Asset {
  name: string;
  raw: number;
  gzip: number;
  text: string;
}

const assets = async (): Promise<Asset[]> => {
  const dir = join(DIST, 'assets');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.js') || n.endsWith('.css'));
  return Promise.all(
    names.map(async (name) => {
      const buf = await readFile(join(dir, name));
      return { name, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, text: buf.toString('utf8') };
    }),
  );
};

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** The JS a first visit to `/` runs before the page shows: the entry, the home route chunk and their static imports. */
const homeFirstLoad = async (all: Asset[]) => {
  // Inline scripts name every page's chunks (each preloaded on its own address only): not counted.
  const html = (await readFile(join(DIST, 'index.html'), 'utf8')).replace(/<script>[\s\S]*?<\/script>/g, '');
  const byName = new Map(all.map((a) => [a.name, a]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    const asset = byName.get(name);
    if (!asset || seen.has(name)) return;
    seen.add(name);
    for (const m of asset.text.matchAll(STATIC_IMPORT)) visit(m[1]);
  };
  for (const m of html.matchAll(/assets\/([\w.-]+\.js)/g)) visit(m[1]);
  const home = all.find((a) => /^home-page-[\w-]+\.js$/.test(a.name));
  if (home) visit(home.name);
  const files = [...seen].map((n) => byName.get(n)!);
  return { files: files.map((f) => f.name).sort(), raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) };
};

const lighthouseScores = async () => {
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dataDir = await mkdtemp(join(tmpdir(), 'verse-bench-web-'));
  const stack = await startLocalStack({ dataDir, port: 0, webDir: DIST });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const once = async (path: string) => {
    const result = await lighthouse(`${stack.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = result!.lhr;
    // BENCH_LIGHTHOUSE_REPORT=/tmp/lh.json keeps the full report of the home page for reading the audits behind the scores.
    if (process.env.BENCH_LIGHTHOUSE_REPORT && path === '/') await writeFile(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(lhr, null, 2));
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      lighthousePerformance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lighthouseAccessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lighthouseFcpMs: metric('first-contentful-paint'),
      lighthouseLcpMs: metric('largest-contentful-paint'),
      lighthouseTbtMs: metric('total-blocking-time'),
      lighthouseCls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    };
  };
  /** The median of three runs by performance score (a single Lighthouse run varies by several points). */
  const scores = async (path: string) => {
    const runs = [await once(path), await once(path), await once(path)];
    return runs.sort((a, b) => a.lighthousePerformance - b.lighthousePerformance)[1];
  };
  try {
    return {
      ...(await scores('/')),
      dailyTen: await scores('/daily-ten'),
      bibleReader: await scores('/bible-reader'),
      bookChapters: await scores('/genesis-chapters'),
      verseReader: await scores('/bible-reader/Genesis/1/1'),
      recommendations: await scores('/recommendations'),
      account: await scores('/account'),
    };
  } finally {
    chrome.kill();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

/**
 * Web build sizes (raw and gzip; total and the home route's first load) and Lighthouse mobile scores
 * (median of three) of `/`, `/daily-ten`, `/bible-reader`, `/genesis-chapters`, a verse page,
 * `/recommendations` and `/account` on the built app.
 */
export async function run(): Promise<Record<string, unknown>> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: WEB, stdio: 'ignore' });
  const all = await assets();
  const js = all.filter((a) => a.name.endsWith('.js'));
  const css = all.filter((a) => a.name.endsWith('.css'));
  const sum = (xs: Asset[], k: 'raw' | 'gzip') => kb(xs.reduce((s, a) => s + a[k], 0));
  const home = await homeFirstLoad(all);
  return {
    jsTotalKb: sum(js, 'raw'),
    jsTotalGzipKb: sum(js, 'gzip'),
    cssTotalKb: sum(css, 'raw'),
    cssTotalGzipKb: sum(css, 'gzip'),
    homeFirstLoadJsKb: kb(home.raw),
    homeFirstLoadJsGzipKb: kb(home.gzip),
    homeFirstLoadFiles: home.files,
    ...(await lighthouseScores()),
  };
}
