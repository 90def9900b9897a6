import { describe, expect, it } from 'vitest';
import {
  alibabaPricePrivate,
  alibabaRangePrice,
  alibabaSingleNoDescription,
  alibabaSkuPrices,
  build1688Description,
  build1688InitData,
  punishPage,
  render1688Page,
  wrongPage,
} from '@sellerdesk/emulators/fixtures';
import type { FixtureGroup, FixtureItem } from '@sellerdesk/emulators/fixtures';
import { parseOfferDetails } from '../src/alibaba/client';
import { parse1688Data, parse1688Page, tierPriceAt, unwrapDescriptionUrl } from '../src/alibaba/parse';
import { expectReadBack, failure, fixture, fixtureJson } from './helpers';

const CDN = 'https://cbu01.alicdn.com';
const cdn = (path: string) => `${CDN}/${path}`;
const offerUrl = (id: string) => `https://detail.1688.com/offer/${id}.html`;
const options = (item: FixtureItem) => ({
  imageBase: CDN,
  descriptionUrl: `https://itemcdn.tmall.com/1688offer/icoss${item.id}`,
});

describe('1688 offer pages (__INIT_DATA)', () => {
  it('reads per-SKU prices, option images, discounts and sold-out SKUs', () => {
    const product = parse1688Page(render1688Page(alibabaSkuPrices, options(alibabaSkuPrices)), {
      url: offerUrl(alibabaSkuPrices.id),
    });
    expectReadBack(product, alibabaSkuPrices, cdn);
    expect(product).toMatchObject({
      site: '1688',
      currency: 'CNY',
      url: offerUrl(alibabaSkuPrices.id),
      shopName: '义乌市明亮眼镜厂',
      sourceCategory: '太阳镜',
      minOrderQuantity: 1,
      // Per-SKU prices: the distinct-price list is not a quantity ladder.
      priceTiers: [],
      description: {
        kind: 'pending',
        url: `https://itemcdn.tmall.com/1688offer/icoss${alibabaSkuPrices.id}`,
      },
    });
    expect(product.skus.find((s) => s.id === '5627721589405')).toMatchObject({
      price: '3.6',
      originalPrice: '4.2',
    });
    expect(product.attributes).toEqual(alibabaSkuPrices.attributes);
  });

  it('keeps the quantity ladder and prices each SKU at the minimum order quantity', () => {
    const product = parse1688Page(render1688Page(alibabaRangePrice, options(alibabaRangePrice)), {
      url: offerUrl(alibabaRangePrice.id),
    });
    expectReadBack(product, alibabaRangePrice, cdn);
    expect(product.priceTiers).toEqual(alibabaRangePrice.tiers);
    expect(product.minOrderQuantity).toBe(3);
    expect(new Set(product.skus.map((s) => s.price))).toEqual(new Set(['12.8']));
  });

  it('prices a single-SKU offer from its ladder and leaves a missing description as none', () => {
    const product = parse1688Page(
      render1688Page(alibabaSingleNoDescription, options(alibabaSingleNoDescription)),
      {
        url: offerUrl(alibabaSingleNoDescription.id),
      },
    );
    expect(product.optionGroups).toEqual([]);
    expect(product.skus).toEqual([
      {
        id: alibabaSingleNoDescription.id,
        options: [],
        price: '8.8',
        originalPrice: null,
        stock: 99999,
        soldOut: false,
      },
    ]);
    expect(product.priceTiers).toEqual([{ minQuantity: 100, price: '8.8' }]);
    expect(product.minOrderQuantity).toBe(100);
    expect(product.description).toEqual({ kind: 'none' });
  });

  it('refuses offers whose price is private', async () => {
    const error = await failure(
      () =>
        parse1688Page(render1688Page(alibabaPricePrivate, options(alibabaPricePrivate)), {
          url: offerUrl(alibabaPricePrivate.id),
        }),
      'PRICE_PRIVATE',
    );
    expect(error.transient).toBe(false);
  });

  it('refuses more than three option groups', async () => {
    const groups: FixtureGroup[] = ['颜色', '尺码', '款式', '包装'].map((name) => ({
      name,
      values: [{ name: `${name}1` }],
    }));
    const item: FixtureItem = {
      ...alibabaSkuPrices,
      id: '100000000001',
      groups,
      skus: [{ id: '1', values: [0, 0, 0, 0], price: '1', stock: 1 }],
    };
    await failure(
      () => parse1688Data(build1688InitData(item, options(item)), { url: offerUrl(item.id) }),
      'TOO_MANY_OPTION_GROUPS',
    );
  });

  it('never invents a price for SKUs of a per-SKU offer that has none', async () => {
    const init = build1688InitData(alibabaSkuPrices, options(alibabaSkuPrices)) as {
      globalData: { skuModel: { skuInfoMap: Record<string, Record<string, unknown>> } };
    };
    const first = Object.values(init.globalData.skuModel.skuInfoMap)[0]!;
    delete first.price;
    delete first.discountPrice;
    await failure(() => parse1688Data(init, { url: offerUrl(alibabaSkuPrices.id) }), 'SKU_PRICE_MISSING');
  });

  it('refuses a rangePrice ladder that repeats a quantity', async () => {
    const init = build1688InitData(alibabaRangePrice, options(alibabaRangePrice)) as {
      globalData: { orderParamModel: { orderParam: { skuParam: { skuRangePrices: unknown[] } } } };
    };
    init.globalData.orderParamModel.orderParam.skuParam.skuRangePrices = [
      { beginAmount: 2, price: '12.8' },
      { beginAmount: 2, price: '11' },
    ];
    await failure(() => parse1688Data(init, { url: offerUrl(alibabaRangePrice.id) }), 'INVALID_DATA');
  });

  it.each([
    ['the slider page', punishPage('x'), offerUrl('1'), 'CAPTCHA'],
    [
      'the wrong-page redirect target',
      wrongPage(),
      'https://page.1688.com/shtml/static/wrongpage.html',
      'ITEM_NOT_FOUND',
    ],
    [
      'a login page',
      '<form id="login-form"><a>密码登录</a></form>',
      'https://login.1688.com/member/signin.htm',
      'LOGIN_REQUIRED',
    ],
  ] as const)('recognises %s', async (_name, html, url, code) => {
    await failure(() => parse1688Page(html, { url }), code);
  });
});

describe('1688 data from the SKU gateway (captured shape)', () => {
  it('refuses the gateway answer alone: it carries no images', async () => {
    const error = await failure(
      () =>
        parse1688Data(fixtureJson('1688-sku-gateway-813724060928.json'), { url: offerUrl('813724060928') }),
      'INVALID_DATA',
    );
    expect(error.message).toBe('상품 이미지를 찾지 못해 수집하지 않았습니다.');
  });

  it('maps `&gt;` and `>` keys back to option groups and skips keys that match nothing', () => {
    const gateway = fixtureJson('1688-sku-gateway-813724060928.json') as {
      data: { result: { data: Record<string, unknown> } };
    };
    // As the extension sends it: the gateway models plus the page's image list.
    gateway.data.result.data.offerImgList = [
      '//cbu01.alicdn.com/img/ibank/O1CN01Cc2Daz1zwNUtbmnhf_!!2207622276778-0-cib.jpg',
    ];
    const product = parse1688Data(gateway, { url: offerUrl('813724060928') });
    expect(product.images).toEqual([
      'https://cbu01.alicdn.com/img/ibank/O1CN01Cc2Daz1zwNUtbmnhf_!!2207622276778-0-cib.jpg',
    ]);
    expect(product.optionGroups.map((g) => [g.name, g.values.map((v) => v.name)])).toEqual([
      ['颜色', ['亮黑', '砂黑', '砂灰']],
      ['尺码', ['太阳镜', '太阳镜 加005 盒子']],
    ]);
    const byOptions = Object.fromEntries(product.skus.map((s) => [s.options.join('/'), s]));
    expect(byOptions['砂灰/太阳镜']).toMatchObject({ id: '5627721589407', price: '3.6', stock: 5472 });
    expect(byOptions['砂灰/太阳镜 加005 盒子']).toMatchObject({ id: '5627721589408', price: '5.5' });
    expect(byOptions['砂黑/太阳镜']).toMatchObject({ stock: 0, soldOut: true });
    expect(product.skus).toHaveLength(6);
    // "蓝色" is no value of 颜色: that SKU is left out, with a note.
    expect(product.warnings).toEqual(['옵션 정보와 맞지 않는 SKU 1개를 건너뛰었습니다.']);
    expect(product.title.text).toBe('太阳眼镜木纹腿男女复古墨镜高级感潮遮阳防紫外线太阳镜复古墨镜');
  });

  it('reads the models from a newer window.context tree as well', () => {
    const init = build1688InitData(alibabaSkuPrices, options(alibabaSkuPrices)) as {
      globalData: Record<string, unknown>;
    };
    const g = init.globalData as {
      tempModel: Record<string, unknown>;
      skuModel: unknown;
      orderParamModel: { orderParam: unknown };
      images: unknown;
    };
    const context = {
      result: {
        data: {
          Root: { fields: { dataJson: { tempModel: g.tempModel, skuModel: g.skuModel } } },
          gallery: { fields: { offerImgList: alibabaSkuPrices.images.map(cdn) } },
          orderParam: { fields: g.orderParamModel.orderParam },
          description: { fields: { detailUrl: 'https://itemcdn.tmall.com/1688offer/icoss1' } },
        },
      },
    };
    const html = `<html><script>window.context = ${JSON.stringify(context)};</script></html>`;
    const product = parse1688Page(html, { url: offerUrl(alibabaSkuPrices.id) });
    expectReadBack(product, alibabaSkuPrices, cdn);
    expect(product.description).toEqual({
      kind: 'pending',
      url: 'https://itemcdn.tmall.com/1688offer/icoss1',
    });
  });
});

describe('1688 descriptions', () => {
  it('parses the offer_details payload into cleaned HTML', () => {
    const html = parseOfferDetails(
      fixture('1688-offer-details-813724060928.txt'),
      'https://itemcdn.tmall.com/1688offer/icoss1',
    );
    expect(html).toBe(
      '<div></div><div style="width:790.0px">' +
        [0, 1, 2]
          .map(
            (i) =>
              `<img src="https://cbu01.alicdn.com/img/ibank/O1CN01desc${i}_!!2207622276778-0-cib.jpg" style="display:block;width:100.0%;height:auto" />`,
          )
          .join(' ') +
        '</div>',
    );
    expect(parseOfferDetails(build1688Description(alibabaSingleNoDescription, CDN), CDN)).toBe('');
    expect(parseOfferDetails('<html>验证码</html>', CDN)).toBeNull();
  });

  it('follows only the inner address of the mobile wrapper URL', () => {
    expect(
      unwrapDescriptionUrl(
        'https://air.1688.com/pages/od/app-desc/abc/index.html?url=https%3A%2F%2Fitemcdn.tmall.com%2F1688offer%2Ficoss99&offerId=1',
        offerUrl('1'),
      ),
    ).toBe('https://itemcdn.tmall.com/1688offer/icoss99');
    expect(unwrapDescriptionUrl('//itemcdn.tmall.com/1688offer/icoss1', offerUrl('1'))).toBe(
      'https://itemcdn.tmall.com/1688offer/icoss1',
    );
  });

  it('applies the ladder price for a quantity', () => {
    const tiers = [
      { minQuantity: 2, price: '12.8' },
      { minQuantity: 50, price: '11.5' },
    ];
    expect(tierPriceAt(tiers, 1)).toBe('12.8');
    expect(tierPriceAt(tiers, 49)).toBe('12.8');
    expect(tierPriceAt(tiers, 50)).toBe('11.5');
    expect(tierPriceAt([], 5)).toBeNull();
  });
});
