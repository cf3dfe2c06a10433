import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShell } from './app-shell-plugin.ts';
import { scriptureQuotes } from './scripture-quotes-plugin.ts';

export default defineConfig({
  plugins: [react(), scriptureQuotes(), appShell()],
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
              test: /web[\\/]src[\\/]features[\\/](verses[\\/](components[\\/](audio-button|icons)|audio[\\/]audio-plan|copy-verse|quote)|session[\\/]api)\.tsx?$|scripture-quotes/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8787', '/_dev': 'http://localhost:8787' } },
});
