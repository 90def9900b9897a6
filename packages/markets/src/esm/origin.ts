import type { Provenance } from '../cross-border';
import { MarketError } from '../errors';
import type { Json } from './client';

/**
 * ESM's origin and safety-certificate declarations (article 20, origin codes article 162) for a listing's
 * provenance.
 */

/** One row of `GET /item/v1/origin/codes`: type 1 국내 (lname 도, mname 시·군·구), 2 수입산 (lname 지역, mname 나라). */
export type EsmOriginCode = { type: number; code: string; lname: string; mname: string };

export function parseOriginCodes(answer: Json): EsmOriginCode[] {
  const codes = Array.isArray(answer.codes) ? (answer.codes as Json[]) : [];
  return codes.map((row) => ({
    type: Number(row.type),
    code: String(row.code ?? ''),
    lname: String(row.lname ?? ''),
    // The article's table names the detail `sname`, its samples `mname`.
    mname: String(row.mname ?? row.sname ?? ''),
  }));
}

/** 상세설명 참조: ESM's documented form (`type` 0) for an origin the product states only in its detail page. */
const IN_DETAIL_PAGE = { goodsType: 1, type: 0, isMultipleOrigin: false };

/**
 * `itemAddtionalInfo.origin`: an imported product's country as ESM's 수입산 code (`type` 2 + `code`). A
 * Korean product would need the 시·군·구 code of where it was made, which no source states, so it and an
 * origin that names no country are declared 상세설명 참조. A country ESM has no code for is refused: sent
 * without a code, ESM would silently register 상세설명 참조 instead of the seller's origin.
 */
export function esmOriginOf(
  provenance: Provenance,
  codes: readonly EsmOriginCode[],
  market: 'Gmarket' | 'Auction',
): Json {
  if (provenance.country === null || provenance.domestic) {
    return IN_DETAIL_PAGE;
  }
  const found = codes.find((row) => row.type === 2 && row.mname === provenance.country);
  if (!found) {
    throw new MarketError({
      market,
      code: 'INVALID_REQUEST',
      message: `ESM 원산지 목록에 없는 원산지입니다: ${provenance.country}. 상품 또는 템플릿의 원산지를 나라 이름(예: 중국)으로 적어주세요.`,
    });
  }
  return { type: 2, code: found.code, isMultipleOrigin: false };
}

/**
 * `certInfo.safetyCerts`. Whether a product needs a KC certificate depends on the product, which Sellerdesk
 * cannot judge, so each group is declared 상품상세별도표기 (type 2) rather than 인증대상아님 (type 1, a claim
 * the seller has not made). Goods bought abroad for the shopper carry the 구매대행 mark
 * (`mandatorySafetySign` 2) on the electric and life groups, the KC exemption regime for 구매대행; goods
 * bought in Korea (Costco) are neither 병행수입 nor 구매대행 (0).
 */
export function esmSafetyCerts(provenance: Provenance): Json {
  const sign = provenance.purchasedAbroad ? 2 : 0;
  return {
    child: { type: 2 },
    electric: { type: 2, mandatorySafetySign: sign },
    life: { type: 2, mandatorySafetySign: sign },
    harmful: { type: 2 },
  };
}
