import {
  DEFAULT_SEARCHAD_CUSTOMER,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeywordTool,
  KeywordToolError,
  normaliseHints,
  parseKeywordList,
  readSearchCount,
  resolveSearchAdBaseUrl,
  searchAdHeaders,
  searchAdSignature,
  type SearchAdCredentials,
} from '../src/naver-searchad/index';
import { checkTagsForMarkets, tagRefusal } from '../src/tags';
import { SMARTSTORE_LIMITS } from '../src/smartstore/limits';
import { COUPANG_LIMITS } from '../src/coupang/limits';

describe('Search Ad signature', () => {
  it('matches a vector computed outside the code', () => {
    // printf '%s' '1700000000000.GET./keywordstool' | openssl dgst -sha256 -hmac 'secret-key' -binary | base64
    expect(searchAdSignature('secret-key', '1700000000000', 'GET', '/keywordstool')).toBe(
      'W36UoKa4A2YA0CeiPcIkr6EEjdpEfLZmO+/k+2kP8CY=',
    );
  });

  it('puts the timestamp, license, customer and signature in the four headers', () => {
    const headers = searchAdHeaders(
      { customerId: '42', accessLicense: 'license', secretKey: 'secret-key' },
      'GET',
      '/keywordstool',
      1_700_000_000_000,
    );
    expect(headers).toEqual({
      'X-Timestamp': '1700000000000',
      'X-API-KEY': 'license',
      'X-Customer': '42',
      'X-Signature': 'W36UoKa4A2YA0CeiPcIkr6EEjdpEfLZmO+/k+2kP8CY=',
    });
  });
});

describe('keyword tool answers', () => {
  it('reads "< 10" as 0 with a flag, numbers as they are, and competition words', () => {
    expect(readSearchCount('< 10')).toEqual({ count: 0, under10: true });
    expect(readSearchCount(1234)).toEqual({ count: 1234, under10: false });
    const list = parseKeywordList(
      JSON.stringify({
        keywordList: [
          { relKeyword: '원피스', monthlyPcQcCnt: 12000, monthlyMobileQcCnt: '< 10', compIdx: '높음' },
          { relKeyword: '', monthlyPcQcCnt: 1 },
          { relKeyword: '린넨원피스', monthlyPcQcCnt: '< 10', monthlyMobileQcCnt: 90, compIdx: '낮음' },
        ],
      }),
    );
    expect(list).toEqual([
      {
        keyword: '원피스',
        monthlyPc: 12000,
        monthlyMobile: 0,
        pcUnder10: false,
        mobileUnder10: true,
        competition: 'high',
      },
      {
        keyword: '린넨원피스',
        monthlyPc: 0,
        monthlyMobile: 90,
        pcUnder10: true,
        mobileUnder10: false,
        competition: 'low',
      },
    ]);
    expect(() => parseKeywordList('<html>')).toThrow(KeywordToolError);
  });

  it('joins typed phrases and drops repeats', () => {
    expect(normaliseHints(['여름 원피스', '여름원피스', ' ', '텀블러'])).toEqual(['여름원피스', '텀블러']);
  });

  it('resolves the base address from the emulator, the variable or the real host', () => {
    expect(resolveSearchAdBaseUrl({ MARKET_EMULATOR_URL: 'http://127.0.0.1:1/' })).toBe(
      'http://127.0.0.1:1/naver-searchad',
    );
    expect(resolveSearchAdBaseUrl({ NAVER_SEARCHAD_BASE_URL: 'http://x.test' })).toBe('http://x.test');
    expect(resolveSearchAdBaseUrl({})).toBe('https://api.searchad.naver.com');
  });
});

describe('keyword tool against the emulator', () => {
  let emulator: StartedMarketEmulator;
  const credentials: SearchAdCredentials = { ...DEFAULT_SEARCHAD_CUSTOMER };
  const tool = (overrides: Partial<SearchAdCredentials> = {}, now?: () => number) =>
    createKeywordTool({
      fetcher: fetchFetcher(),
      baseUrl: emulator.baseUrls.searchad,
      credentials: { ...credentials, ...overrides },
      now,
    });

  beforeAll(async () => {
    emulator = await startMarketEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });
  beforeEach(() => {
    emulator.markets.searchad.reset();
  });

  it('answers related keywords for a Korean hint, the same every time', async () => {
    const first = await tool().relatedKeywords(['원피스']);
    expect(first[0]?.keyword).toBe('원피스');
    expect(first.map((row) => row.keyword)).toContain('린넨원피스');
    expect(first.every((row) => row.monthlyPc >= 0 && row.monthlyMobile >= 0)).toBe(true);
    expect(first.some((row) => row.competition !== null)).toBe(true);
    expect(await tool().relatedKeywords(['원피스'])).toEqual(first);
  });

  it('refuses a wrong secret with the service body, in Korean', async () => {
    const error = await tool({ secretKey: 'tampered' })
      .relatedKeywords(['원피스'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeywordToolError);
    expect(error).toMatchObject({ code: 'AUTH', status: 403 });
    expect((error as KeywordToolError).message).toContain('비밀키');
    expect((error as KeywordToolError).detail).toContain('Invalid Signature');
    expect((error as KeywordToolError).detail).not.toContain(credentials.secretKey);
  });

  it('refuses another customer id and an unknown license', async () => {
    await expect(tool({ customerId: '999' }).relatedKeywords(['원피스'])).rejects.toMatchObject({
      code: 'AUTH',
      detail: expect.stringContaining('Auth Failed'),
    });
    await expect(tool({ accessLicense: '0100nope' }).relatedKeywords(['원피스'])).rejects.toMatchObject({
      code: 'AUTH',
      message: expect.stringContaining('액세스라이선스'),
    });
  });

  it('refuses a timestamp outside the clock window', async () => {
    const stale = () => Date.now() - 10 * 60_000;
    await expect(tool({}, stale).relatedKeywords(['원피스'])).rejects.toMatchObject({ code: 'AUTH' });
  });

  it('answers 429 over its rate, as a typed error with a retry-after', async () => {
    emulator.markets.searchad.gateway.setLimit({ ratePerSecond: 0.5, burst: 1 });
    await tool().relatedKeywords(['텀블러']);
    const error = await tool()
      .relatedKeywords(['텀블러'])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', transient: true, retryAfterSeconds: 1 });
    emulator.markets.searchad.force({ status: 429, retryAfterSeconds: 7 });
    await expect(tool().relatedKeywords(['텀블러'])).rejects.toMatchObject({ retryAfterSeconds: 7 });
    expect(emulator.markets.searchad.stats().rateLimited).toBe(1);
  });

  it('checks the hints before calling (1–5)', async () => {
    await expect(tool().relatedKeywords(['a', 'b', 'c', 'd', 'e', 'f'])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(emulator.markets.searchad.stats().calls).toBe(0);
  });
});

describe('tag rules', () => {
  it('refuses spaces, length, characters and sales-condition words', () => {
    const rule = SMARTSTORE_LIMITS.tags!;
    expect(tagRefusal('린넨원피스', rule)).toBeNull();
    expect(tagRefusal('여름 원피스', rule)).toContain('띄어쓰기');
    expect(tagRefusal('가'.repeat(11), rule)).toContain('10자');
    expect(tagRefusal('원피스!', rule)).toContain('!');
    expect(tagRefusal('원피스무료배송', rule)).toContain('무료배송');
  });

  it('names the market and skips markets without tags', () => {
    const many = Array.from({ length: 12 }, (_, index) => `태그${index}`);
    const problems = checkTagsForMarkets(many, [
      { code: 'SmartStore', rule: SMARTSTORE_LIMITS.tags },
      { code: 'Coupang', rule: COUPANG_LIMITS.tags },
      { code: 'Elevenst', rule: null },
    ]);
    expect(problems).toEqual([
      { market: 'SmartStore', tag: null, message: expect.stringContaining('10개까지') },
    ]);
  });
});
