import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Text assets worth compressing; source maps are left out (served only when configured, on demand). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset of the
 * build, so the server sends them as they are (`@fastify/static` `preCompressed`) instead of
 * compressing on every request — the slow, best brotli level costs once, at build time.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sellerdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      let raw = 0;
      let brotli = 0;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) {
          continue;
        }
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) {
          continue;
        }
        const br = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gz = gzipSync(content, { level: 9 });
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gz);
        raw += content.length;
        brotli += br.length;
      }
      this.info(
        `precompressed ${(raw / 1024).toFixed(0)} KB of text assets → ${(brotli / 1024).toFixed(0)} KB brotli`,
      );
    },
  };
}

/**
 * The classic script that sets zod's `jitless` before any module runs (`src/zod-without-eval.js`, for the
 * CSP). Vite bundles only module scripts, so this emits it as an asset named by its content hash —
 * served from /assets/ as immutable, where a file from public/ would be revalidated on every open of the
 * editor popup before the page could run — and links it in <head>. Dev serves the source file.
 */
function zodWithoutEval(): Plugin {
  const source = path.join(root, 'src/zod-without-eval.js');
  let build = false;
  let base = '/';
  let fileName = '';
  return {
    name: 'sellerdesk-zod-without-eval',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
    },
    buildStart() {
      if (!build) {
        return;
      }
      const code = fs.readFileSync(source);
      fileName = `assets/zod-without-eval-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    // Where the public file used to be linked: after <title>, before the app's module script.
    transformIndexHtml(html) {
      const src = build ? `${base}${fileName}` : '/src/zod-without-eval.js';
      if (!html.includes('</title>')) {
        throw new Error('index.html has no </title> to put the zod settings script after');
      }
      return html.replace('</title>', `</title>\n    <script src="${src}"></script>`);
    },
  };
}

// Dev: Vite on 5173 proxies /api to the server on PORT (3000). Build: apps/web/dist, served by the server.
export default defineConfig(({ command }) => {
  // A build is for serving: test runners set NODE_ENV=test, which would otherwise give React's dev build.
  if (command === 'build') {
    process.env.NODE_ENV = 'production';
  }
  return {
    root,
    plugins: [react(), zodWithoutEval(), precompress()],
    server: {
      port: 5173,
      proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: true } },
    },
    preview: { port: 5173 },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Read by the bundle bench (apps/server/bench/web-bundle.ts) to follow each screen's module graph.
      manifest: true,
    },
  };
});
