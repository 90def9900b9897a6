import type { ProductDetail } from '@sellerdesk/domain';
import type { WorkListResponse } from '@sellerdesk/domain/api';
import { SCENARIOS } from '@sellerdesk/emulators/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCategories } from '../../src/infra/db/schema/index';
import { dataOf } from '../helpers/test-app';
import { createCollectTestApp, post, waitForWork, type Emulator, type TestApp } from '../helpers/collect';

/**
 * The collect form's 수집 카테고리: one of the seller's SmartStore categories, stored on the work and
 * given to every product the work collects (the product's `category`, which the upload and its
 * pre-upload check read). Another seller's category, or none of the seller's, is refused at the request.
 */
let t: TestApp;
let emulator: Emulator;
let close: () => Promise<unknown>;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let seller: Session;
let other: Session;

const DRESS = {
  categoryId: '50000807',
  largeName: '패션의류',
  middleName: '여성의류',
  smallName: '원피스',
  detailName: '',
  path: ['패션의류', '여성의류', '원피스'],
};

beforeAll(async () => {
  ({ t, emulator, close } = await createCollectTestApp());
  [seller, other] = await Promise.all([t.userSession(), t.userSession()]);
  await t.deps.db.insert(userCategories).values({ userId: seller.id, ...DRESS });
});
afterAll(async () => close?.());

const detailOf = async (code: string) =>
  dataOf<{ detail: ProductDetail }>(
    await t.call({
      method: 'GET',
      url: `/api/Product/SearchCollectProductDetail?site=costco&code=${code}`,
      token: seller.accessToken,
    }),
  ).detail;

describe('collect target category', () => {
  it('gives the collected product the category chosen on the form', async () => {
    const item = SCENARIOS.costcoSimple;
    const work = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkList', {
      links: [`${emulator.baseUrls.costco}/p/${item.id}`],
      targetCategoryId: DRESS.categoryId,
    });
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.items.map((i) => i.state)).toEqual(['succeeded']);

    const product = await detailOf(item.id);
    expect(product.category).toEqual({
      largeName: '패션의류',
      middleName: '여성의류',
      smallName: '원피스',
      detailName: '',
      id: '50000807',
    });
  });

  it('refuses a category that is not among the seller’s categories', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/Product/CostcoProductWorkList',
      token: other.accessToken,
      payload: { links: [SCENARIOS.costcoDiscounted.id], targetCategoryId: DRESS.categoryId },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reason: 'USER_CATEGORY_NOT_FOUND' });
    expect(response.json().message).toContain('내 카테고리에 없습니다');
  });
});
