import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShell } from './app-shell-plugin.ts';
import { scriptureQuotes } from './scripture-quotes-plugin.ts';

export default defineConfig({
  plugins: [react(), scriptureQuotes(), appShell()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: { proxy: { '/api': 'http://localhost:8787', '/_dev': 'http://localhost:8787' } },
});
