import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { TEST_PASSWORD } from './accounts.ts';
import { unique } from './api.ts';
import { launchBrowser, newContext, watchErrors } from './browser.ts';
import { reportFailure, watchTrail } from './failure-report.ts';

/** One Chromium for a test file: launched before its first test, closed after its last. */
export const browserForFile = () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts before the first test of the file');
    return browser;
  };
};

/** A device id of the app's own form, unique to this run. */
export const newDeviceId = () => unique('device_e2e').replace(/[^A-Za-z0-9_-]/g, '_');

export interface VisitorOptions extends BrowserContextOptions {
  /** The device id the browser has stored: a fresh one unless given; `null` for a first visit. */
  deviceId?: string | null;
  /** A page to open first. */
  path?: string;
  /** Installs Playwright's clock: time flows as usual until the test pauses or moves it. */
  clock?: boolean;
}

/**
 * A visitor: a browser context of their own (storage, network address, device id) with one page,
 * whose uncaught errors are collected in `errors`. It is closed when the test ends; if the test
 * failed, the page's screenshot and what it went through are reported first (`failure-report.ts`).
 */
export const openVisitor = async (browser: Browser, { deviceId, path, clock, ...options }: VisitorOptions = {}) => {
  const context = await newContext(browser, options);
  if (clock) await context.clock.install();
  const id = deviceId === undefined ? newDeviceId() : deviceId;
  if (id) {
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('verse_device_id')) localStorage.setItem('verse_device_id', stored);
    }, id);
  }
  const page = await context.newPage();
  const errors = watchErrors(page);
  const trail = await watchTrail(page);
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(task.name, page, trail);
    await context.close();
  });
  if (path) await page.goto(path);
  return { context, page, errors, deviceId: id ?? undefined };
};

/** Two rendered frames: whatever the last change set off has been painted. */
export const nextFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Signs in on the home page through the Login dialog, as a person does, and waits for the account's menu. */
export const signInThroughDialog = async (page: Page, email: string, name = 'Ruth Reader') => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.locator('dialog[open]');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: new RegExp(name) }).waitFor();
};

/**
 * Clicks a link of the footer as a person does: scrolled to first, and on the home page once its
 * Daily Ten has loaded, since that section mounts as it comes near and pushes the footer down between
 * the press and the release (the click then lands on the footer, not the link).
 */
export const clickFooterLink = async (page: Page, name: string) => {
  const link = page.getByRole('contentinfo').getByRole('link', { name });
  await link.scrollIntoViewIfNeeded();
  if (new URL(page.url()).pathname === '/') await page.locator('section.daily-ten[aria-busy="false"]').waitFor();
  await link.click();
};

/**
 * The notification that says `text`. Wait on it with `waitFor()`, not inside `expect.poll`: a toast
 * comes and goes, and a poll that asks a vanished one for its text stalls for Playwright's whole timeout.
 */
export const toastSaying = (page: Page, text: string) => page.locator('.toast', { hasText: text });
