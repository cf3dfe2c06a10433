import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { visitorAddress } from './api.ts';

/** Chromium flags that keep a headless browser quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = () => {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it (apt-get install chromium) or set CHROME_PATH.`);
  }
  return path;
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });

/** A fresh context (own storage) with the run's base URL; mobile-first viewport unless told otherwise. */
export const newContext = (browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 375, height: 812 },
    // The offline tests turn the service worker on; elsewhere every request goes to the stack as the test routes it.
    serviceWorkers: 'block',
    ...options,
    // Each browser is a visitor on its own network unless the test names one.
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress(), ...options.extraHTTPHeaders },
  });

/** Fails the test on any uncaught page error, so a broken page never passes quietly. */
export const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};
