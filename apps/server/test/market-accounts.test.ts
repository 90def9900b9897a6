import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_NAVER_APP,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import type {
  AllMarketAccountsResponse,
  MarketAccountsOfMarket,
  MarketAccountView,
  MarketLoginCheck,
} from '@sellerdesk/domain/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketAccounts } from '../src/infra/db/schema/index';
import { createMarketAccess } from '../src/modules/market-accounts/index';
import { checkMarketLogin } from '../src/modules/market-accounts/market-accounts.service';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/**
 * Market accounts against the market emulators: secrets never leave the server (every answer body and
 * every log line of this file is searched for them), another seller's accounts are out of reach, bad
 * input answers `{ code, message }`, and "연결 확인" says exactly what failed.
 */
const EGRESS_IP = '198.51.100.23';
const WRONG_NAVER_SECRET = '$2a$04$WrongSecretWrongSecretWr';
const BLOCKED_NAVER_SECRET = '$2a$04$BlockedAppSecretBlockedA';
const EXPIRED_COUPANG_SECRET = 'expired-coupang-secret-0000-0001';

const lines: string[] = [];
const bodies: string[] = [];
const secrets = [
  DEFAULT_NAVER_APP.clientSecret,
  DEFAULT_COUPANG_VENDOR.secretKey,
  WRONG_NAVER_SECRET,
  BLOCKED_NAVER_SECRET,
  EXPIRED_COUPANG_SECRET,
];

let t: TestApp;
let emulator: StartedMarketEmulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp(
    { LOG_LEVEL: 'trace', MARKET_EMULATOR_URL: emulator.url, EGRESS_IP },
    { logDestination: { write: (line) => lines.push(line) } },
  );
  [alice, bob] = await Promise.all([t.userSession(), t.userSession()]);
  emulator.markets.naver.addApp({
    clientId: 'blocked-app',
    clientSecret: BLOCKED_NAVER_SECRET,
    ipAllowed: false,
  });
  emulator.markets.coupang.addVendor({
    vendorId: 'A00077777',
    accessKey: 'expired-access-key-01',
    secretKey: EXPIRED_COUPANG_SECRET,
    keyExpiresAt: Date.now() - 86_400_000,
  });
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

/** Every call of this file: the body is kept for the final secrets search. */
async function api(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response: LightMyRequestResponse = await t.call({ method, url, token, payload });
  bodies.push(response.body);
  return response;
}
const setAccount = (token: string, market: string, payload: object) =>
  api('POST', `/api/UserConfig/SetMarketAccount?market=${market}`, token, payload);
const check = async (token: string, market: string, id: string) => {
  const response = await api('POST', `/api/Market/CheckMarketLogin?market=${market}`, token, { id });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<MarketLoginCheck>(response);
};
async function added(token: string, market: string, payload: object): Promise<MarketAccountView> {
  const response = await setAccount(token, market, payload);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<MarketAccountView>(response);
}
const smartStore = (label: string, clientSecret: string, clientId = DEFAULT_NAVER_APP.clientId) => ({
  label,
  settings: { clientId, clientSecret, sellerAccountId: '' },
});

describe('market accounts', () => {
  let store: MarketAccountView;

  it('stores a SmartStore account with its secret sealed and shown only masked, then connects', async () => {
    store = await added(alice.accessToken, 'SmartStore', smartStore('본점', DEFAULT_NAVER_APP.clientSecret));
    expect(store).toMatchObject({
      market: 'SmartStore',
      label: '본점',
      settings: { clientId: DEFAULT_NAVER_APP.clientId, sellerAccountId: '' },
      maskedSecrets: { clientSecret: `••••••••${DEFAULT_NAVER_APP.clientSecret.slice(-4)}` },
      lastCheck: null,
    });
    expect(store.settings).not.toHaveProperty('clientSecret');
    const [row] = await t.deps.db.select().from(marketAccounts);
    expect(row?.encryptedSecrets).not.toContain(DEFAULT_NAVER_APP.clientSecret.slice(7));
    expect(JSON.stringify(row?.settings)).not.toContain(DEFAULT_NAVER_APP.clientSecret);

    const result = await check(alice.accessToken, 'SmartStore', store.id);
    expect(result).toMatchObject({
      connected: true,
      code: null,
      accountLabel: DEFAULT_NAVER_APP.accountId,
      message: `스마트스토어에 연결되었습니다 (${DEFAULT_NAVER_APP.accountId}).`,
    });
    const listed = dataOf<MarketAccountsOfMarket>(
      await api('GET', '/api/UserConfig/GetMarketAccount?market=SmartStore', alice.accessToken),
    );
    expect(listed.fields.map((field) => [field.key, field.secret])).toEqual([
      ['clientId', false],
      ['clientSecret', true],
      ['sellerAccountId', false],
    ]);
    expect(listed.accounts).toHaveLength(1);
    expect(listed.accounts[0]?.lastCheck).toMatchObject({ connected: true });
  });

  it('keeps the stored secret when an update leaves it blank, and forgets a check when keys change', async () => {
    const renamed = await added(alice.accessToken, 'SmartStore', {
      id: store.id,
      ...smartStore('본점 스토어', ''),
    });
    expect(renamed.label).toBe('본점 스토어');
    expect(renamed.maskedSecrets.clientSecret).toBe(store.maskedSecrets.clientSecret);
    // Same keys: the last check still holds.
    expect(renamed.lastCheck).toMatchObject({ connected: true });
    expect((await check(alice.accessToken, 'SmartStore', store.id)).connected).toBe(true);

    const changed = await added(alice.accessToken, 'SmartStore', {
      id: store.id,
      ...smartStore('본점 스토어', WRONG_NAVER_SECRET),
    });
    expect(changed.lastCheck).toBeNull();
    const failed = await check(alice.accessToken, 'SmartStore', store.id);
    expect(failed).toMatchObject({
      connected: false,
      code: 'AUTH_FAILED',
      message:
        '스마트스토어 인증에 실패했습니다. 커머스API센터의 애플리케이션 ID와 시크릿을 다시 복사해 넣어주세요.',
    });
    await added(alice.accessToken, 'SmartStore', {
      id: store.id,
      ...smartStore('본점 스토어', DEFAULT_NAVER_APP.clientSecret),
    });
  });

  it('connects Coupang, and names an expired key and a refused IP with the address to register', async () => {
    const coupang = await added(alice.accessToken, 'Coupang', {
      label: '쿠팡 본계정',
      settings: {
        vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
        accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
        secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
        wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
      },
    });
    expect(await check(alice.accessToken, 'Coupang', coupang.id)).toMatchObject({ connected: true });

    const wrong = await added(alice.accessToken, 'Coupang', {
      label: '쿠팡 틀린 키',
      settings: { ...coupang.settings, secretKey: 'tampered-secret-key-0000000000' },
    });
    expect(await check(alice.accessToken, 'Coupang', wrong.id)).toMatchObject({
      connected: false,
      code: 'AUTH_FAILED',
    });

    const expired = await added(alice.accessToken, 'Coupang', {
      label: '쿠팡 만료',
      settings: {
        vendorId: 'A00077777',
        accessKey: 'expired-access-key-01',
        secretKey: EXPIRED_COUPANG_SECRET,
        wingUserId: 'expired_wing',
      },
    });
    expect(await check(alice.accessToken, 'Coupang', expired.id)).toMatchObject({
      connected: false,
      code: 'KEY_EXPIRED',
    });

    const blocked = await added(
      alice.accessToken,
      'SmartStore',
      smartStore('IP 미등록', BLOCKED_NAVER_SECRET, 'blocked-app'),
    );
    const refused = await check(alice.accessToken, 'SmartStore', blocked.id);
    expect(refused).toMatchObject({ connected: false, code: 'IP_NOT_ALLOWED' });
    expect(refused.message).toContain(EGRESS_IP);

    // Without EGRESS_IP the answer says how to learn the address instead.
    const unknownIp = { ...t.deps, markets: createMarketAccess({ ...t.deps.config, EGRESS_IP: undefined }) };
    const told = await checkMarketLogin(unknownIp, { userId: alice.id } as never, 'SmartStore', blocked.id);
    expect(told.code).toBe('IP_NOT_ALLOWED');
    expect(told.message).toContain('공인 IP를 문의');
  });

  it('keeps every seller to their own accounts', async () => {
    const all = dataOf<AllMarketAccountsResponse>(
      await api('GET', '/api/MarketInfo/GetUserAllMarketAccount', bob.accessToken),
    );
    expect(all.markets.map((market) => market.market)).toEqual([
      'SmartStore',
      'Coupang',
      'Elevenst',
      'Gmarket',
      'Auction',
      'WeMakePrice',
    ]);
    expect(all.markets.every((market) => market.accounts.length === 0)).toBe(true);
    const mine = dataOf<AllMarketAccountsResponse>(
      await api('GET', '/api/MarketInfo/GetUserAllMarketAccount', alice.accessToken),
    );
    expect(mine.markets.find((market) => market.market === 'Coupang')?.accounts).toHaveLength(3);

    const reach = [
      await api('POST', '/api/Market/CheckMarketLogin?market=SmartStore', bob.accessToken, { id: store.id }),
      await api('POST', '/api/UserConfig/RemoveMarketAccount?market=SmartStore', bob.accessToken, {
        id: store.id,
      }),
      await setAccount(bob.accessToken, 'SmartStore', { id: store.id, ...smartStore('가로채기', '') }),
    ];
    for (const response of reach) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, message: '마켓 계정을 찾을 수 없습니다.' });
    }
    const still = dataOf<MarketAccountsOfMarket>(
      await api('GET', '/api/UserConfig/GetMarketAccount?market=SmartStore', alice.accessToken),
    );
    expect(still.accounts.find((account) => account.id === store.id)?.label).toBe('본점 스토어');
  });

  it('answers bad input with { code, message } in Korean', async () => {
    const cases: [LightMyRequestResponse, number, string | RegExp][] = [
      [
        await setAccount(alice.accessToken, 'Naver', smartStore('x', DEFAULT_NAVER_APP.clientSecret)),
        400,
        /./,
      ],
      [await setAccount(alice.accessToken, 'SmartStore', { settings: {} }), 400, /./],
      [
        await setAccount(alice.accessToken, 'SmartStore', smartStore('형식 오류', 'plain-secret')),
        400,
        '애플리케이션 시크릿 형식이 올바르지 않습니다. ($2a$로 시작하는 값을 그대로 붙여넣어주세요.)',
      ],
      [
        await setAccount(alice.accessToken, 'SmartStore', smartStore('본점 스토어', WRONG_NAVER_SECRET)),
        409,
        '같은 마켓에 같은 이름의 계정이 이미 있습니다.',
      ],
      [
        await api('POST', '/api/Market/CheckMarketLogin?market=SmartStore', alice.accessToken, {
          id: 'nope',
        }),
        400,
        /./,
      ],
    ];
    for (const [response, status, message] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      const body = response.json<{ code: number; message: string }>();
      expect(body.code).toBe(status);
      expect(body.message).toMatch(/[가-힣]/);
      if (typeof message === 'string') {
        expect(body.message).toBe(message);
      }
    }
  });

  it('refuses WeMakePrice with its closure notice while it is off', async () => {
    const wmp = dataOf<MarketAccountsOfMarket>(
      await api('GET', '/api/UserConfig/GetMarketAccount?market=WeMakePrice', alice.accessToken),
    );
    expect(wmp.enabled).toBe(false);
    expect(wmp.closedNotice).toBeTruthy();
    const refused = await setAccount(alice.accessToken, 'WeMakePrice', {
      label: '위메프',
      settings: { apiKey: 'a'.repeat(32) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, message: wmp.closedNotice });
  });

  it('removes an account of the seller', async () => {
    const spare = await added(alice.accessToken, 'SmartStore', smartStore('지울 계정', WRONG_NAVER_SECRET));
    const removed = await api(
      'POST',
      '/api/UserConfig/RemoveMarketAccount?market=SmartStore',
      alice.accessToken,
      {
        id: spare.id,
      },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await api(
      'POST',
      '/api/UserConfig/RemoveMarketAccount?market=SmartStore',
      alice.accessToken,
      {
        id: spare.id,
      },
    );
    expect(again.statusCode).toBe(404);
  });

  it('never put a secret in an answer or a log line', () => {
    expect(bodies.length).toBeGreaterThan(20);
    expect(lines.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      for (const body of bodies) {
        expect(body).not.toContain(secret);
      }
      for (const line of lines) {
        expect(line).not.toContain(secret);
      }
    }
  });
});
