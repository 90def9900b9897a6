/**
 * The pre-upload check of 10,000 products against one market (budget < 2 s): the real service on
 * PGlite, the SmartStore adapter against the emulator (category requirements asked once per category).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_NAVER_APP, startMarketEmulator } from '@sellerdesk/emulators';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/infra/db/client';
import { products, users } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { setMarketAccount } from '../src/modules/market-accounts/market-accounts.service';
import { checkUpload } from '../src/modules/upload/upload.service';
import { INLINE_TEMPLATE, uploadProductDetail } from '../test/helpers/upload';

const PRODUCTS = 10_000;

export async function runUploadCheckBench(): Promise<{ ms: number }> {
  const emulator = await startMarketEmulator({ categories: 'builtin' });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(os.tmpdir(), `sellerdesk-check-bench-${crypto.randomBytes(4).toString('hex')}`),
    MARKET_EMULATOR_URL: emulator.url,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  });
  const deps = await createDeps(config, { database: await openDatabase({ driver: 'pglite' }) });
  const [user] = await deps.db
    .insert(users)
    .values({ username: 'check-bench@example.com', passwordHash: 'x', name: '벤치', phone: '', role: 'User' })
    .returning();
  const ctx = {
    userId: user!.id,
    username: user!.username,
    role: 'User' as const,
    plan: 'Free' as const,
    ip: '',
    userAgent: '',
  };
  const account = await setMarketAccount(deps, ctx, 'SmartStore', {
    label: '본점',
    settings: { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
  });
  const ids: string[] = [];
  for (let start = 0; start < PRODUCTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, PRODUCTS - start) }, (_, i) => {
      const code = String(740_000_000_000 + start + i);
      // Every tenth product has a name past SmartStore's limit: the check must find it.
      const detail = uploadProductDetail(
        code,
        emulator.baseUrls.images,
        (start + i) % 10 === 0
          ? { title: [{ language: 'ko', text: Array.from({ length: 30 }, (_, w) => `단어${w}`).join(' ') }] }
          : {},
      );
      return {
        userId: user!.id,
        site: detail.site,
        code,
        title: '여름 린넨 원피스',
        sourceTitle: detail.source.title,
        sourceUrl: detail.source.url,
        image: detail.image[0] ?? null,
        ...storedDetail(detail),
      };
    });
    const inserted = await deps.db.insert(products).values(rows).returning({ id: products.id });
    ids.push(...inserted.map((row) => row.id));
  }
  const body = {
    productIds: ids,
    all: false,
    markets: [
      {
        market: 'SmartStore' as const,
        accountId: account.id,
        templateName: '기본',
        template: INLINE_TEMPLATE,
      },
    ],
  };
  const started = performance.now();
  const result = await checkUpload(deps, user!.id, body);
  const ms = performance.now() - started;
  const warmStarted = performance.now();
  await checkUpload(deps, user!.id, body);
  const warmMs = performance.now() - warmStarted;
  console.info(
    `pre-upload check: ${result.checked} products × SmartStore in ${ms.toFixed(0)} ms (again: ${warmMs.toFixed(0)} ms), ${result.refused} refused, budget < 2000 ms`,
  );
  await closeDeps(deps, async () => undefined);
  await emulator.close();
  return { ms };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ms } = await runUploadCheckBench();
  process.exit(ms < 2000 ? 0 : 1);
}
