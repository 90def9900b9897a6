import { describe, expect, it } from 'vitest';
import { COUPANG_LIMITS } from '../src/coupang/limits';
import { ELEVENST_LIMITS } from '../src/elevenst/limits';
import { ESM_LIMITS } from '../src/esm/limits';
import { buildListingDraft, composeListingDetailHtml, listingOffer, sellerCodeOf } from '../src/listing';
import { optionPriceBandFor, textLength, TIERED_OPTION_PRICE_BANDS } from '../src/limits';
import { fillNotice } from '../src/notices';
import { matchOptionAxes } from '../src/option-axes';
import type { CategoryRequirements } from '../src/port';
import { SMARTSTORE_LIMITS } from '../src/smartstore/limits';
import { isListable, usableTags, validateListing } from '../src/validate';
import { colourSizeOptions, productFixture, templateFixture } from './fixtures';

const template = templateFixture({ marketName: 'SmartStore', sendExchange: '1', recvExchange: '2' });

const dressRequirements: CategoryRequirements = {
  category: {
    id: '50000807',
    name: '원피스',
    path: ['패션의류', '여성의류', '원피스'],
    parentId: '50000167',
    isLeaf: true,
  },
  notices: [
    {
      id: 'WEAR',
      name: '의류',
      fields: [
        { key: 'material', label: '제품 소재', required: true, fact: null },
        { key: 'manufacturer', label: '제조자/수입자', required: true, fact: 'manufacturer' },
      ],
    },
  ],
  attributes: [],
  optionNamesRestricted: false,
};

const codes = (problems: { code: string }[]) => problems.map((problem) => problem.code);

describe('buildListingDraft', () => {
  it('takes the Korean title after the name rules, won prices and the template around the detail page', () => {
    const product = productFixture({
      title: '여름  원피스 여름 린넨',
      options: colourSizeOptions(2, 3),
      images: ['/images/ab/main.jpg', 'https://img.example.com/2.jpg', '/images/ab/main.jpg'],
      detailHtml: '<p>본문</p><img src="/images/ab/detail.jpg">',
    });
    const draft = buildListingDraft(product, template, {
      market: 'SmartStore',
      publicBaseUrl: 'https://app.example.com/',
    });
    expect(draft).toMatchObject({
      market: 'SmartStore',
      sellerCode: 'SD-taobao-700000000001',
      categoryId: '50000807',
      title: '여름 원피스 린넨',
      salePrice: 29_900,
      originalPrice: 34_900,
      optionGroupNames: ['색상', '사이즈'],
      images: ['https://app.example.com/images/ab/main.jpg', 'https://img.example.com/2.jpg'],
      brand: '셀러데스크',
      manufacturer: '협력업체',
      origin: '중국',
      afterService: { phone: '010-1234-5678', content: '상세 페이지 참조' },
      delivery: {
        type: 'pay',
        fee: 10_000,
        returnFee: 10_000,
        exchangeFee: 20_000,
        courierId: 'CJGLS',
        shippingAddressId: '1',
        returnAddressId: '2',
      },
    });
    expect(draft.combinations).toHaveLength(6);
    expect(draft.combinations[2]).toMatchObject({
      key: 'sku-700000000001-2',
      values: ['블랙', 'L'],
      salePrice: 31_900,
      stock: 52,
    });
    expect(draft.stock).toBe(50 + 51 + 52 + 53 + 54 + 55);
    expect(draft.detailHtml).toBe(
      '<p>해외구매대행 상품입니다.</p>\n<p>본문</p><img src="https://app.example.com/images/ab/detail.jpg" />\n<p>배송은 7~14일 걸립니다.</p>',
    );
  });

  it('sends the detail page and the template through the one HTML policy', () => {
    const product = productFixture();
    const draft = buildListingDraft(
      {
        ...product,
        detailPageHtml:
          '<p onclick="steal()">본문</p><script>alert(1)</script><a href="javascript:x">링크</a>',
      },
      {
        ...template,
        topHtml: '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
      },
      { market: 'SmartStore', categoryId: '50000807', publicBaseUrl: 'https://app.example.com' },
    );
    expect(draft.detailHtml).not.toMatch(/script|onclick|onerror|iframe|javascript:/i);
    expect(draft.detailHtml).toContain('<p>본문</p>');
    expect(draft.detailHtml).toContain('링크');
  });

  it('sells a product without options at its own price and stock, and leaves unchecked combinations out', () => {
    const single = buildListingDraft(productFixture({ price: 15_000, stock: 12 }), template, {
      market: 'Coupang',
      categoryId: '64086',
    });
    expect(single).toMatchObject({
      salePrice: 15_000,
      originalPrice: 20_000,
      stock: 12,
      combinations: [],
      categoryId: '64086',
    });
    const product = productFixture({ options: colourSizeOptions(1, 2) });
    product.option.detailOptions[1]!.checked = false;
    product.option.detailOptions[0]!.isSoldOut = true;
    const draft = buildListingDraft(product, template, { market: 'Coupang' });
    expect(draft.categoryId).toBeNull();
    expect(draft.combinations).toEqual([expect.objectContaining({ values: ['블랙', 'S'], stock: 0 })]);
  });

  it('offers what a listing sells at now, named as the draft names its combinations (the sync pushes it)', () => {
    expect(listingOffer(productFixture({ price: 15_000, stock: 12 }))).toEqual({
      salePrice: 15_000,
      stock: 12,
    });
    const product = productFixture({ options: colourSizeOptions(2, 2) });
    product.option.detailOptions[1]!.checked = false;
    product.option.detailOptions[2]!.isSoldOut = true;
    const draft = buildListingDraft(product, template, { market: 'SmartStore' });
    const offer = listingOffer(product);
    expect(offer.salePrice).toBeUndefined();
    expect(offer.combinations).toEqual(
      draft.combinations.map(({ values, salePrice, stock }) => ({ values, salePrice, stock })),
    );
    expect(offer.combinations).toHaveLength(3);
    expect(
      offer.combinations!.find((c) => c.values.join('/') === draft.combinations[1]!.values.join('/'))!.stock,
    ).toBe(0);
  });

  it('gives one seller management code per product and composes the detail page in one place', () => {
    expect(sellerCodeOf({ site: '1688', code: '123' })).toBe('SD-1688-123');
    expect(composeListingDetailHtml('<p>a</p>', { topHtml: '', bottomHtml: '<p>b</p>' })).toBe(
      '<p>a</p>\n<p>b</p>',
    );
  });
});

describe('validateListing', () => {
  const draft = (overrides: Parameters<typeof productFixture>[0] = {}) =>
    buildListingDraft(productFixture({ options: colourSizeOptions(2, 2), ...overrides }), template, {
      market: 'SmartStore',
    });

  it('passes a complete product', () => {
    const problems = validateListing({
      draft: draft(),
      limits: SMARTSTORE_LIMITS,
      requirements: dressRequirements,
    });
    expect(problems).toEqual([]);
    expect(isListable(problems)).toBe(true);
  });

  it('names each problem with what to fix', () => {
    const bad = {
      ...draft({ title: `${'가'.repeat(101)} <특가>`, tags: ['원피스', '공백 태그'] }),
      images: [],
      detailHtml: '<p>&nbsp;</p>',
      delivery: { ...draft().delivery, courierId: '' },
    };
    const problems = validateListing({
      draft: bad,
      limits: SMARTSTORE_LIMITS,
      requirements: dressRequirements,
    });
    expect(codes(problems)).toEqual([
      'TITLE_TOO_LONG',
      'TITLE_BANNED_CHARACTERS',
      'IMAGE_MISSING',
      'TAGS_UNUSABLE',
      'TEMPLATE_INCOMPLETE',
      'DETAIL_EMPTY',
    ]);
    expect(isListable(problems)).toBe(false);
    for (const problem of problems) {
      expect(problem.message).toMatch(/[가-힣]/);
      expect(problem.fix).toMatch(/[가-힣]/);
    }
    expect(problems[0]!.fix).toBe('상품명을 100자 이내로 줄여주세요.');
    // Particles follow the word's last syllable, never both forms ("택배사이(가)").
    const message = (code: string) => problems.find((problem) => problem.code === code)?.message;
    expect(message('TEMPLATE_INCOMPLETE')).toBe('템플릿에 택배사가 없습니다.');
    expect(message('TAGS_UNUSABLE')).toMatch(/^태그 '공백 태그'는 스마트스토어에 보내지 않습니다/);
  });

  it('checks the category: chosen, known to the market, a leaf', () => {
    const noCategory = validateListing({
      draft: draft({ categoryId: null }),
      limits: SMARTSTORE_LIMITS,
      requirements: null,
    });
    expect(codes(noCategory)).toContain('CATEGORY_MISSING');
    const unknown = validateListing({ draft: draft(), limits: SMARTSTORE_LIMITS, requirements: null });
    expect(codes(unknown)).toContain('CATEGORY_UNKNOWN');
    const inner = validateListing({
      draft: draft(),
      limits: SMARTSTORE_LIMITS,
      requirements: { ...dressRequirements, category: { ...dressRequirements.category, isLeaf: false } },
    });
    expect(codes(inner)).toContain('CATEGORY_NOT_LEAF');
  });

  it('checks option price bands, option count, prices in 10-won steps and stock', () => {
    const product = productFixture({
      options: {
        groups: [['색상', ['블랙', '화이트']]],
        prices: (_, index) => (index === 0 ? 10_000 : 16_000),
      },
    });
    const wide = buildListingDraft(product, template, { market: 'SmartStore' });
    const problems = validateListing({
      draft: wide,
      limits: SMARTSTORE_LIMITS,
      requirements: dressRequirements,
    });
    expect(problems.find((problem) => problem.code === 'OPTION_PRICE_BAND')?.message).toContain(
      '추가금 +6,000원이 스마트스토어 허용 범위',
    );
    // Coupang prices every item on its own: no band.
    expect(
      codes(
        validateListing({
          draft: { ...wide, market: 'Coupang' },
          limits: COUPANG_LIMITS,
          requirements: dressRequirements,
        }),
      ),
    ).not.toContain('OPTION_PRICE_BAND');
    const odd = {
      ...wide,
      combinations: wide.combinations.map((c) => ({ ...c, salePrice: c.salePrice + 5, stock: 0 })),
    };
    expect(
      codes(validateListing({ draft: odd, limits: SMARTSTORE_LIMITS, requirements: dressRequirements })),
    ).toEqual(expect.arrayContaining(['PRICE_UNIT', 'OPTIONS_ALL_SOLD_OUT']));
    const many = {
      ...wide,
      combinations: Array.from({ length: 201 }, (_, i) => ({ ...wide.combinations[0]!, values: [`색${i}`] })),
    };
    expect(
      codes(validateListing({ draft: many, limits: COUPANG_LIMITS, requirements: dressRequirements })),
    ).toContain('OPTION_COMBINATIONS_OVER');
  });

  it('checks purchase options against a category that restricts them', () => {
    const coupangDress: CategoryRequirements = {
      ...dressRequirements,
      attributes: [
        { name: '색상', required: true, isPurchaseOption: true, values: [] },
        { name: '사이즈', required: true, isPurchaseOption: true, values: [] },
      ],
      optionNamesRestricted: true,
    };
    const product = productFixture({
      options: {
        groups: [
          ['색상분류', ['블랙']],
          ['소재', ['린넨']],
        ],
        prices: () => 20_000,
      },
    });
    const coupangDraft = buildListingDraft(product, template, { market: 'Coupang', categoryId: '79384' });
    const problems = validateListing({
      draft: coupangDraft,
      limits: COUPANG_LIMITS,
      requirements: coupangDress,
    });
    expect(
      problems.filter((problem) => problem.field === 'options').map((problem) => problem.message),
    ).toEqual([
      "옵션명 '소재'는 이 쿠팡 카테고리의 구매옵션이 아닙니다.",
      "이 쿠팡 카테고리는 구매옵션 '사이즈'가 필수입니다.",
    ]);
  });

  it('warns about tags and images it leaves out instead of refusing the product', () => {
    const many = draft({ tags: Array.from({ length: 12 }, (_, i) => `태그${i}`) });
    const withImages = {
      ...many,
      images: Array.from({ length: 12 }, (_, i) => `https://img.example.com/${i}.jpg`),
    };
    const problems = validateListing({
      draft: withImages,
      limits: SMARTSTORE_LIMITS,
      requirements: dressRequirements,
    });
    expect(problems.map((problem) => [problem.code, problem.severity])).toEqual([
      ['IMAGE_COUNT_OVER', 'warning'],
      ['TAGS_OVER', 'warning'],
    ]);
    expect(usableTags(withImages.tags, SMARTSTORE_LIMITS)).toHaveLength(10);
    const sized = validateListing({
      draft: draft(),
      limits: SMARTSTORE_LIMITS,
      requirements: dressRequirements,
      imageBytes: new Map([[draft().images[0]!, 11 * 1024 * 1024]]),
    });
    expect(codes(sized)).toEqual(['IMAGE_TOO_LARGE']);
  });

  it('neither checks nor sends tags for markets without a tag field (11st, ESM)', () => {
    const tagged = draft({ tags: [...Array.from({ length: 12 }, (_, i) => `태그${i}`), '공백 있는 태그'] });
    for (const limits of [ELEVENST_LIMITS, ESM_LIMITS]) {
      expect(limits.tags).toBeNull();
      const problems = validateListing({ draft: tagged, limits, requirements: dressRequirements });
      expect(codes(problems).filter((code) => code.startsWith('TAGS_'))).toEqual([]);
      expect(problems.some((problem) => problem.message.includes('0개까지'))).toBe(false);
      expect(usableTags(tagged.tags, limits)).toEqual([]);
    }
    // A market with a tag rule still warns about the same tags.
    const smartstore = validateListing({
      draft: tagged,
      limits: SMARTSTORE_LIMITS,
      requirements: dressRequirements,
    });
    expect(codes(smartstore)).toEqual(expect.arrayContaining(['TAGS_UNUSABLE', 'TAGS_OVER']));
  });
});

describe('limits and notices', () => {
  it('measures names as characters or as EUC-KR bytes', () => {
    expect(textLength('원피스 A', 'characters')).toBe(5);
    expect(textLength('원피스 A', 'euc-kr-bytes')).toBe(8);
  });

  it('bands option extras by the base price', () => {
    expect(optionPriceBandFor(TIERED_OPTION_PRICE_BANDS, 1_500)).toEqual({ minExtra: 0, maxExtra: 1_500 });
    expect(optionPriceBandFor(TIERED_OPTION_PRICE_BANDS, 5_000)).toEqual({
      minExtra: -2_500,
      maxExtra: 5_000,
    });
    expect(optionPriceBandFor(TIERED_OPTION_PRICE_BANDS, 29_900)).toEqual({
      minExtra: -14_950,
      maxExtra: 14_950,
    });
    expect(optionPriceBandFor(null, 29_900)).toBeNull();
  });

  it('fills notices from the template, then product facts, then "상세페이지 참조"', () => {
    const base = buildListingDraft(
      productFixture({ manufacturer: '' }),
      templateFixture({ marketName: 'SmartStore', manufacturer: '' }),
      {
        market: 'SmartStore',
      },
    );
    const { values, missing } = fillNotice(dressRequirements.notices[0]!, base);
    expect([...values.values()]).toEqual(['상세페이지 참조']);
    expect(missing.map((field) => field.key)).toEqual(['manufacturer']);
    const given = {
      ...base,
      notice: { groupId: '', values: { '제품 소재': '린넨 100%', manufacturer: '공장' } },
    };
    expect([...fillNotice(dressRequirements.notices[0]!, given).values.values()]).toEqual([
      '린넨 100%',
      '공장',
    ]);
  });

  it('matches option groups to purchase options through common synonyms and defaults 수량', () => {
    const match = matchOptionAxes(['컬러', '크기'], {
      attributes: [
        { name: '색상', required: true, isPurchaseOption: true, values: [] },
        { name: '사이즈', required: false, isPurchaseOption: true, values: [] },
        { name: '수량', required: true, isPurchaseOption: true, values: [] },
      ],
    });
    expect(match.byGroup.map((attribute) => attribute?.name)).toEqual(['색상', '사이즈']);
    expect(match.missing).toEqual([]);
    expect(match.defaulted).toEqual([{ attribute: expect.objectContaining({ name: '수량' }), value: '1개' }]);
  });
});
