import { describe, expect, it } from 'vitest';
import {
  buildGetdescData,
  buildTaobaoRes,
  loginPage,
  punishPage,
  removedItemPage,
  renderTaobaoPage,
  taobaoFourGroups,
  taobaoSingleSku,
  taobaoSoldOutNoDescription,
  taobaoTwoGroups,
  tmallHiddenPrices,
  tmallThreeGroups,
} from '@sellerdesk/emulators/fixtures';
import { parseGetdescData, pageDescriptionHtml } from '../src/taobao/desc';
import { extractIceContext, parseTaobaoData, parseTaobaoPage } from '../src/taobao/page';
import { parseTaobaoRes, skuPriceOf } from '../src/taobao/res';
import { expectReadBack, failure, fixtureJson } from './helpers';

const CDN = 'https://img.alicdn.com';
const cdn = (path: string) => `${CDN}/${path}`;
const itemUrl = (id: string, site: 'taobao' | 'tmall' = 'taobao') =>
  site === 'tmall'
    ? `https://detail.tmall.com/item.htm?id=${id}`
    : `https://item.taobao.com/item.htm?id=${id}`;

describe('Taobao/Tmall item pages (ICE context)', () => {
  it('reads two option groups with option images, discounts and a sold-out SKU from the page', () => {
    const html = renderTaobaoPage(taobaoTwoGroups, { imageBase: CDN, decorate: true, withDescription: true });
    const product = parseTaobaoPage(html, { url: `${itemUrl(taobaoTwoGroups.id)}&spm=a21n57.1.0.0` });
    expectReadBack(product, taobaoTwoGroups, cdn);
    expect(product.site).toBe('taobao');
    expect(product.url).toBe(itemUrl(taobaoTwoGroups.id));
    expect(product.currency).toBe('CNY');
    expect(product.title.language).toBe('zh');
    expect(product.shopName).toBe('星动力数码配件专营店');
    expect(product.attributes).toContainEqual({ name: '品牌', value: 'AULA/狼蛛' });
    expect(product.videoUrl).toBe(cdn(taobaoTwoGroups.video!));
    // Subprice (折后) is what the buyer pays; the list price (优惠前) is kept as the original.
    expect(product.skus.find((s) => s.id === '4823189064409')).toMatchObject({
      price: '139',
      originalPrice: '164',
    });
    expect(product.skus.filter((s) => s.soldOut).map((s) => s.id)).toEqual(['4823189064413']);
    expect(product.description.kind).toBe('html');
    const html2 = product.description.kind === 'html' ? product.description.html : '';
    expect(html2).not.toMatch(/<script|onclick|<a\b/);
    expect(html2).toContain(`src="${CDN}/imgextra/i2/1128621863/O1CN01desc2_!!1128621863.jpg"`);
  });

  it('reads a single-SKU item from the aggregate entry and three groups from a Tmall page', () => {
    const single = parseTaobaoPage(renderTaobaoPage(taobaoSingleSku, { imageBase: CDN, decorate: true }), {
      url: itemUrl(taobaoSingleSku.id),
    });
    expectReadBack(single, taobaoSingleSku, cdn);
    expect(single.optionGroups).toEqual([]);
    expect(single.skus[0]).toMatchObject({ id: taobaoSingleSku.id, price: '29.9', stock: 200 });

    const tmall = parseTaobaoPage(renderTaobaoPage(tmallThreeGroups, { imageBase: CDN, decorate: true }), {
      url: itemUrl(tmallThreeGroups.id, 'tmall'),
    });
    expect(tmall.site).toBe('tmall');
    expectReadBack(tmall, tmallThreeGroups, cdn);
    expect(tmall.optionGroups).toHaveLength(3);
    // Tmall keeps its attributes in componentsVO.extensionInfoVO (BASE_PROPS).
    expect(tmall.attributes).toEqual(tmallThreeGroups.attributes);
    // Without a rendered description block the page leaves it to getdesc.
    expect(tmall.description).toEqual({
      kind: 'pending',
      url: expect.stringMatching(
        /^https:\/\/market\.m\.taobao\.com\/app\/detail-project\/desc\/index\.html\?id=617129397971/,
      ),
    });
  });

  it('keeps unknown stock as null and sold-out SKUs as sold out', () => {
    const product = parseTaobaoData(buildTaobaoRes(taobaoSoldOutNoDescription, { imageBase: CDN }), {
      url: itemUrl(taobaoSoldOutNoDescription.id),
    });
    expectReadBack(product, taobaoSoldOutNoDescription, cdn);
    expect(product.skus.map((s) => [s.stock, s.soldOut])).toEqual([
      [0, true],
      [0, true],
      [null, false],
      [null, false],
    ]);
  });

  it('refuses more than three option groups with a Korean reason', async () => {
    const error = await failure(
      () =>
        parseTaobaoData(buildTaobaoRes(taobaoFourGroups, { imageBase: CDN }), {
          url: itemUrl(taobaoFourGroups.id),
        }),
      'TOO_MANY_OPTION_GROUPS',
    );
    expect(error.transient).toBe(false);
    expect(error.message).toContain('4개');
  });

  it('never fills hidden Tmall SKU prices with the headline price', async () => {
    const error = await failure(
      () =>
        parseTaobaoData(buildTaobaoRes(tmallHiddenPrices, { imageBase: CDN }), {
          url: itemUrl(tmallHiddenPrices.id, 'tmall'),
        }),
      'SKU_PRICE_MISSING',
    );
    expect(error.message).toContain('3개 중 2개');
  });

  it('refuses data of another item than the link', async () => {
    await failure(
      () =>
        parseTaobaoData(buildTaobaoRes(taobaoSingleSku, { imageBase: CDN }), { url: itemUrl('123456789') }),
      'MISMATCH',
    );
  });

  it.each([
    ['the punish (slider) page', punishPage('abc'), 'CAPTCHA'],
    ['a login page', loginPage('taobao'), 'LOGIN_REQUIRED'],
    ['a removed item', removedItemPage(), 'ITEM_NOT_FOUND'],
    ['a page without data', '<html><body><h1>某商品</h1></body></html>', 'DATA_NOT_FOUND'],
  ] as const)('recognises %s', async (_name, html, code) => {
    await failure(() => parseTaobaoPage(html, { url: itemUrl('652370015315') }), code);
  });

  it('judges a product page with a login link in its header by its data, not the link', () => {
    const html = renderTaobaoPage(taobaoSingleSku, { imageBase: CDN });
    expect(html).toContain('亲，请登录');
    expect(parseTaobaoPage(html, { url: itemUrl(taobaoSingleSku.id) }).code).toBe(taobaoSingleSku.id);
  });

  it('reports a broken context as invalid data instead of an empty product', async () => {
    const broken =
      '<script>!(function () {var a = window.__ICE_APP_CONTEXT__ || {};var b = {"loaderData":{"home":{"data":{"res":{"item":{"title":"x"},bad}}}}};window.__ICE_APP_CONTEXT__=b;})();</script>';
    await failure(() => parseTaobaoPage(broken, { url: itemUrl('1') }), 'INVALID_DATA');
  });

  it('extracts the context object itself', () => {
    const context = extractIceContext(renderTaobaoPage(taobaoSingleSku, { imageBase: CDN })) as {
      loaderData: { home: { data: { res: { item: { itemId: string } } } } };
    };
    expect(context.loaderData.home.data.res.item.itemId).toBe(taobaoSingleSku.id);
  });
});

describe('Taobao detail data captured from a real pcdetail answer', () => {
  const envelope = fixtureJson('taobao-pcdetail-652370015315.json') as { data: unknown };

  it('reads the envelope, the data and the ICE context forms alike', () => {
    const url = itemUrl('652370015315');
    const fromEnvelope = parseTaobaoData(envelope, { url });
    expect(parseTaobaoData(envelope.data, { url })).toEqual(fromEnvelope);
    expect(parseTaobaoData({ loaderData: { home: { data: { res: envelope.data } } } }, { url })).toEqual(
      fromEnvelope,
    );

    expect(fromEnvelope.images).toEqual([
      'https://img.alicdn.com/imgextra/i4/1128621863/O1CN01BlIUHA1PdIuaQkqOu_!!1128621863.jpg',
      'https://img.alicdn.com/imgextra/i1/1128621863/O1CN01dRVsBE1PdIuZWhcmo_!!1128621863.jpg',
      'https://img.alicdn.com/imgextra/i3/1128621863/O1CN015jK6XM1PdIuYh24MO_!!1128621863.jpg',
    ]);
    expect(fromEnvelope.videoUrl).toBe(
      'https://cloud.video.taobao.com/play/u/1128621863/p/1/e/6/t/1/445566.mp4',
    );
    expect(fromEnvelope.skus).toEqual([
      {
        id: '4823189064409',
        options: ['三模-银白蓝光', '青轴'],
        price: '139',
        originalPrice: '164',
        stock: 7,
        soldOut: false,
      },
      {
        id: '4823189064410',
        options: ['三模-银白蓝光', '红轴'],
        price: '139',
        originalPrice: '164',
        stock: 3,
        soldOut: false,
      },
      // No priceText on the subPrice: its priceMoney (fen) gives 177.
      {
        id: '4823189064475',
        options: ['三模-白粉蓝光', '青轴'],
        price: '177',
        originalPrice: '209',
        stock: 28,
        soldOut: false,
      },
      {
        id: '4823189064476',
        options: ['三模-白粉蓝光', '红轴'],
        price: '177',
        originalPrice: '209',
        stock: 0,
        soldOut: true,
      },
    ]);
    expect(fromEnvelope.optionGroups[0]!.values[1]!.image).toBe(
      'https://gw.alicdn.com/bao/uploaded/i1/1128621863/O1CN01colorB_!!1128621863.jpg',
    );
  });

  it('skips combinations that point at unknown values and says so', () => {
    const data = structuredClone(envelope.data) as {
      skuBase: { skus: { propPath: string; skuId: string }[] };
    };
    data.skuBase.skus.push({ propPath: '1627207:99999;20509:3267192', skuId: '4823189069999' });
    const product = parseTaobaoData(data, { url: itemUrl('652370015315') });
    expect(product.skus).toHaveLength(4);
    expect(product.warnings).toEqual(['옵션 정보와 맞지 않는 조합 1개를 건너뛰었습니다.']);
  });

  it('drops sold-out SKUs without a price but fails when an available one has none', async () => {
    const soldOut = structuredClone(envelope.data) as {
      skuCore: { sku2info: Record<string, Record<string, unknown>> };
    };
    delete soldOut.skuCore.sku2info['4823189064476']!.price;
    delete soldOut.skuCore.sku2info['4823189064476']!.subPrice;
    const product = parseTaobaoData(soldOut, { url: itemUrl('652370015315') });
    expect(product.skus.map((s) => s.id)).not.toContain('4823189064476');
    expect(product.warnings).toEqual(['가격이 없는 품절 옵션 1개를 제외했습니다.']);

    const available = structuredClone(envelope.data) as typeof soldOut;
    delete available.skuCore.sku2info['4823189064410'];
    await failure(() => parseTaobaoData(available, { url: itemUrl('652370015315') }), 'SKU_PRICE_MISSING');
  });

  it('prefers priceText, falls back to fen, ignores non-positive sub prices', () => {
    expect(skuPriceOf({ price: { priceText: '¥29.90', priceMoney: '9999' } })).toEqual({
      price: '29.9',
      originalPrice: null,
    });
    expect(skuPriceOf({ price: { priceMoney: '2990' } })).toEqual({ price: '29.9', originalPrice: null });
    expect(skuPriceOf({ price: { priceText: '50' }, subPrice: { priceText: '0' } })).toEqual({
      price: '50',
      originalPrice: null,
    });
    expect(skuPriceOf({ price: { priceText: '40' }, subPrice: { priceText: '45' } })).toEqual({
      price: '45',
      originalPrice: null,
    });
    expect(skuPriceOf(null)).toEqual({ price: null, originalPrice: null });
  });

  it('uses a description it is given instead of the pending one', () => {
    const product = parseTaobaoRes(envelope.data, {
      site: 'taobao',
      url: itemUrl('652370015315'),
      description: { kind: 'html', html: '<p>x</p>' },
    });
    expect(product.description).toEqual({ kind: 'html', html: '<p>x</p>' });
  });
});

describe('Taobao descriptions', () => {
  const base = itemUrl('1');

  it('reads seller HTML and picture layouts (dropping spacers)', () => {
    const rich = parseGetdescData(buildGetdescData(taobaoTwoGroups, { imageBase: CDN }), 'taobao', base);
    expect(rich.kind).toBe('html');
    const pictures = parseGetdescData(buildGetdescData(tmallThreeGroups, { imageBase: CDN }), 'tmall', base);
    expect(pictures).toEqual({
      kind: 'html',
      html: (tmallThreeGroups.description.kind === 'pictures' ? tmallThreeGroups.description.images : [])
        .map((path) => `<p><img src="${cdn(path)}" /></p>`)
        .join(''),
    });
    expect(
      parseGetdescData(buildGetdescData(taobaoSoldOutNoDescription, { imageBase: CDN }), 'taobao', base),
    ).toEqual({
      kind: 'none',
    });
  });

  it('reads the older wireless pages markup', () => {
    const description = parseGetdescData(
      {
        wdescContent: {
          pages: ['<txt>纯棉面料</txt>', '<img size=750x1000>//img.alicdn.com/imgextra/i1/1/d.jpg</img>'],
        },
      },
      'taobao',
      base,
    );
    expect(description).toEqual({
      kind: 'html',
      html: '<p>纯棉面料</p><p><img src="https://img.alicdn.com/imgextra/i1/1/d.jpg" /></p>',
    });
  });

  it('treats a redirect instead of content as the captcha it is', async () => {
    await failure(
      () =>
        parseGetdescData(
          { url: 'https://h5api.m.taobao.com/_____tmd_____/punish?x5secdata=1' },
          'taobao',
          base,
        ),
      'CAPTCHA',
    );
  });

  it('reads the description block of a rendered page', () => {
    const html = renderTaobaoPage(taobaoSingleSku, { imageBase: CDN, withDescription: true });
    const pictures =
      taobaoSingleSku.description.kind === 'pictures' ? taobaoSingleSku.description.images : [];
    expect(pictures).toHaveLength(2);
    expect(pageDescriptionHtml(html, base)).toBe(
      pictures.map((path) => `<img src="${cdn(path)}" />`).join(''),
    );
    expect(pageDescriptionHtml(renderTaobaoPage(taobaoSingleSku, { imageBase: CDN }), base)).toBeNull();
  });
});
