import { MARKETS } from '@sellerdesk/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  operationSamples,
  sampleUrl,
  withValueAt,
  type OpenApiDocument,
  type OperationSample,
} from './helpers/openapi-requests';

/**
 * Issue 8 §2: no input makes the server answer 5xx. The sweep reads every operation from the OpenAPI
 * document, builds a request that passes its schema, and puts a NUL, a lone surrogate or a 5,000-level
 * structure into each string it holds.
 */
let t: TestApp;
let samples: OperationSample[];
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  samples = operationSamples(doc, SEEDS);
  token = (await t.userSession()).accessToken;
});
afterAll(async () => t?.close());

/** Values the schema alone cannot produce (links of the right site, the required consents). */
const SEEDS: Record<string, Record<string, unknown>> = {
  'POST /api/account/UserCreate': { consents: { service: true, privacy: true } },
  'POST /api/Product/CostcoProductWorkList': {
    links: ['https://www.costco.co.kr/p/610001'],
    searchUrl: undefined,
  },
  'POST /api/Product/TaobaoProductWorkList': { links: ['https://item.taobao.com/item.htm?id=652370015315'] },
  'POST /api/Product/1688ProductWorkList': { links: ['https://detail.1688.com/offer/813724060928.html'] },
  'POST /api/Product/1688ProductWorkListExtension': {
    url: 'https://detail.1688.com/offer/813724060928.html',
  },
  'POST /api/Product/CostcoProductWorkListExtension': { url: 'https://www.costco.co.kr/p/610001' },
  'POST /api/UserConfig/SetSourceSession': { cookie: 'cookie2=abc; unb=2200000000001' },
  'POST /api/UserConfig/SetNaverKeywordAPI': { customerId: '1234567' },
  // Korean calendar days (the generated sample string is not a date), in order.
  'POST /api/Product/SearchCollectProductSummary': { collectedFrom: '2026-11-01', collectedTo: '2026-11-24' },
  // An image store address (the generated sample string is not an image address).
  'POST /api/Product/ProductMainImageEdit': { images: [`/api/images/ab/${'ab'.repeat(32)}.jpg`] },
  // Bulk catalogue actions: "검색 결과 전체 선택" (the sample's own ids would name no product).
  'POST /api/Product/RemoveProduct': { ids: undefined, filter: {} },
  'POST /api/Product/ProductTextChange': { selection: { filter: {} } },
  'POST /api/Product/ProductGroupChange': { selection: { filter: {} } },
  'POST /api/Product/ProductCategoryChange': { selection: { filter: {} } },
  'POST /api/Product/RepriceProducts': { selection: { filter: {} } },
  'POST /api/Product/RetranslateProducts': { selection: { filter: {} } },
  // A whole product model (the editor's save) that passes validation and reaches the owner check.
  'POST /api/Product/UpdateProduct': {
    site: 'taobao',
    code: '701234567890',
    title: [{ language: 'ko', text: '여성 여름 린넨 셔츠' }],
    detailPageHtml: '<p>상세</p>',
    image: [],
    option: { optionGroups: [], detailOptions: [] },
    price: [{ currency: 'KRW', originalPrice: 15900, salePrice: 15900 }],
    source: {
      site: 'taobao',
      code: '701234567890',
      url: 'https://item.taobao.com/item.htm?id=701234567890',
      title: '女士夏季亚麻衬衫',
      language: 'zh',
      currency: 'CNY',
      price: '59',
      collectedAt: '2025-01-02T03:04:05.000Z',
    },
    createdAt: '2025-01-02T03:04:05.000Z',
    updatedAt: '2025-01-02T03:04:05.000Z',
  },
  // Product control: Korean calendar days in order, and no cursor (a sample id names no listing).
  'POST /api/ProductManagement/SearchMarketProductSummary': {
    from: '2026-11-01',
    to: '2026-11-24',
    cursor: undefined,
  },
  // A template on the seller's own price settings (a whole price model is the price screen's test).
  ...Object.fromEntries(
    MARKETS.map((market) => [`POST /api/UserConfig/Set${market}`, { priceSettings: null }]),
  ),
};

function send(sample: OperationSample, overrides: Partial<OperationSample> & { rawBody?: string } = {}) {
  const merged = { ...sample, ...overrides };
  return t.call({
    method: merged.method as 'GET',
    url: sampleUrl(merged),
    token,
    ...(merged.rawBody != null
      ? { payload: merged.rawBody, headers: { 'content-type': 'application/json' } }
      : merged.hasBody
        ? { payload: merged.body as object }
        : {}),
  });
}

function mutated(sample: OperationSample, field: OperationSample['stringFields'][number], bad: string) {
  const original = field.part === 'body' ? sample.body : sample[field.part];
  const current = field.path.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown>)[key],
    original,
  );
  const replaced = withValueAt(original, field.path, `${String(current)}${bad}`);
  return field.part === 'body' ? { body: replaced } : { [field.part]: replaced };
}

function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('one input policy for every endpoint', () => {
  it('finds every operation and a string field in most of them (the sweep has something to sweep)', () => {
    expect(samples.length).toBeGreaterThanOrEqual(30);
    expect(samples.filter((s) => s.stringFields.length > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('builds a request each operation accepts, so the bad values below reach its handler', async () => {
    const rejected: string[] = [];
    for (const sample of samples) {
      const res = await send(sample);
      // 502 is an outside service this test app cannot reach (the keyword tool), after validation passed.
      const failedHere = res.statusCode >= 500 && res.statusCode !== 502;
      if (failedHere || /VALIDATION_FAILED|INVALID_CHARACTERS/.test(res.body)) {
        rejected.push(`${sample.method} ${sample.path} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(rejected).toEqual([]);
  });

  it('refuses a NUL or a lone surrogate in any string of any endpoint with 400 in Korean, never 5xx', async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const sample of samples) {
      for (const field of sample.stringFields) {
        const bads = field.part === 'body' ? ['\u0000', '\ud800'] : ['\u0000'];
        for (const bad of bads) {
          const res = await send(sample, mutated(sample, field, bad));
          const where = `${sample.method} ${sample.path} ${field.part}.${field.path.join('.')} ${JSON.stringify(bad)}`;
          if (res.statusCode >= 500) {
            failures.push(`${where} → ${res.statusCode} ${res.body}`);
            continue;
          }
          const body = res.json<{ code: number; message: string; reason: string }>();
          if (
            res.statusCode !== 400 ||
            body.reason !== 'INVALID_CHARACTERS' ||
            !/[가-힣]/.test(body.message)
          ) {
            failures.push(`${where} → ${res.statusCode} ${res.body}`);
          }
          refused++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(50);
  });

  it('refuses 5,000-level JSON bodies and deep `data` with 400 before anything recurses', async () => {
    const failures: string[] = [];
    for (const sample of samples.filter((s) => s.hasBody)) {
      const whole = await send(sample, { rawBody: deepJson(5000) });
      const field =
        sample.body && typeof sample.body === 'object'
          ? await send(sample, {
              rawBody: JSON.stringify(sample.body).replace(/^\{/, `{"data":${deepJson(5000)},`),
            })
          : whole;
      for (const [label, res] of [
        ['whole body', whole],
        ['data field', field],
      ] as const) {
        if (res.statusCode !== 400 || res.json<{ reason: string }>().reason !== 'INPUT_TOO_DEEP') {
          failures.push(`${sample.method} ${sample.path} (${label}) → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const res = await t.call({
      method: 'POST',
      url: '/api/Product/TaobaoProductWorkListExtension',
      token,
      payload: `{"url":"https://item.taobao.com/item.htm?id=1","data":${deepJson(5000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toEqual({
      code: 400,
      message: '데이터의 중첩이 너무 깊습니다. (최대 64단계)',
      reason: 'INPUT_TOO_DEEP',
    });
  });

  it('names the field and keeps ordinary text, emoji included, working', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/account/UpdateProfile',
      token,
      payload: { name: '김\u0000셀러', phone: '01012345678' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: "'name': 허용되지 않는 문자(NUL, \\u0000)가 포함되어 있습니다.",
      reason: 'INVALID_CHARACTERS',
    });
    const ok = await t.call({
      method: 'POST',
      url: '/api/account/UpdateProfile',
      token,
      payload: { name: '김셀러 😀', phone: '01012345678' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('every error has the { code, message } shape, even before routing', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers an over-long query string with 431 in Korean', async () => {
    const res = await fetch(`${base}/api/Log/GetCollectLogAll?site=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      code: 431,
      message: '요청 주소나 헤더가 너무 깁니다.',
      reason: 'HEADERS_TOO_LARGE',
    });
  });

  it('answers an over-long path parameter with 414 and does not echo the address', async () => {
    const long = 'b'.repeat(2000);
    const res = await fetch(`${base}/api/images/ab/${long}.jpg`);
    expect(res.status).toBe(414);
    const text = await res.text();
    expect(text).not.toContain(long);
    expect(JSON.parse(text)).toEqual({
      code: 414,
      message: '요청 주소가 너무 깁니다.',
      reason: 'URI_TOO_LONG',
    });
  });

  it('answers a malformed URL component with 400 in Korean', async () => {
    const res = await fetch(`${base}/api/images/%E0%A4%A/x.jpg`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      message: '요청 주소가 올바르지 않습니다.',
      reason: 'INVALID_URL',
    });
  });
});

describe('tokens', () => {
  it('answers a correctly signed token whose subject is not a UUID with 401, not 500', async () => {
    const forged = await new SignJWT({ username: 'x@example.com', role: 'User', plan: 'Free', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('not-a-uuid')
      .setIssuer(t.deps.tokens.issuer)
      .setAudience(t.deps.tokens.audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(t.deps.tokens.secret);
    const res = await t.call({ method: 'GET', url: '/api/auth/user', token: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('TOKEN_INVALID');
  });
});
