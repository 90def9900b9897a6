import {
  buildDetailOptions,
  DEFAULT_PRICE_SETTINGS,
  krwPriceOf,
  ProductDetail,
  type OptionGroupInput,
} from '@sellerdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  addImage,
  addOptionGroup,
  addOptionValue,
  marginPreview,
  moveImage,
  optionsProblem,
  overrideProductPrice,
  parseWon,
  patchCombinations,
  regenerateOptions,
  renameOptionValue,
  revertTitle,
  sourceTitleOf,
  titlePreview,
} from './edit-model';

const value = (id: string, ko: string, zh: string) => ({
  id,
  optionName: [
    { language: 'zh' as const, text: zh },
    { language: 'ko' as const, text: ko },
  ],
});
const groupsInput: OptionGroupInput[] = [
  {
    id: 'c',
    groupName: [{ language: 'ko', text: '색상' }],
    groups: [value('r', '빨강', '红'), value('b', '파랑', '蓝')],
  },
  {
    id: 's',
    groupName: [{ language: 'ko', text: '사이즈' }],
    groups: [value('m', 'M', 'M'), value('l', 'L', 'L')],
  },
];

function product(): ProductDetail {
  const base = ProductDetail.parse({
    site: 'taobao',
    code: '701',
    title: [
      { language: 'zh', text: '女士衬衫' },
      { language: 'ko', text: '여성 셔츠' },
    ],
    option: { optionGroups: groupsInput },
    price: [
      { currency: 'CNY', originalPrice: '59', salePrice: '59' },
      { currency: 'KRW', originalPrice: 15900, salePrice: 15900 },
    ],
    image: ['/api/images/a1/a.jpg', '/api/images/b2/b.jpg', '/api/images/c3/c.jpg'],
    source: {
      site: 'taobao',
      code: '701',
      url: 'https://item.taobao.com/item.htm?id=701',
      title: '女士衬衫',
      language: 'zh',
      currency: 'CNY',
      price: '59',
      collectedAt: '2025-01-02T03:04:05.000Z',
    },
    createdAt: '2025-01-02T03:04:05.000Z',
    updatedAt: '2025-01-02T03:04:05.000Z',
  });
  return { ...base, option: { ...base.option, detailOptions: buildDetailOptions(base.option.optionGroups) } };
}

describe('titlePreview', () => {
  it('names each rule that changed the title and counts toward the 49-character limit', () => {
    const preview = titlePreview('나이키  여름 셔츠 셔츠', { removeWords: ['나이키'] });
    expect(preview.result).toBe('여름 셔츠');
    expect(preview.changes).toEqual(['filtered', 'repeated', 'spaces']);
    const long = titlePreview('가'.repeat(60));
    expect(long.length).toBe(60);
    expect(long.changes).toContain('cut');
    expect([...long.result]).toHaveLength(49);
    expect(titlePreview('깔끔한 셔츠').changes).toEqual([]);
  });
});

describe('title revert', () => {
  it('puts the source title back as the Korean title', () => {
    const reverted = revertTitle(product());
    expect(reverted.title.find((entry) => entry.language === 'ko')?.text).toBe('女士衬衫');
  });

  it('for a Korean source (Costco) it is the collected title, not the edit', () => {
    const costco = product();
    const korean = {
      ...costco,
      title: [{ language: 'ko' as const, text: '고친 제목' }],
      source: { ...costco.source, language: 'ko' as const, title: '커클랜드 원래 제목' },
    };
    expect(sourceTitleOf(korean)).toBe('커클랜드 원래 제목');
    expect(revertTitle(korean).title).toEqual([{ language: 'ko', text: '커클랜드 원래 제목' }]);
  });
});

describe('options', () => {
  it('refuses a 4th group with the catalogue message', () => {
    const groups = product().option.optionGroups;
    const third = addOptionGroup(groups, '소재');
    expect(third.ok).toBe(true);
    const fourth = addOptionGroup(third.ok ? third.value : [], '무게');
    expect(fourth).toEqual({ ok: false, message: '옵션 그룹은 최대 3개까지 사용할 수 있습니다.' });
  });

  it('renaming a value keeps its combinations (id, price, stock) through regeneration', () => {
    const detail = product();
    const priced = patchCombinations(
      detail.option.detailOptions,
      new Set([detail.option.detailOptions[0]!.id]),
      {
        salePrice: 23000,
        quantity: 7,
        isSoldOut: true,
      },
    );
    const option = renameOptionValue({ ...detail.option, detailOptions: priced }, 'c', 'r', '레드');
    const renamed = { ...detail, option };
    expect(optionsProblem(renamed)).toBeNull();
    const rebuilt = regenerateOptions(renamed, option.optionGroups, undefined);
    expect(rebuilt.ok).toBe(true);
    const first = rebuilt.ok ? rebuilt.value[0]! : undefined;
    expect(first).toMatchObject({ id: priced[0]!.id, optionName: '레드//M', quantity: 7, isSoldOut: true });
    expect(krwPriceOf(first!.price)?.salePrice).toBe(23000);
  });

  it("new combinations of values the seller added sell at the product's price, not ₩0", () => {
    const detail = product();
    const groups = addOptionValue(detail.option.optionGroups, 'c', '초록');
    const rebuilt = regenerateOptions(detail, groups, undefined);
    const green = rebuilt.ok ? rebuilt.value.filter((option) => option.optionName.startsWith('초록')) : [];
    expect(green).toHaveLength(2);
    expect(green.map((option) => krwPriceOf(option.price)?.salePrice)).toEqual([15900, 15900]);
    // Surviving combinations keep their own price.
    const kept = rebuilt.ok ? rebuilt.value.find((option) => option.optionName === '빨강//M') : undefined;
    expect(kept?.id).toBe(detail.option.detailOptions[0]!.id);
  });

  it('a removed value leaves the combinations stale until regenerated; duplicates are refused in Korean', () => {
    const detail = product();
    const groups = detail.option.optionGroups.map((group) =>
      group.id === 's' ? { ...group, groups: group.groups.slice(0, 1) } : group,
    );
    const edited = { ...detail, option: { ...detail.option, optionGroups: groups } };
    expect(optionsProblem(edited)).toContain('조합 다시 만들기');
    const rebuilt = regenerateOptions(edited, groups, undefined);
    expect(rebuilt.ok && rebuilt.value.map((option) => option.optionName)).toEqual(['빨강//M', '파랑//M']);
    const twice = renameOptionValue(detail.option, 'c', 'b', '빨강');
    const failed = regenerateOptions({ ...detail, option: twice }, twice.optionGroups, undefined);
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.message).toContain('같은 이름의 옵션');
  });
});

describe('prices', () => {
  it('an override marks the product and keeps original ≥ sale; margins come from the settings', () => {
    const next = overrideProductPrice(product(), 30000);
    expect(next.priceOverride).toBe(true);
    expect(krwPriceOf(next.price)).toMatchObject({ salePrice: 30000, originalPrice: 30000 });
    const margin = marginPreview(next, 30000, DEFAULT_PRICE_SETTINGS);
    expect(margin.cost).toBe(59 * DEFAULT_PRICE_SETTINGS.priceRangeModel.exchangeBase);
    expect(margin.margin).toBe(30000 - margin.cost - margin.shipping - margin.commission);
    expect(marginPreview(next, 1000, DEFAULT_PRICE_SETTINGS).loss).toBe(true);
  });

  it('reads won typed with separators and refuses anything else', () => {
    expect(parseWon('12,900원')).toEqual({ ok: true, value: 12900 });
    expect(parseWon('-1').ok).toBe(false);
    expect(parseWon('12.5').ok).toBe(false);
  });
});

describe('images', () => {
  it('moves, makes representative and refuses duplicates and more than 10', () => {
    expect(moveImage(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveImage(['a', 'b', 'c'], 0, 5)).toEqual(['a', 'b', 'c']);
    expect(addImage(['a'], 'a').ok).toBe(false);
    const ten = Array.from({ length: 10 }, (_, index) => `/i/${index}`);
    expect(addImage(ten, '/i/x')).toEqual({
      ok: false,
      message: '대표 이미지는 10개까지 등록할 수 있습니다.',
    });
  });
});
