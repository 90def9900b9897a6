import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ProductDetail } from '@sellerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/infra/db/client';
import { MIGRATIONS_DIR, runMigrations } from '../src/infra/db/migrate';
import { users } from '../src/infra/db/schema/index';
import { findProductByKey, productDetailsByIds } from '../src/modules/products/index';
import { openTestDatabase } from './helpers/test-database';

// Migration 0022 moves the detail page out of the product JSON into `products.detail_html`. A product
// written in the old shape (the page inside `detail`) must come back identical through the repositories,
// with every other column as it was.

const BEFORE = '0021_source_sync';

/** A copy of the committed migrations up to and including `tag` (journal cut there). */
async function migrationsUpTo(tag: string): Promise<string> {
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  const entries = journal.entries.slice(0, last + 1);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sellerdesk-migrations-'));
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await fs.copyFile(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

function productDetail(code: string, detailPageHtml: string): ProductDetail {
  const now = '2026-03-01T09:00:00.000Z';
  return ProductDetail.parse({
    site: 'taobao',
    code,
    title: [
      { language: 'zh', text: '女士夏季亚麻衬衫' },
      { language: 'ko', text: '여성 여름 린넨 셔츠' },
    ],
    detailPageHtml,
    image: ['https://img.alicdn.com/imgextra/i1/2208/O1CN01main.jpg'],
    price: [{ currency: 'CNY', originalPrice: '59', salePrice: '59' }],
    tags: ['린넨', '셔츠'],
    memo: '재입고 확인',
    groupName: '여름',
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
}

let handle: DatabaseHandle;
let folder: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  folder = await migrationsUpTo(BEFORE);
});

afterAll(async () => {
  await handle?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

describe('migration 0022: the detail page in its own column', () => {
  it('moves the page out of the model, and the product reads back identical', async () => {
    await runMigrations(handle, folder);
    const [seller] = await handle.db
      .insert(users)
      .values({ username: 'migrate@example.com', passwordHash: 'x', name: '이전', phone: '', role: 'User' })
      .returning();
    const userId = seller!.id;
    const page =
      '<p style="text-align:center">시원한 린넨 "셔츠" \\ 😀 </script></p>' +
      '<table><tr><td>尺码</td><td>M</td></tr></table><img src="/api/images/ab/abc.jpg">'.repeat(200);
    const shapes = {
      withPage: productDetail('810000000001', page),
      emptyPage: productDetail('810000000002', ''),
      removed: productDetail('810000000003', '<p>지운 상품</p>'),
    };
    // Written the old way: the whole model, page included, in `detail`.
    for (const [name, detail] of Object.entries(shapes)) {
      await handle.executeSql(
        `insert into products (user_id, site, code, title, source_title, source_url, group_name, memo, tags,
            detail, version, created_at, updated_at, deleted_at)
         values ($1, 'taobao', $2, '여성 여름 린넨 셔츠', '女士夏季亚麻衬衫', $3, '여름', '재입고 확인', '["린넨","셔츠"]',
            $4::jsonb, 3, timestamptz '2026-03-01 09:00:00+00', timestamptz '2026-03-02 10:00:00+00',
            ${name === 'removed' ? `timestamptz '2026-03-03 00:00:00+00'` : 'null'})`,
        [userId, detail.code, detail.source.url, JSON.stringify(detail)],
      );
    }
    const columnsOf = async () => {
      const { rows } = await handle.executeSql(
        `select code, to_jsonb(p) - 'detail' - 'detail_html' as columns from products p order by code`,
      );
      return rows;
    };
    const before = await columnsOf();

    await runMigrations(handle);

    // Every other column as it was: no version bump, no new updated_at.
    expect(await columnsOf()).toEqual(before);
    const { rows } = await handle.executeSql(
      `select code, detail ? 'detailPageHtml' as in_model, detail_html from products order by code`,
    );
    expect(rows).toEqual([
      { code: '810000000001', in_model: false, detail_html: page },
      { code: '810000000002', in_model: false, detail_html: '' },
      { code: '810000000003', in_model: false, detail_html: '<p>지운 상품</p>' },
    ]);
    for (const detail of [shapes.withPage, shapes.emptyPage]) {
      const found = await findProductByKey(handle.db, userId, 'taobao', detail.code);
      expect(found?.detail).toEqual(detail);
      const [byId] = await productDetailsByIds(handle.db, userId, [found!.id]);
      expect(byId?.detail).toEqual(detail);
    }

    // A writer that still puts the page in the model is refused, not silently split.
    await expect(
      handle.executeSql(
        `insert into products (user_id, site, code, title, source_title, source_url, detail)
         values ($1, 'taobao', '810000000009', 't', 't', 'https://item.taobao.com/item.htm?id=9', $2::jsonb)`,
        [userId, JSON.stringify(productDetail('810000000009', '<p>옛 방식</p>'))],
      ),
    ).rejects.toThrow(/products_detail_without_html/);
  });
});
