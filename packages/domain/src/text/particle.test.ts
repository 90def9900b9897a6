import { describe, expect, it } from 'vitest';
import { particle, withParticle } from './particle';

describe('particle', () => {
  it('follows the last syllable of a Korean word', () => {
    expect(withParticle('기본 배송비', '이/가')).toBe('기본 배송비가');
    expect(withParticle('판매중지', '으로/로')).toBe('판매중지로');
    expect(withParticle('판매중', '으로/로')).toBe('판매중으로');
    expect(withParticle('G마켓', '은/는')).toBe('G마켓은');
    expect(withParticle('옥션', '을/를')).toBe('옥션을');
    expect(withParticle('쿠팡', '와/과')).toBe('쿠팡과');
    expect(withParticle('스마트스토어', '와/과')).toBe('스마트스토어와');
  });

  it('takes 로 after a final ㄹ, as 으로 would be wrong there', () => {
    expect(withParticle('11번가 본점', '으로/로')).toBe('11번가 본점으로');
    expect(withParticle('품절', '으로/로')).toBe('품절로');
  });

  it('reads numbers with their units, so amounts in won and bare numbers both get the right particle', () => {
    expect(withParticle('33,000원', '으로/로')).toBe('33,000원으로');
    expect(withParticle('12,000', '으로/로')).toBe('12,000으로'); // 만이천
    expect(withParticle('100', '이/가')).toBe('100이'); // 백
    expect(withParticle(10, '을/를')).toBe('10을'); // 십
    expect(withParticle('5', '이/가')).toBe('5가'); // 오
    expect(withParticle('2', '은/는')).toBe('2는'); // 이
    expect(withParticle(7, '으로/로')).toBe('7로'); // 칠
    expect(withParticle('1.5', '이/가')).toBe('1.5가'); // 일 점 오
    expect(withParticle('#13', '을/를')).toBe('#13을'); // 십삼
    expect(withParticle('12.5%', '이/가')).toBe('12.5%가'); // 퍼센트
  });

  it('looks past closing quotes and brackets', () => {
    expect(withParticle("'소재'", '은/는')).toBe("'소재'는");
    expect(withParticle('"판매중지"', '으로/로')).toBe('"판매중지"로');
    expect(withParticle('"무료배송"', '을/를')).toBe('"무료배송"을');
    expect(withParticle('옵션(XL)', '이/가')).toBe('옵션(XL)이');
  });

  it('reads Latin letters as Korean speakers say them', () => {
    expect(particle('XL', '이/가')).toBe('이');
    expect(particle('size', '은/는')).toBe('는'); // 이
    expect(particle('M', '을/를')).toBe('을'); // 엠
  });
});
