import { withSalePrice, type Market } from '@sellerdesk/domain';
import { describe, expect, it } from 'vitest';
import { toCoupangProduct } from '../src/coupang/mapper';
import { toElevenstProduct } from '../src/elevenst/mapper';
import { ESM_SITES } from '../src/esm/client';
import { toEsmGoods } from '../src/esm/mapper';
import { buildListingDraft } from '../src/listing';
import type { CategoryRequirements } from '../src/port';
import { toSmartStoreProduct } from '../src/smartstore/mapper';
import { validateListing } from '../src/validate';
import { COUPANG_LIMITS } from '../src/coupang/limits';
import { toWeMakePriceProduct } from '../src/wemakeprice/mapper';
import { productFixture, templateFixture } from './fixtures';

/* eslint-disable @typescript-eslint/no-explicit-any -- walking vendor bodies in assertions */

const requirements: CategoryRequirements = {
  category: { id: '1101', name: '원피스', path: ['여성의류', '원피스'], parentId: '11', isLeaf: true },
  notices: [
    {
      id: 'WEAR',
      name: '의류',
      fields: [{ key: 'manufacturer', label: '제조자/수입자', required: true, fact: 'manufacturer' }],
    },
  ],
  attributes: [],
  optionNamesRestricted: false,
};

/** A collected product with three colours at ₩28,900, ₩30,900 and ₩33,900. */
const collected = productFixture({
  options: {
    groups: [['색상', ['블랙', '화이트', '네이비']]],
    prices: (_values, index) => [30_900, 28_900, 33_900][index]!,
  },
});
/** The seller sets 판매가 ₩35,000 in the price tab. */
const priced = withSalePrice(collected, 35_000);
/** What each colour must sell at on every market: the cheapest at ₩35,000, the others their extra more. */
const expected = { 블랙: 37_000, 화이트: 35_000, 네이비: 40_000 };

function draftFor(market: Market) {
  return buildListingDraft(
    priced,
    templateFixture({ marketName: market, sendExchange: '1', recvExchange: '2' }),
    {
      market,
      categoryId: '1101',
    },
  );
}

/** An ESM body (G마켓 and 옥션 share it) read as colour → full price on that site. */
function esmBody(market: 'Gmarket' | 'Auction'): Record<string, number> {
  const body = toEsmGoods({
    draft: draftFor(market),
    site: ESM_SITES[market],
    requirements,
    siteCategoryCode: '200001',
    placeNo: '1',
    dispatchPolicyNo: '1',
    origin: {}, // not what this test reads
  }) as any;
  const info = body.itemAddtionalInfo;
  const siteKey = market === 'Gmarket' ? 'Gmkt' : 'Iac';
  return Object.fromEntries(
    info.recommendedOpts.combination.details.map((d: any) => [
      d.values[0].koreanText,
      info.price[siteKey] + d.addAmnt,
    ]),
  );
}

/** Each market's body read as colour → full price (its base price plus the option's extra). */
const bodies: Record<string, () => Record<string, number>> = {
  SmartStore: () => {
    const body = toSmartStoreProduct({
      draft: draftFor('SmartStore'),
      requirements,
      imageUrls: ['https://shop-phinf.example/a.jpg'],
      originAreaCode: '0200037',
    }) as any;
    const origin = body.originProduct;
    return Object.fromEntries(
      origin.detailAttribute.optionInfo.optionCombinations.map((c: any) => [
        c.optionName1,
        origin.salePrice + c.price,
      ]),
    );
  },
  Coupang: () => {
    const body = toCoupangProduct({
      draft: draftFor('Coupang'),
      requirements,
      vendorId: 'A00012345',
      wingUserId: 'wing',
      returnCenter: {
        code: '2',
        name: '반품센터',
        phone: '02-000-0000',
        zipCode: '07788',
        address: '서울 강서구',
        addressDetail: '1층',
      },
      now: Date.UTC(2025, 5, 1),
    }) as any;
    return Object.fromEntries(
      body.items.map((item: any) => [
        item.attributes.find((a: any) => a.attributeTypeName === '색상').attributeValueName,
        item.salePrice,
      ]),
    );
  },
  Elevenst: () => {
    const body = toElevenstProduct({
      draft: draftFor('Elevenst'),
      requirements,
      courierCode: '00034',
    }) as any;
    return Object.fromEntries(
      body.ProductOptionExt.ProductOption.map((o: any) => [
        String(o.optionMappingKey).split(':')[1],
        body.selPrc + o.colOptPrice,
      ]),
    );
  },
  Gmarket: () => esmBody('Gmarket'),
  Auction: () => esmBody('Auction'),
  WeMakePrice: () => {
    const body = toWeMakePriceProduct({
      draft: draftFor('WeMakePrice'),
      requirements,
      shipPolicyNo: '90001',
      brandNo: null,
      makerNo: null,
    }) as any;
    return Object.fromEntries(
      body.option.options.map((o: any) => [o.optionValues[0], body.sale.salePrice + o.addPrice]),
    );
  },
};

describe("the seller's 판매가 on a product with options", () => {
  it.each(Object.keys(bodies))(
    '%s: the cheapest option sells at the 판매가, the others keep their extra',
    (market) => {
      expect(bodies[market]!()).toEqual(expected);
    },
  );

  it('is the base price of every draft and passes the check at it', () => {
    for (const market of [
      'SmartStore',
      'Coupang',
      'Elevenst',
      'Gmarket',
      'Auction',
      'WeMakePrice',
    ] as const) {
      const draft = draftFor(market);
      expect(draft.salePrice).toBe(35_000);
      expect(Object.fromEntries(draft.combinations.map((c) => [c.values[0], c.salePrice]))).toEqual(expected);
    }
    const problems = validateListing({
      draft: draftFor('Coupang'),
      limits: COUPANG_LIMITS,
      requirements: null,
    });
    expect(problems.filter((p) => p.field === 'price' || p.field === 'options')).toEqual([]);
  });
});
