import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';

const FAILURES = resolve(import.meta.dirname, '../../.tmp/e2e-failures');
/** Lines of a trail kept: the last moments before a failure are what explain it. */
const KEPT = 60;
/** What the page's own listeners say (`PAGE_EVENTS`), told apart from the app's console messages. */
const MARK = '[trail]';

/**
 * Taps and dialogs as the page saw them: which element each pointer press and click reached, and
 * each dialog opened or closed. A tap that "did nothing" then says whether it arrived at all.
 */
const PAGE_EVENTS = (mark: string) => {
  const named = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return String(target);
    const label = target.getAttribute('aria-label') ?? target.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return `<${target.tagName.toLowerCase()}${target.className && typeof target.className === 'string' ? `.${target.className.split(' ')[0]}` : ''}> "${label}"`;
  };
  for (const type of ['pointerdown', 'pointerup', 'click']) addEventListener(type, (e) => console.debug(`${mark} ${type} on ${named(e.target)}`), true);
  addEventListener('toggle', (e) => console.debug(`${mark} ${named(e.target)} ${(e as ToggleEvent).newState}`), true);
  addEventListener('close', (e) => console.debug(`${mark} closed ${named(e.target)}`), true);
};

const clock = (at: number) => new Date(at).toISOString().slice(11, 23);

/**
 * What a page went through that a failed step does not tell: its console errors and warnings, page
 * errors, requests that failed or were answered with a 5xx, where it navigated, the code it loaded
 * once on screen, taps and dialogs (`PAGE_EVENTS`); and, at the moment of failure, the requests
 * still unanswered (a page waiting on one shows nothing else).
 */
export const watchTrail = async (page: Page) => {
  const lines: string[] = [];
  const pending = new Map<Request, number>();
  const note = (line: string) => {
    lines.push(`${clock(Date.now())} ${line}`);
    if (lines.length > KEPT) lines.shift();
  };
  page.on('request', (r) => pending.set(r, Date.now()));
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('requestfinished', (r) => {
    pending.delete(r);
    if (loaded && r.resourceType() === 'script') note(`loaded ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.text().startsWith(MARK)) note(m.text().slice(MARK.length + 1));
    // The tests block service workers but where they test one (`newContext`): that warning says nothing.
    else if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('blocked by Playwright')) note(`console ${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(PAGE_EVENTS, MARK);
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
