import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './scripts/prerender-plugin.ts';

export default defineConfig({
  plugins: [react(), prerender()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The whole stylesheet is a few KB: inlined into the page by scripts/prerender-plugin.ts.
    cssCodeSplit: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
