// The server's Content-Security-Policy forbids eval. zod probes `new Function` as soon as it builds its
// first object schema (while the app's modules load) and the browser reports that probe as a CSP
// violation even though zod catches it. zod reads its shared settings from this global when it loads, so
// presetting `jitless` keeps it from probing. A classic script in <head>: it runs before any module. The
// build emits it as a hashed, immutable asset and links it from index.html (vite.config.ts).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
