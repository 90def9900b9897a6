/**
 * Budget (issue 10): "가격 다시 계산" of 10,000 products (6 combinations each) finishes in under 5 s on
 * PGlite: batches read under row locks, priced by the domain rules and written in one statement each.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { ProductDetail, krwPriceOf } from '@sellerdesk/domain';
import { sql } from 'drizzle-orm';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/infra/db/client';
import { products, users } from '../src/infra/db/schema/index';
import { repriceProducts, setPriceSettings } from '../src/modules/pricing/pricing.service';

const PRODUCTS = 10_000;
const BUDGET_MS = 5000;

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(os.tmpdir(), `sellerdesk-bench-${crypto.randomBytes(4).toString('hex')}`),
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
});
const database = await openDatabase({ driver: 'pglite' });
const deps = await createDeps(config, { database });
const [user] = await deps.db
  .insert(users)
  .values({ username: 'bench@example.com', passwordHash: 'x', name: '벤치', phone: '', role: 'User' })
  .returning();
const userId = user!.id;

/** A Taobao product with two option groups (3 colours × 2 sizes), priced in CNY. */
function product(code: string, now: string): ProductDetail {
  const colours = ['红色', '蓝色', '黑色'];
  const sizes = ['M', 'L'];
  const price = (c: number, s: number) => String(20 + ((Number(code) + c * 7 + s * 3) % 400));
  return ProductDetail.parse({
    site: 'taobao',
    code,
    title: [
      { language: 'zh', text: '女士夏季亚麻衬衫' },
      { language: 'ko', text: '여성 여름 린넨 셔츠' },
    ],
    option: {
      optionGroups: [
        {
          id: 'g0',
          groupName: [{ language: 'ko', text: '색상' }],
          groups: colours.map((name, c) => ({
            id: `g0v${c}`,
            optionName: [{ language: 'zh', text: name }],
            originalPrice: price(c, 1),
            salePrice: price(c, 1),
            quantity: 100,
          })),
        },
        {
          id: 'g1',
          groupName: [{ language: 'ko', text: '사이즈' }],
          groups: sizes.map((name, s) => ({
            id: `g1v${s}`,
            optionName: [{ language: 'en', text: name }],
            originalPrice: price(2, s),
            salePrice: price(2, s),
            quantity: 100,
          })),
        },
      ],
      detailOptions: colours.flatMap((colour, c) =>
        sizes.map((size, s) => ({
          id: `${code}-${c}-${s}`,
          checked: true,
          groupName: '색상//사이즈',
          optionName: `${colour}//${size}`,
          isSoldOut: false,
          price: [{ currency: 'CNY', originalPrice: price(c, s), salePrice: price(c, s) }],
          quantity: 50,
        })),
      ),
    },
    price: [{ currency: 'CNY', originalPrice: price(0, 0), salePrice: price(0, 0) }],
    source: {
      site: 'taobao',
      code,
      url: `https://item.taobao.com/item.htm?id=${code}`,
      title: '女士夏季亚麻衬衫',
      language: 'zh',
      currency: 'CNY',
      price: price(0, 0),
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
}

const now = new Date().toISOString();
for (let start = 0; start < PRODUCTS; start += 1000) {
  await deps.db.insert(products).values(
    Array.from({ length: Math.min(1000, PRODUCTS - start) }, (_, i) => {
      const code = String(600_000_000 + start + i);
      return {
        userId,
        site: 'taobao' as const,
        code,
        title: '여성 여름 린넨 셔츠',
        sourceTitle: '女士夏季亚麻衬衫',
        sourceUrl: `https://item.taobao.com/item.htm?id=${code}`,
        optionCount: 6,
        detail: product(code, now),
      };
    }),
  );
}
await setPriceSettings(deps.db, userId, {
  usableDetail: true,
  digit: 2,
  exchangeBase: 195,
  detailModel: [
    { startRange: 0, endRange: 20_000, mainType: '+', mainValue: 9000 },
    { startRange: 20_000, endRange: 60_000, mainType: '*', mainValue: 1.45, subType: '+', subValue: 3000 },
    { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.35 },
  ],
  shippingPerItem: 5000,
});

const started = performance.now();
const result = await repriceProducts(deps.db, userId, { ids: [], all: true, keepOverrides: true });
const elapsed = performance.now() - started;

const [check] = await deps.db
  .select({ priced: sql<number>`count(*) filter (where ${products.priceMinKrw} is not null)::int` })
  .from(products);
const [sample] = await deps.db.select({ detail: products.detail }).from(products).limit(1);
const pass = elapsed < BUDGET_MS && result.repriced === PRODUCTS && check!.priced === PRODUCTS;
console.info(`reprice: ${PRODUCTS} products × 6 combinations on PGlite`);
console.info(`  elapsed            ${(elapsed / 1000).toFixed(2)} s   (budget < ${BUDGET_MS / 1000} s)`);
console.info(`  throughput         ${Math.round(PRODUCTS / (elapsed / 1000))} products/s`);
console.info(`  repriced / kept    ${result.repriced} / ${result.kept}, failed ${result.failed.length}`);
console.info(`  sample won price   ${krwPriceOf(sample!.detail.price)?.salePrice}`);
console.info(`  ${pass ? 'PASS' : 'OVER'}`);
await closeDeps(deps);
process.exit(pass ? 0 : 1);
