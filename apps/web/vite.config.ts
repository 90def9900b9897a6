import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// Dev: Vite on 5173 proxies /api to the server on PORT (3000). Build: apps/web/dist, served by the server.
export default defineConfig(({ command }) => {
  // A build is for serving: test runners set NODE_ENV=test, which would otherwise give React's dev build.
  if (command === 'build') {
    process.env.NODE_ENV = 'production';
  }
  return {
    root,
    plugins: [react()],
    server: {
      port: 5173,
      proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: true } },
    },
    preview: { port: 5173 },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
    },
  };
});
