import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * The installed app's icons, drawn from the brand mark (`web/public/favicon.svg`) by Chromium:
 * 192 and 512 px, and a 512 px maskable one whose mark keeps to the safe middle 80 %.
 * `npx tsx scripts/make-app-icons.ts` after the mark changes; the PNGs are kept in the repository.
 */
const web = join(import.meta.dirname, '../web/public');
const svg = readFileSync(join(web, 'favicon.svg'), 'utf8');
const out = join(web, 'icons');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const draw = async (size: number, file: string, maskable: boolean) => {
  await page.setViewportSize({ width: size, height: size });
  const mark = maskable ? `<div style="width:100%;height:100%;background:#14213d;display:grid;place-items:center"><div style="width:80%;height:80%">${svg}</div></div>` : svg;
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{width:100%;height:100%;display:block}</style>${mark}`);
  await page.screenshot({ path: join(out, file), omitBackground: true });
};
await draw(192, 'icon-192.png', false);
await draw(512, 'icon-512.png', false);
await draw(512, 'maskable-512.png', true);
await browser.close();
