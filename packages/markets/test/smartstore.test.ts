import { DEFAULT_NAVER_APP, startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { compareSync } from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMarketError, type MarketError } from '../src/errors';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { buildListingDraft } from '../src/listing';
import type { CategoryRequirements, MarketAdapter } from '../src/port';
import { createSmartStoreAdapter } from '../src/smartstore/adapter';
import { clientSecretSign } from '../src/smartstore/client';
import { fromSmartStoreProduct, noticeObjectKey, toSmartStoreProduct } from '../src/smartstore/mapper';
import { colourSizeOptions, productFixture, templateFixture } from './fixtures';
import { emulatorControls, runMarketContract, type ContractHarness } from './contract';

const WRONG_SECRET = '$2a$04$WrongSecretWrongSecretWr';

async function template(adapter: MarketAdapter) {
  const addresses = await adapter.addresses();
  return templateFixture({
    marketName: 'SmartStore',
    sendExchange: addresses.find((address) => address.kind === 'shipping')!.id,
    recvExchange: addresses.find((address) => address.kind === 'return')!.id,
  });
}

async function harness(): Promise<ContractHarness> {
  const emulator = await startMarketEmulator({ categories: 'builtin' });
  const limiters = new RateLimiterPool();
  const images = (code: string) => [
    `${emulator.baseUrls.images}/${code}/main.jpg`,
    `${emulator.baseUrls.images}/${code}/detail.png`,
  ];
  return {
    adapter: (options = {}) =>
      createSmartStoreAdapter(
        {
          clientId: DEFAULT_NAVER_APP.clientId,
          clientSecret: options.tampered ? WRONG_SECRET : DEFAULT_NAVER_APP.clientSecret,
        },
        { fetcher: options.fetcher ?? fetchFetcher(), baseUrl: emulator.baseUrls.naver, limiters },
      ),
    draft: async (adapter, product, categoryId) =>
      buildListingDraft({ ...product, image: images(product.code) }, await template(adapter), {
        market: 'SmartStore',
        ...(categoryId ? { categoryId } : {}),
      }),
    // 생활/건강>주방용품>도마: another notice kind than the product's own 여성의류>원피스.
    otherCategoryId: '50000216',
    refusedDraft: async (adapter) => {
      const product = productFixture({ code: '790000000001' });
      const draft = buildListingDraft({ ...product, image: images(product.code) }, await template(adapter), {
        market: 'SmartStore',
      });
      // An address id that is not in the seller's address book: only Naver can tell.
      return {
        draft: { ...draft, delivery: { ...draft.delivery, shippingAddressId: '999999999' } },
        reason: /출고지: 판매자 주소록에 없는 출고지입니다/,
      };
    },
    secrets: [DEFAULT_NAVER_APP.clientSecret, WRONG_SECRET],
    createCall: { method: 'POST', path: /\/naver\/v2\/products$/ },
    ...emulatorControls(emulator, 'naver'),
  };
}

runMarketContract('SmartStore', harness);

describe('SmartStore protocol', () => {
  let emulator: StartedMarketEmulator;
  const adapterFor = (clientId: string, clientSecret: string, egressIp?: string) =>
    createSmartStoreAdapter(
      { clientId, clientSecret },
      {
        fetcher: fetchFetcher(),
        baseUrl: emulator.baseUrls.naver,
        limiters: new RateLimiterPool(),
        egressIp,
      },
    );
  beforeAll(async () => {
    emulator = await startMarketEmulator({ categories: 'builtin' });
  });
  afterAll(() => emulator.close());

  it('signs the client secret with bcrypt as Naver documents it', () => {
    const sign = clientSecretSign('app-id', DEFAULT_NAVER_APP.clientSecret, 1_700_000_000_000);
    const hash = Buffer.from(sign, 'base64').toString('utf8');
    expect(hash.startsWith('$2a$04$')).toBe(true);
    expect(compareSync('app-id_1700000000000', hash)).toBe(true);
  });

  it('shares one token per application and re-issues it once after a 401', async () => {
    emulator.markets.naver.addApp({ clientId: 'token-app', clientSecret: DEFAULT_NAVER_APP.clientSecret });
    const first = adapterFor('token-app', DEFAULT_NAVER_APP.clientSecret);
    const second = adapterFor('token-app', DEFAULT_NAVER_APP.clientSecret);
    const issued = emulator.markets.naver.stats().tokensIssued;
    await first.checkLogin();
    await second.addresses();
    expect(emulator.markets.naver.stats().tokensIssued).toBe(issued + 1);
    emulator.markets.naver.expireTokens();
    await expect(first.checkLogin()).resolves.toEqual({ accountLabel: 'token-app-store' });
    expect(emulator.markets.naver.stats().tokensIssued).toBe(issued + 2);
  });

  it('tells the seller to register the server IP when Naver refuses it', async () => {
    emulator.markets.naver.addApp({
      clientId: 'blocked-app',
      clientSecret: DEFAULT_NAVER_APP.clientSecret,
      ipAllowed: false,
    });
    const error: unknown = await adapterFor('blocked-app', DEFAULT_NAVER_APP.clientSecret, '203.0.113.7')
      .checkLogin()
      .catch((caught: unknown) => caught);
    expect(isMarketError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'IP_NOT_ALLOWED', transient: false, status: 403 });
    expect((error as MarketError).message).toContain('203.0.113.7');
    expect((error as MarketError).message).toContain('API 호출 IP');
  });

  it('reports a clock off by more than five minutes', async () => {
    const skewed = createSmartStoreAdapter(
      { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
      {
        fetcher: fetchFetcher(),
        baseUrl: emulator.baseUrls.naver,
        limiters: new RateLimiterPool(),
        now: () => Date.now() - 10 * 60_000,
      },
    );
    await expect(skewed.checkLogin()).rejects.toMatchObject({ code: 'CLOCK_SKEW' });
  });

  it('refuses settings that are not Naver application keys', () => {
    expect(() =>
      createSmartStoreAdapter(
        { clientId: 'x', clientSecret: 'plain-secret' },
        { fetcher: fetchFetcher(), baseUrl: 'x' },
      ),
    ).toThrow(/애플리케이션 시크릿 형식/);
  });
});

describe('SmartStore mapping', () => {
  const requirements: CategoryRequirements = {
    category: {
      id: '50000807',
      name: '원피스',
      path: ['패션의류', '여성의류', '원피스'],
      parentId: null,
      isLeaf: true,
    },
    notices: [
      {
        id: 'WEAR',
        name: '의류',
        fields: [
          { key: 'material', label: '제품 소재', required: true, fact: null },
          { key: 'manufacturer', label: '제조자/수입자', required: true, fact: 'manufacturer' },
          {
            key: 'afterServiceDirector',
            label: 'A/S 책임자와 전화번호',
            required: true,
            fact: 'afterServicePhone',
          },
        ],
      },
    ],
    attributes: [],
    optionNamesRestricted: false,
  };
  const draft = buildListingDraft(
    productFixture({ options: colourSizeOptions(2, 3), tags: ['원피스', '띄어 쓴 태그', '린넨원피스'] }),
    templateFixture({ marketName: 'SmartStore', sendExchange: '101', recvExchange: '102' }),
    { market: 'SmartStore' },
  );
  const body = toSmartStoreProduct({
    draft,
    requirements,
    imageUrls: ['https://shop-phinf.example/a.jpg', 'https://shop-phinf.example/b.jpg'],
    originAreaCode: '0200037',
  });
  const origin = body.originProduct as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- walking a vendor body in assertions

  it('fills every documented required field of POST /v2/products', () => {
    expect(origin).toMatchObject({
      statusType: 'SALE',
      saleType: 'NEW',
      leafCategoryId: '50000807',
      name: '여름 린넨 원피스 루즈핏 데일리',
      salePrice: 29_900,
      stockQuantity: draft.stock,
      images: {
        representativeImage: { url: 'https://shop-phinf.example/a.jpg' },
        optionalImages: [{ url: 'https://shop-phinf.example/b.jpg' }],
      },
    });
    expect(origin.detailContent).toContain('<p>해외구매대행 상품입니다.</p>');
    expect(origin.deliveryInfo).toMatchObject({
      deliveryType: 'DELIVERY',
      deliveryAttributeType: 'NORMAL',
      deliveryCompany: 'CJGLS',
      deliveryFee: { deliveryFeeType: 'PAID', baseFee: 10_000, deliveryFeePayType: 'PREPAID' },
      claimDeliveryInfo: {
        returnDeliveryFee: 10_000,
        exchangeDeliveryFee: 20_000,
        shippingAddressId: 101,
        returnAddressId: 102,
      },
    });
    expect(origin.detailAttribute).toMatchObject({
      afterServiceInfo: {
        afterServiceTelephoneNumber: '010-1234-5678',
        afterServiceGuideContent: '상세 페이지 참조',
      },
      originAreaInfo: { originAreaCode: '0200037', importer: '협력업체' },
      sellerCodeInfo: { sellerManagementCode: 'SD-taobao-700000000001' },
      minorPurchasable: true,
      certificationTargetExcludeContent: {
        kcExemptionType: 'OVERSEAS',
        kcCertifiedProductExclusionYn: 'KC_EXEMPTION_OBJECT',
      },
      productInfoProvidedNotice: {
        productInfoProvidedNoticeType: 'WEAR',
        wear: {
          material: '상세페이지 참조',
          manufacturer: '협력업체',
          afterServiceDirector: '010-1234-5678',
        },
      },
    });
    expect(body.smartstoreChannelProduct).toEqual({
      naverShoppingRegistration: true,
      channelProductDisplayStatusType: 'ON',
    });
  });

  it('sends combinations as extra amounts over the base price, with at least one at 0', () => {
    const options = origin.detailAttribute.optionInfo;
    expect(options.optionCombinationGroupNames).toEqual({
      optionGroupName1: '색상',
      optionGroupName2: '사이즈',
    });
    expect(options.optionCombinations).toHaveLength(6);
    expect(options.optionCombinations[0]).toEqual({
      optionName1: '블랙',
      optionName2: 'S',
      stockQuantity: 50,
      price: 0,
      usable: true,
    });
    expect(options.optionCombinations.map((c: { price: number }) => c.price)).toEqual([
      0, 0, 2000, 0, 0, 2000,
    ]);
  });

  it('keeps only tags Naver accepts', () => {
    expect(origin.detailAttribute.seoInfo.sellerTags).toEqual([{ text: '원피스' }, { text: '린넨원피스' }]);
  });

  it('names notice sub-objects after their type and reads a stored product back', () => {
    expect(noticeObjectKey('FASHION_ITEMS')).toBe('fashionItems');
    const stored = structuredClone(body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a stored vendor body
    stored.smartstoreChannelProduct.channelProductNo = 55;
    const snapshot = fromSmartStoreProduct('44', stored);
    expect(snapshot).toMatchObject({
      ref: { productId: '44', channelProductId: '55' },
      status: 'onSale',
      salePrice: 29_900,
      optionGroupNames: ['색상', '사이즈'],
      tags: ['원피스', '린넨원피스'],
    });
    expect(snapshot!.combinations[2]).toMatchObject({ values: ['블랙', 'L'], salePrice: 31_900 });
    expect(fromSmartStoreProduct('44', { nothing: true })).toBeNull();
  });
});
