import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { processProductName } from '../name/process-product-name';
import { defaultAfterServiceInfo, AfterServiceInfoModel } from './after-service';
import { applyBulkTextChange, BulkTextChangePayload, validateBulkTextChange } from './bulk-text-change';
import { DEFAULT_DELIVERY_MODEL, DeliveryModel } from './delivery';
import { composeDetailHtml, DEFAULT_DETAIL_HTML } from './detail-html';
import { FilterWord, nameOptionsFromFilterWords } from './filter-words';
import { MarketTemplateSetting } from './market-template';
import { NameSlogan, sloganNameOptions } from './name-slogan';

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

describe('name slogan', () => {
  it('puts word1 in front, word2 behind, and numbers a batch when asked', () => {
    const slogan = NameSlogan.parse({ word1: '[특가]', word2: '당일발송', numbering: true, startNumber: 10 });
    expect(sloganNameOptions(slogan, 2)).toEqual({ prefix: '[특가]', suffix: '당일발송', number: 12 });
    expect(processProductName('원피스', sloganNameOptions(slogan, 0))).toBe('[특가] 원피스 당일발송 10');
    expect(sloganNameOptions({ ...slogan, numbering: false }, 2)).toEqual({
      prefix: '[특가]',
      suffix: '당일발송',
    });
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

  it('accepts an invalid payload as a body, because the call is still sent', () => {
    expect(BulkTextChangePayload.parse({ mode: 'Other', codes: ['1'] })).toEqual({
      word1: '',
      word2: '',
      codes: ['1'],
      mode: 'Other',
    });
  });

  it('applies to a title within the name limit', () => {
    expect(applyBulkTextChange('여름 원피스', { mode: 'Slogan', word1: '[특가]', word2: '무료배송' })).toBe(
      '[특가] 여름 원피스 무료배송',
    );
    expect(applyBulkTextChange('여름 원피스', { mode: 'Replace', word1: '원피스', word2: '드레스' })).toBe(
      '여름 드레스',
    );
    // The name gives way to the slogan, which stays whole at both ends.
    expect(applyBulkTextChange('가'.repeat(60), { mode: 'Slogan', word1: 'A', word2: 'B' }, 10)).toBe(
      `A ${'가'.repeat(6)} B`,
    );
    expect(() => applyBulkTextChange('a', { mode: 'Slogan', word1: 'x' })).toThrow(DomainError);
  });
});
