import { describe, expect, it } from 'vitest';
import i18n, { addTexts } from './index';
import { ko } from './locales/ko';

/** Every string in the Korean texts with its dotted key. */
function* texts(node: unknown, key = ''): Generator<[string, string]> {
  if (typeof node === 'string') {
    yield [key, node];
  } else if (node && typeof node === 'object') {
    for (const [name, child] of Object.entries(node)) {
      yield* texts(child, key ? `${key}.${name}` : name);
    }
  }
}

describe('josa formatter', () => {
  it('puts the particle the interpolated word takes', () => {
    i18n.addResource('ko', 'translation', 'josaTest.status', '{{status, josa(으로/로)}} 바꾸기');
    i18n.addResource(
      'ko',
      'translation',
      'josaTest.market',
      '{{market, josa(은/는)}} {{count}}개까지 받습니다.',
    );
    const t = i18n.t as unknown as (key: string, values: Record<string, unknown>) => string;
    expect(t('josaTest.status', { status: '판매중지' })).toBe('판매중지로 바꾸기');
    expect(t('josaTest.status', { status: '판매중' })).toBe('판매중으로 바꾸기');
    expect(t('josaTest.status', { status: '33,000원' })).toBe('33,000원으로 바꾸기');
    expect(t('josaTest.market', { market: 'G마켓', count: 3 })).toBe('G마켓은 3개까지 받습니다.');
    expect(t('josaTest.market', { market: '쿠팡', count: 3 })).toBe('쿠팡은 3개까지 받습니다.');
    expect(t('josaTest.market', { market: '스마트스토어', count: 3 })).toBe(
      '스마트스토어는 3개까지 받습니다.',
    );
  });

  it('is used by the interface texts that interpolate a word before a particle', () => {
    addTexts({ productControl: ko.productControl, collectFilter: ko.collectFilter });
    expect(i18n.t('productControl.actions.confirmStatusButton', { status: '판매중지' })).toBe(
      '판매중지로 바꾸기',
    );
    expect(i18n.t('productControl.actions.confirmStatus', { status: '판매중', count: 2 })).toBe(
      '선택한 2개 상품을 마켓에서 "판매중"으로 바꿉니다.',
    );
    expect(i18n.t('collectFilter.add.added', { word: '무료배송' })).toBe('"무료배송"을 추가했습니다.');
  });
});

describe('Korean texts', () => {
  it('never write both particle forms such as "이(가)" or "(으)로": the josa formatter picks one', () => {
    const bothForms = /\((?:이|가|은|는|을|를|과|와|으|이나|이라|아|야)\)/;
    const offenders = [...texts(ko)].filter(([, text]) => bothForms.test(text));
    expect(offenders).toEqual([]);
  });

  it('show no field names or codes: "(word1)", market codes such as Elevenst, site codes such as taobao', () => {
    // Web addresses (item.taobao.com) are not codes.
    const developerWords =
      /\bword\d\b|(?<![./])\b(?:SmartStore|Elevenst|Gmarket|WeMakePrice|taobao|tmall|costco)\b(?![./])/;
    const offenders = [...texts(ko)].filter(([, text]) => developerWords.test(text));
    expect(offenders).toEqual([]);
  });
});
