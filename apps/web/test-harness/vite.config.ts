import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A page holding only the detail editor, for the browser check and the bench (not part of the app
 * build). The editor stays behind its lazy import here too, so its chunk load is measured.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
