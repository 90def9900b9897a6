import {
  DEFAULT_COUPANG_VENDOR,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupangAdapter } from '../src/coupang/adapter';
import { ceaAuthorization } from '../src/coupang/client';
import { coupangDateTime, fromCoupangProduct, StoredProduct, toCoupangProduct } from '../src/coupang/mapper';
import { toCoupangUpdate } from '../src/coupang/update';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { buildListingDraft } from '../src/listing';
import type { CategoryRequirements } from '../src/port';
import { emulatorControls, runMarketContract, type ContractHarness } from './contract';
import { colourSizeOptions, productFixture, templateFixture } from './fixtures';
import {
  coupangSettings as settings,
  coupangTemplate as template,
  DRESS_CATEGORY,
  OTHER_CATEGORY,
} from './coupang-fixtures';

const WRONG_SECRET = 'tampered-secret-key-0000000000';

async function harness(): Promise<ContractHarness> {
  const emulator = await startMarketEmulator({ categories: 'builtin' });
  const limiters = new RateLimiterPool();
  const images = (code: string) => [
    `${emulator.baseUrls.images}/${code}/main.jpg`,
    `${emulator.baseUrls.images}/${code}/2.jpg`,
  ];
  return {
    adapter: (options = {}) =>
      createCoupangAdapter(settings(options.tampered ? { secretKey: WRONG_SECRET } : {}), {
        fetcher: options.fetcher ?? fetchFetcher(),
        baseUrl: emulator.baseUrls.coupang,
        limiters,
      }),
    draft: async (adapter, product, categoryId = DRESS_CATEGORY) =>
      buildListingDraft({ ...product, image: images(product.code) }, await template(adapter), {
        market: 'Coupang',
        categoryId,
      }),
    otherCategoryId: OTHER_CATEGORY,
    refusedDraft: async (adapter) => {
      const product = productFixture({ code: '790000000002', options: colourSizeOptions() });
      const draft = buildListingDraft({ ...product, image: images(product.code) }, await template(adapter), {
        market: 'Coupang',
        categoryId: DRESS_CATEGORY,
      });
      // An outbound place the vendor never registered in WING: only Coupang can tell.
      return {
        draft: { ...draft, delivery: { ...draft.delivery, shippingAddressId: '999999' } },
        reason: /출고지\(999999\)가 존재하지 않습니다.*WING에 등록된/,
      };
    },
    secrets: [DEFAULT_COUPANG_VENDOR.secretKey, WRONG_SECRET],
    createCall: {
      method: 'POST',
      path: /\/coupang\/v2\/providers\/seller_api\/apis\/api\/v1\/marketplace\/seller-products$/,
    },
    ...emulatorControls(emulator, 'coupang'),
  };
}

runMarketContract('Coupang', harness);

describe('Coupang protocol', () => {
  let emulator: StartedMarketEmulator;
  const adapter = (
    overrides: Partial<Record<string, string>> = {},
    context: { now?: () => number; egressIp?: string } = {},
  ) =>
    createCoupangAdapter(settings(overrides), {
      fetcher: fetchFetcher(),
      baseUrl: emulator.baseUrls.coupang,
      limiters: new RateLimiterPool(),
      ...context,
    });
  beforeAll(async () => {
    emulator = await startMarketEmulator({ categories: 'builtin' });
  });
  afterAll(() => emulator.close());

  it('signs date + method + path + query with HMAC-SHA256, no "?" and no body', () => {
    const header = ceaAuthorization(
      'access-key-1',
      'test-secret-key',
      'GET',
      '/v2/providers/openapi/apis/api/v5/vendors/A00012345/returnShippingCenters?pageNum=1&pageSize=50',
      Date.UTC(2025, 0, 17, 5, 15, 30),
    );
    expect(header).toBe(
      'CEA algorithm=HmacSHA256, access-key=access-key-1, signed-date=250117T051530Z, signature=84ab90a6d0e24bd2e8929db17b22e3b7d77f03814521662aa133c023a1b279a8',
    );
  });

  it('reports a clock outside the signature window', async () => {
    await expect(adapter({}, { now: () => Date.now() + 10 * 60_000 }).checkLogin()).rejects.toMatchObject({
      code: 'CLOCK_SKEW',
    });
  });

  it('says the key expired after 180 days', async () => {
    emulator.markets.coupang.addVendor({
      vendorId: 'A00099999',
      accessKey: 'expired-access-key-0001',
      secretKey: 'expired-secret-key-0001',
      keyExpiresAt: Date.now() - 1,
    });
    const error = await adapter({
      vendorId: 'A00099999',
      accessKey: 'expired-access-key-0001',
      secretKey: 'expired-secret-key-0001',
    })
      .checkLogin()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'KEY_EXPIRED', transient: false });
    expect((error as Error).message).toContain('재발급');
  });

  it('refuses a vendorId that is not the key’s own', async () => {
    await expect(adapter({ vendorId: 'A00000001' }).checkLogin()).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: expect.stringContaining('업체코드'),
    });
  });

  it('tells the seller to register the server IP', async () => {
    emulator.markets.coupang.addVendor({
      vendorId: 'A00088888',
      accessKey: 'ip-access-key-00001',
      secretKey: 'ip-secret-key-00001',
      ipAllowed: false,
    });
    const error = await adapter(
      { vendorId: 'A00088888', accessKey: 'ip-access-key-00001', secretKey: 'ip-secret-key-00001' },
      { egressIp: '198.51.100.4' },
    )
      .checkLogin()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'IP_NOT_ALLOWED' });
    expect((error as Error).message).toContain('198.51.100.4');
  });

  it('reads the temporary HTML block page as a long, transient block', async () => {
    emulator.markets.coupang.force({ status: 403, html: true }, 1);
    await expect(adapter().addresses()).rejects.toMatchObject({
      code: 'BLOCKED',
      transient: true,
      retryAfterSeconds: 600,
    });
  });
});

describe('Coupang mapping', () => {
  const requirements: CategoryRequirements = {
    category: {
      id: DRESS_CATEGORY,
      name: '여성 미니원피스',
      path: ['여성 미니원피스'],
      parentId: null,
      isLeaf: true,
    },
    notices: [
      {
        id: '의류',
        name: '의류',
        fields: [
          { key: '제품 소재', label: '제품 소재', required: true, fact: null },
          { key: '제조국', label: '제조국', required: true, fact: 'origin' },
          {
            key: 'A/S 책임자와 전화번호',
            label: 'A/S 책임자와 전화번호',
            required: true,
            fact: 'afterServicePhone',
          },
        ],
      },
    ],
    attributes: [
      { name: '색상', required: true, isPurchaseOption: true, values: [] },
      { name: '사이즈', required: true, isPurchaseOption: true, values: [] },
    ],
    optionNamesRestricted: true,
  };
  const draft = buildListingDraft(
    productFixture({
      options: colourSizeOptions(2, 2),
      images: ['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg'],
    }),
    templateFixture({ marketName: 'Coupang', sendExchange: '1000001', recvExchange: '1000002' }),
    { market: 'Coupang', categoryId: DRESS_CATEGORY },
  );
  const returnCenter = {
    code: '1000002',
    name: '반품센터',
    phone: '02-000-0000',
    zipCode: '07788',
    address: '서울 강서구',
    addressDetail: '1층',
  };
  const body = toCoupangProduct({
    draft,
    requirements,
    vendorId: 'A00012345',
    wingUserId: 'wing',
    returnCenter,
    now: Date.UTC(2025, 5, 1, 0, 0, 0),
  });
  const items = body.items as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- walking a vendor body in assertions

  it('fills the documented required top-level fields for 구매대행', () => {
    expect(body).toMatchObject({
      displayCategoryCode: 79384,
      sellerProductName: draft.title,
      vendorId: 'A00012345',
      saleStartedAt: '2025-06-01T09:00:00',
      saleEndedAt: '2099-01-01T23:59:59',
      deliveryMethod: 'AGENT_BUY',
      deliveryCompanyCode: 'CJGLS',
      deliveryChargeType: 'NOT_FREE',
      deliveryCharge: 10_000,
      deliveryChargeOnReturn: 10_000,
      returnCharge: 10_000,
      returnCenterCode: '1000002',
      returnZipCode: '07788',
      outboundShippingPlaceCode: 1000001,
      vendorUserId: 'wing',
      requested: true,
    });
    expect(coupangDateTime(Date.UTC(2025, 0, 1, 20, 0, 0))).toBe('2025-01-02T05:00:00');
  });

  it('makes one item per combination, each with flags, images, notices, attributes and contents', () => {
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({
      itemName: '블랙 S',
      salePrice: 29_900,
      originalPrice: 34_900,
      maximumBuyCount: 50,
      overseasPurchased: 'OVERSEAS_PURCHASED',
      pccNeeded: true,
      externalVendorSku: draft.sellerCode,
      attributes: [
        { attributeTypeName: '색상', attributeValueName: '블랙' },
        { attributeTypeName: '사이즈', attributeValueName: 'S' },
      ],
      notices: [
        { noticeCategoryName: '의류', noticeCategoryDetailName: '제품 소재', content: '상세페이지 참조' },
        { noticeCategoryName: '의류', noticeCategoryDetailName: '제조국', content: '중국' },
        {
          noticeCategoryName: '의류',
          noticeCategoryDetailName: 'A/S 책임자와 전화번호',
          content: '010-1234-5678',
        },
      ],
      contents: [
        { contentsType: 'TEXT', contentDetails: [{ content: draft.detailHtml, detailType: 'TEXT' }] },
      ],
    });
    expect(items[0]!.images).toEqual([
      { imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: 'https://img.example.com/a.jpg' },
      { imageOrder: 1, imageType: 'DETAIL', vendorPath: 'https://img.example.com/b.jpg' },
    ]);
  });

  it('names a 1688 product’s brand after the template, not the source’s 自有品牌', () => {
    const product = productFixture({ code: '700000001688' });
    const from1688 = {
      ...product,
      site: '1688' as const,
      source: { ...product.source, site: '1688' as const },
      brand: '自有品牌',
    };
    const listed = toCoupangProduct({
      draft: buildListingDraft(
        from1688,
        templateFixture({
          marketName: 'Coupang',
          brandName: '셀러데스크',
          sendExchange: '1',
          recvExchange: '2',
        }),
        { market: 'Coupang', categoryId: DRESS_CATEGORY },
      ),
      requirements,
      vendorId: 'A00012345',
      wingUserId: 'wing',
      returnCenter,
      now: 0,
    });
    expect(listed.brand).toBe('셀러데스크');
  });

  it('fills a required 수량 purchase option the product does not have', () => {
    const single = buildListingDraft(
      productFixture(),
      templateFixture({ marketName: 'Coupang', sendExchange: '1', recvExchange: '2' }),
      {
        market: 'Coupang',
        categoryId: '64086',
      },
    );
    const withQuantity = toCoupangProduct({
      draft: single,
      requirements: {
        ...requirements,
        attributes: [{ name: '수량', required: true, isPurchaseOption: true, values: [] }],
      },
      vendorId: 'A00012345',
      wingUserId: 'wing',
      returnCenter,
      now: 0,
    });
    expect((withQuantity.items as { itemName: string; attributes: unknown }[])[0]).toMatchObject({
      itemName: single.title,
      attributes: [{ attributeTypeName: '수량', attributeValueName: '1개' }],
    });
  });

  it('keeps approved items on update and retires the ones the listing dropped', () => {
    const stored = StoredProduct.parse({
      sellerProductId: 15,
      sellerProductName: draft.title,
      displayCategoryCode: 79384,
      statusName: '승인완료',
      productId: 70,
      items: [
        { ...items[0], sellerProductItemId: 1, vendorItemId: 801 },
        { ...items[1], sellerProductItemId: 2, vendorItemId: 802 },
        {
          ...items[1],
          attributes: [
            { attributeTypeName: '색상', attributeValueName: '레드' },
            { attributeTypeName: '사이즈', attributeValueName: 'S' },
          ],
          sellerProductItemId: 3,
          vendorItemId: 803,
        },
      ],
    });
    const update = toCoupangUpdate(body, stored, { requirements, single: false });
    const updatedItems = update.body.items as { sellerProductItemId?: number; vendorItemId?: string }[];
    expect(update.body.sellerProductId).toBe(15);
    expect(updatedItems.slice(0, 2).map((item) => [item.sellerProductItemId, item.vendorItemId])).toEqual([
      ['1', '801'],
      ['2', '802'],
    ]);
    expect(updatedItems[2]?.sellerProductItemId).toBeUndefined();
    expect(updatedItems).toHaveLength(5);
    expect(update.retiredVendorItemIds).toEqual(['803']);
    // The retired item goes back whole, not as read back: typed images, the body's notices and contents.
    const readBack = {
      ...stored.items[2]!,
      images: [{ imageOrder: 0, vendorPath: 'https://img.example.com/r.jpg', cdnPath: '' }],
    };
    const retired = toCoupangUpdate(
      body,
      { ...stored, items: [...stored.items.slice(0, 2), readBack] },
      {
        requirements,
        single: false,
      },
    ).body.items as Record<string, unknown>[];
    expect(retired[4]).toMatchObject({
      sellerProductItemId: '3',
      vendorItemId: '803',
      itemName: items[1]!.itemName,
      images: [{ imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: 'https://img.example.com/r.jpg' }],
      notices: items[0]!.notices,
      contents: items[0]!.contents,
      attributes: [
        { attributeTypeName: '색상', attributeValueName: '레드' },
        { attributeTypeName: '사이즈', attributeValueName: 'S' },
      ],
    });
    const snapshot = fromCoupangProduct(
      stored,
      new Map([['801', { amountInStock: 3, salePrice: 30_000, onSale: false }]]),
    );
    expect(snapshot.combinations[0]).toMatchObject({
      values: ['블랙', 'S'],
      stock: 3,
      salePrice: 30_000,
      onSale: false,
    });
    expect(snapshot.url).toBe('https://www.coupang.com/vp/products/70');
  });
});
