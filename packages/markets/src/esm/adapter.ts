import { createHash } from 'node:crypto';
import {
  BaseMarketAdapter,
  KeyedLock,
  type KnownRef,
  parseSettings,
  repricedCombinations,
} from '../adapter-kit';
import { accountLimiter } from '../context';
import { isMarketError, MarketError } from '../errors';
import type { ListingDraft } from '../listing';
import { MARKET_NAMES } from '../names';
import type * as Port from '../port';
import { provenanceOf } from '../cross-border';
import { EsmCategories } from './categories';
import { EsmClient, ESM_SITES, type EsmSeller, type EsmSite, type Json } from './client';
import { ESM_LIMITS } from './limits';
import { esmListingUrl, fromEsmGoods, toEsmGoods } from './mapper';
import {
  figureKey,
  keepingOtherSites,
  type MatchedSiteCategories,
  setForSite,
  siteGoodsNoOf,
  sitesOf,
  withPartnerSite,
} from './master';
import { esmOriginOf, type EsmOriginCode, parseOriginCodes } from './origin';
import { EsmSettings } from './settings';

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** Pushes of one master goods (master ID + seller code) in this process, one at a time. */
const MASTER_LOCK = new KeyedLock();

/**
 * The other site's account among the linked ones when it signs with the same master ID and key: its
 * seller goes into `ssi` beside this one's, so one master goods serves both sites.
 */
function partnerOf(settings: EsmSettings, site: EsmSite, context: Port.MarketContext): EsmSeller | null {
  for (const account of context.linkedAccounts ?? []) {
    const other =
      account.market === 'Gmarket' || account.market === 'Auction' ? ESM_SITES[account.market] : null;
    if (!other || other.siteType === site.siteType) {
      continue;
    }
    const parsed = EsmSettings.safeParse(account.settings);
    if (
      parsed.success &&
      parsed.data.masterId === settings.masterId &&
      parsed.data.secretKey === settings.secretKey
    ) {
      return { site: other, sellerId: parsed.data.sellerId };
    }
  }
  return null;
}

class EsmAdapter extends BaseMarketAdapter implements Port.MarketAdapter {
  readonly market: 'Gmarket' | 'Auction';
  private readonly client: EsmClient;
  private readonly categories: EsmCategories;
  /** The other site's seller of the same master chosen in the same upload, if any. */
  private readonly partner: EsmSeller | null;
  private origins: Promise<EsmOriginCode[]> | null = null;

  constructor(
    private readonly settings: EsmSettings,
    private readonly site: EsmSite,
    context: Port.MarketContext,
  ) {
    super(ESM_LIMITS, context);
    this.market = site.market;
    this.partner = partnerOf(settings, site, context);
    // One master ID signs for both sites: they share the account's limiter.
    const account = `${settings.masterId}:${createHash('sha256').update(settings.secretKey).digest('hex').slice(0, 12)}`;
    this.client = new EsmClient(
      settings,
      site,
      this.context,
      accountLimiter('Gmarket', context, account, ESM_LIMITS.rateLimit),
      this.partner,
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

  /** Master goods of this master ID with the seller code, listed on this site (or on the partner's). */
  private async findBySellerCode(sellerCode: string): Promise<string[]> {
    const sellers = [
      { site: this.site, sellerId: this.settings.sellerId },
      ...(this.partner ? [this.partner] : []),
    ];
    const answer = await this.client.call({
      method: 'POST',
      path: '/item/v1/goods/search',
      idempotent: true,
      json: {
        query: {
          // The search API takes site ids as strings "1"/"2" (markets.md §4.5).
          siteId: sellers.map((seller) => String(seller.site.siteType)),
          siteSellerId: sellers.map((seller) => seller.sellerId),
          managedCode: sellerCode,
        },
        pageIndex: 1,
        pageSize: 10,
      },
    });
    return list(answer.items).map((item) => String(item.goodsNo));
  }

  /** The leaf site categories matched to an ESM category for each site, as ESM matches them. */
  private async siteCategories(esmCode: string): Promise<MatchedSiteCategories> {
    const matched = await this.client.get(`/item/v1/categories/sd-cats/${esmCode}/site-cats`);
    return (site) =>
      list(get(matched, 'MatchedCategory', figureKey(site)))
        .filter((node) => node.IsLeaf !== false)
        .map((node) => String(node.CatCode));
  }

  /** ESM's origin code list (article 162), read once per adapter. */
  private originCodes(): Promise<EsmOriginCode[]> {
    this.origins ??= this.client.get('/item/v1/origin/codes').then(parseOriginCodes);
    return this.origins.catch((error: unknown) => {
      this.origins = null;
      throw error;
    });
  }

  /** Refuses a push whose ESM category has no category of `site` matched to it. */
  private requireMatched(matched: MatchedSiteCategories, site: EsmSite): string {
    const category = matched(site)[0];
    if (!category) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_REQUEST',
        message: `이 ESM 카테고리에는 ${MARKET_NAMES[site.market]} 카테고리가 매칭되어 있지 않습니다. 카테고리 매핑에서 다른 ESM 카테고리를 선택해주세요.`,
      });
    }
    return category;
  }

  protected async pushOnce(draft: ListingDraft, known: KnownRef): Promise<Port.PushResult> {
    const requirements = await this.requirementsForDraft(draft);
    // The requirements are the draft's category's own (its 20-digit ESM code).
    const siteCategory = await this.siteCategories(requirements.category.id);
    const ownCategory = this.requireMatched(siteCategory, this.site);
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
      siteCategoryCode: ownCategory,
      placeNo: draft.delivery.shippingAddressId,
      dispatchPolicyNo: String(policy.dispatchPolicyNo),
      origin: esmOriginOf(provenanceOf(draft), await this.originCodes(), this.market),
    });
    // The G마켓 and 옥션 pushes of one product look for, create and rewrite one master goods: one at a
    // time, so the second finds what the first made and keeps its site's data.
    return MASTER_LOCK.run(`${this.settings.masterId}\u0000${draft.sellerCode}`, async () => {
      const earlier = await this.earlierListing(
        known,
        () => this.findBySellerCode(draft.sellerCode),
        (goodsNo) => this.read(goodsNo),
      );
      if (earlier) {
        // The master's other site moves to the new ESM category with this one: it must have a match too.
        for (const site of sitesOf(earlier.stored)) {
          this.requireMatched(siteCategory, site);
        }
        const full = keepingOtherSites(body, earlier.stored, this.site, siteCategory);
        return this.rewrite(earlier.productId, full, {
          wasListed: siteGoodsNoOf(earlier.stored, this.site) !== null,
        });
      }
      const partnerCategory = this.partner ? (siteCategory(this.partner.site)[0] ?? null) : null;
      // With the partner site's account in the same upload, the master is made for both sites at once;
      // the partner's own push then finds it and sets its site's figures.
      const createBody =
        this.partner && partnerCategory ? withPartnerSite(body, this.partner.site, partnerCategory) : body;
      const created = await this.client.call({
        method: 'POST',
        path: '/item/v1/goods',
        idempotent: false,
        json: createBody,
        bothSites: createBody !== body,
      });
      const goodsNo = String(created.goodsNo ?? '');
      const siteGoodsNo = siteGoodsNoOf(created, this.site);
      return {
        ref: { productId: goodsNo, channelProductId: siteGoodsNo },
        created: true,
        status: 'onSale',
        url: siteGoodsNo ? esmListingUrl(this.site, siteGoodsNo) : null,
      };
    });
  }

  /** A full PUT of an existing master goods, and this site's listing as the goods now has it. */
  private async rewrite(goodsNo: string, body: Json, { wasListed }: { wasListed: boolean }) {
    await this.client.call({
      method: 'PUT',
      path: `/item/v1/goods/${goodsNo}`,
      idempotent: true,
      json: body,
      bothSites: true,
    });
    const stored = await this.read(goodsNo);
    const siteGoodsNo = stored ? siteGoodsNoOf(stored, this.site) : null;
    if (!stored || !siteGoodsNo) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_RESPONSE',
        detail: `goods ${goodsNo} has no ${this.site.key} goods number after PUT`,
      });
    }
    const snapshot = fromEsmGoods(stored, this.site);
    // Created when this push put the goods on this site; a site the partner's create listed was made
    // by that push.
    return { ref: snapshot.ref, created: !wasListed, status: 'onSale' as const, url: snapshot.url };
  }

  /** The goods while it is listed on this site, else NOT_FOUND. */
  private async stored(ref: Port.ListingRef): Promise<Json> {
    const stored = await this.found(this.read(ref.productId), `goods ${ref.productId}`);
    if (!siteGoodsNoOf(stored, this.site)) {
      throw new MarketError({
        market: this.market,
        code: 'NOT_FOUND',
        detail: `goods ${ref.productId} is not listed on ${this.site.key}`,
      });
    }
    return stored;
  }

  /**
   * Changes this site's price and stock only (the other site's stay as stored). The option extra amount
   * is one per option for the master, so a combination's price change moves it on both sites.
   */
  async updatePriceStock(ref: Port.ListingRef, change: Port.PriceStockChange): Promise<void> {
    const stored = await this.stored(ref);
    const listedOn = sitesOf(stored);
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
          details: details.map((detail, index) => {
            const qty = setForSite(
              detail.qty,
              (site) => site.key,
              this.site,
              listedOn,
              prices[index]?.stock ?? 0,
            );
            return {
              ...detail,
              addAmnt: (prices[index]?.salePrice ?? price) - price,
              qty,
              // Sold out on every site it is sold on.
              isSoldOut: listedOn.every((site) => Number(qty[site.key] ?? 0) <= 0),
            };
          }),
        },
      };
    }
    info.price = setForSite(info.price, figureKey, this.site, listedOn, price);
    info.stock = setForSite(info.stock, figureKey, this.site, listedOn, Math.max(1, stock));
    await this.client.call({
      method: 'PUT',
      path: `/item/v1/goods/${ref.productId}`,
      idempotent: true,
      json: { itemBasicInfo: stored.itemBasicInfo, itemAddtionalInfo: info },
    });
  }

  /**
   * The sale state of this site. The call carries every listed site's state (the other's as stored), so
   * stopping 옥션 leaves G마켓 selling. ESM's documented delete removes the whole master (both sites), so a
   * site listing is never deleted, only stopped.
   */
  async setSaleStatus(ref: Port.ListingRef, status: Port.SettableSaleStatus): Promise<void> {
    const stored = await this.stored(ref);
    if (status === 'soldOut') {
      const snapshot = fromEsmGoods(stored, this.site);
      if (snapshot.combinations.length > 0) {
        return this.updatePriceStock(ref, {
          combinations: snapshot.combinations.map((combination) => ({
            values: combination.values,
            stock: 0,
          })),
        });
      }
    }
    const isSell = get(stored, 'isSell') as Record<string, boolean | undefined> | undefined;
    await this.client.call({
      method: 'PUT',
      path: `/item/v1/goods/${ref.productId}/sell-status`,
      idempotent: true,
      json: {
        isSell: Object.fromEntries(
          sitesOf(stored).map((site) => [
            site.key,
            site.siteType === this.site.siteType ? status === 'onSale' : isSell?.[site.key] !== false,
          ]),
        ),
      },
    });
  }

  /** This site's listing of the master goods; null once the goods is gone or not listed on this site. */
  async readListing(ref: Port.ListingRef): Promise<Port.ListingSnapshot | null> {
    const stored = await this.read(ref.productId);
    return stored && siteGoodsNoOf(stored, this.site) ? fromEsmGoods(stored, this.site) : null;
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
