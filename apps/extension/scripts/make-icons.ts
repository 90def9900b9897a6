// Renders the toolbar/notification icons (static/icons/icon-<size>.png) from the brand mark.
// Run once after changing the mark: `npx tsx apps/extension/scripts/make-icons.ts` (needs sharp).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../static/icons');
const svg = (size: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a95e0"/><stop offset="1" stop-color="#0a5fa3"/></linearGradient></defs>
  <rect width="128" height="128" rx="28" fill="url(#g)"/>
  <g transform="translate(22 20) scale(3.5)" fill="none" stroke="#fff" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round">
    <path d="M3 21h18"/><path d="M3 7v1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7H3l2-4h14l2 4"/>
    <path d="M5 21V10.85M19 21V10.85"/><path d="M9 21v-4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v4"/>
  </g></svg>`);
for (const size of [16, 32, 48, 128]) {
  await sharp(svg(size))
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
}
console.info(`아이콘을 만들었습니다: ${out}`);
