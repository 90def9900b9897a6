import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/emulator';
import { DEFAULT_COUPANG_VENDOR, startMarketEmulator, type StartedMarketEmulator } from '../src/markets';
import { categoriesDirectory } from '../src/markets/shared/category-data';

/** The Coupang Wing emulator refuses what Coupang refuses. Requests are signed by hand here. */

const PRODUCTS = '/v2/providers/seller_api/apis/api/v1/marketplace';
const VENDOR = DEFAULT_COUPANG_VENDOR;

let emulator: StartedMarketEmulator;
beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.markets.coupang.reset();
  emulator.markets.coupang.approvalDelayMs = 0;
});

type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw vendor answers

function signedDate(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  return `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

function authorization(
  method: string,
  pathWithQuery: string,
  options: { secret?: string; at?: number; accessKey?: string } = {},
) {
  const date = signedDate(options.at ?? Date.now());
  const [path = '', query = ''] = pathWithQuery.split('?');
  const signature = createHmac('sha256', options.secret ?? VENDOR.secretKey)
    .update(`${date}${method}${path}${query}`)
    .digest('hex');
  return `CEA algorithm=HmacSHA256, access-key=${options.accessKey ?? VENDOR.accessKey}, signed-date=${date}, signature=${signature}`;
}

async function call(
  method: string,
  pathWithQuery: string,
  body?: unknown,
  options: Parameters<typeof authorization>[2] = {},
): Promise<Answer> {
  const response = await fetch(`${emulator.baseUrls.coupang}${pathWithQuery}`, {
    method,
    headers: {
      authorization: authorization(method, pathWithQuery, options),
      ...(body === undefined ? {} : { 'content-type': 'application/json;charset=UTF-8' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML pages stay text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

const NOTICES = [
  '제품 소재',
  '색상',
  '치수',
  '제조자(수입자)',
  '제조국',
  '세탁방법 및 취급시 주의사항',
  '품질보증기준',
  'A/S 책임자와 전화번호',
].map((detail) => ({
  noticeCategoryName: '의류',
  noticeCategoryDetailName: detail,
  content: '상세페이지 참조',
}));

function item(colour: string, size: string) {
  return {
    itemName: `${colour} ${size}`,
    originalPrice: 30_000,
    salePrice: 25_000,
    maximumBuyCount: 10,
    maximumBuyForPerson: 0,
    maximumBuyForPersonPeriod: 1,
    outboundShippingTimeDay: 7,
    unitCount: 1,
    adultOnly: 'EVERYONE',
    taxType: 'TAX',
    parallelImported: 'NOT_PARALLEL_IMPORTED',
    overseasPurchased: 'OVERSEAS_PURCHASED',
    pccNeeded: true,
    externalVendorSku: 'SD-test-1',
    emptyBarcode: true,
    certifications: [{ certificationType: 'NOT_REQUIRED', certificationCode: '' }],
    searchTags: ['원피스'],
    images: [{ imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: 'https://img.example.com/a.jpg' }],
    notices: NOTICES,
    attributes: [
      { attributeTypeName: '색상', attributeValueName: colour },
      { attributeTypeName: '사이즈', attributeValueName: size },
    ],
    contents: [{ contentsType: 'TEXT', contentDetails: [{ content: '<p>상세</p>', detailType: 'TEXT' }] }],
  };
}

async function productBody() {
  const outbound = await call(
    'GET',
    '/v2/providers/marketplace_openapi/apis/api/v2/vendor/shipping-place/outbound?pageNum=1&pageSize=50',
  );
  const returns = await call(
    'GET',
    `/v2/providers/openapi/apis/api/v5/vendors/${VENDOR.vendorId}/returnShippingCenters?pageNum=1&pageSize=50`,
  );
  const center = returns.body.data.content[0];
  return {
    displayCategoryCode: 79384,
    sellerProductName: '린넨 원피스',
    vendorId: VENDOR.vendorId,
    saleStartedAt: '2025-06-01T00:00:00',
    saleEndedAt: '2099-01-01T23:59:59',
    deliveryMethod: 'AGENT_BUY',
    deliveryCompanyCode: 'CJGLS',
    deliveryChargeType: 'NOT_FREE',
    deliveryCharge: 5_000,
    freeShipOverAmount: 0,
    deliveryChargeOnReturn: 5_000,
    remoteAreaDeliverable: 'N',
    unionDeliveryType: 'NOT_UNION_DELIVERY',
    returnCenterCode: center.returnCenterCode,
    returnChargeName: center.shippingPlaceName,
    companyContactNumber: center.placeAddresses[0].companyContactNumber,
    returnZipCode: center.placeAddresses[0].returnZipCode,
    returnAddress: center.placeAddresses[0].returnAddress,
    returnAddressDetail: center.placeAddresses[0].returnAddressDetail,
    returnCharge: 5_000,
    outboundShippingPlaceCode: outbound.body.content[0].outboundShippingPlaceCode,
    vendorUserId: VENDOR.wingUserId,
    requested: true,
    items: [item('블랙', 'S'), item('블랙', 'M')],
  };
}

describe('Coupang HMAC', () => {
  const path = `/v2/providers/openapi/apis/api/v5/vendors/${VENDOR.vendorId}/returnShippingCenters?pageNum=1&pageSize=10`;

  it('accepts a correct signature over date, method, path and query', async () => {
    expect(await call('GET', path)).toMatchObject({ status: 200, body: { code: '200', message: 'SUCCESS' } });
  });

  it('refuses a tampered signature, a stale date, an unknown key and a foreign vendorId', async () => {
    expect(await call('GET', path, undefined, { secret: 'not-the-secret' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid signature.' },
    });
    expect(await call('GET', path, undefined, { at: Date.now() - 10 * 60_000 })).toMatchObject({
      status: 401,
      body: { message: 'Specified signature is expired.' },
    });
    expect(await call('GET', path, undefined, { accessKey: 'unknown' })).toMatchObject({ status: 401 });
    const foreign = await call(
      'GET',
      '/v2/providers/openapi/apis/api/v5/vendors/A00000001/returnShippingCenters?pageNum=1',
    );
    expect(foreign).toMatchObject({ status: 403, body: { code: 'ERROR' } });
  });

  it('signs the query too: the same path with another query fails', async () => {
    const response = await fetch(
      `${emulator.baseUrls.coupang}${path.replace('pageSize=10', 'pageSize=20')}`,
      {
        headers: { authorization: authorization('GET', path) },
      },
    );
    expect(response.status).toBe(401);
  });
});

describe('Coupang products', () => {
  it('creates a product, approves it and gives every item a vendorItemId', async () => {
    const created = await call('POST', `${PRODUCTS}/seller-products`, await productBody());
    expect(created).toMatchObject({ status: 200, body: { code: 'SUCCESS', data: expect.any(Number) } });
    const read = await call('GET', `${PRODUCTS}/seller-products/${created.body.data}`);
    expect(read.body.data.statusName).toBe('승인완료');
    const vendorItemIds = read.body.data.items.map((entry: { vendorItemId: number }) => entry.vendorItemId);
    expect(vendorItemIds.every((id: unknown) => typeof id === 'number')).toBe(true);
    const inventory = await call('GET', `${PRODUCTS}/vendor-items/${vendorItemIds[0]}/inventories`);
    expect(inventory.body.data).toMatchObject({ amountInStock: 10, salePrice: 25_000, onSale: true });
    const found = await call('GET', `${PRODUCTS}/seller-products/external-vendor-sku-codes/SD-test-1`);
    expect(found.body.data.map((summary: { sellerProductId: number }) => summary.sellerProductId)).toEqual([
      created.body.data,
    ]);
  });

  it('keeps a product waiting for approval until the review time passed', async () => {
    emulator.markets.coupang.approvalDelayMs = 60_000;
    const created = await call('POST', `${PRODUCTS}/seller-products`, await productBody());
    const read = await call('GET', `${PRODUCTS}/seller-products/${created.body.data}`);
    expect(read.body.data.statusName).toBe('승인대기중');
    expect(read.body.data.items[0].vendorItemId).toBeNull();
  });

  it('refuses an item without a MANDATORY notice of the category', async () => {
    const body = await productBody();
    body.items[0]!.notices = NOTICES.filter((notice) => notice.noticeCategoryDetailName !== '제조국');
    const answer = await call('POST', `${PRODUCTS}/seller-products`, body);
    expect(answer).toMatchObject({ status: 400, body: { code: 'ERROR' } });
    expect(answer.body.message).toContain("'1번옵션의 고시정보(제조국)' 입력해야 합니다");
    expect(emulator.markets.coupang.stats().listings).toBe(0);
  });

  it('refuses attributes outside the category and items without a required purchase option', async () => {
    const body = await productBody();
    body.items[0]!.attributes = [{ attributeTypeName: '색상분류', attributeValueName: '블랙' }];
    const answer = await call('POST', `${PRODUCTS}/seller-products`, body);
    expect(answer.body.message).toContain(
      "'1번옵션의 옵션(색상분류)' 은 이 카테고리에서 사용할 수 없는 속성입니다",
    );
    expect(answer.body.message).toContain("'1번옵션의 구매옵션(사이즈)' 입력해야 합니다");
  });

  it('refuses missing required fields, 구매대행 without pccNeeded, duplicate options and a return charge off the band', async () => {
    const body = (await productBody()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- breaking a body on purpose
    delete body.returnZipCode;
    body.items[1].pccNeeded = false;
    body.items[1].attributes = body.items[0].attributes;
    body.returnCharge = 20_000;
    const answer = await call('POST', `${PRODUCTS}/seller-products`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("'returnZipCode' 입력해야 합니다");
    expect(answer.body.message).toContain('pccNeeded=true');
    expect(answer.body.message).toContain('중복되었습니다');
    expect(answer.body.message).toContain('100~150%');
  });

  it('will not delete an approved item on update', async () => {
    const body = await productBody();
    const created = await call('POST', `${PRODUCTS}/seller-products`, body);
    const read = await call('GET', `${PRODUCTS}/seller-products/${created.body.data}`);
    const [first] = read.body.data.items;
    const update = {
      ...body,
      sellerProductId: created.body.data,
      items: [
        {
          ...body.items[0],
          sellerProductItemId: first.sellerProductItemId,
          vendorItemId: first.vendorItemId,
        },
      ],
    };
    const answer = await call('PUT', `${PRODUCTS}/seller-products`, update);
    expect(answer.body.message).toContain('vendorItem로 생성된 아이템은 삭제가 불가능합니다.');
  });

  it('refuses an update that re-sends approved items as read back without types, or with the old category’s notices', async () => {
    const body = await productBody();
    const created = await call('POST', `${PRODUCTS}/seller-products`, body);
    const read = await call('GET', `${PRODUCTS}/seller-products/${created.body.data}`);
    type Stored = { images: Record<string, unknown>[]; contents: Record<string, unknown>[] };
    const untyped = read.body.data.items.map((entry: Stored) => ({
      ...entry,
      images: entry.images.map(({ imageType: _type, ...image }) => image),
      contents: entry.contents.map(({ contentsType: _type, ...content }) => content),
    }));
    const stripped = await call('PUT', `${PRODUCTS}/seller-products`, {
      ...body,
      sellerProductId: created.body.data,
      items: untyped,
    });
    expect(stripped.status).toBe(400);
    expect(stripped.body.message).toContain("'2번 옵션의 대표이미지(REPRESENTATION)' 는 1개여야 합니다");
    expect(stripped.body.message).toContain("'2번 옵션.contentsType' 값이 올바르지 않습니다");
    // 기타건강액세서리: other notices (기타 재화) and 수량 a required purchase option.
    const moved = await call('PUT', `${PRODUCTS}/seller-products`, {
      ...body,
      displayCategoryCode: 64086,
      sellerProductId: created.body.data,
      items: read.body.data.items,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain("'1번옵션의 고시정보' 입력해야 합니다 (기타 재화)");
    expect(moved.body.message).toContain("'1번옵션의 구매옵션(수량)' 입력해야 합니다");
    const whole = await call('PUT', `${PRODUCTS}/seller-products`, {
      ...body,
      sellerProductId: created.body.data,
      items: read.body.data.items,
    });
    expect(whole).toMatchObject({ status: 200, body: { code: 'SUCCESS' } });
  });

  it('takes an image Coupang already hosts (cdnPath) and wants a detailType on every content detail', async () => {
    const body = await productBody();
    const [first, second] = body.items as Record<string, unknown>[];
    first!.images = [
      { imageOrder: 0, imageType: 'REPRESENTATION', cdnPath: 'vendor_inventory/a1/b2/main.jpg' },
    ];
    second!.contents = [{ contentsType: 'TEXT', contentDetails: [{ content: '<p>상세</p>' }] }];
    const missing = await call('POST', `${PRODUCTS}/seller-products`, body);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("'2번 옵션.contentDetails.detailType' 값이 올바르지 않습니다");
    expect(missing.body.message).not.toContain('1번 옵션의 이미지 경로');
    second!.contents = item('블랙', 'M').contents;
    expect(await call('POST', `${PRODUCTS}/seller-products`, body)).toMatchObject({ status: 200 });
  });

  it('serves display categories and the metas of a leaf, and refuses metas of an inner category', async () => {
    const root = await call('GET', `${PRODUCTS}/meta/display-categories`);
    expect(root.body.data).toMatchObject({ displayItemCategoryCode: 0, name: 'ROOT' });
    expect(root.body.data.child.length).toBeGreaterThan(3);
    const meta = await call('GET', `${PRODUCTS}/meta/category-related-metas/display-category-codes/79384`);
    expect(meta.body.data.noticeCategories[0].noticeCategoryName).toBe('의류');
    expect(meta.body.data.attributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ attributeTypeName: '색상', required: 'MANDATORY', exposed: 'EXPOSED' }),
      ]),
    );
    const inner = root.body.data.child[0].displayItemCategoryCode as number;
    expect(
      (await call('GET', `${PRODUCTS}/meta/category-related-metas/display-category-codes/${inner}`)).status,
    ).toBe(400);
  });

  it.skipIf(categoriesDirectory('auto') === null)(
    'rebuilds the full Wing tree from the snapshot when present',
    async () => {
      const full = await startMarketEmulator();
      try {
        expect(full.markets.coupang.catalog.fromSnapshot).toBe(true);
        expect(
          [...full.markets.coupang.catalog.byCode.values()].filter((entry) => entry.isLeaf),
        ).toHaveLength(16_395);
      } finally {
        await full.close();
      }
    },
  );
});

describe('Coupang gateway', () => {
  it('answers 429 with Retry-After past ten calls a second and keeps the vendor blocked for a while', async () => {
    const path = `/v2/providers/openapi/apis/api/v5/vendors/${VENDOR.vendorId}/returnShippingCenters?pageNum=1&pageSize=1`;
    const answers = await Promise.all(Array.from({ length: 14 }, () => call('GET', path)));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(4);
    expect(limited[0]!.headers.get('retry-after')).toBe('1');
    expect(limited[0]!.body).toMatchObject({ code: 'ERROR' });
    expect((await call('GET', path)).status).toBe(429);
    expect(emulator.markets.coupang.stats().rateLimited).toBe(limited.length + 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await call('GET', path)).status).toBe(200);
  });
});

describe('mounted on the emulator server', () => {
  it('serves every market under its prefix and resets them with the rest', async () => {
    const server = await startEmulator({ markets: { categories: 'builtin' } });
    try {
      expect(server.baseUrls).toMatchObject({
        naver: `${server.url}/naver`,
        coupang: `${server.url}/coupang`,
        elevenst: `${server.url}/11st`,
        esm: `${server.url}/esm`,
        wmp: `${server.url}/wmp`,
      });
      // Each answers an unauthenticated call the way its market does.
      const elevenst = await fetch(`${server.baseUrls.elevenst}/areaservice/outboundarea`);
      expect(await elevenst.text()).toMatch(/AuthMessage/);
      const esm = await fetch(`${server.baseUrls.esm}/item/v1/shipping/places`);
      expect([esm.status, await esm.json()]).toEqual([
        401,
        { status: expect.objectContaining({ status_code: 401 }) },
      ]);
      const wmp = await fetch(`${server.baseUrls.wmp}/product/out/getCategory`);
      expect([wmp.status, await wmp.json()]).toEqual([401, expect.objectContaining({ resultCode: '401' })]);
      const unsigned = await fetch(`${server.baseUrls.coupang}${PRODUCTS}/meta/display-categories`);
      expect(unsigned.status).toBe(401);
      const naver = await fetch(`${server.baseUrls.naver}/v1/seller/account`);
      expect(await naver.json()).toMatchObject({ code: 'GW.AUTHN' });
      expect(server.markets.coupang.stats().rejected).toBe(1);
      server.reset();
      expect(server.markets.coupang.stats().calls).toBe(0);
      const control = await fetch(`${server.baseUrls.coupang}/__emulator/stats`);
      expect(await control.json()).toMatchObject({ calls: 0, limit: { ratePerSecond: 10, burst: 10 } });
    } finally {
      await server.close();
    }
  });
});
