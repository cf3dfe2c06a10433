import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';

const FAILURES = resolve(import.meta.dirname, '../../.tmp/e2e-failures');
/** Lines of a trail kept: the last moments before a failure are what explain it. */
const KEPT = 40;

const clock = (at: number) => new Date(at).toISOString().slice(11, 23);

/**
 * What a page went through that a failed step does not tell: its console errors and warnings, page
 * errors, requests that failed or were answered with a 5xx, and where it navigated; and, at the
 * moment of failure, the requests still unanswered (a page waiting on one shows nothing else).
 */
export const watchTrail = (page: Page) => {
  const lines: string[] = [];
  const pending = new Map<Request, number>();
  const note = (line: string) => {
    lines.push(`${clock(Date.now())} ${line}`);
    if (lines.length > KEPT) lines.shift();
  };
  page.on('request', (r) => pending.set(r, Date.now()));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('console', (m) => {
    // The tests block service workers but where they test one (`newContext`): that warning says nothing.
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('blocked by Playwright')) note(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    pending.delete(r);
    note(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? 'no reason'})`);
  });
  page.on('response', (r) => r.status() >= 500 && note(`${r.status()} for ${r.request().method()} ${r.url()}`));
  page.on('framenavigated', (f) => f === page.mainFrame() && note(`at ${f.url()}`));
  return (): string[] => [...lines, ...[...pending].map(([r, at]) => `${clock(at)} still waiting: ${r.method()} ${r.url()}`)];
};

/** A failed test's page: its screenshot (kept under `.tmp/e2e-failures`) and its trail, printed with the failure. */
export const reportFailure = async (test: string, page: Page, trail: () => readonly string[]) => {
  mkdirSync(FAILURES, { recursive: true });
  const path = join(FAILURES, `${test.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80)}.png`);
  const screenshot = await page.screenshot({ path, timeout: 5_000 }).then(
    () => path,
    (error: Error) => `none (${error.message.split('\n')[0]})`,
  );
  console.error([`"${test}" failed on ${page.url()}`, `screenshot: ${screenshot}`, ...trail().map((line) => `  ${line}`)].join('\n'));
};
