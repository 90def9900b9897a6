import { describe, expect, it } from 'vitest';
import { group, product } from '../../test/fixtures';
import { buildDetailOptions } from '../options/build-detail-options';
import { DEFAULT_PRICE_RANGE_MODEL } from '../price/price-model';
import type { DetailOption } from './option';
import type { ProductDetail } from './product-detail';
import { validateProduct } from './validate-product';

const colour = group('c', '색상', [
  { name: '빨강', salePrice: '10' },
  { name: '파랑', salePrice: '12' },
]);

function withOptions(
  change: (options: DetailOption[]) => DetailOption[] = (options) => options,
): ProductDetail {
  const options = buildDetailOptions([colour], [], { priceModel: DEFAULT_PRICE_RANGE_MODEL });
  return product({ option: { optionGroups: [colour], detailOptions: change(options) } });
}

describe('validateProduct', () => {
  it('passes an uploadable product, with and without options', () => {
    expect(validateProduct(product())).toEqual([]);
    expect(validateProduct(withOptions())).toEqual([]);
    expect(validateProduct(product(), 'SmartStore')).toEqual([]);
  });

  it.each<[string, ProductDetail, string]>([
    [
      'no Korean title',
      product({ title: [{ language: 'zh', text: '连衣裙' }] }),
      '한국어 상품명이 없습니다.',
    ],
    [
      'a blank Korean title',
      product({ title: [{ language: 'ko', text: '   ' }] }),
      '한국어 상품명이 없습니다.',
    ],
    [
      'a title over 49 characters',
      product({ title: [{ language: 'ko', text: '가'.repeat(50) }] }),
      '상품명이 49자를 넘습니다. (현재 50자)',
    ],
    ['no main image', product({ image: [] }), '대표 이미지가 없습니다.'],
    [
      'an empty detail page',
      product({ detailPageHtml: '<p> &nbsp; </p><br>' }),
      '상세페이지 내용이 없습니다.',
    ],
    [
      'no won price',
      product({ price: [{ currency: 'CNY', originalPrice: '1', salePrice: '1' }] }),
      '원화 판매가가 없습니다.',
    ],
    [
      'a zero won price',
      product({ price: [{ currency: 'KRW', originalPrice: 0, salePrice: 0 }] }),
      '판매가가 0원 이하입니다.',
    ],
    ['no stock', product({ quantity: 0 }), '재고 수량이 0입니다.'],
    [
      'groups without combinations',
      product({ option: { optionGroups: [colour], detailOptions: [] } }),
      '옵션 조합이 없습니다. 옵션을 다시 생성해주세요.',
    ],
    [
      'no sellable combination',
      withOptions((options) =>
        options.map((option, index) => ({ ...option, checked: index === 0, isSoldOut: index === 0 })),
      ),
      '판매할 수 있는 옵션이 없습니다. (선택된 옵션이 없거나 모두 품절·재고 0)',
    ],
    [
      'only combinations without stock',
      withOptions((options) => options.map((option) => ({ ...option, quantity: 0 }))),
      '판매할 수 있는 옵션이 없습니다. (선택된 옵션이 없거나 모두 품절·재고 0)',
    ],
    [
      'a checked combination without a won price',
      withOptions((options) =>
        options.map((option) => ({
          ...option,
          price: option.price.filter((entry) => entry.currency !== 'KRW'),
        })),
      ),
      '옵션 "빨강"의 원화 판매가가 없습니다.',
    ],
    [
      'a checked combination priced at 0',
      withOptions((options) => [
        { ...options[0]!, price: [{ currency: 'KRW', originalPrice: 0, salePrice: 0 }] },
        options[1]!,
      ]),
      '옵션 "빨강"의 판매가가 0원 이하입니다.',
    ],
    [
      'duplicate combinations',
      withOptions((options) => [options[0]!, { ...options[1]!, optionName: '빨강' }]),
      '옵션 조합 "빨강"이 중복되었습니다.',
    ],
    [
      'an untranslated option group',
      product({ option: { optionGroups: [group('z', '颜色', ['红色'], 'zh')], detailOptions: [] } }),
      '옵션 그룹 "颜色"의 한국어 이름이 없습니다.',
    ],
    [
      'an untranslated option value',
      product({ option: { optionGroups: [group('z', '颜色', ['红色'], 'zh')], detailOptions: [] } }),
      '옵션 "红色"의 한국어 이름이 없습니다.',
    ],
    [
      'characters marketplaces refuse',
      product({ option: { optionGroups: [group('c', '색상', ['빨강*'])], detailOptions: [] } }),
      '옵션 "빨강*"에 쓸 수 없는 문자(* \\ ? " < >)가 있습니다.',
    ],
  ])('reports %s', (_label, subject, problem) => {
    expect(validateProduct(subject)).toContain(problem);
  });

  it('does not price-check unchecked combinations', () => {
    const subject = withOptions((options) => [options[0]!, { ...options[1]!, checked: false, price: [] }]);
    expect(validateProduct(subject)).toEqual([]);
  });

  it('adds SmartStore limits when asked for SmartStore', () => {
    const noCategory = product({ category: null });
    expect(validateProduct(noCategory)).toEqual([]);
    expect(validateProduct(noCategory, 'SmartStore')).toEqual(['스마트스토어 카테고리를 선택해주세요.']);
    const manyImages = product({
      image: Array.from({ length: 11 }, (_, index) => `https://img.example.com/${index}.jpg`),
    });
    expect(validateProduct(manyImages)).toEqual([]);
    expect(validateProduct(manyImages, 'SmartStore')).toEqual([
      '스마트스토어에는 이미지를 10장(대표 1장, 추가 9장)까지 올릴 수 있습니다.',
    ]);
    expect(validateProduct(manyImages, 'Coupang')).toEqual([]);
  });

  it('reports every problem at once', () => {
    const broken = product({ title: [], image: [], detailPageHtml: '', price: [], quantity: 0 });
    expect(validateProduct(broken)).toHaveLength(5);
  });
});
