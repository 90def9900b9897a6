import { ProductDetail } from '@sellerdesk/domain';
import type { NaverKeywordApiStatus, NaverKeywordResponse, SetTagsResponse } from '@sellerdesk/domain/api';
import { DEFAULT_SEARCHAD_CUSTOMER, startEmulator, type Emulator } from '@sellerdesk/emulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { naverKeywordCredentials, products } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

let t: TestApp;
let emulator: Emulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;
const logLines: string[] = [];

beforeAll(async () => {
  emulator = await startEmulator();
  t = await createTestApp(
    { MARKET_EMULATOR_URL: emulator.url, LOG_LEVEL: 'debug' },
    { logDestination: { write: (line) => logLines.push(line) } },
  );
  alice = await t.userSession();
  bob = await t.userSession();
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));
beforeEach(() => emulator.markets.searchad.reset());

const credentials = { ...DEFAULT_SEARCHAD_CUSTOMER };
const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url, token, payload });
const getApi = async (token: string) =>
  dataOf<NaverKeywordApiStatus>(
    await t.call({ method: 'GET', url: '/api/UserConfig/GetNaverKeywordAPI', token }),
  );

async function insertProduct(userId: string, title: string, tags: string[] = []) {
  const code = String(Math.floor(Math.random() * 1e12));
  const now = new Date().toISOString();
  const detail = ProductDetail.parse({
    site: 'taobao',
    code,
    title: [{ language: 'ko', text: title }],
    tags,
    source: {
      site: 'taobao',
      code,
      url: 'https://item.taobao.com/item.htm?id=1',
      title,
      language: 'zh',
      currency: 'CNY',
      price: '59',
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
  const [row] = await t.deps.db
    .insert(products)
    .values({
      userId,
      site: 'taobao',
      code,
      title,
      sourceTitle: title,
      sourceUrl: 'https://item.taobao.com/item.htm?id=1',
      ...storedDetail(detail),
      tags,
    })
    .returning();
  return row!;
}

describe('keyword API credentials', () => {
  it('stores the secret encrypted, answers it masked, and keeps it on a blank update', async () => {
    const empty = await getApi(alice.accessToken);
    expect(empty).toMatchObject({ configured: false, secretKeyMasked: '' });

    const saved = await post('/api/UserConfig/SetNaverKeywordAPI', alice.accessToken, credentials);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(credentials.secretKey);
    const status = await getApi(alice.accessToken);
    expect(status).toMatchObject({
      configured: true,
      customerId: credentials.customerId,
      accessLicense: credentials.accessLicense,
    });
    expect(status.secretKeyMasked).toMatch(/^AQAA•+==$/);

    const [row] = await t.deps.db
      .select()
      .from(naverKeywordCredentials)
      .where(eq(naverKeywordCredentials.userId, alice.id));
    expect(row?.encryptedSecretKey).not.toContain(credentials.secretKey);

    const kept = await post('/api/UserConfig/SetNaverKeywordAPI', alice.accessToken, {
      customerId: credentials.customerId,
      accessLicense: credentials.accessLicense,
      secretKey: '',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [after] = await t.deps.db
      .select()
      .from(naverKeywordCredentials)
      .where(eq(naverKeywordCredentials.userId, alice.id));
    expect(t.deps.secrets.decrypt(after!.encryptedSecretKey)).toBe(credentials.secretKey);

    // Bob has none: his GET is empty and a blank secret cannot create one.
    expect((await getApi(bob.accessToken)).configured).toBe(false);
    const blank = await post('/api/UserConfig/SetNaverKeywordAPI', bob.accessToken, {
      customerId: '1',
      accessLicense: 'abc',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      code: 400,
      message: '검색광고 API 비밀키를 입력해주세요.',
      reason: 'KEYWORD_API_SECRET_REQUIRED',
    });
  });

  it('refuses malformed input with {code, message} in Korean', async () => {
    const res = await post('/api/UserConfig/SetNaverKeywordAPI', alice.accessToken, {
      customerId: 'abc',
      accessLicense: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; message: string }>();
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/[가-힣]/);
  });
});

describe('GetNaverKeyword', () => {
  it('answers related keywords through the emulator with the seller’s own key', async () => {
    await post('/api/UserConfig/SetNaverKeywordAPI', alice.accessToken, credentials);
    const res = await post('/api/Market/GetNaverKeyword', alice.accessToken, {
      hintKeywords: ['원피스'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { keywords } = dataOf<NaverKeywordResponse>(res);
    expect(keywords[0]?.keyword).toBe('원피스');
    expect(keywords.map((row) => row.keyword)).toContain('린넨원피스');
    expect(emulator.markets.searchad.stats().calls).toBe(1);
  });

  it('tells a seller without a key, and one with a wrong secret, what to fix; the secret is never logged', async () => {
    const none = await post('/api/Market/GetNaverKeyword', bob.accessToken, { hintKeywords: ['원피스'] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 400, reason: 'KEYWORD_API_NOT_SET' });

    const wrongSecret = 'AQAAAAwrongSecretKeyValue0000==';
    await post('/api/UserConfig/SetNaverKeywordAPI', bob.accessToken, {
      ...credentials,
      secretKey: wrongSecret,
    });
    const refused = await post('/api/Market/GetNaverKeyword', bob.accessToken, { hintKeywords: ['원피스'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, reason: 'KEYWORD_API_REFUSED' });
    expect(refused.json<{ message: string }>().message).toContain('비밀키');
    const log = logLines.join('\n');
    expect(log).toContain('keyword tool refused');
    expect(log).not.toContain(wrongSecret);
    expect(log).not.toContain(credentials.secretKey);
  });

  it('logs a refusal without the access licence or the signature, and requests without their query string', async () => {
    const unknownLicence = '0100000000ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100';
    await post('/api/UserConfig/SetNaverKeywordAPI', bob.accessToken, {
      ...credentials,
      accessLicense: unknownLicence,
      secretKey: 'AQAAAAanotherSecretKeyValue000==',
    });
    const before = logLines.length;
    const refused = await post('/api/Market/GetNaverKeyword', bob.accessToken, { hintKeywords: ['원피스'] });
    expect(refused.json()).toMatchObject({ code: 400, reason: 'KEYWORD_API_REFUSED' });
    // The vendor's refusal quotes the licence it was given; the log keeps the rest of its words.
    const refusal = logLines.slice(before).find((line) => line.includes('keyword tool refused'));
    expect(refusal).toBeTruthy();
    expect(refusal).toContain('Invalid API-KEY');
    expect(refusal).not.toContain(unknownLicence);

    await post('/api/UserConfig/SetNaverKeywordAPI', bob.accessToken, {
      ...credentials,
      secretKey: 'AQAAAAwrongSecretKeyValue0000==',
    });
    const signatureBefore = logLines.length;
    await post('/api/Market/GetNaverKeyword', bob.accessToken, { hintKeywords: ['원피스'] });
    const badSignature = logLines
      .slice(signatureBefore)
      .find((line) => line.includes('keyword tool refused'));
    expect(badSignature).toContain('Invalid Signature');
    expect(badSignature).not.toMatch(/Signature '[^'[]/);
    expect(logLines.slice(before).join('\n')).not.toContain(credentials.accessLicense);

    // A query string is never logged, whatever it carries.
    const queryBefore = logLines.length;
    await t.call({
      method: 'GET',
      url: '/api/UserConfig/GetNaverKeywordAPI?q=seller-search-words&page=2',
      token: bob.accessToken,
    });
    const requestLine = logLines.slice(queryBefore).join('\n');
    expect(requestLine).toContain('/api/UserConfig/GetNaverKeywordAPI');
    expect(requestLine).not.toContain('seller-search-words');
    expect(requestLine).not.toContain('?');
  });

  it('answers 429 with Retry-After when the service limits the seller', async () => {
    await post('/api/UserConfig/SetNaverKeywordAPI', alice.accessToken, credentials);
    emulator.markets.searchad.force({ status: 429, retryAfterSeconds: 3 });
    const res = await post('/api/Market/GetNaverKeyword', alice.accessToken, { hintKeywords: ['텀블러'] });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.json()).toMatchObject({ code: 429, reason: 'RATE_LIMITED' });
  });

  it('refuses more than five hints before calling', async () => {
    const res = await post('/api/Market/GetNaverKeyword', alice.accessToken, {
      hintKeywords: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('5개');
    expect(emulator.markets.searchad.stats().calls).toBe(0);
  });
});

describe('SetTags', () => {
  it('sets tags on the seller’s products in detail and list, leaving other sellers’ products untouched', async () => {
    const mine = await insertProduct(alice.id, '린넨 원피스');
    const mine2 = await insertProduct(alice.id, '니트 원피스', ['니트']);
    const theirs = await insertProduct(bob.id, '밥의 원피스', ['밥태그']);
    const res = await post('/api/Market/SetTags', alice.accessToken, {
      ids: [mine.id, mine2.id, theirs.id],
      tags: ['원피스', '린넨원피스', '원피스'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = dataOf<SetTagsResponse>(res);
    expect(answer.updated).toBe(2);

    const rows = await t.deps.db.select().from(products);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(mine.id)?.tags).toEqual(['원피스', '린넨원피스']);
    expect(byId.get(mine.id)?.detail.tags).toEqual(['원피스', '린넨원피스']);
    expect(byId.get(theirs.id)?.tags).toEqual(['밥태그']);
    expect(byId.get(theirs.id)?.detail.tags).toEqual(['밥태그']);

    const list = await post('/api/Product/SearchCollectProductSummary', alice.accessToken, {});
    const items = dataOf<{ items: { id: string; tags: string[] }[] }>(list).items;
    expect(items.find((item) => item.id === mine.id)?.tags).toEqual(['원피스', '린넨원피스']);

    const appended = await post('/api/Market/SetTags', alice.accessToken, {
      ids: [mine2.id],
      tags: ['여름'],
      mode: 'append',
    });
    expect(dataOf<SetTagsResponse>(appended).products[0]?.tags).toEqual(['원피스', '린넨원피스', '여름']);

    const onlyTheirs = await post('/api/Market/SetTags', alice.accessToken, {
      ids: [theirs.id],
      tags: ['x'],
    });
    expect(onlyTheirs.statusCode).toBe(404);
  });

  it('refuses tags against the markets’ rules, all or nothing, in Korean', async () => {
    const product = await insertProduct(alice.id, '텀블러', ['텀블러']);
    const cases: [object, string][] = [
      [{ tags: ['무료배송텀블러'] }, '무료배송'],
      [{ tags: ['보온 텀블러'] }, '띄어쓰기'],
      [{ tags: ['가'.repeat(11)] }, '10자'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `태그${i}`) }, '스마트스토어'],
      [{ tags: ['텀블러!'] }, '!'],
    ];
    for (const [body, text] of cases) {
      const res = await post('/api/Market/SetTags', alice.accessToken, { ids: [product.id], ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(text);
    }
    // Coupang alone takes 20 tags of 20 characters.
    const coupang = await post('/api/Market/SetTags', alice.accessToken, {
      ids: [product.id],
      tags: Array.from({ length: 15 }, (_, i) => `쿠팡용긴태그입니다${i}`),
      markets: ['Coupang'],
    });
    expect(coupang.statusCode, coupang.body).toBe(200);
    const bad = await post('/api/Market/SetTags', alice.accessToken, { ids: ['nope'], tags: [] });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.tags).toHaveLength(15);
  });
});
