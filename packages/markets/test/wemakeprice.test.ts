import { DEFAULT_WMP_ACCOUNT, startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMarketError } from '../src/errors';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { buildListingDraft } from '../src/listing';
import type { MarketAdapter } from '../src/port';
import {
  assertMarketEnabled,
  findMarketDefinition,
  isMarketEnabled,
  marketDefinitions,
  resolveMarketBaseUrl,
} from '../src/registry';
import { createWeMakePriceAdapter } from '../src/wemakeprice/adapter';
import { WEMAKEPRICE_CLOSED_NOTICE } from '../src/wemakeprice/limits';
import { toWeMakePriceProduct } from '../src/wemakeprice/mapper';
import { emulatorControls, runMarketContract, type ContractHarness } from './contract';
import { colourSizeOptions, productFixture, templateFixture } from './fixtures';

/** 패션의류 > 여성의류 > 원피스 in the emulator's built-in W Partner tree. */
const DRESS = '1101';
const WRONG_KEY = 'tamperedWmpApiKey000000000000001';

async function template(adapter: MarketAdapter) {
  const addresses = await adapter.addresses();
  const couriers = await adapter.couriers();
  return templateFixture({
    marketName: 'WeMakePrice',
    brandName: '셀러데스크',
    manufacturer: '셀러데스크 협력사',
    courierId: couriers[0]!.id,
    sendExchange: addresses.find((address) => address.kind === 'shipping')!.id,
    recvExchange: addresses.find((address) => address.kind === 'return')!.id,
  });
}

function imagesFor(emulator: StartedMarketEmulator, code: string) {
  return [`${emulator.baseUrls.images}/${code}/main.jpg`, `${emulator.baseUrls.images}/${code}/2.jpg`];
}

async function harness(): Promise<ContractHarness> {
  const emulator = await startMarketEmulator({ categories: 'builtin' });
  const limiters = new RateLimiterPool();
  const draft = async (
    adapter: MarketAdapter,
    product: ReturnType<typeof productFixture>,
    categoryId = DRESS,
  ) =>
    buildListingDraft({ ...product, image: imagesFor(emulator, product.code) }, await template(adapter), {
      market: 'WeMakePrice',
      categoryId,
    });
  return {
    adapter: (options = {}) =>
      createWeMakePriceAdapter(
        { apiKey: options.tampered ? WRONG_KEY : DEFAULT_WMP_ACCOUNT.apiKey },
        { fetcher: options.fetcher ?? fetchFetcher(), baseUrl: emulator.baseUrls.wmp, limiters },
      ),
    draft,
    // 생활/주방 > 주방용품 > 텀블러: another notice kind than the dress.
    otherCategoryId: '2101',
    refusedDraft: async (adapter) => {
      const made = await draft(
        adapter,
        productFixture({ code: '790000000031', options: colourSizeOptions() }),
      );
      return {
        draft: { ...made, delivery: { ...made.delivery, shippingAddressId: '999' } },
        reason: /배송정책\(999\)/,
      };
    },
    secrets: [DEFAULT_WMP_ACCOUNT.apiKey, WRONG_KEY],
    courierId: 'D002',
    createCall: { method: 'POST', path: /\/wmp\/product\/in\/setProduct$/ },
    ...emulatorControls(emulator, 'wmp'),
  };
}

runMarketContract('WeMakePrice', harness);

describe('WeMakePrice protocol and registry entry', () => {
  let emulator: StartedMarketEmulator;
  const adapter = () =>
    createWeMakePriceAdapter(
      { apiKey: DEFAULT_WMP_ACCOUNT.apiKey },
      { fetcher: fetchFetcher(), baseUrl: emulator.baseUrls.wmp, limiters: new RateLimiterPool() },
    );
  beforeAll(async () => {
    emulator = await startMarketEmulator({ categories: 'builtin' });
  });
  afterAll(() => emulator.close());

  it('maps a draft to the setProduct body: 구매대행, ship policy, notice items, combination options', async () => {
    const listing = adapter();
    const product = productFixture({ code: '750000000031', options: colourSizeOptions(2, 2) });
    const draft = buildListingDraft(
      { ...product, image: imagesFor(emulator, product.code) },
      await template(listing),
      { market: 'WeMakePrice', categoryId: DRESS },
    );
    const requirements = await listing.categoryRequirements(DRESS);
    expect(requirements.notices[0]?.name).toBe('의류');
    const body = toWeMakePriceProduct({
      draft,
      requirements,
      shipPolicyNo: '90001',
      brandNo: '50001',
      makerNo: null,
    });
    expect(body).toMatchObject({
      basic: {
        productName: draft.title,
        cateNo: 1101,
        sellerProdCode: draft.sellerCode,
        brandNo: 50001,
        overseasPurchaseYn: 'Y',
      },
      sale: { salePrice: draft.salePrice, stockCount: draft.stock },
      option: { optionType: 'COMBINATION', optionNames: draft.optionGroupNames },
      image: { mainImgUrl: draft.images[0], addImgUrls: draft.images.slice(1) },
      ship: { shipPolicyNo: 90001 },
      notice: { noticeGroupCode: 'N01' },
    });
    const options = (body.option as { options: { addPrice: number }[] }).options;
    expect(options).toHaveLength(4);
    expect(options.some((option) => option.addPrice === 0)).toBe(true);
    const items = (body.notice as { items: { noticeItemCode: string; content: string }[] }).items;
    expect(items.map((item) => item.noticeItemCode)).toEqual(
      requirements.notices[0]!.fields.map((field) => field.key),
    );
    expect(items.every((item) => item.content.trim() !== '')).toBe(true);
    expect(body).not.toHaveProperty('productNo');
    // The brand and maker the template names are looked up at W Partner and sent by number.
    const { ref } = await listing.pushListing(draft);
    const stored = emulator.markets.wmp.products.get(Number(ref.productId))!;
    expect(stored.body.basic).toMatchObject({ brandNo: 50001, makerNo: 60001 });
  });

  it('reads a business failure answered with HTTP 200 as a failure', async () => {
    const response = await fetch(`${emulator.baseUrls.wmp}/product/out/getProduct?productNo=1`, {
      headers: { apiKey: DEFAULT_WMP_ACCOUNT.apiKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ resultCode: '404' });
    await expect(adapter().readListing({ productId: '1' })).resolves.toBeNull();
    const refused = await adapter()
      .updatePriceStock({ productId: '1' }, { salePrice: 10_000 })
      .catch((error: unknown) => error);
    expect(isMarketError(refused) && refused.code).toBe('NOT_FOUND');
    const wrongPath = await fetch(`${emulator.baseUrls.wmp}/product/out/nothing`, {
      headers: { apiKey: DEFAULT_WMP_ACCOUNT.apiKey },
    });
    expect(wrongPath.status).toBe(404);
  });

  it('is listed closed and off by default with its Korean notice; an operator setting enables it', () => {
    const definition = findMarketDefinition('WeMakePrice')!;
    expect(marketDefinitions().map((entry) => entry.code)).toContain('WeMakePrice');
    expect(definition.closed).toMatchObject({
      enabledByDefault: false,
      enableVariable: 'WEMAKEPRICE_ENABLED',
    });
    expect(definition.closed!.notice).toBe(WEMAKEPRICE_CLOSED_NOTICE);
    expect(WEMAKEPRICE_CLOSED_NOTICE).toMatch(/2025년 11월 10일.*파산/);
    expect(isMarketEnabled(definition, {})).toBe(false);
    let refused: unknown;
    try {
      assertMarketEnabled(definition, {});
    } catch (error) {
      refused = error;
    }
    expect(isMarketError(refused) && [refused.code, refused.message]).toEqual([
      'CONFIG',
      WEMAKEPRICE_CLOSED_NOTICE,
    ]);
    expect(isMarketEnabled(definition, { WEMAKEPRICE_ENABLED: 'true' })).toBe(true);
    expect(() => assertMarketEnabled(definition, { WEMAKEPRICE_ENABLED: 'true' })).not.toThrow();
    for (const open of marketDefinitions().filter((entry) => entry.code !== 'WeMakePrice')) {
      expect(open.closed).toBeUndefined();
      expect(isMarketEnabled(open, {})).toBe(true);
    }
  });

  it('resolves its base URL from WEMAKEPRICE_BASE_URL or the emulator prefix', () => {
    const definition = findMarketDefinition('WeMakePrice')!;
    expect(resolveMarketBaseUrl(definition, {})).toBe('https://w-api.wemakeprice.com');
    expect(
      resolveMarketBaseUrl(definition, { WEMAKEPRICE_BASE_URL: 'https://wapi-stg.wemakeprice.com' }),
    ).toBe('https://wapi-stg.wemakeprice.com');
    expect(resolveMarketBaseUrl(definition, { MARKET_EMULATOR_URL: 'http://127.0.0.1:4010/' })).toBe(
      'http://127.0.0.1:4010/wmp',
    );
  });
});
