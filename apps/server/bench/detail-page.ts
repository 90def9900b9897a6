/**
 * Budget (issue 10 §6): "the editor opens a 2 MB detail page with 100 images in < 1 s". Server side: the
 * editor's load call, `SearchCollectProductDetail` of a product whose detail page is 2 MB of HTML with 100
 * stored images (tables and text between them, as collected pages are), p50/p95 through the HTTP route on
 * PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. For information it also
 * times the editor's save of that page (`UpdateProduct`: the one HTML policy over 2 MB) and the
 * collection-side processing of such a page (`processDetailPage` with every image already stored).
 * BENCH_SAMPLES changes the samples per case.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { ProductDetail } from '@sellerdesk/domain';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/infra/db/client';
import { products, users } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { hashPassword } from '../src/modules/auth/passwords';
import { processDetailPage } from '../src/modules/detail-content/index';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const IMAGES = 100;
const TARGET_BYTES = 2 * 1024 * 1024;
const BUDGET_MS = 1000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** 100 real pictures in the image store, and a 2 MB page of them with spec tables and text between. */
async function bigPage(put: (bytes: Buffer) => Promise<{ key: string }>): Promise<string> {
  const keys: string[] = [];
  for (let i = 0; i < IMAGES; i++) {
    const bytes = await sharp({
      create: { width: 750, height: 400, channels: 3, background: { r: i * 2, g: 120, b: 255 - i * 2 } },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    keys.push((await put(bytes)).key);
  }
  const block = (i: number) =>
    `<p style="text-align:center"><img src="/api/images/${keys[i % IMAGES]}" width="750" alt="상세 ${i}" /></p>` +
    `<h3 style="color:#333333">제품 특징 ${i}</h3><p>부드러운 촉감의 <strong>린넨 혼방</strong> 원단으로 여름에도 시원하게 입을 수 있습니다. ` +
    `세탁 후에도 형태가 잘 유지되며 <span style="color:#e03131">데일리룩</span>으로 활용하기 좋습니다.</p>` +
    `<table border="1" cellpadding="4" style="width:100%;border-collapse:collapse"><tbody>` +
    `<tr><th>사이즈</th><th>어깨</th><th>가슴</th><th>총장</th></tr>` +
    ['S', 'M', 'L', 'XL']
      .map((s, r) => `<tr><td>${s}</td><td>${40 + r}</td><td>${100 + r * 4}</td><td>${68 + r}</td></tr>`)
      .join('') +
    `</tbody></table>`;
  let html = '';
  for (let i = 0; i < IMAGES; i++) {
    html += block(i);
  }
  // Text between the pictures until the page weighs 2 MB.
  const filler = `<p>${'세탁 시 찬물 손세탁을 권장합니다. 건조기 사용은 피해주세요. '.repeat(8)}</p>`;
  const parts = html.split('</table>');
  let i = 0;
  while (Buffer.byteLength(parts.join('</table>')) < TARGET_BYTES) {
    parts[i % parts.length] += filler;
    i++;
  }
  return parts.join('</table>');
}

async function runOn(label: 'PGlite (embedded)' | 'PostgreSQL', database: DatabaseHandle): Promise<boolean> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(os.tmpdir(), `sellerdesk-bench-${crypto.randomBytes(4).toString('hex')}`),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const deps = await createDeps(config, { database });
  const app = await buildApp(deps);
  const [seller] = await deps.db
    .insert(users)
    .values({
      username: 'bench-editor@example.com',
      passwordHash: await hashPassword('benchPass123'),
      name: '벤치',
      phone: '',
      role: 'User',
    })
    .returning();
  const html = await bigPage((bytes) => deps.images.put(bytes));
  const now = new Date().toISOString();
  const code = '650000001';
  const detail = ProductDetail.parse({
    site: 'taobao',
    code,
    title: [
      { language: 'zh', text: '女士夏季亚麻衬衫' },
      { language: 'ko', text: '여성 여름 린넨 셔츠' },
    ],
    detailPageHtml: html,
    source: {
      site: 'taobao',
      code,
      url: `https://item.taobao.com/item.htm?id=${code}`,
      title: '女士夏季亚麻衬衫',
      language: 'zh',
      currency: 'CNY',
      price: '59',
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
  await deps.db.insert(products).values({
    userId: seller!.id,
    site: 'taobao',
    code,
    title: '여성 여름 린넨 셔츠',
    sourceTitle: '女士夏季亚麻衬衫',
    sourceUrl: detail.source.url,
    ...storedDetail(detail),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'bench-editor@example.com', password: 'benchPass123' },
  });
  const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
  const headers = { authorization: `Bearer ${token}` };

  const time = async (name: string, run: () => Promise<void>, budgeted: boolean) => {
    await run(); // warm
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    const p95 = percentile(times, 95);
    const ok = !budgeted || p95 < BUDGET_MS;
    console.info(
      `  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ${budgeted ? (ok ? `ok (< ${BUDGET_MS} ms)` : `OVER (budget < ${BUDGET_MS} ms)`) : ''}`,
    );
    return ok;
  };

  let answerBytes = 0;
  let saved = '';
  // Each save sends the version it builds on (the one the last load or save answered).
  let version = 1;
  console.info(
    `editor load on ${label}: detail page ${(Buffer.byteLength(html) / 1024 / 1024).toFixed(2)} MB, ${IMAGES} images`,
  );
  const pass = await time(
    'load (SearchCollectProductDetail)',
    async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/Product/SearchCollectProductDetail?site=taobao&code=${code}`,
        headers,
      });
      if (response.statusCode !== 200) {
        throw new Error(`load answered ${response.statusCode}`);
      }
      answerBytes = response.rawPayload.length;
      const loaded = (response.json() as { data: { summary: { version: number }; detail: ProductDetail } })
        .data;
      saved = loaded.detail.detailPageHtml;
      version = loaded.summary.version;
    },
    true,
  );
  const { id: _id, ...forSave } = { id: '', ...detail };
  await time(
    'save (UpdateProduct, the one HTML policy) (info)',
    async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Product/UpdateProduct',
        headers,
        payload: { ...forSave, detailPageHtml: saved, version },
      });
      if (response.statusCode !== 200) {
        throw new Error(`save answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      }
      version = (response.json() as { data: { summary: { version: number } } }).data.summary.version;
    },
    false,
  );
  await time(
    'reprocess, images already stored (info)',
    async () => {
      await processDetailPage(deps, { userId: seller!.id, html: saved, language: 'zh' });
    },
    false,
  );
  console.info(`  answer ${(answerBytes / 1024 / 1024).toFixed(2)} MB of JSON; ${pass ? 'PASS' : 'OVER'}`);
  await app.close();
  await closeDeps(deps);
  return pass;
}

const results: boolean[] = [];
results.push(await runOn('PGlite (embedded)', await openDatabase({ driver: 'pglite' })));
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `sellerdesk_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  try {
    console.info('');
    results.push(
      await runOn('PostgreSQL', await openDatabase({ driver: 'postgres', url: target.toString() })),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
process.exit(results.every(Boolean) ? 0 : 1);
