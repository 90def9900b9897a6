import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_NAVER_APP,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import type {
  CategoryListResponse,
  CategoryMappingView,
  CategorySuggestionResponse,
  CheckUserCategoryResponse,
  RefreshCategoryResponse,
  UserCategorySummaryResponse,
  UserCategoryView,
} from '@sellerdesk/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketCategories } from '../src/infra/db/schema/index';
import { mappedCategory } from '../src/modules/categories/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/**
 * Categories: each market's tree cached in the database from the market's own category API (through
 * the seller's account), browsed by level and searched with paging; the seller's SmartStore categories;
 * suggestions for Coupang and a confirmed mapping the upload reads with `mappedCategory`. Another
 * seller's categories and mappings are out of reach.
 */
let t: TestApp;
let emulator: StartedMarketEmulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });
async function connect(token: string, market: string, settings: Record<string, string>) {
  const response = await api('POST', `/api/UserConfig/SetMarketAccount?market=${market}`, token, {
    label: `${market} 계정`,
    settings,
  });
  expect(response.statusCode, response.body).toBe(200);
}
const categories = async (token: string, query: string) => {
  const response = await api('GET', `/api/UserSetting/GetCategory?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<CategoryListResponse>(response);
};

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url });
  [alice, bob] = await Promise.all([t.userSession(), t.userSession()]);
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

describe('market category cache', () => {
  it('asks for an account when the cache is empty and the seller has none there', async () => {
    const response = await api('GET', '/api/UserSetting/GetCategory?market=SmartStore', alice.accessToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 409, reason: 'CATEGORY_CACHE_EMPTY' });
    expect(response.json().message).toContain('스마트스토어 계정을 연결한 뒤');
    const refresh = await api('POST', '/api/UserSetting/RefreshCategory?market=Coupang', alice.accessToken);
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().message).toContain('쿠팡 계정을 먼저 연결해주세요');
  });

  it("fills the cache from the market through the seller's account and serves it by level, paged", async () => {
    await connect(alice.accessToken, 'SmartStore', {
      clientId: DEFAULT_NAVER_APP.clientId,
      clientSecret: DEFAULT_NAVER_APP.clientSecret,
      sellerAccountId: '',
    });
    const refreshed = await api(
      'POST',
      '/api/UserSetting/RefreshCategory?market=SmartStore',
      alice.accessToken,
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    // The builtin tree is one call: done within the request's wait.
    const state = dataOf<RefreshCategoryResponse>(refreshed).refresh;
    expect(state.state).toBe('done');
    const count = state.state === 'done' ? state.count : -1;
    const rows = await t.deps.db.select().from(marketCategories);
    expect(rows.length).toBe(count);
    expect(count).toBeGreaterThan(20);

    const large = await categories(alice.accessToken, 'market=SmartStore&classification=Large&maxRow=3');
    expect(large.total).toBe(8);
    expect(large.items).toHaveLength(3);
    expect(large.refreshedAt).not.toBeNull();
    const secondPage = await categories(
      alice.accessToken,
      'market=SmartStore&classification=Large&maxRow=3&page=2',
    );
    expect(secondPage.items.map((item) => item.id)).not.toContain(large.items[0]?.id);
    const everyLarge = await categories(
      alice.accessToken,
      'market=SmartStore&classification=Large&maxRow=100',
    );
    expect(everyLarge.items.map((item) => item.name)).toContain('패션의류');

    // Upper levels by name (the spec's pickers) or by id give the same level.
    const byName = await categories(
      alice.accessToken,
      `market=SmartStore&classification=Small&upper1=${encodeURIComponent('패션의류')}&upper2=${encodeURIComponent('여성의류')}`,
    );
    const byId = await categories(
      alice.accessToken,
      'market=SmartStore&classification=Small&upper1=50000000&upper2=50000167',
    );
    expect(byName.items).toEqual(byId.items);
    expect(
      byName.items.map((item) => [item.id, item.isLeaf, item.largeName, item.middleName, item.smallName]),
    ).toEqual([
      ['50000807', true, '패션의류', '여성의류', '원피스'],
      ['50000803', true, '패션의류', '여성의류', '티셔츠'],
    ]);

    const search = await categories(
      alice.accessToken,
      `market=SmartStore&mode=Search&keyword=${encodeURIComponent('티셔츠')}`,
    );
    expect(search.total).toBe(3);
    expect(search.items.every((item) => item.isLeaf && item.path.includes('티셔츠'))).toBe(true);
  });

  it('validates the query in Korean', async () => {
    const noUpper = await api(
      'GET',
      '/api/UserSetting/GetCategory?market=SmartStore&classification=Middle',
      alice.accessToken,
    );
    expect(noUpper.statusCode).toBe(400);
    expect(noUpper.json().message).toContain('상위 카테고리를 먼저 선택해주세요.');
    const noKeyword = await api(
      'GET',
      '/api/UserSetting/GetCategory?market=SmartStore&mode=Search',
      alice.accessToken,
    );
    expect(noKeyword.statusCode).toBe(400);
    expect(noKeyword.json().message).toContain('검색할 카테고리 이름을 입력해주세요.');
  });
});

describe("the seller's categories and mappings", () => {
  let dress: UserCategoryView;

  it('checks and adds a SmartStore leaf with its level names, refusing inner and unknown ones', async () => {
    const check = dataOf<CheckUserCategoryResponse>(
      await api('POST', '/api/UserSetting/CheckUserCategory', alice.accessToken, { categoryId: '50000807' }),
    );
    expect(check).toMatchObject({ usable: true, userCategoryId: null });

    const added = await api('POST', '/api/UserSetting/AddUserCategory', alice.accessToken, {
      categoryId: '50000807',
    });
    expect(added.statusCode, added.body).toBe(200);
    dress = dataOf<UserCategoryView>(added);
    expect(dress).toMatchObject({
      categoryId: '50000807',
      largeName: '패션의류',
      middleName: '여성의류',
      smallName: '원피스',
      detailName: '',
      mappings: [],
    });
    const twice = await api('POST', '/api/UserSetting/AddUserCategory', alice.accessToken, {
      categoryId: '50000807',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('이미 추가한 카테고리입니다.');

    const inner = await api('POST', '/api/UserSetting/AddUserCategory', alice.accessToken, {
      categoryId: '50000167',
    });
    expect(inner.statusCode).toBe(400);
    expect(inner.json().message).toContain('최하위 카테고리를 선택해주세요.');
    const unknown = await api('POST', '/api/UserSetting/AddUserCategory', alice.accessToken, {
      categoryId: '1',
    });
    expect(unknown.statusCode).toBe(404);

    const summary = dataOf<UserCategorySummaryResponse>(
      await api('GET', '/api/UserSetting/GetUserCategoryListSummary', alice.accessToken),
    );
    expect(summary).toEqual({
      total: 1,
      items: [{ id: dress.id, categoryId: '50000807', label: '패션의류 > 여성의류 > 원피스' }],
    });
  });

  it('suggests Coupang categories from the cached Coupang tree and remembers the confirmed one', async () => {
    await connect(alice.accessToken, 'Coupang', {
      vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
      accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
      secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
      wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    });
    const response = await api(
      'GET',
      '/api/UserSetting/GetCategorySuggestion?categoryId=50000807&market=Coupang',
      alice.accessToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const suggestion = dataOf<CategorySuggestionResponse>(response);
    expect(suggestion.source.id).toBe('50000807');
    expect(suggestion.confirmed).toBeNull();
    const best = suggestion.suggestions[0];
    expect(best?.category.path.join('>')).toContain('원피스');
    expect(best?.category.isLeaf).toBe(true);

    const inner = await api('POST', '/api/UserSetting/SetCategoryMapping', alice.accessToken, {
      fromCategoryId: '50000807',
      market: 'Coupang',
      categoryId: '50000167',
    });
    expect(inner.statusCode).toBe(404);
    const confirmed = await api('POST', '/api/UserSetting/SetCategoryMapping', alice.accessToken, {
      fromCategoryId: '50000807',
      market: 'Coupang',
      categoryId: best!.category.id,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(dataOf<CategoryMappingView>(confirmed)).toMatchObject({
      market: 'Coupang',
      categoryId: best!.category.id,
    });

    expect(await mappedCategory(t.deps.db, alice.id, '50000807', 'Coupang')).toBe(best!.category.id);
    expect(await mappedCategory(t.deps.db, alice.id, '50000807', 'SmartStore')).toBe('50000807');
    expect(await mappedCategory(t.deps.db, alice.id, '50000807', 'Elevenst')).toBeNull();
    expect(await mappedCategory(t.deps.db, bob.id, '50000807', 'Coupang')).toBeNull();

    const again = dataOf<CategorySuggestionResponse>(
      await api(
        'GET',
        '/api/UserSetting/GetCategorySuggestion?categoryId=50000807&market=Coupang',
        alice.accessToken,
      ),
    );
    expect(again.confirmed?.categoryId).toBe(best!.category.id);
    const mine = dataOf<UserCategoryView>(
      await api('GET', `/api/UserSetting/GetUserCategory?id=${dress.id}`, alice.accessToken),
    );
    expect(mine.mappings).toEqual([
      expect.objectContaining({ market: 'Coupang', categoryId: best!.category.id }),
    ]);
  });

  it("keeps other sellers' categories out of reach, while the market trees are shared", async () => {
    const read = await api('GET', `/api/UserSetting/GetUserCategory?id=${dress.id}`, bob.accessToken);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 404, message: '내 카테고리를 찾을 수 없습니다.' });
    const update = await api('POST', '/api/UserSetting/UpdateUserCategory', bob.accessToken, {
      id: dress.id,
      categoryId: '50000803',
    });
    expect(update.statusCode).toBe(404);
    const remove = await api('POST', '/api/UserSetting/RemoveUserCategory', bob.accessToken, {
      id: dress.id,
    });
    expect(remove.statusCode).toBe(404);
    const list = await api('GET', '/api/UserSetting/GetUserCategoryList', bob.accessToken);
    expect(list.json().data.items).toEqual([]);
    // The SmartStore tree alice's account filled is the market's, readable by every seller.
    expect((await categories(bob.accessToken, 'market=SmartStore')).total).toBe(8);
  });

  it('changes and removes a category of the seller', async () => {
    const updated = await api('POST', '/api/UserSetting/UpdateUserCategory', alice.accessToken, {
      id: dress.id,
      categoryId: '50000803',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<UserCategoryView>(updated).smallName).toBe('티셔츠');
    const removed = await api('POST', '/api/UserSetting/RemoveUserCategory', alice.accessToken, {
      id: dress.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      dataOf<UserCategoryListLike>(
        await api('GET', '/api/UserSetting/GetUserCategoryList', alice.accessToken),
      ).items,
    ).toEqual([]);
  });
});
type UserCategoryListLike = { items: unknown[] };
