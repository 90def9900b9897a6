import { ProductDetail, withoutId, type ProductDetailInput } from '@sellerdesk/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/** The catalogue's edit panel on the server: memo, main images and the version check of every edit. */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.userSession({ name: '앨리스' });
  bob = await t.userSession({ name: '밥' });
});
afterAll(async () => t?.close());

const STORE = (hex: string) => `/api/images/${hex.slice(0, 2)}/${hex.repeat(64 / hex.length)}.jpg`;
const COLLECTED = [STORE('a1'), STORE('b2'), STORE('c3')];
const CONFLICT = '다른 창에서 먼저 수정되었습니다. 새로 불러온 뒤 다시 저장해주세요.';

type Saved = {
  summary: { id: string; version: number; memo: string; image: string | null };
  detail: ProductDetail;
};

function productDetail(code: string, overrides: Partial<ProductDetailInput> = {}): ProductDetail {
  const now = '2025-01-02T03:04:05.000Z';
  return ProductDetail.parse({
    site: 'taobao',
    code,
    title: [
      { language: 'zh', text: '女士夏季亚麻衬衫' },
      { language: 'ko', text: '여성 여름 린넨 셔츠' },
    ],
    image: COLLECTED,
    price: [
      { currency: 'CNY', originalPrice: '59', salePrice: '59' },
      { currency: 'KRW', originalPrice: 15900, salePrice: 15900 },
    ],
    source: {
      site: 'taobao',
      code,
      url: `https://item.taobao.com/item.htm?id=${code}`,
      title: '女士夏季亚麻衬衫',
      language: 'zh',
      currency: 'CNY',
      price: '59',
      images: COLLECTED,
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
}

let nextCode = 702000000000;
async function insertProduct(userId: string) {
  const code = String((nextCode += 1));
  const detail = productDetail(code);
  const [row] = await t.deps.db
    .insert(products)
    .values({
      userId,
      site: 'taobao',
      code,
      title: '여성 여름 린넨 셔츠',
      sourceTitle: '女士夏季亚麻衬衫',
      sourceUrl: detail.source.url,
      image: COLLECTED[0],
      ...storedDetail(detail),
    })
    .returning();
  return row!;
}

const post = (url: string, token: string, payload: object) =>
  t.call({ method: 'POST', url: `/api/Product/${url}`, token, payload });

describe('Product/ProductMemoEdit', () => {
  it('saves the memo in the model and the list column and bumps the version', async () => {
    const row = await insertProduct(alice.id);
    expect(row.version).toBe(1);
    const res = await post('ProductMemoEdit', alice.accessToken, {
      productId: row.id,
      memo: '재고 확인 필요',
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const saved = dataOf<Saved>(res);
    expect(saved.summary).toMatchObject({ id: row.id, memo: '재고 확인 필요', version: 2 });
    expect(saved.detail.memo).toBe('재고 확인 필요');
  });

  it('refuses a memo over 500 characters and a missing product id in Korean', async () => {
    const row = await insertProduct(alice.id);
    const long = await post('ProductMemoEdit', alice.accessToken, {
      productId: row.id,
      memo: '가'.repeat(501),
      version: 1,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('메모는 500자까지');
    const exact = await post('ProductMemoEdit', alice.accessToken, {
      productId: row.id,
      memo: '가'.repeat(500),
      version: 1,
    });
    expect(exact.statusCode).toBe(200);
    const noId = await post('ProductMemoEdit', alice.accessToken, { memo: '메모', version: 2 });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().code).toBeTruthy();
  });

  it("cannot reach another seller's product: 404 and nothing written", async () => {
    const row = await insertProduct(alice.id);
    const res = await post('ProductMemoEdit', bob.accessToken, {
      productId: row.id,
      memo: '밥의 메모',
      version: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: '존재하지않는 상품 번호 입니다.' });
    const [after] = await t.deps.db
      .select()
      .from(products)
      .where(sql`${products.id} = ${row.id}`);
    expect(after).toMatchObject({ memo: '', version: 1 });
  });

  it('refuses a stale version with 409 and keeps the newer memo', async () => {
    const row = await insertProduct(alice.id);
    const first = await post('ProductMemoEdit', alice.accessToken, {
      productId: row.id,
      memo: '창 1',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const stale = await post('ProductMemoEdit', alice.accessToken, {
      productId: row.id,
      memo: '창 2',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 409, reason: 'PRODUCT_EDIT_CONFLICT', message: CONFLICT });
    const [after] = await t.deps.db
      .select()
      .from(products)
      .where(sql`${products.id} = ${row.id}`);
    expect(after).toMatchObject({ memo: '창 1', version: 2 });
  });
});

describe('Product/ProductMainImageEdit', () => {
  it('reorders the collected images: the first becomes the representative in the list', async () => {
    const row = await insertProduct(alice.id);
    const order = [COLLECTED[2]!, COLLECTED[0]!];
    const res = await post('ProductMainImageEdit', alice.accessToken, {
      productId: row.id,
      images: order,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const saved = dataOf<Saved>(res);
    expect(saved.detail.image).toEqual(order);
    expect(saved.summary).toMatchObject({ image: COLLECTED[2], version: 2 });
  });

  it("accepts the seller's own uploads and refuses another seller's upload and outside addresses", async () => {
    const row = await insertProduct(alice.id);
    const uploadOf = async (token: string, colour: string) => {
      const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      const boundary = '----edit-test';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nmain\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.call({
        method: 'POST',
        url: '/api/image/UploadImage',
        token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      return dataOf<{ images: { url: string }[] }>(res).images[0]!.url;
    };
    const mine = await uploadOf(alice.accessToken, '#3a6');
    const bobs = await uploadOf(bob.accessToken, '#a36');

    const ok = await post('ProductMainImageEdit', alice.accessToken, {
      productId: row.id,
      images: [mine, COLLECTED[1]],
      version: 1,
    });
    expect(ok.statusCode).toBe(200);
    expect(dataOf<Saved>(ok).detail.image).toEqual([mine, COLLECTED[1]]);

    for (const foreign of [bobs, 'https://evil.example/x.jpg']) {
      const res = await post('ProductMainImageEdit', alice.accessToken, {
        productId: row.id,
        images: [foreign],
        version: 2,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, reason: 'MAIN_IMAGE_NOT_OWNED' });
    }
  });

  it('checks the list: at least one, at most 10, no duplicates', async () => {
    const row = await insertProduct(alice.id);
    const empty = await post('ProductMainImageEdit', alice.accessToken, {
      productId: row.id,
      images: [],
      version: 1,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('대표 이미지를 한 개 이상');
    const many = Array.from({ length: 11 }, (_, index) => STORE(index.toString(16).padStart(2, '0')));
    const tooMany = await post('ProductMainImageEdit', alice.accessToken, {
      productId: row.id,
      images: many,
      version: 1,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('10개까지');
    const twice = await post('ProductMainImageEdit', alice.accessToken, {
      productId: row.id,
      images: [COLLECTED[0], COLLECTED[0]],
      version: 1,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('같은 이미지가 두 번');
  });

  it("cannot reach another seller's product", async () => {
    const row = await insertProduct(alice.id);
    const res = await post('ProductMainImageEdit', bob.accessToken, {
      productId: row.id,
      images: [COLLECTED[1]],
      version: 1,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('version check of UpdateProduct', () => {
  it('refuses a save based on an older load after another write (tags, memo), and accepts the fresh one', async () => {
    const row = await insertProduct(alice.id);
    const memo = await post('ProductMemoEdit', alice.accessToken, {
      productId: row.id,
      memo: '먼저 저장',
      version: 1,
    });
    expect(dataOf<Saved>(memo).summary.version).toBe(2);

    const edited = {
      ...withoutId(productDetail(row.code, { memo: '먼저 저장' })),
      title: [
        { language: 'ko' as const, text: '나중에 저장한 제목' },
        { language: 'zh' as const, text: '女士夏季亚麻衬衫' },
      ],
    };
    const stale = await post('UpdateProduct', alice.accessToken, { ...edited, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 409, reason: 'PRODUCT_EDIT_CONFLICT', message: CONFLICT });

    const fresh = await post('UpdateProduct', alice.accessToken, { ...edited, version: 2 });
    expect(fresh.statusCode).toBe(200);
    const saved = dataOf<Saved>(fresh);
    expect(saved.summary.version).toBe(3);
    // The version is the row's, never part of the stored model.
    expect(saved.detail).not.toHaveProperty('version');

    // Any writer bumps it (the trigger), e.g. a raw bulk update another module might run.
    await t.deps.db.execute(sql`update products set group_name = 'g' where id = ${row.id}`);
    const afterBulk = await post('UpdateProduct', alice.accessToken, { ...edited, version: 3 });
    expect(afterBulk.statusCode).toBe(409);
  });
});

describe('UpdateProduct: the edit panel’s one save', () => {
  const stored = async (id: string) => {
    const [row] = await t.deps.db
      .select()
      .from(products)
      .where(sql`${products.id} = ${id}`);
    return row!;
  };
  const editedOf = (code: string, change: Partial<ProductDetailInput>) => ({
    ...withoutId(productDetail(code)),
    title: [
      { language: 'ko' as const, text: '한 번에 저장한 제목' },
      { language: 'zh' as const, text: '女士夏季亚麻衬衫' },
    ],
    ...change,
  });

  it('saves title, reordered main images and memo in one request and one version', async () => {
    const row = await insertProduct(alice.id);
    const images = [COLLECTED[2]!, COLLECTED[0]!];
    const res = await post('UpdateProduct', alice.accessToken, {
      ...editedOf(row.code, { image: images, memo: '한 번에 저장한 메모' }),
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const saved = dataOf<Saved>(res);
    expect(saved.summary).toMatchObject({ version: 2, memo: '한 번에 저장한 메모', image: COLLECTED[2] });
    const after = await stored(row.id);
    expect(after).toMatchObject({ version: 2, memo: '한 번에 저장한 메모', title: '한 번에 저장한 제목' });
    expect(after.detail.image).toEqual(images);
  });

  it('saves nothing when one part is refused: an image not the product’s nor the seller’s', async () => {
    const row = await insertProduct(alice.id);
    const res = await post('UpdateProduct', alice.accessToken, {
      ...editedOf(row.code, {
        image: ['https://evil.example/x.jpg', COLLECTED[0]!],
        memo: '남으면 안 되는 메모',
      }),
      version: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, reason: 'MAIN_IMAGE_NOT_OWNED' });
    const after = await stored(row.id);
    expect(after).toMatchObject({ version: 1, memo: '', title: '여성 여름 린넨 셔츠' });
    expect(after.detail.image).toEqual(COLLECTED);
  });

  it('applies the main image and memo rules of the single edits, in Korean', async () => {
    const row = await insertProduct(alice.id);
    const cases: [Partial<ProductDetailInput>, string][] = [
      [{ image: [] }, '대표 이미지를 한 개 이상'],
      [{ image: [COLLECTED[0]!, COLLECTED[0]!] }, '같은 이미지가 두 번'],
      [{ memo: '메'.repeat(501) }, '메모는 500자까지'],
    ];
    for (const [change, message] of cases) {
      const res = await post('UpdateProduct', alice.accessToken, {
        ...editedOf(row.code, change),
        version: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await stored(row.id)).version).toBe(1);
    // The list as loaded goes through untouched (the editor popup saves the product as it loaded it).
    const unchanged = await post('UpdateProduct', alice.accessToken, {
      ...editedOf(row.code, {}),
      version: 1,
    });
    expect(unchanged.statusCode).toBe(200);
  });
});
