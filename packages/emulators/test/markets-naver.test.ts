import { hashSync } from 'bcryptjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_NAVER_APP, startMarketEmulator, type StartedMarketEmulator } from '../src/markets';
import { categoriesDirectory } from '../src/markets/shared/category-data';

/** The Naver Commerce API emulator refuses what Naver refuses. Requests are built by hand here. */

let emulator: StartedMarketEmulator;
let base: string;
beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  base = emulator.baseUrls.naver;
});
afterAll(() => emulator.close());
beforeEach(() => emulator.markets.naver.reset());

type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw vendor answers

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

function sign(clientId: string, secret: string, timestamp: number): string {
  return Buffer.from(hashSync(`${clientId}_${timestamp}`, secret)).toString('base64');
}

function tokenRequest(fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') {
  return call('/v1/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: contentType.includes('json') ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

function tokenFields(timestamp = Date.now(), secret = DEFAULT_NAVER_APP.clientSecret) {
  return {
    client_id: DEFAULT_NAVER_APP.clientId,
    timestamp: String(timestamp),
    grant_type: 'client_credentials',
    client_secret_sign: sign(DEFAULT_NAVER_APP.clientId, secret, timestamp),
    type: 'SELF',
  };
}

async function token(): Promise<string> {
  const answer = await tokenRequest(tokenFields());
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

async function authed(path: string, init: RequestInit = {}, bearer?: string): Promise<Answer> {
  const headers = {
    authorization: `Bearer ${bearer ?? (await token())}`,
    ...(init.headers as Record<string, string>),
  };
  return call(path, { ...init, headers });
}

const PNG_1x1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

async function uploadImage(bearer: string): Promise<string> {
  const form = new FormData();
  form.append('imageFiles', new Blob([PNG_1x1], { type: 'image/png' }), 'a.png');
  const answer = await authed('/v1/product-images/upload', { method: 'POST', body: form }, bearer);
  expect(answer.status).toBe(200);
  return answer.body.images[0].url as string;
}

async function addressIds(bearer: string): Promise<{ shipping: number; returns: number }> {
  const answer = await authed('/v1/seller/addressbooks-for-page?page=1&size=100', {}, bearer);
  const books = answer.body.addressBooks as { addressBookNo: number; addressType: string }[];
  return {
    shipping: books.find((book) => book.addressType === 'RELEASE')!.addressBookNo,
    returns: books.find((book) => book.addressType === 'REFUND_OR_EXCHANGE')!.addressBookNo,
  };
}

const LEGAL = {
  returnCostReason: '상세페이지 참조',
  noRefundReason: '상세페이지 참조',
  qualityAssuranceStandard: '상세페이지 참조',
  compensationProcedure: '상세페이지 참조',
  troubleShootingContents: '상세페이지 참조',
};

function productBody(image: string, addresses: { shipping: number; returns: number }) {
  return {
    originProduct: {
      statusType: 'SALE',
      saleType: 'NEW',
      leafCategoryId: '50000807',
      name: '린넨 원피스',
      detailContent: '<p>상세</p>',
      images: { representativeImage: { url: image } },
      salePrice: 20_000,
      stockQuantity: 10,
      deliveryInfo: {
        deliveryType: 'DELIVERY',
        deliveryAttributeType: 'NORMAL',
        deliveryCompany: 'CJGLS',
        deliveryFee: { deliveryFeeType: 'PAID', baseFee: 3_000, deliveryFeePayType: 'PREPAID' },
        claimDeliveryInfo: {
          returnDeliveryFee: 5_000,
          exchangeDeliveryFee: 10_000,
          shippingAddressId: addresses.shipping,
          returnAddressId: addresses.returns,
        },
      },
      detailAttribute: {
        afterServiceInfo: {
          afterServiceTelephoneNumber: '010-0000-0000',
          afterServiceGuideContent: '상세페이지 참조',
        },
        originAreaInfo: { originAreaCode: '0200037', importer: '셀러데스크' },
        minorPurchasable: true,
        productInfoProvidedNotice: {
          productInfoProvidedNoticeType: 'WEAR',
          wear: {
            material: '린넨',
            color: '블랙',
            size: 'FREE',
            manufacturer: '협력사',
            caution: '손세탁',
            afterServiceDirector: '010-0000-0000',
            ...LEGAL,
          },
        },
        optionInfo: {
          optionCombinationGroupNames: { optionGroupName1: '색상' },
          optionCombinations: [
            { optionName1: '블랙', stockQuantity: 5, price: 0 },
            { optionName1: '화이트', stockQuantity: 7, price: 5_000 },
          ],
          useStockManagement: true,
        },
      },
    },
    smartstoreChannelProduct: { naverShoppingRegistration: true, channelProductDisplayStatusType: 'ON' },
  };
}

async function create(body: unknown, bearer: string): Promise<Answer> {
  return authed(
    '/v2/products',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    bearer,
  );
}

async function validProduct(bearer: string) {
  return productBody(await uploadImage(bearer), await addressIds(bearer));
}

const names = (answer: Answer) =>
  (answer.body.invalidInputs as { name: string }[]).map((input) => input.name);

describe('Naver token', () => {
  it('issues a 3-hour bearer token for the bcrypt sign and answers the same one while it is fresh', async () => {
    const first = await tokenRequest(tokenFields());
    expect(first).toMatchObject({ status: 200, body: { token_type: 'Bearer' } });
    // Naver answers the time left on the token, so a second that ticks over between issue and answer shows.
    expect(first.body.expires_in).toBeGreaterThan(10_790);
    expect(first.body.expires_in).toBeLessThanOrEqual(10_800);
    const second = await tokenRequest(tokenFields());
    expect(second.body.access_token).toBe(first.body.access_token);
  });

  it('refuses a tampered sign, an old timestamp, a JSON body and an unknown application', async () => {
    const tampered = await tokenRequest(tokenFields(Date.now(), '$2a$04$AnotherSecretAnotherSecr'));
    expect(tampered).toMatchObject({ status: 401, body: { code: 'GW.AUTHN' } });
    const old = await tokenRequest(tokenFields(Date.now() - 6 * 60_000));
    expect(old.status).toBe(400);
    expect(names(old)).toEqual(['timestamp']);
    const json = await tokenRequest(tokenFields(), 'application/json');
    expect(json.status).toBe(400);
    const unknown = await tokenRequest({ ...tokenFields(), client_id: 'nobody' });
    expect(names(unknown)).toEqual(['client_id']);
  });

  it('wants a valid bearer token on every call', async () => {
    expect(await call('/v1/seller/account')).toMatchObject({ status: 401, body: { code: 'GW.AUTHN' } });
    expect(await authed('/v1/seller/account', {}, 'made-up')).toMatchObject({ status: 401 });
    const bearer = await token();
    emulator.markets.naver.expireTokens();
    expect(await authed('/v1/seller/account', {}, bearer)).toMatchObject({
      status: 401,
      body: { code: 'GW.AUTHN' },
    });
  });

  it('answers 403 GW.IP_NOT_ALLOWED for an application whose IP is not registered', async () => {
    emulator.markets.naver.addApp({
      clientId: 'ip-app',
      clientSecret: DEFAULT_NAVER_APP.clientSecret,
      ipAllowed: false,
    });
    const timestamp = Date.now();
    const answer = await tokenRequest({
      ...tokenFields(timestamp),
      client_id: 'ip-app',
      client_secret_sign: sign('ip-app', DEFAULT_NAVER_APP.clientSecret, timestamp),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'GW.IP_NOT_ALLOWED' } });
  });
});

describe('Naver products', () => {
  it('creates a valid product, stores option ids and the option stock total, and reads it back', async () => {
    const bearer = await token();
    const created = await create(await validProduct(bearer), bearer);
    expect(created.status).toBe(200);
    const read = await authed(`/v2/products/origin-products/${created.body.originProductNo}`, {}, bearer);
    expect(read.body.originProduct.stockQuantity).toBe(12);
    expect(read.body.originProduct.detailAttribute.optionInfo.optionCombinations[0].id).toEqual(
      expect.any(Number),
    );
    expect(read.body.smartstoreChannelProduct.channelProductNo).toBe(created.body.smartstoreChannelProductNo);
  });

  it('refuses image URLs that did not come from its upload API', async () => {
    const bearer = await token();
    const body = await validProduct(bearer);
    body.originProduct.images.representativeImage.url = 'https://img.example.com/elsewhere.jpg';
    const answer = await create(body, bearer);
    expect(answer.status).toBe(400);
    expect(answer.body.invalidInputs[0]).toMatchObject({
      name: 'originProduct.images.representativeImage.url',
      type: 'InvalidImageUrl',
    });
  });

  it('refuses a missing required field, a wrong enum and a non-leaf category', async () => {
    const bearer = await token();
    const body = await validProduct(bearer);
    const broken = structuredClone(body) as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- breaking a body on purpose
    delete broken.originProduct.detailAttribute.afterServiceInfo;
    broken.originProduct.deliveryInfo.deliveryFee.deliveryFeeType = 'SOMETIMES';
    broken.originProduct.leafCategoryId = '50000167';
    const answer = await create(broken, bearer);
    expect(answer.status).toBe(400);
    expect(names(answer)).toEqual(
      expect.arrayContaining([
        'originProduct.detailAttribute.afterServiceInfo.afterServiceTelephoneNumber',
        'originProduct.deliveryInfo.deliveryFee.deliveryFeeType',
        'originProduct.leafCategoryId',
      ]),
    );
    expect(emulator.markets.naver.stats().listings).toBe(0);
  });

  it('wants the category’s notice type with every required field', async () => {
    const bearer = await token();
    const body = await validProduct(bearer);
    const wrongType = structuredClone(body) as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- breaking a body on purpose
    wrongType.originProduct.detailAttribute.productInfoProvidedNotice = {
      productInfoProvidedNoticeType: 'COSMETIC',
      cosmetic: {},
    };
    expect(names(await create(wrongType, bearer))).toEqual([
      'originProduct.detailAttribute.productInfoProvidedNotice.productInfoProvidedNoticeType',
    ]);
    const missing = structuredClone(body);
    delete (missing.originProduct.detailAttribute.productInfoProvidedNotice.wear as Record<string, unknown>)
      .material;
    const answer = await create(missing, bearer);
    expect(answer.body.invalidInputs).toEqual([
      expect.objectContaining({
        name: 'originProduct.detailAttribute.productInfoProvidedNotice.wear.material',
        message: "'제품 소재' 항목을 입력해야 합니다.",
      }),
    ]);
  });

  it('holds option prices to the band of the sale price and wants one option at 0', async () => {
    const bearer = await token();
    const body = await validProduct(bearer);
    body.originProduct.detailAttribute.optionInfo.optionCombinations = [
      { optionName1: '블랙', stockQuantity: 5, price: 1_000 },
      { optionName1: '화이트', stockQuantity: 7, price: 15_000 },
    ];
    const answer = await create(body, bearer);
    expect(names(answer)).toEqual(
      expect.arrayContaining([
        'originProduct.detailAttribute.optionInfo.optionCombinations[1].price',
        'originProduct.detailAttribute.optionInfo.optionCombinations',
      ]),
    );
  });

  it('refuses files that are not images and serves uploaded ones', async () => {
    const bearer = await token();
    const form = new FormData();
    form.append('imageFiles', new Blob([Buffer.from('not an image at all')], { type: 'image/png' }), 'a.png');
    const refused = await authed('/v1/product-images/upload', { method: 'POST', body: form }, bearer);
    expect(refused.body.invalidInputs[0]).toMatchObject({ type: 'InvalidFormat' });
    const url = await uploadImage(bearer);
    const image = await fetch(url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('finds products by seller management code', async () => {
    const bearer = await token();
    const body = await validProduct(bearer);
    (body.originProduct.detailAttribute as Record<string, unknown>).sellerCodeInfo = {
      sellerManagementCode: 'SD-1',
    };
    await create(body, bearer);
    const search = (code: string) =>
      authed(
        '/v1/products/search',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ searchKeywordType: 'SELLER_CODE', sellerManagementCode: code }),
        },
        bearer,
      );
    expect((await search('SD-1')).body.totalElements).toBe(1);
    expect((await search('SD-2')).body.contents).toEqual([]);
  });
});

describe('Naver gateway', () => {
  it('answers 429 GW.RATE_LIMIT with the rate-limit headers once an API’s bucket is empty', async () => {
    const bearer = await token();
    emulator.markets.naver.gateway.setLimit({ ratePerSecond: 2, burst: 2 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => authed('/v1/seller/account', {}, bearer)),
      );
      const limited = answers.filter((answer) => answer.status === 429);
      expect(limited.length).toBeGreaterThanOrEqual(2);
      expect(limited[0]!.body.code).toBe('GW.RATE_LIMIT');
      expect(limited[0]!.headers.get('GNCP-GW-RateLimit-Replenish-Rate')).toBe('2');
      expect(limited[0]!.headers.get('GNCP-GW-RateLimit-Burst-Capacity')).toBe('2');
      expect(limited[0]!.headers.get('GNCP-GW-RateLimit-Remaining')).toBe('0');
      // Another API has its own bucket.
      expect((await authed('/v1/product-origin-areas', {}, bearer)).status).toBe(200);
      expect(emulator.markets.naver.stats().rateLimited).toBe(limited.length);
    } finally {
      emulator.markets.naver.gateway.setLimit({ ratePerSecond: 20, burst: 40 });
    }
  });

  it('serves the category tree, children and the notice types of a category', async () => {
    const bearer = await token();
    const all = await authed('/v1/categories', {}, bearer);
    expect(all.body.length).toBeGreaterThan(20);
    const children = await authed('/v1/categories/50000167/sub-categories', {}, bearer);
    expect(children.body.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['원피스']),
    );
    const notices = await authed('/v1/products-for-provided-notice?categoryId=50000807', {}, bearer);
    expect(
      notices.body.map(
        (type: { productInfoProvidedNoticeType: string }) => type.productInfoProvidedNoticeType,
      ),
    ).toEqual(['WEAR', 'ETC']);
  });

  it.skipIf(categoriesDirectory('auto') === null)(
    'serves the full snapshot when it is beside the repository',
    async () => {
      const full = await startMarketEmulator();
      try {
        const timestamp = Date.now();
        const issued = await fetch(`${full.baseUrls.naver}/v1/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...tokenFields(timestamp) }).toString(),
        });
        const { access_token: accessToken } = (await issued.json()) as { access_token: string };
        const rows = (await (
          await fetch(`${full.baseUrls.naver}/v1/categories`, {
            headers: { authorization: `Bearer ${accessToken}` },
          })
        ).json()) as unknown[];
        expect(rows).toHaveLength(5_804);
      } finally {
        await full.close();
      }
    },
  );
});
