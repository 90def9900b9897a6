/**
 * ESM's origin codes (`GET /item/v1/origin/codes`, article 162) and what a goods body's `origin` and
 * `certInfo.safetyCerts` may carry (article 20). The rows are a sample in the documented shape: 핀란드 232
 * is the article's own sample, 중국 174 the code 옥션's API answered for "아시아 중국"; the others stand in
 * for the full list the real API serves.
 */

export type OriginCode = { type: 1 | 2; code: string; lname: string; mname: string };

export const ORIGIN_CODES: readonly OriginCode[] = [
  { type: 1, code: '5101', lname: '강원', mname: '강릉시' },
  { type: 1, code: '1101', lname: '서울', mname: '강남구' },
  { type: 2, code: '174', lname: '아시아', mname: '중국' },
  { type: 2, code: '175', lname: '아시아', mname: '일본' },
  { type: 2, code: '176', lname: '아시아', mname: '대만' },
  { type: 2, code: '177', lname: '아시아', mname: '홍콩' },
  { type: 2, code: '186', lname: '아시아', mname: '베트남' },
  { type: 2, code: '187', lname: '아시아', mname: '태국' },
  { type: 2, code: '188', lname: '아시아', mname: '인도네시아' },
  { type: 2, code: '189', lname: '아시아', mname: '인도' },
  { type: 2, code: '190', lname: '아시아', mname: '필리핀' },
  { type: 2, code: '191', lname: '아시아', mname: '말레이시아' },
  { type: 2, code: '211', lname: '유럽', mname: '독일' },
  { type: 2, code: '212', lname: '유럽', mname: '프랑스' },
  { type: 2, code: '213', lname: '유럽', mname: '이탈리아' },
  { type: 2, code: '214', lname: '유럽', mname: '영국' },
  { type: 2, code: '215', lname: '유럽', mname: '스페인' },
  { type: 2, code: '232', lname: '유럽', mname: '핀란드' },
  { type: 2, code: '301', lname: '북미', mname: '미국' },
  { type: 2, code: '302', lname: '북미', mname: '캐나다' },
  { type: 2, code: '401', lname: '오세아니아', mname: '호주' },
  { type: 2, code: '402', lname: '오세아니아', mname: '뉴질랜드' },
  { type: 2, code: '501', lname: '남미', mname: '칠레' },
];

type Problem = { code: number; message: string };
type Json = Record<string, unknown>;
const object = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
const problem = (message: string): Problem => ({ code: 1000, message: `[InvalidApiRequestEx]${message}` });

/** The documented refusals of `itemAddtionalInfo.origin` (their messages are the article's). */
export function checkOrigin(info: Json): Problem | null {
  const origin = object(info.origin);
  if (!origin) {
    return null;
  }
  if (origin.goodsType !== undefined && ![0, 1, 2, 3, 4].includes(Number(origin.goodsType))) {
    return problem(
      '상품종류(goodsType)값이 잘 못 되었습니다 < (0: 원산지 표시대상 아님, 1: 상세설명 참조, 2: 가공품)',
    );
  }
  const type = Number(origin.type ?? 0);
  if (![0, 1, 2, 3, 4, 5].includes(type)) {
    return problem('원산지 타입(type)이 잘 못 되었습니다 < (0: 없음, 1: 국내, 2: 해외, 3,4,5: 기타()');
  }
  const code = String(origin.code ?? '');
  if (code !== '' && (type === 1 || type === 2)) {
    if (!ORIGIN_CODES.some((row) => row.type === type && row.code === code)) {
      return problem(`원산지 지역 코드(${code})가 ${type === 1 ? '국내' : '수입산'} 원산지 코드가 아닙니다.`);
    }
  }
  return null;
}

const SAFETY_GROUPS = [
  ['child', '통합어린이인증'],
  ['electric', '통합전기인증'],
  ['life', '통합생활용품인증'],
] as const;

/** `certInfo.safetyCerts`: a type for each KC group, codes within the documented enums, a number for 인증대상. */
export function checkSafetyCerts(info: Json): Problem | null {
  const certs = object(object(info.certInfo)?.safetyCerts);
  for (const [key, label] of SAFETY_GROUPS) {
    const group = object(certs?.[key]);
    const type = group?.type;
    if (type === undefined || type === null) {
      return problem(`${label} 타입(certInfo.safetyCerts.${key}.type)은 필수입니다.`);
    }
    if (![0, 1, 2].includes(Number(type))) {
      return problem(
        `${label} 타입(${String(type)})은 0(인증대상), 1(인증대상아님), 2(상품상세별도표기)만 가능합니다.`,
      );
    }
    if (Number(type) === 0) {
      const details = Array.isArray(group?.details) ? (group.details as unknown[]) : [];
      if (!details.some((detail) => String(object(detail)?.certId ?? '') !== '')) {
        return problem(`${label} 인증대상 상품은 인증코드(details.certId)를 입력해야 합니다.`);
      }
    }
    const sign = group?.mandatorySafetySign;
    if (key !== 'child' && sign !== undefined && ![0, 1, 2].includes(Number(sign))) {
      return problem(
        `병행수입여부(certInfo.safetyCerts.${key}.mandatorySafetySign=${String(sign)})는 0(해당사항없음), 1(병행수입), 2(구매대행)만 가능합니다.`,
      );
    }
  }
  const harmful = object(certs?.harmful);
  if (harmful && harmful.type !== undefined) {
    if (![0, 1, 2].includes(Number(harmful.type))) {
      return problem(`위해우려제품인증 타입(${String(harmful.type)})은 0, 1, 2만 가능합니다.`);
    }
    if (Number(harmful.type) === 0 && String(harmful.certId ?? '') === '') {
      return problem('위해우려제품 인증대상 상품은 통합자가검사번호(certId)를 입력해야 합니다.');
    }
  }
  return null;
}

/**
 * The body as ESM stores it: an origin of 국내/수입산 without a code is registered 상세설명 참조 (article 20:
 * "미입력시 상품별원산지는 상세설명 참조 값으로 등록"), and reads back so.
 */
export function storedGoodsBody(body: Json): Json {
  const info = object(body.itemAddtionalInfo);
  const origin = object(info?.origin);
  if (!info || !origin || String(origin.code ?? '') !== '' || ![1, 2].includes(Number(origin.type))) {
    return body;
  }
  return {
    ...body,
    itemAddtionalInfo: { ...info, origin: { goodsType: 1, type: 0, isMultipleOrigin: false } },
  };
}
