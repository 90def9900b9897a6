import {
  DEFAULT_ELEVENST_ACCOUNT,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElevenstAdapter } from '../src/elevenst/adapter';
import {
  fromElevenstProduct,
  optionMappingKey,
  toElevenstProduct,
  valuesOfKey,
} from '../src/elevenst/mapper';
import { ELEVENST_NOTICE_GROUPS } from '../src/elevenst/notices';
import { decodeEucKr, encodeEucKr } from '../src/http/euc-kr';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { parseXml, toXml, xmlChild, type XmlNode } from '../src/http/xml';
import { buildListingDraft } from '../src/listing';
import type { MarketAdapter } from '../src/port';
import { MemoryRegistrationLedger } from '../src/quota';
import { validateListing } from '../src/validate';
import { emulatorControls, runMarketContract, type ContractHarness } from './contract';
import { colourSizeOptions, productFixture, templateFixture } from './fixtures';

/** 롱/맥시원피스 under 브랜드 여성의류 > 원피스 (a real 11st number, in the built-in tree). */
const DRESS = '1010201';
const WRONG_KEY = 'tamperedOpenApiKey00000000000000';

async function template(adapter: MarketAdapter) {
  const addresses = await adapter.addresses();
  return templateFixture({
    marketName: 'Elevenst',
    courierId: '00034',
    sendExchange: addresses.find((address) => address.kind === 'shipping')!.id,
    recvExchange: addresses.find((address) => address.kind === 'return')!.id,
  });
}

async function harness(): Promise<ContractHarness> {
  const emulator = await startMarketEmulator({ categories: 'builtin' });
  const limiters = new RateLimiterPool();
  const images = (code: string) => [
    `${emulator.baseUrls.images}/${code}/main.jpg`,
    `${emulator.baseUrls.images}/${code}/2.jpg`,
  ];
  return {
    adapter: (options = {}) =>
      createElevenstAdapter(
        { apiKey: options.tampered ? WRONG_KEY : DEFAULT_ELEVENST_ACCOUNT.apiKey },
        {
          fetcher: options.fetcher ?? fetchFetcher(),
          baseUrl: emulator.baseUrls.elevenst,
          limiters,
          registrations: new MemoryRegistrationLedger(),
        },
      ),
    draft: async (adapter, product, categoryId = DRESS) =>
      buildListingDraft({ ...product, image: images(product.code) }, await template(adapter), {
        market: 'Elevenst',
        categoryId,
      }),
    // 주방용품 > 컵/텀블러 > 텀블러: another notice kind than the dress.
    otherCategoryId: '1010301',
    refusedDraft: async (adapter) => {
      const product = productFixture({ code: '790000000011', options: colourSizeOptions() });
      const draft = buildListingDraft({ ...product, image: images(product.code) }, await template(adapter), {
        market: 'Elevenst',
        categoryId: DRESS,
      });
      // A 출고지 the seller never registered at 11st: only 11st can tell.
      return {
        draft: { ...draft, delivery: { ...draft.delivery, shippingAddressId: '999' } },
        reason: /출고지 주소 번호\(999\)/,
      };
    },
    secrets: [DEFAULT_ELEVENST_ACCOUNT.apiKey, WRONG_KEY],
    courierId: '00034',
    createCall: { method: 'POST', path: /\/11st\/prodservices\/product$/ },
    ...emulatorControls(emulator, 'elevenst'),
  };
}

runMarketContract('11st', harness);

describe('11st protocol', () => {
  let emulator: StartedMarketEmulator;
  const adapter = (context: { registrations?: MemoryRegistrationLedger } = {}) =>
    createElevenstAdapter(
      { apiKey: DEFAULT_ELEVENST_ACCOUNT.apiKey },
      {
        fetcher: fetchFetcher(),
        baseUrl: emulator.baseUrls.elevenst,
        limiters: new RateLimiterPool(),
        registrations: context.registrations ?? new MemoryRegistrationLedger(),
      },
    );
  beforeAll(async () => {
    emulator = await startMarketEmulator({ categories: 'builtin' });
  });
  afterAll(() => emulator.close());

  it('round-trips Korean text, CDATA HTML and the † key through EUC-KR', () => {
    const key = optionMappingKey(['색상', '사이즈'], ['빨강', 'S']);
    expect(key).toBe('색상:빨강†사이즈:S');
    const xml = toXml('Product', {
      prdNm: '여름 린넨 원피스 😀',
      ProductOption: [{ optionMappingKey: key }],
    });
    const bytes = encodeEucKr(xml);
    // Hangul is two bytes in EUC-KR; the emoji EUC-KR lacks travels as a character reference.
    expect(bytes.length).toBeLessThan(Buffer.byteLength(xml, 'utf8'));
    expect(decodeEucKr(bytes)).toContain('&#x1f600;');
    const document = parseXml(decodeEucKr(bytes), ['ProductOption']);
    expect(xmlChild(document, 'Product')).toEqual({
      prdNm: '여름 린넨 원피스 😀',
      ProductOption: [{ optionMappingKey: key }],
    });
    expect(valuesOfKey(key, ['색상', '사이즈'])).toEqual(['빨강', 'S']);
  });

  it('maps a draft to the documented required fields (해외구매대행, inline delivery, notice, options)', async () => {
    const listing = adapter();
    const product = productFixture({ code: '750000000011', options: colourSizeOptions(2, 3) });
    const draft = buildListingDraft(product, await template(listing), {
      market: 'Elevenst',
      categoryId: DRESS,
    });
    const requirements = await listing.categoryRequirements(DRESS);
    expect(requirements.notices[0]!.name).toBe('의류');
    const body = toElevenstProduct({ draft, requirements, courierCode: '00034' }) as Record<string, unknown>;
    expect(body).toMatchObject({
      selMthdCd: '01',
      prdTypCd: '01',
      prdStatCd: '01',
      dispCtgrNo: DRESS,
      forAbrdBuyClf: '02',
      dlvWyCd: '01',
      dlvEtprsCd: '00034',
      addrSeqOut: draft.delivery.shippingAddressId,
      addrSeqIn: draft.delivery.returnAddressId,
      sellerPrdCd: draft.sellerCode,
      selPrc: draft.salePrice,
      optSelectYn: 'Y',
    });
    const combos = (body.ProductOptionExt as { ProductOption: { colOptPrice: number }[] }).ProductOption;
    expect(combos.some((combo) => combo.colOptPrice === 0)).toBe(true);
    expect((body.ProductNotification as { item: unknown[] }).item).toHaveLength(
      ELEVENST_NOTICE_GROUPS[0]!.fields.length,
    );
  });

  it('declares origin by area code and 해외구매대행 (구입처, 관부가세) for goods bought abroad, not for Costco', async () => {
    const listing = adapter();
    const requirements = await listing.categoryRequirements(DRESS);
    const bodyOf = async (product: ReturnType<typeof productFixture>) =>
      toElevenstProduct({
        draft: buildListingDraft(product, await template(listing), { market: 'Elevenst', categoryId: DRESS }),
        requirements,
        courierCode: '00034',
      }) as Record<string, unknown>;
    const fields = (body: Record<string, unknown>) =>
      Object.fromEntries(
        ['orgnTypCd', 'orgnTypDtlsCd', 'orgnNmVal', 'forAbrdBuyClf', 'abrdBuyPlace', 'importFeeCd']
          .filter((key) => body[key] !== undefined)
          .map((key) => [key, body[key]]),
      );

    expect(fields(await bodyOf(productFixture({ code: '750000000021' })))).toEqual({
      orgnTypCd: '02',
      orgnTypDtlsCd: '1287',
      forAbrdBuyClf: '02',
      abrdBuyPlace: 'D',
      importFeeCd: '01',
    });
    const costco = (origin: string) => ({
      ...productFixture({ code: '602640', origin }),
      site: 'costco' as const,
    });
    expect(fields(await bodyOf(costco('미국산')))).toEqual({
      orgnTypCd: '02',
      orgnTypDtlsCd: '1405',
      forAbrdBuyClf: '01',
    });
    expect(fields(await bodyOf(costco('대한민국')))).toEqual({
      orgnTypCd: '03',
      orgnNmVal: '국산',
      forAbrdBuyClf: '01',
    });
    expect(fields(await bodyOf(costco('칠레')))).toEqual({
      orgnTypCd: '03',
      orgnNmVal: '칠레',
      forAbrdBuyClf: '01',
    });
  });

  it('the emulator refuses a missing or foreign area code, 기타 without a name and 해외구매대행 without its fields', async () => {
    const listing = adapter();
    const draft = buildListingDraft(productFixture({ code: '750000000022' }), await template(listing), {
      market: 'Elevenst',
      categoryId: DRESS,
    });
    const body = toElevenstProduct({
      draft: { ...draft, images: [`${emulator.baseUrls.images}/x.jpg`] },
      requirements: await listing.categoryRequirements(DRESS),
      courierCode: '00034',
    });
    // The emulator's bucket is the real rate (5/s) shared with the other tests: pace the raw calls.
    const post = async (changes: XmlNode) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await fetch(`${emulator.baseUrls.elevenst}/prodservices/product`, {
        method: 'POST',
        headers: { openapikey: DEFAULT_ELEVENST_ACCOUNT.apiKey, 'content-type': 'text/xml;charset=EUC-KR' },
        body: Buffer.from(encodeEucKr(toXml('Product', { ...body, ...changes }))),
      });
      return decodeEucKr(new Uint8Array(await response.arrayBuffer()));
    };
    expect(await post({ orgnTypDtlsCd: undefined })).toContain(
      '원산지 지역 코드(orgnTypDtlsCd)를 입력해야 합니다',
    );
    expect(await post({ orgnTypCd: '01' })).toContain('원산지 지역 코드(1287)가 국내 원산지 코드가 아닙니다');
    expect(await post({ orgnTypCd: '03', orgnTypDtlsCd: undefined })).toContain('원산지명(orgnNmVal)');
    expect(await post({ abrdBuyPlace: undefined })).toContain('해외상품코드(abrdBuyPlace)를 입력해야 합니다');
    expect(await post({ abrdBuyPlace: 'Z' })).toContain('abrdBuyPlace) 값(Z)');
    expect(await post({ importFeeCd: undefined })).toContain(
      '관부가세 포함 여부(importFeeCd)를 입력해야 합니다',
    );
    expect(await post({ importFeeCd: '09' })).toContain('importFeeCd) 값(09)');
    const accepted = await post({});
    expect(accepted).toMatch(/<resultCode>210<\/resultCode>/);
    const productNo = /<productNo>(\d+)<\/productNo>/.exec(accepted)?.[1];
    const read = await fetch(`${emulator.baseUrls.elevenst}/prodmarketservice/prodmarket/${productNo}`, {
      headers: { openapikey: DEFAULT_ELEVENST_ACCOUNT.apiKey },
    });
    const stored = decodeEucKr(new Uint8Array(await read.arrayBuffer()));
    expect(stored).toContain('<orgnTypDtlsCd>1287</orgnTypDtlsCd>');
    expect(stored).toContain('<abrdBuyPlace>D</abrdBuyPlace>');
  });

  it('reads a business failure in an HTTP 200 answer as a failure, and -997 as a wrong path', async () => {
    const response = await fetch(`${emulator.baseUrls.elevenst}/prodservices/product`, {
      method: 'POST',
      headers: { openapikey: DEFAULT_ELEVENST_ACCOUNT.apiKey, 'content-type': 'text/xml;charset=EUC-KR' },
      body: Buffer.from(encodeEucKr(toXml('Product', { prdNm: '상품' }))),
    });
    expect(response.status).toBe(200);
    const text = decodeEucKr(new Uint8Array(await response.arrayBuffer()));
    expect(text).toMatch(/<ns2:ClientMessage[^>]*>.*<resultCode>500<\/resultCode>.*필수 입력값/);
    const wrong = await fetch(`${emulator.baseUrls.elevenst}/prodservices/products`, {
      headers: { openapikey: DEFAULT_ELEVENST_ACCOUNT.apiKey },
    });
    expect(wrong.status).toBe(500);
    expect(decodeEucKr(new Uint8Array(await wrong.arrayBuffer()))).toContain('<resultCode>-997</resultCode>');
    const utf8 = await fetch(`${emulator.baseUrls.elevenst}/prodservices/product`, {
      method: 'POST',
      headers: { openapikey: DEFAULT_ELEVENST_ACCOUNT.apiKey, 'content-type': 'text/xml;charset=EUC-KR' },
      body: '<?xml version="1.0"?><Product><prdNm>한글 상품명</prdNm></Product>',
    });
    expect(decodeEucKr(new Uint8Array(await utf8.arrayBuffer()))).toContain(
      'EUC-KR로 인코딩되어 있지 않습니다',
    );
  });

  it('tracks the 500-a-day cap per account, warns before it and refuses at it', async () => {
    const ledger = new MemoryRegistrationLedger();
    const listing = adapter({ registrations: ledger });
    const quota = await listing.registrationQuota!();
    expect(quota).toMatchObject({ limit: 500, used: 0, remaining: 500 });
    for (let index = 0; index < 460; index += 1) {
      await ledger.record(`Elevenst|${emulator.baseUrls.elevenst}|x`, quota.day);
    }
    const product = productFixture({ code: '760000000011' });
    const draft = buildListingDraft(product, await template(listing), {
      market: 'Elevenst',
      categoryId: DRESS,
    });
    const requirements = await listing.categoryRequirements(DRESS);
    const near = validateListing({ draft, limits: listing.limits, requirements, registrationsToday: 460 });
    expect(near.find((problem) => problem.code === 'DAILY_LIMIT_NEAR')?.severity).toBe('warning');
    const full = validateListing({ draft, limits: listing.limits, requirements, registrationsToday: 500 });
    expect(full.find((problem) => problem.code === 'DAILY_LIMIT_REACHED')?.severity).toBe('error');
    emulator.markets.elevenst.dailyRegistrations = 0;
    try {
      const error = await listing.pushListing(draft).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'QUOTA_EXCEEDED', transient: true });
      expect((error as Error).message).toContain('하루 상품 등록 한도(500개)');
    } finally {
      emulator.markets.elevenst.dailyRegistrations = 500;
    }
  });

  it('reads a stored product back from its XML', () => {
    const snapshot = fromElevenstProduct({
      prdNo: '1',
      selStatCd: '105',
      sellerPrdCd: 'SD-x',
      dispCtgrNo: DRESS,
      prdNm: '원피스',
      selPrc: '10000',
      prdSelQty: '5',
      prdImage01: 'https://a/1.jpg',
      htmlDetail: '<p>x</p>',
      ProductRootOption: [{ colTitle: '색상' }],
      ProductOptionExt: {
        ProductOption: [
          { optionMappingKey: '색상:블랙', colOptPrice: '1000', colOptCount: '3', prdStckNo: '9' },
        ],
      },
    });
    expect(snapshot).toMatchObject({
      status: 'suspended',
      salePrice: 10_000,
      stock: 3,
      combinations: [{ values: ['블랙'], salePrice: 11_000, itemId: '9' }],
    });
  });
});
