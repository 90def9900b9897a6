import { createHash } from 'node:crypto';
import { BaseMarketAdapter, type KnownRef, parseSettings, repricedCombinations } from '../adapter-kit';
import { accountLimiter } from '../context';
import { isMarketError, MarketError } from '../errors';
import type { ListingDraft } from '../listing';
import { MARKET_NAMES } from '../names';
import type * as Port from '../port';
import { EsmCategories } from './categories';
import { EsmClient, ESM_SITES, type EsmSite, type Json } from './client';
import { ESM_LIMITS } from './limits';
import { esmListingUrl, fromEsmGoods, toEsmGoods } from './mapper';
import { EsmSettings } from './settings';

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

class EsmAdapter extends BaseMarketAdapter implements Port.MarketAdapter {
  readonly market: 'Gmarket' | 'Auction';
  private readonly client: EsmClient;
  private readonly categories: EsmCategories;

  constructor(
    private readonly settings: EsmSettings,
    private readonly site: EsmSite,
    context: Port.MarketContext,
  ) {
    super(ESM_LIMITS, context);
    this.market = site.market;
    // One master ID signs for both sites: they share the account's limiter.
    const account = `${settings.masterId}:${createHash('sha256').update(settings.secretKey).digest('hex').slice(0, 12)}`;
    this.client = new EsmClient(
      settings,
      site,
      this.context,
      accountLimiter('Gmarket', context, account, ESM_LIMITS.rateLimit),
    );
    this.categories = new EsmCategories(this.client, this.market);
  }

  async checkLogin() {
    await this.client.get('/item/v1/shipping/places');
    return { accountLabel: `${MARKET_NAMES[this.market]} ${this.settings.sellerId}` };
  }

  allCategories(options?: Port.CategoryCrawlOptions): Promise<Port.MarketCategory[]> {
    return this.categories.all(options);
  }

  childCategories(parentId: string | null): Promise<Port.MarketCategory[]> {
    return this.categories.childrenOf(parentId);
  }

  categoryRequirements(categoryId: string): Promise<Port.CategoryRequirements> {
    return this.categories.requirementsOf(categoryId);
  }

  async addresses(): Promise<Port.MarketAddress[]> {
    const [places, book] = await Promise.all([
      this.client.get('/item/v1/shipping/places'),
      this.client.get('/item/v1/sellers/address'),
    ]);
    return [
      ...list(places.data).map((place) => ({
        id: String(place.placeNo),
        kind: 'shipping' as const,
        name: String(place.placeName ?? ''),
        address: String(place.address ?? ''),
        postalCode: String(place.zipCode ?? ''),
        phone: String(place.phone ?? ''),
      })),
      ...list(book.data).map((address) => ({
        id: String(address.addrNo),
        kind: 'return' as const,
        name: String(address.addrName ?? ''),
        address: String(address.address ?? ''),
        postalCode: String(address.zipCode ?? ''),
        phone: String(address.phone ?? ''),
      })),
    ];
  }

  async couriers(): Promise<Port.MarketCourier[]> {
    const answer = await this.client.get('/item/v1/shipping/delivery-company');
    return list(answer.deliveryCompanies).map((company) => ({
      id: String(company.deliveryCompCode),
      name: String(company.deliveryCompName ?? ''),
    }));
  }

  private async read(goodsNo: string): Promise<Json | null> {
    try {
      return await this.client.get(`/item/v1/goods/${encodeURIComponent(goodsNo)}`);
    } catch (error) {
      if (isMarketError(error) && error.code === 'NOT_FOUND') {
        return null;
      }
      throw error;
    }
  }

  private async findBySellerCode(sellerCode: string): Promise<string[]> {
    const answer = await this.client.call({
      method: 'POST',
      path: '/item/v1/goods/search',
      idempotent: true,
      json: {
        query: {
          siteId: [this.site.siteType],
          siteSellerId: [this.settings.sellerId],
          managedCode: sellerCode,
        },
        pageIndex: 1,
        pageSize: 10,
      },
    });
    return list(answer.items).map((item) => String(item.goodsNo));
  }

  protected async pushOnce(draft: ListingDraft, known: KnownRef): Promise<Port.PushResult> {
    const requirements = await this.requirementsForDraft(draft);
    // The requirements are the draft's category's own (its 20-digit ESM code).
    const matched = await this.client.get(
      `/item/v1/categories/sd-cats/${requirements.category.id}/site-cats`,
    );
    const siteCategory = list(
      get(matched, 'MatchedCategory', this.site.key === 'gmkt' ? 'Gmkt' : 'Iac'),
    ).find((node) => node.IsLeaf !== false);
    if (!siteCategory) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_REQUEST',
        message: `이 ESM 카테고리에는 ${MARKET_NAMES[this.market]} 카테고리가 매칭되어 있지 않습니다. 카테고리 매핑에서 다른 ESM 카테고리를 선택해주세요.`,
      });
    }
    const policies = list((await this.client.get('/item/v1/shipping/dispatch-policies')).data);
    // 구매대행 ships from abroad: the 해외 (C) policy when the seller has one.
    const policy = policies.find((candidate) => candidate.type === 'C') ?? policies[0];
    if (!policy) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_REQUEST',
        message: 'ESM PLUS에 등록된 발송정책이 없습니다. ESM PLUS에서 발송정책을 먼저 등록해주세요.',
      });
    }
    const body = toEsmGoods({
      draft,
      site: this.site,
      requirements,
      siteCategoryCode: String(siteCategory.CatCode),
      placeNo: draft.delivery.shippingAddressId,
      dispatchPolicyNo: String(policy.dispatchPolicyNo),
    });
    const existing =
      known && (await this.read(known.productId))
        ? known.productId
        : (await this.findBySellerCode(draft.sellerCode))[0];
    if (existing) {
      await this.client.call({
        method: 'PUT',
        path: `/item/v1/goods/${existing}`,
        idempotent: true,
        json: body,
      });
      const snapshot = fromEsmGoods((await this.read(existing)) ?? { goodsNo: existing }, this.site);
      return { ref: snapshot.ref, created: false, status: 'onSale', url: snapshot.url };
    }
    const created = await this.client.call({
      method: 'POST',
      path: '/item/v1/goods',
      idempotent: false,
      json: body,
    });
    const goodsNo = String(created.goodsNo ?? '');
    const siteGoodsNo = String(get(created, 'siteDetail', this.site.key, 'SiteGoodsNo') ?? '') || null;
    return {
      ref: { productId: goodsNo, channelProductId: siteGoodsNo },
      created: true,
      status: 'onSale',
      url: siteGoodsNo ? esmListingUrl(this.site, siteGoodsNo) : null,
    };
  }

  private stored(ref: Port.ListingRef): Promise<Json> {
    return this.found(this.read(ref.productId), `goods ${ref.productId}`);
  }

  async updatePriceStock(ref: Port.ListingRef, change: Port.PriceStockChange): Promise<void> {
    const stored = await this.stored(ref);
    const snapshot = fromEsmGoods(stored, this.site);
    const info = { ...(stored.itemAddtionalInfo as Json) };
    let price = change.salePrice ?? snapshot.salePrice;
    let stock = change.stock ?? snapshot.stock;
    const details = list(get(info, 'recommendedOpts', 'combination', 'details'));
    if (details.length > 0) {
      const prices = repricedCombinations(snapshot, change);
      price = Math.min(...prices.map((entry) => entry.salePrice));
      stock = prices.reduce((sum, entry) => sum + entry.stock, 0);
      const options = info.recommendedOpts as Json;
      info.recommendedOpts = {
        ...options,
        combination: {
          ...(options.combination as Json),
          details: details.map((detail, index) => ({
            ...detail,
            addAmnt: (prices[index]?.salePrice ?? price) - price,
            qty: { gmkt: prices[index]?.stock ?? 0, iac: prices[index]?.stock ?? 0 },
            isSoldOut: (prices[index]?.stock ?? 0) <= 0,
          })),
        },
      };
    }
    info.price = { Gmkt: price, Iac: price };
    info.stock = { Gmkt: Math.max(1, stock), Iac: Math.max(1, stock) };
    await this.client.call({
      method: 'PUT',
      path: `/item/v1/goods/${ref.productId}`,
      idempotent: true,
      json: { itemBasicInfo: stored.itemBasicInfo, itemAddtionalInfo: info },
    });
  }

  async setSaleStatus(ref: Port.ListingRef, status: Port.SettableSaleStatus): Promise<void> {
    if (status === 'soldOut') {
      const snapshot = fromEsmGoods(await this.stored(ref), this.site);
      if (snapshot.combinations.length > 0) {
        return this.updatePriceStock(ref, {
          combinations: snapshot.combinations.map((combination) => ({
            values: combination.values,
            stock: 0,
          })),
        });
      }
    }
    await this.client.call({
      method: 'PUT',
      path: `/item/v1/goods/${ref.productId}/sell-status`,
      idempotent: true,
      json: { isSell: { [this.site.key]: status === 'onSale' } },
    });
  }

  async readListing(ref: Port.ListingRef): Promise<Port.ListingSnapshot | null> {
    const stored = await this.read(ref.productId);
    return stored ? fromEsmGoods(stored, this.site) : null;
  }
}

const get = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Json)[key] : undefined), value);

function factory(site: EsmSite) {
  return (settings: unknown, context: Port.MarketContext): Port.MarketAdapter => {
    const parsed = parseSettings(site.market, EsmSettings, settings, 'ESM 연결 설정이 올바르지 않습니다.');
    return new EsmAdapter(parsed, site, context);
  };
}

/** G마켓 and 옥션 share the ESM adapter; each registry entry names its site (siteType 2 / 1). */
export const createGmarketAdapter = factory(ESM_SITES.Gmarket);
export const createAuctionAdapter = factory(ESM_SITES.Auction);
