import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_NAVER_APP,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import type {
  MarketAccountView,
  MarketAddressResponse,
  MarketCourierResponse,
  MarketTemplateView,
  TemplateSummaryResponse,
} from '@sellerdesk/domain/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTemplate } from '../src/modules/market-templates/index';
import { clearLookupCache } from '../src/modules/market-templates/market-lookups';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/**
 * Market templates and the MarketInfo look-ups against the market emulators: 출고지/반품지 and couriers
 * come from the account's own lists and are checked on save, bad input answers `{ code, message }` in
 * Korean, another seller's templates and accounts are out of reach, and a market failing a look-up
 * becomes a Korean reason with the right status.
 */
let t: TestApp;
let emulator: StartedMarketEmulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;
let store: MarketAccountView;
let coupang: MarketAccountView;

async function api(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.call({ method, url, token, payload });
}
async function account(token: string, market: string, label: string, settings: Record<string, string>) {
  const response = await api('POST', `/api/UserConfig/SetMarketAccount?market=${market}`, token, {
    label,
    settings,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<MarketAccountView>(response);
}
const naverSettings = (clientSecret = DEFAULT_NAVER_APP.clientSecret) => ({
  clientId: DEFAULT_NAVER_APP.clientId,
  clientSecret,
  sellerAccountId: '',
});

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url });
  [alice, bob] = await Promise.all([t.userSession(), t.userSession()]);
  store = await account(alice.accessToken, 'SmartStore', '본점', naverSettings());
  coupang = await account(alice.accessToken, 'Coupang', '쿠팡 본점', {
    vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
    accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
    secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
    wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
  });
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));
beforeEach(() => clearLookupCache());

const addressesOf = async (token: string, market: string, accountId: string) =>
  api('GET', `/api/MarketInfo/GetMarketAddress?market=${market}&accountId=${accountId}`, token);

describe('market look-ups', () => {
  it("answers the account's 출고지 and 반품지 and couriers from the market", async () => {
    const response = await addressesOf(alice.accessToken, 'SmartStore', store.id);
    expect(response.statusCode, response.body).toBe(200);
    const addresses = dataOf<MarketAddressResponse>(response);
    expect(addresses.shipping.length).toBeGreaterThan(0);
    expect(addresses.return.length).toBeGreaterThan(0);
    expect(addresses.shipping.every((address) => address.kind === 'shipping')).toBe(true);
    expect(addresses.return.every((address) => address.kind === 'return')).toBe(true);

    const couriers = dataOf<MarketCourierResponse>(
      await api(
        'GET',
        `/api/MarketInfo/GetMarketCourier?market=Coupang&accountId=${coupang.id}`,
        alice.accessToken,
      ),
    );
    expect(couriers.couriers.map((courier) => courier.id)).toContain('CJGLS');
  });

  it("refuses another seller's account and an account of another market as not found", async () => {
    const other = await addressesOf(bob.accessToken, 'SmartStore', store.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404, message: '마켓 계정을 찾을 수 없습니다.' });
    const wrongMarket = await addressesOf(alice.accessToken, 'Coupang', store.id);
    expect(wrongMarket.statusCode).toBe(404);
    const bad = await api(
      'GET',
      '/api/MarketInfo/GetMarketAddress?market=Nowhere&accountId=x',
      alice.accessToken,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[가-힣]/u);
  });
});

describe('market templates', () => {
  let addresses: MarketAddressResponse;
  beforeAll(async () => {
    clearLookupCache();
    addresses = dataOf<MarketAddressResponse>(await addressesOf(alice.accessToken, 'SmartStore', store.id));
  });
  const body = (extra: object = {}) => ({
    accountId: store.id,
    brandName: '셀러데스크',
    manufacturer: '협력사',
    originArea: '0200037',
    sendExchange: addresses.shipping[0]!.id,
    recvExchange: addresses.return[0]!.id,
    courierId: 'CJGLS',
    topHtml: '<p>상단</p><script>alert(1)</script>',
    ...extra,
  });

  it('answers the defaults of a new template: A/S "상세 페이지 참조" and the seller\'s phone, pay 10000/10000/20000', async () => {
    const fresh = dataOf<MarketTemplateView>(
      await api('GET', '/api/UserConfig/GetMarketConfig?market=SmartStore', alice.accessToken),
    );
    expect(fresh.saved).toBe(false);
    expect(fresh.afterService.content).toBe('상세 페이지 참조');
    expect(fresh.delivery).toMatchObject({
      type: 'pay',
      basicPrice: 10000,
      returnPrice: 10000,
      exchangePrice: 20000,
    });
    expect(fresh.priceSettings).toBeNull();
  });

  it('validates in Korean: name, account, 출고지, 반품지, fees', async () => {
    const noName = await api(
      'POST',
      '/api/UserConfig/SetSmartStore?templateName=',
      alice.accessToken,
      body(),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('템플릿 이름을 입력해주세요.');

    const noSend = await api(
      'POST',
      '/api/UserConfig/SetSmartStore?templateName=기본',
      alice.accessToken,
      body({ sendExchange: '' }),
    );
    expect(noSend.statusCode).toBe(400);
    expect(noSend.json()).toMatchObject({ code: 400 });
    expect(noSend.json().message).toContain('출고지를 선택해주세요.');

    const negative = await api(
      'POST',
      '/api/UserConfig/SetSmartStore?templateName=기본',
      alice.accessToken,
      body({ delivery: { type: 'pay', repeat: false, basicPrice: -1, returnPrice: 0, exchangePrice: 0 } }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/[가-힣]/u);

    const notInBook = await api(
      'POST',
      '/api/UserConfig/SetSmartStore?templateName=기본',
      alice.accessToken,
      body({ recvExchange: '999999999' }),
    );
    expect(notInBook.statusCode).toBe(400);
    expect(notInBook.json()).toMatchObject({
      reason: 'TEMPLATE_INVALID',
      message: '선택한 반품지가 마켓 주소록에 없습니다. 반품지를 다시 선택해주세요.',
    });

    const otherMarketAccount = await api(
      'POST',
      '/api/UserConfig/SetSmartStore?templateName=기본',
      alice.accessToken,
      body({ accountId: coupang.id }),
    );
    expect(otherMarketAccount.statusCode).toBe(404);
  });

  it('saves, reads back, lists, updates in place and hands the upload a ListingTemplate', async () => {
    const saved = await api(
      'POST',
      '/api/UserConfig/SetSmartStore?templateName=기본',
      alice.accessToken,
      body(),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const view = dataOf<MarketTemplateView>(saved);
    expect(view).toMatchObject({
      marketName: 'SmartStore',
      templateName: '기본',
      accountLabel: '본점',
      saved: true,
    });
    expect(view.topHtml).toBe('<p>상단</p>');

    const again = await api(
      'POST',
      '/api/UserConfig/SetSmartStore?templateName=기본',
      alice.accessToken,
      body({ brandName: '새 브랜드' }),
    );
    expect(again.statusCode).toBe(200);
    const read = dataOf<MarketTemplateView>(
      await api(
        'GET',
        '/api/UserConfig/GetMarketConfig?market=SmartStore&templateName=기본',
        alice.accessToken,
      ),
    );
    expect(read.brandName).toBe('새 브랜드');
    expect(read.sendExchange).toBe(addresses.shipping[0]!.id);

    const summary = dataOf<TemplateSummaryResponse>(
      await api('GET', '/api/UserConfig/GetMarketConfigTemplateSummary', alice.accessToken),
    );
    const smartStore = summary.markets.find((market) => market.market === 'SmartStore');
    expect(smartStore?.templates).toEqual([
      expect.objectContaining({ templateName: '기본', accountId: store.id, accountLabel: '본점' }),
    ]);
    expect(summary.markets.find((market) => market.market === 'WeMakePrice')?.closedNotice).toBeTruthy();

    const listing = await loadTemplate(t.deps.db, alice.id, 'SmartStore', '기본');
    expect(listing).toMatchObject({
      marketName: 'SmartStore',
      templateName: '기본',
      brandName: '새 브랜드',
      courierId: 'CJGLS',
      delivery: { type: 'pay', basicPrice: 10000, returnPrice: 10000, exchangePrice: 20000 },
    });
    expect(await loadTemplate(t.deps.db, alice.id, 'SmartStore', '없음')).toBeNull();
    expect(await loadTemplate(t.deps.db, bob.id, 'SmartStore', '기본')).toBeNull();
  });

  it("keeps other sellers' templates out of reach", async () => {
    const read = await api(
      'GET',
      '/api/UserConfig/GetMarketConfig?market=SmartStore&templateName=기본',
      bob.accessToken,
    );
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 404, message: '템플릿을 찾을 수 없습니다.' });
    const remove = await api('POST', '/api/UserConfig/RemoveTemplate', bob.accessToken, {
      market: 'SmartStore',
      templateName: '기본',
    });
    expect(remove.statusCode).toBe(404);
    const withAlicesAccount = await api(
      'POST',
      '/api/UserConfig/SetSmartStore?templateName=남의것',
      bob.accessToken,
      body(),
    );
    expect(withAlicesAccount.statusCode).toBe(404);
    const summary = dataOf<TemplateSummaryResponse>(
      await api('GET', '/api/UserConfig/GetMarketConfigTemplateSummary', bob.accessToken),
    );
    expect(summary.markets.flatMap((market) => market.templates)).toEqual([]);
  });

  it('refuses the closed WeMakePrice and removes a template', async () => {
    const closed = await api(
      'POST',
      '/api/UserConfig/SetWeMakePrice?templateName=기본',
      alice.accessToken,
      body(),
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toMatch(/[가-힣]/u);

    const removed = await api('POST', '/api/UserConfig/RemoveTemplate', alice.accessToken, {
      market: 'SmartStore',
      templateName: '기본',
    });
    expect(removed.statusCode).toBe(200);
    expect(await loadTemplate(t.deps.db, alice.id, 'SmartStore', '기본')).toBeNull();
  });
});

// Last: the forced outage answers may outlive this test.
describe('market failures in look-ups', () => {
  it('turns a market outage into 503 with a Korean reason, and a refused key into 502 saying what to fix', async () => {
    const wrong = await account(
      alice.accessToken,
      'SmartStore',
      '틀린 키',
      naverSettings('$2a$04$WrongSecretWrongSecretWr'),
    );
    const refused = await addressesOf(alice.accessToken, 'SmartStore', wrong.id);
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json()).toMatchObject({ code: 502, reason: 'MARKET_LOOKUP_FAILED' });
    expect(refused.json().message).toMatch(/스마트스토어|키|시크릿/u);
    await api('POST', '/api/UserConfig/RemoveMarketAccount?market=SmartStore', alice.accessToken, {
      id: wrong.id,
    });

    clearLookupCache();
    emulator.markets.naver.force({ status: 503 }, 10);
    const down = await addressesOf(alice.accessToken, 'SmartStore', store.id);
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json()).toMatchObject({ code: 503, reason: 'MARKET_UNAVAILABLE' });
    expect(down.json().message).toMatch(/[가-힣]/u);
  });
});
