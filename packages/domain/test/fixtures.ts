import type { ContentLanguage } from '../src/constants';
import { ProductDetail, type ProductDetailInput } from '../src/product/product-detail';
import type { OptionGroup } from '../src/product/option';

/** A group whose values have Korean names and the given source sale prices. */
export function group(
  id: string,
  name: string,
  values: readonly (string | { name: string; salePrice?: string; originalPrice?: string; image?: string })[],
  language: ContentLanguage = 'ko',
): OptionGroup {
  return {
    id,
    groupName: [{ language, text: name }],
    groups: values.map((entry, index) => {
      const value = typeof entry === 'string' ? { name: entry } : entry;
      return {
        id: `${id}${index}`,
        optionName: [{ language, text: value.name }],
        optionImage: value.image ?? null,
        originalPrice: value.originalPrice ?? '0',
        salePrice: value.salePrice ?? '0',
        quantity: 10,
      };
    }),
  };
}

const NOW = '2026-01-15T09:00:00.000Z';

/** A complete, uploadable Taobao product; override any part. */
export function product(overrides: Partial<ProductDetailInput> = {}): ProductDetail {
  return ProductDetail.parse({
    id: 'p-1',
    code: '652370015315',
    site: 'taobao',
    title: [
      { language: 'zh', text: '夏季新款连衣裙' },
      { language: 'ko', text: '여름 신상 원피스' },
    ],
    detailPageHtml: '<p>상세 설명</p><img src="https://img.example.com/d1.jpg">',
    image: ['https://img.example.com/1.jpg', 'https://img.example.com/2.jpg'],
    price: [
      { currency: 'CNY', originalPrice: '129', salePrice: '99.5' },
      { currency: 'KRW', originalPrice: 25800, salePrice: 19900 },
    ],
    source: {
      site: 'taobao',
      code: '652370015315',
      url: 'https://item.taobao.com/item.htm?id=652370015315',
      title: '夏季新款连衣裙',
      language: 'zh',
      currency: 'CNY',
      price: '99.5',
      originalPrice: '129',
      collectedAt: NOW,
    },
    category: { largeName: '패션의류', middleName: '여성의류', smallName: '원피스', id: '50000807' },
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  });
}
