import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { calculatePrice } from './calculate-price';
import { normalizePriceSettings } from './normalize-price-settings';
import { DEFAULT_PRICE_RANGE_MODEL, PriceRangeModel, type PriceSettingsDraft } from './price-model';

describe('normalizePriceSettings (spec §5 saving settings)', () => {
  it('fills a missing form with the §9 defaults', () => {
    expect(normalizePriceSettings({})).toEqual({ ...DEFAULT_PRICE_RANGE_MODEL, detailModel: [] });
    expect(normalizePriceSettings({})).toMatchObject({ digit: 2, currency: 'CNY', exchangeBase: 200 });
  });

  it.each([
    ['empty string', ''],
    ['blank string', '   '],
    ['null', null],
    ['missing', undefined],
  ])('turns an empty main/sub value (%s) into 0', (_label, empty) => {
    const model = normalizePriceSettings({
      simpleModel: { mainType: '*', mainValue: empty, subType: '+', subValue: empty },
      detailModel: [{ startRange: 0, endRange: 100, mainValue: empty, subValue: empty }],
    });
    expect(model.simpleModel).toEqual({ mainType: '*', mainValue: 0, subType: '+', subValue: 0 });
    expect(model.detailModel[0]).toMatchObject({ mainValue: 0, subValue: 0 });
  });

  it('reads numbers typed as text, with thousands separators', () => {
    const model = normalizePriceSettings({
      exchangeBase: '195.5',
      simpleModel: { mainType: '+', mainValue: '3,000', subType: '*', subValue: ' 1.3 ' },
    });
    expect(model.exchangeBase).toBe(195.5);
    expect(model.simpleModel).toEqual({ mainType: '+', mainValue: 3000, subType: '*', subValue: 1.3 });
  });

  it.each([
    ['empty start', { startRange: '', endRange: 1000 }],
    ['empty end', { startRange: 0, endRange: null }],
    ['both missing', {}],
  ])('drops a row with an %s range', (_label, emptyRow) => {
    const model = normalizePriceSettings({
      detailModel: [
        { startRange: 0, endRange: 10_000, mainType: '*', mainValue: 2 },
        emptyRow,
        { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.1 },
      ],
    });
    expect(model.detailModel.map((row) => [row.startRange, row.endRange])).toEqual([
      [0, 10_000],
      [-1, -1],
    ]);
  });

  it('keeps the last row (-1), moves it to the end and keeps only the last of several', () => {
    const model = normalizePriceSettings({
      detailModel: [
        { startRange: -1, endRange: '', mainType: '*', mainValue: 9 },
        { startRange: '0', endRange: '5000', mainType: '+', mainValue: 100 },
        { startRange: '-1', endRange: '-1', mainType: '*', mainValue: 1.2 },
        { startRange: 5000, endRange: 9000, mainType: '+', mainValue: 50 },
      ],
    });
    expect(model.detailModel).toEqual([
      { startRange: 0, endRange: 5000, mainType: '+', mainValue: 100, subType: '+', subValue: 0 },
      { startRange: 5000, endRange: 9000, mainType: '+', mainValue: 50, subType: '+', subValue: 0 },
      { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.2, subType: '+', subValue: 0 },
    ]);
    expect(PriceRangeModel.safeParse(model).success).toBe(true);
  });

  it.each([
    [{ roundModel: { digit: 3 }, digit: 1 }, 3],
    [{ roundModel: null, digit: 4 }, 4],
    [{ roundModel: {}, digit: 1 }, 1],
    [{}, 2],
  ])('takes the digit from the round selection first: %j → %i', (draft, digit) => {
    expect(normalizePriceSettings(draft).digit).toBe(digit);
  });

  it.each([
    [{ roundModel: { digit: 0 } }, /1~4/],
    [{ digit: 5 }, /1~4/],
    [{ exchangeBase: '' }, /환율을 입력/],
    [{ exchangeBase: 0 }, /0보다 커야/],
    [{ currency: 'XYZ' }, /지원하지 않는 통화/],
    [{ simpleModel: { mainValue: 'abc' } }, /단순 설정의 기본 계산 값이 숫자가 아닙니다/],
    [{ detailModel: [{ startRange: 'x', endRange: 5 }] }, /1번째 구간의 시작 금액/],
    [{ detailModel: [{ startRange: 5000, endRange: 100 }] }, /가격 구간이 올바르지 않습니다/],
    [{ simpleModel: { mainType: '*', mainValue: -2 } }, /곱하는 값은 0보다/],
  ] satisfies [PriceSettingsDraft, RegExp][])('refuses %j', (draft, message) => {
    expect(() => normalizePriceSettings(draft)).toThrow(DomainError);
    expect(() => normalizePriceSettings(draft)).toThrow(message);
  });

  it('saves what the preview computes: an emptied multiplier stays a no-op', () => {
    const model = normalizePriceSettings({
      simpleModel: { mainType: '*', mainValue: '', subType: '+', subValue: '2000' },
    });
    expect(calculatePrice(10_000, model)).toBe(12_000);
  });

  it('upper-cases the currency', () => {
    expect(normalizePriceSettings({ currency: 'usd' }).currency).toBe('USD');
  });
});
