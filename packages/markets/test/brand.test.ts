import { describe, expect, it } from 'vitest';
import { listingBrand, sourceBrand } from '../src/brand';

describe('listing brand', () => {
  it('takes no brand from a source placeholder or an untranslated Chinese name', () => {
    for (const placeholder of [
      '自有品牌',
      '其他',
      ' OEM ',
      'No Brand',
      '기타',
      '자체 브랜드',
      'N/A',
      '',
      '小米',
    ]) {
      expect(sourceBrand(placeholder), placeholder).toBe('');
    }
    expect(sourceBrand(' Baseus ')).toBe('Baseus');
    expect(sourceBrand('커클랜드 시그니춰')).toBe('커클랜드 시그니춰');
  });

  it('sells goods bought abroad under the template brand, whatever the source says', () => {
    for (const site of ['1688', 'taobao', 'tmall'] as const) {
      expect(listingBrand({ site, brand: '自有品牌' }, '셀러데스크'), site).toBe('셀러데스크');
      expect(listingBrand({ site, brand: 'Baseus' }, '셀러데스크'), site).toBe('셀러데스크');
      // Without a template brand: the source's only when it is one.
      expect(listingBrand({ site, brand: 'Baseus' }, ''), site).toBe('Baseus');
      expect(listingBrand({ site, brand: '自有品牌' }, ' '), site).toBe('');
    }
  });

  it('keeps the real brand of Costco Korea goods and falls back to the template', () => {
    expect(listingBrand({ site: 'costco', brand: '커클랜드 시그니춰' }, '셀러데스크')).toBe(
      '커클랜드 시그니춰',
    );
    expect(listingBrand({ site: 'costco', brand: '' }, '셀러데스크')).toBe('셀러데스크');
    expect(listingBrand({ site: 'costco', brand: '기타' }, '셀러데스크')).toBe('셀러데스크');
  });
});
