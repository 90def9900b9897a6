import { describe, expect, it } from 'vitest';
import { processProductName } from '../name/process-product-name';
import { defaultAfterServiceInfo, AfterServiceInfoModel } from './after-service';
import { validateBulkTextChange } from './bulk-text-change';
import { DEFAULT_DELIVERY_MODEL, DeliveryModel } from './delivery';
import { composeDetailHtml, DEFAULT_DETAIL_HTML } from './detail-html';
import { FilterWord, nameOptionsFromFilterWords } from './filter-words';
import { MarketTemplateSetting } from './market-template';

describe('§9 defaults', () => {
  it('after-sales info: 상세 페이지 참조 and the seller phone', () => {
    expect(defaultAfterServiceInfo(' 010-1234-5678 ')).toEqual({
      content: '상세 페이지 참조',
      phone: '010-1234-5678',
    });
    expect(AfterServiceInfoModel.safeParse({ content: '', phone: '' }).success).toBe(false);
  });

  it('delivery: pay, 10000 / 10000 / 20000', () => {
    expect(DEFAULT_DELIVERY_MODEL).toEqual({
      type: 'pay',
      repeat: false,
      basicPrice: 10_000,
      returnPrice: 10_000,
      exchangePrice: 20_000,
    });
    expect(DeliveryModel.safeParse({ ...DEFAULT_DELIVERY_MODEL, basicPrice: 100.5 }).success).toBe(false);
    expect(DeliveryModel.safeParse({ ...DEFAULT_DELIVERY_MODEL, type: 'later' }).success).toBe(false);
  });
});

describe('detail HTML', () => {
  it.each([
    [{ ...DEFAULT_DETAIL_HTML, top: '<p>T</p>', bottom: '<p>B</p>' }, '<p>body</p>'],
    [{ usableTop: true, usableBottom: false, top: '<p>T</p>', bottom: '<p>B</p>' }, '<p>T</p>\n<p>body</p>'],
    [
      { usableTop: true, usableBottom: true, top: '<p>T</p>', bottom: '<p>B</p>' },
      '<p>T</p>\n<p>body</p>\n<p>B</p>',
    ],
    [{ usableTop: true, usableBottom: true, top: ' ', bottom: '<p>B</p>' }, '<p>body</p>\n<p>B</p>'],
  ])('%j', (model, html) => {
    expect(composeDetailHtml('<p>body</p>', model)).toBe(html);
  });
});

describe('market template setting', () => {
  it('needs a known market and a template name', () => {
    expect(MarketTemplateSetting.parse({ marketName: 'Coupang', templateName: '기본' })).toMatchObject({
      brandName: '',
      topHtml: '',
    });
    expect(MarketTemplateSetting.safeParse({ marketName: 'Amazon', templateName: '기본' }).success).toBe(
      false,
    );
    expect(MarketTemplateSetting.safeParse({ marketName: 'Coupang', templateName: ' ' }).success).toBe(false);
  });
});

describe('filter words', () => {
  it('feed processProductName: Remove words disappear, Replace words convert', () => {
    const words = [
      { mode: 'Remove', targetWord: '짝퉁' },
      { mode: 'Replace', targetWord: '아이폰', convertWord: 'iPhone' },
      { mode: 'Remove', targetWord: '무료배송' },
    ].map((word) => FilterWord.parse(word));
    const options = nameOptionsFromFilterWords(words);
    expect(options).toEqual({
      removeWords: ['짝퉁', '무료배송'],
      replaceWords: [{ targetWord: '아이폰', convertWord: 'iPhone' }],
    });
    expect(processProductName('짝퉁 아이폰 케이스 무료배송', options)).toBe('iPhone 케이스');
  });

  it('need a target, and a replacement in Replace mode', () => {
    expect(FilterWord.safeParse({ mode: 'Remove', targetWord: ' ' }).success).toBe(false);
    expect(FilterWord.safeParse({ mode: 'Replace', targetWord: 'a' }).success).toBe(false);
    expect(FilterWord.safeParse({ mode: 'Delete', targetWord: 'a' }).success).toBe(false);
  });
});

describe('bulk text change (spec §5)', () => {
  it.each([
    [{ mode: 'Slogan', word1: '앞', word2: '뒤' }, true],
    [{ mode: 'Replace', word1: '가', word2: '나' }, true],
    [{ mode: 'Remove', word1: '가', word2: '나' }, false],
    [{ mode: 'slogan', word1: '가', word2: '나' }, false],
    [{ mode: null, word1: '가', word2: '나' }, false],
    [{ mode: 'Replace', word1: '가', word2: '' }, false],
    [{ mode: 'Replace', word1: ' ', word2: '나' }, false],
    [{ mode: 'Slogan', word1: '가' }, false],
    [{ mode: 'Slogan', word1: null, word2: '나' }, false],
  ])('%j → valid %s', (payload, valid) => {
    expect(validateBulkTextChange(payload).valid).toBe(valid);
  });

  it('names each missing part in Korean', () => {
    expect(validateBulkTextChange({}).problems).toEqual([
      '변경 방식은 Slogan 또는 Replace여야 합니다.',
      '첫 번째 단어를 입력해주세요.',
      '두 번째 단어를 입력해주세요.',
    ]);
    // Named as the bulk dialog labels them, never by the field names word1/word2.
    expect(validateBulkTextChange({ mode: 'Slogan', word1: '특가' }).problems).toEqual([
      '뒤에 붙일 문구를 입력해주세요.',
    ]);
    expect(validateBulkTextChange({ mode: 'Replace', word2: '특가' }).problems).toEqual([
      '찾을 단어를 입력해주세요.',
    ]);
  });
});
