import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { IMMUTABLE_BIBLE_PATHS } from '../shared/api/routes/bible.ts';
import { OFFLINE_CACHE_PREFIX } from '../shared/browser.ts';
import { appShell } from './app-shell-plugin.ts';
import { scriptureQuotes } from './scripture-quotes-plugin.ts';

/**
 * Addresses of chapters and books (public, and never changing, so any copy is good), as the pattern
 * Workbox matches against a whole address (it is written into the worker, so it must be a RegExp).
 */
const scriptureAddresses = new RegExp(
  `^https?://[^/]+(${IMMUTABLE_BIBLE_PATHS.map((p) => p.replace('/*', '/[^?#]+')).join('|')})(\\?[^#]*)?$`,
);

/**
 * The installable, offline app: a manifest, and a Workbox service worker that keeps every page's code
 * and the chapters read. API answers that belong to a person are never cached by it; the app keeps
 * those itself, per person. A new deploy waits for the visitor's "Reload" (`src/app/offline-app.ts`).
 */
const offlineApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Verse: the right Bible verse',
      short_name: 'Verse',
      description: 'Bible verses for how you feel, what you ask, a topic or a date, a verse of the day and the Daily Ten.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#14213d',
      theme_color: '#14213d',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      cacheId: OFFLINE_CACHE_PREFIX,
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/_dev\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: scriptureAddresses,
          handler: 'CacheFirst',
          // Room for every chapter and book of both versions (2,511 answers of a few KB), so a book kept for
          // offline reading is never pushed out by chapters read later.
          options: { cacheName: `${OFFLINE_CACHE_PREFIX}-scripture`, expiration: { maxEntries: 2_600 }, cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });

export default defineConfig({
  plugins: [react(), scriptureQuotes(), appShell(), offlineApp()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Left alone, every module the routes share in a different combination becomes a file of its
        // own, and the home page's first load grows by their overhead. React stays one file, and the
        // small shared parts the home page needs anyway (ui, lib, usage, browser constants) one more.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'common',
              test: /web[\\/]src[\\/](ui[\\/](?!dialog)|lib[\\/]|features[\\/]usage[\\/])|shared[\\/](browser|constants)\.ts/,
              minShareCount: 2,
            },
            // The verse card's small helpers, shared by the home page and the readers: one file, not six.
            {
              name: 'verse-bits',
              test: /web[\\/]src[\\/]features[\\/](verses[\\/](components[\\/](audio-button|icons)|audio[\\/](audio-plan|use-verse-audio)|copy-verse|quote|local-date)|session[\\/]api)\.tsx?$|scripture-quotes/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8787', '/_dev': 'http://localhost:8787' } },
});
