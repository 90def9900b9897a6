import { z } from '../zod';
import { MARKETS } from '../constants';

/**
 * The seller's NAVER Search Ad API credentials (the keyword tool). The secret key is stored encrypted and
 * never answered: `secretKeyMasked` shows its first and last characters. A blank secret on update keeps
 * the stored one.
 */
export const NaverKeywordApiBody = z.object({
  customerId: z
    .string()
    .trim()
    .max(20)
    .regex(/^\d{1,20}$/, '고객 ID는 숫자로 입력해주세요.'),
  accessLicense: z
    .string()
    .trim()
    .min(1, '액세스라이선스를 입력해주세요.')
    .max(200)
    .regex(/^[0-9A-Za-z+/=_-]+$/, '액세스라이선스 형식이 올바르지 않습니다.'),
  secretKey: z
    .string()
    .trim()
    .max(200)
    .regex(/^[0-9A-Za-z+/=_-]*$/, '비밀키 형식이 올바르지 않습니다.')
    .default(''),
});
export type NaverKeywordApiBody = z.input<typeof NaverKeywordApiBody>;

export const NaverKeywordApiStatus = z.object({
  configured: z.boolean(),
  customerId: z.string(),
  accessLicense: z.string(),
  /** e.g. `AQAA••••••==`; empty when nothing is stored. */
  secretKeyMasked: z.string(),
  updatedAt: z.string().nullable(),
});
export type NaverKeywordApiStatus = z.infer<typeof NaverKeywordApiStatus>;

/** At most five hints per call (the service's limit); spaces are joined as the search box does. */
export const NaverKeywordBody = z.object({
  hintKeywords: z
    .array(z.string().trim().min(1, '키워드를 입력해주세요.').max(50))
    .min(1, '키워드를 입력해주세요.')
    .max(5, '키워드는 5개까지 한 번에 조회할 수 있습니다.'),
});
export type NaverKeywordBody = z.input<typeof NaverKeywordBody>;

export const RelatedKeyword = z.object({
  keyword: z.string(),
  monthlyPc: z.number().int(),
  monthlyMobile: z.number().int(),
  /** The service only said "< 10": the count is shown as such, read as 0. */
  pcUnder10: z.boolean(),
  mobileUnder10: z.boolean(),
  competition: z.enum(['low', 'medium', 'high']).nullable(),
});
export type RelatedKeyword = z.infer<typeof RelatedKeyword>;

export const NaverKeywordResponse = z.object({ keywords: z.array(RelatedKeyword) });
export type NaverKeywordResponse = z.infer<typeof NaverKeywordResponse>;

/**
 * Tags for selected products. `replace` sets the list, `append` adds to each product's own tags; the
 * result is checked against each market's tag rule (`markets`, default every market that takes tags).
 */
export const SetTagsBody = z.object({
  ids: z.array(z.uuid()).min(1, '태그를 넣을 상품을 선택해주세요.').max(1000),
  tags: z.array(z.string().trim().min(1, '빈 태그는 쓸 수 없습니다.').max(100)).max(100),
  mode: z.enum(['replace', 'append']).default('replace'),
  markets: z.array(z.enum(MARKETS)).max(MARKETS.length).optional(),
});
export type SetTagsBody = z.input<typeof SetTagsBody>;

export const SetTagsResponse = z.object({
  updated: z.number().int(),
  products: z.array(z.object({ id: z.uuid(), tags: z.array(z.string()) })),
});
export type SetTagsResponse = z.infer<typeof SetTagsResponse>;

/** /UserConfig keyword API settings: schemas for `endpoints.UserConfig`. */
export const KeywordConfigSchemas = {
  SetNaverKeywordAPI: { body: NaverKeywordApiBody, response: NaverKeywordApiStatus },
  GetNaverKeywordAPI: { response: NaverKeywordApiStatus },
};

/** /Market keyword tool and tags: schemas for `endpoints.Market`. */
export const MarketKeywordSchemas = {
  GetNaverKeyword: { body: NaverKeywordBody, response: NaverKeywordResponse },
  SetTags: { body: SetTagsBody, response: SetTagsResponse },
};
