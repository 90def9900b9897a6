import { joinUrl, retryAfterSeconds, type Fetcher } from '@sellerdesk/outbound';
import { KeywordToolError, keywordToolFailure } from './errors';
import { searchAdHeaders } from './signing';

/**
 * The NAVER Search Ad API keyword tool (RelKwdStat): `GET /keywordstool?hintKeywords=a,b&showDetail=1`
 * signed with the seller's customer id, access license and secret key. It answers `keywordList[]` of
 * related keywords with last month's PC and mobile search counts (a number, or the text "< 10") and the
 * competition (`compIdx`: 낮음/중간/높음). Vendor words stay in this folder; callers get `RelatedKeyword`.
 */
export const KEYWORD_TOOL_PATH = '/keywordstool';
export const SEARCHAD_DEFAULT_BASE_URL = 'https://api.searchad.naver.com';
export const SEARCHAD_BASE_URL_VARIABLE = 'NAVER_SEARCHAD_BASE_URL';
/** Where the emulator serves it under `MARKET_EMULATOR_URL`. */
export const SEARCHAD_EMULATOR_PREFIX = '/naver-searchad';
/** The service takes at most five hint keywords per call. */
export const MAX_HINT_KEYWORDS = 5;

export type SearchAdCredentials = { customerId: string; accessLicense: string; secretKey: string };

export type Competition = 'low' | 'medium' | 'high';

export type RelatedKeyword = {
  keyword: string;
  /** Last month's searches; 0 with `pcUnder10` when the service only says "< 10". */
  monthlyPc: number;
  monthlyMobile: number;
  pcUnder10: boolean;
  mobileUnder10: boolean;
  competition: Competition | null;
};

const COMPETITION: Readonly<Record<string, Competition>> = { 낮음: 'low', 중간: 'medium', 높음: 'high' };

/** A count field: a number, or "< 10" (read as 0, flagged). */
export function readSearchCount(value: unknown): { count: number; under10: boolean } {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return { count: Math.max(0, Math.round(value)), under10: false };
  }
  if (typeof value === 'string') {
    if (/^\s*<\s*10\s*$/.test(value)) {
      return { count: 0, under10: true };
    }
    const number = Number(value.replace(/,/g, ''));
    if (Number.isFinite(number)) {
      return { count: Math.max(0, Math.round(number)), under10: false };
    }
  }
  return { count: 0, under10: false };
}

/** The service refuses hints with spaces; Sellerdesk joins a typed phrase the way the search box does. */
export function normaliseHints(hints: readonly string[]): string[] {
  const seen: string[] = [];
  for (const hint of hints) {
    const word = hint.replace(/\s+/g, '').trim();
    if (word !== '' && !seen.includes(word)) {
      seen.push(word);
    }
  }
  return seen;
}

export function parseKeywordList(bodyText: string): RelatedKeyword[] {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new KeywordToolError({
      code: 'UNAVAILABLE',
      message: '검색광고 API 응답을 읽지 못했습니다.',
      detail: bodyText.slice(0, 200),
    });
  }
  const list = (body as { keywordList?: unknown } | null)?.keywordList;
  if (!Array.isArray(list)) {
    throw new KeywordToolError({ code: 'UNAVAILABLE', message: '검색광고 API 응답을 읽지 못했습니다.' });
  }
  const keywords: RelatedKeyword[] = [];
  for (const item of list as Record<string, unknown>[]) {
    if (typeof item?.relKeyword !== 'string' || item.relKeyword === '') {
      continue;
    }
    const pc = readSearchCount(item.monthlyPcQcCnt);
    const mobile = readSearchCount(item.monthlyMobileQcCnt);
    keywords.push({
      keyword: item.relKeyword,
      monthlyPc: pc.count,
      monthlyMobile: mobile.count,
      pcUnder10: pc.under10,
      mobileUnder10: mobile.under10,
      competition: typeof item.compIdx === 'string' ? (COMPETITION[item.compIdx] ?? null) : null,
    });
  }
  return keywords;
}

export type KeywordTool = {
  /** Related keywords for up to five hints (spaces removed), as the service ranks them. */
  relatedKeywords(hints: readonly string[]): Promise<RelatedKeyword[]>;
};

export function createKeywordTool(options: {
  fetcher: Fetcher;
  baseUrl: string;
  credentials: SearchAdCredentials;
  now?: () => number;
}): KeywordTool {
  const now = options.now ?? Date.now;
  return {
    async relatedKeywords(hints) {
      const words = normaliseHints(hints);
      if (words.length === 0 || words.length > MAX_HINT_KEYWORDS) {
        throw new KeywordToolError({
          code: 'INVALID_INPUT',
          message: `키워드를 1개부터 ${MAX_HINT_KEYWORDS}개까지 입력해주세요.`,
        });
      }
      const url = new URL(joinUrl(options.baseUrl, KEYWORD_TOOL_PATH));
      url.searchParams.set('hintKeywords', words.join(','));
      url.searchParams.set('showDetail', '1');
      // The signed uri is the API's own path without the query (a base path of a proxy or emulator is not part of it).
      const headers = searchAdHeaders(options.credentials, 'GET', KEYWORD_TOOL_PATH, now());
      let response;
      try {
        response = await options.fetcher(url.toString(), {
          method: 'GET',
          headers: { ...headers, accept: 'application/json' },
        });
      } catch (error) {
        throw new KeywordToolError({
          code: 'UNAVAILABLE',
          message: '검색광고 API에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
          detail: error instanceof Error ? error.message : String(error),
        });
      }
      const text = await response.text();
      if (response.status !== 200) {
        throw keywordToolFailure(response.status, text, retryAfterSeconds(response.headers));
      }
      return parseKeywordList(text);
    },
  };
}

/** The API base: `MARKET_EMULATOR_URL` + `/naver-searchad` (tests, sandbox), else the variable, else the real host. */
export function resolveSearchAdBaseUrl(env: Readonly<Record<string, string | undefined>>): string {
  const emulator = env.MARKET_EMULATOR_URL?.trim();
  if (emulator) {
    return emulator.replace(/\/+$/, '') + SEARCHAD_EMULATOR_PREFIX;
  }
  return env[SEARCHAD_BASE_URL_VARIABLE]?.trim() || SEARCHAD_DEFAULT_BASE_URL;
}
