/**
 * The server side of the upload bench, run as its own process so the bench can kill it mid-work and
 * start it again on the same data directory: the real deps (PGlite on disk, pg-boss worker, recovery of
 * a dead worker's items). `seed` creates the seller, two accounts, the products and the work first.
 * Prints one JSON line per half second with the work's item counts, and `done` at the end.
 */
import { DEFAULT_COUPANG_VENDOR, DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import { eq, sql } from 'drizzle-orm';
import { closeDeps, createDeps, startWorker } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { users, workItems, works } from '../src/infra/db/schema/index';
import { setMarketAccount } from '../src/modules/market-accounts/market-accounts.service';
import { createUploadWork } from '../src/modules/upload/upload.service';
import {
  COUPANG_DRESS_CATEGORY,
  INLINE_TEMPLATE,
  insertUploadProduct,
  uploadProductDetail,
} from '../test/helpers/upload';

const [mode, dataDir, emulatorUrl, imageBase, countText, marketsText] = process.argv.slice(2) as [
  'seed' | 'resume',
  string,
  string,
  string,
  string,
  string,
];
const benchMarkets = marketsText.split(',');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  MARKET_EMULATOR_URL: emulatorUrl,
  PUBLIC_URL: 'http://sellerdesk.bench',
  JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef',
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
const deps = await createDeps(config);

if (mode === 'seed') {
  const [user] = await deps.db
    .insert(users)
    .values({
      username: 'upload-bench@example.com',
      passwordHash: 'x',
      name: '벤치',
      phone: '',
      role: 'User',
    })
    .returning();
  const ctx = {
    userId: user!.id,
    username: user!.username,
    role: 'User' as const,
    plan: 'Free' as const,
    ip: '',
    userAgent: '',
  };
  const naver = await setMarketAccount(deps, ctx, 'SmartStore', {
    label: '본점',
    settings: { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
  });
  const coupang = await setMarketAccount(deps, ctx, 'Coupang', {
    label: '쿠팡',
    settings: {
      vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
      accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
      secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
      wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    },
  });
  const ids: string[] = [];
  for (let i = 0; i < Number(countText); i++) {
    const code = String(730_000_000_000 + i);
    ids.push(await insertUploadProduct(deps, user!.id, uploadProductDetail(code, imageBase)));
  }
  const targets = [
    { market: 'SmartStore' as const, accountId: naver.id, templateName: '기본', template: INLINE_TEMPLATE },
    {
      market: 'Coupang' as const,
      accountId: coupang.id,
      templateName: '기본',
      categoryId: COUPANG_DRESS_CATEGORY,
      template: INLINE_TEMPLATE,
    },
  ];
  await createUploadWork(deps, user!.id, {
    productIds: ids,
    all: false,
    markets: targets.filter((target) => benchMarkets.includes(target.market)),
  });
}

const stopWorker = await startWorker(deps);
console.log(JSON.stringify({ event: 'started', pid: process.pid, at: Date.now() }));
for (;;) {
  const rows = await deps.db
    .select({ state: workItems.state, queue: workItems.queue, n: sql<number>`count(*)::int` })
    .from(workItems)
    .innerJoin(works, eq(works.id, workItems.workId))
    .where(eq(works.kind, 'upload'))
    .groupBy(workItems.state, workItems.queue);
  const counts: Record<string, number> = {};
  for (const row of rows) {
    counts[`${row.queue}:${row.state}`] = row.n;
    counts[row.state] = (counts[row.state] ?? 0) + row.n;
  }
  const pending = (counts.queued ?? 0) + (counts.running ?? 0);
  console.log(JSON.stringify({ event: pending === 0 ? 'done' : 'progress', at: Date.now(), counts }));
  if (pending === 0) {
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await closeDeps(deps, stopWorker);
process.exit(0);
