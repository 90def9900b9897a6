import { createHash } from 'node:crypto';
import {
  BaseMarketAdapter,
  type KnownRef,
  parseSettings,
  repricedCombinations,
  TimedPromise,
} from '../adapter-kit';
import { accountLimiter } from '../context';
import { isMarketError, MarketError } from '../errors';
import type { ListingDraft } from '../listing';
import { noticeFactOfLabel, noticeGroupForPath } from '../notices';
import type * as Port from '../port';
import { WeMakePriceClient, type Json } from './client';
import { WEMAKEPRICE_LIMITS } from './limits';
import {
  fromWeMakePriceProduct,
  storedOptions,
  toCategories,
  toWeMakePriceProduct,
  weMakePriceProductUrl,
} from './mapper';
import { WeMakePriceSettings } from './settings';

/**
 * The WeMakePrice (위메프) adapter over the W Partner API as markets.md §6 documents it. The platform was
 * declared bankrupt on 2025-11-10 and takes no sellers; the registry keeps the market off by default
 * (`WEMAKEPRICE_CLOSED_NOTICE`), and this adapter is ready for the day it or a successor returns.
 */

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

type ShipPolicy = {
  shipPolicyNo: string;
  parcelCompanyCode: string;
  parcelCompanyName: string;
  release: Json;
  return: Json;
};

const CATEGORY_TTL_MS = 60 * 60_000;

class WeMakePriceAdapter extends BaseMarketAdapter implements Port.MarketAdapter {
  readonly market = 'WeMakePrice' as const;
  private readonly client: WeMakePriceClient;
  private readonly tree: TimedPromise<Port.MarketCategory[]>;
  private notices: Promise<Port.NoticeGroup[]> | null = null;

  constructor(settings: WeMakePriceSettings, context: Port.MarketContext) {
    super(WEMAKEPRICE_LIMITS, context);
    this.tree = new TimedPromise(CATEGORY_TTL_MS, () => this.context.now());
    const account = createHash('sha256').update(settings.apiKey).digest('hex').slice(0, 16);
    this.client = new WeMakePriceClient(
      settings,
      this.context,
      accountLimiter('WeMakePrice', context, account, WEMAKEPRICE_LIMITS.rateLimit),
    );
  }

  async checkLogin() {
    const policies = await this.shipPolicies();
    return { accountLabel: policies.length > 0 ? `위메프 배송정책 ${policies.length}개` : null };
  }

  allCategories(): Promise<Port.MarketCategory[]> {
    return this.tree.get(() =>
      this.client.get('/product/out/getCategory').then((data) => toCategories(list(data))),
    );
  }

  async childCategories(parentId: string | null): Promise<Port.MarketCategory[]> {
    return (await this.allCategories()).filter((category) => category.parentId === parentId);
  }

  async categoryRequirements(categoryId: string): Promise<Port.CategoryRequirements> {
    const category = (await this.allCategories()).find((candidate) => candidate.id === categoryId);
    if (!category) {
      throw new MarketError({
        market: this.market,
        code: 'NOT_FOUND',
        message: `위메프에 없는 카테고리입니다. (${categoryId})`,
      });
    }
    if (!category.isLeaf) {
      return { category, notices: [], attributes: [], optionNamesRestricted: false };
    }
    this.notices ??= this.client.get('/product/out/getNotice').then((data) =>
      list(data).map((group) => ({
        id: String(group.noticeGroupCode ?? ''),
        name: String(group.noticeGroupName ?? ''),
        fields: list(group.items).map((item) => ({
          key: String(item.noticeItemCode ?? ''),
          label: String(item.noticeItemName ?? ''),
          required: item.requiredYn === 'Y',
          fact: noticeFactOfLabel(String(item.noticeItemName ?? '')),
        })),
      })),
    );
    const groups = await this.notices.catch((error: unknown) => {
      this.notices = null;
      throw error;
    });
    const suggested = noticeGroupForPath(category.path, groups);
    const notices = suggested ? [suggested, ...groups.filter((group) => group !== suggested)] : groups;
    return { category, notices, attributes: [], optionNamesRestricted: false };
  }

  private async shipPolicies(): Promise<ShipPolicy[]> {
    return list(await this.client.get('/product/out/getSellerShipPolicy')).map((policy) => ({
      shipPolicyNo: String(policy.shipPolicyNo ?? ''),
      parcelCompanyCode: String(policy.parcelCompanyCode ?? ''),
      parcelCompanyName: String(policy.parcelCompanyName ?? ''),
      release: record(policy.releaseAddr),
      return: record(policy.returnAddr),
    }));
  }

  /** 출고지 = the ship policy (listings name the policy), 반품지 = the policies' return addresses. */
  async addresses(): Promise<Port.MarketAddress[]> {
    const policies = await this.shipPolicies();
    const returns = new Map<string, Port.MarketAddress>();
    for (const policy of policies) {
      const id = String(policy.return.addrNo ?? '');
      if (id && !returns.has(id)) {
        returns.set(id, toAddress(id, 'return', policy.return));
      }
    }
    return [
      ...policies.map((policy) => toAddress(policy.shipPolicyNo, 'shipping', policy.release)),
      ...returns.values(),
    ];
  }

  /** W Partner has no courier list; the couriers are the ones the seller's ship policies use. */
  async couriers(): Promise<Port.MarketCourier[]> {
    const couriers = new Map<string, Port.MarketCourier>();
    for (const policy of await this.shipPolicies()) {
      if (policy.parcelCompanyCode) {
        couriers.set(policy.parcelCompanyCode, {
          id: policy.parcelCompanyCode,
          name: policy.parcelCompanyName,
        });
      }
    }
    return [...couriers.values()];
  }

  private async read(productNo: string): Promise<Json | null> {
    try {
      return record(await this.client.get('/product/out/getProduct', { productNo }));
    } catch (error) {
      if (isMarketError(error) && error.code === 'NOT_FOUND') {
        return null;
      }
      throw error;
    }
  }

  private async findBySellerCode(code: string): Promise<string | null> {
    const found = list(await this.client.get('/product/out/sellerProdCode/getProductList', { code }));
    return found.map((product) => String(product.productNo ?? '')).find((id) => id !== '') ?? null;
  }

  /** The brand or maker number for a name, when W Partner knows that exact name. */
  private async lookUp(kind: 'Brand' | 'Maker', name: string): Promise<string | null> {
    if (name.trim() === '') {
      return null;
    }
    const key = kind === 'Brand' ? 'brand' : 'maker';
    const found = list(await this.client.get(`/product/out/get${kind}`, { [`${key}Name`]: name.trim() }));
    const exact = found.find((row) => String(row[`${key}Name`] ?? '') === name.trim());
    return exact ? String(exact[`${key}No`]) : null;
  }

  protected async pushOnce(draft: ListingDraft, known: KnownRef): Promise<Port.PushResult> {
    const requirements = await this.requirementsForDraft(draft);
    const [brandNo, makerNo] = await Promise.all([
      this.lookUp('Brand', draft.brand),
      this.lookUp('Maker', draft.manufacturer),
    ]);
    const existing =
      known && (await this.read(known.productId))
        ? known.productId
        : await this.findBySellerCode(draft.sellerCode);
    const body = toWeMakePriceProduct({
      draft,
      requirements,
      shipPolicyNo: draft.delivery.shippingAddressId,
      brandNo,
      makerNo,
      productNo: existing ?? undefined,
    });
    // An update names its productNo and may be repeated; a create is never retried blindly (search first).
    const data = record(await this.client.post('/product/in/setProduct', body, existing !== null));
    const productNo = String(data.productNo ?? existing ?? '');
    if (!productNo) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_RESPONSE',
        detail: 'setProduct without productNo',
      });
    }
    return {
      ref: { productId: productNo, channelProductId: null },
      created: existing === null,
      status: 'onSale',
      url: weMakePriceProductUrl(productNo),
    };
  }

  private stored(ref: Port.ListingRef): Promise<Json> {
    return this.found(this.read(ref.productId), `product ${ref.productId}`);
  }

  async updatePriceStock(ref: Port.ListingRef, change: Port.PriceStockChange): Promise<void> {
    const stored = await this.stored(ref);
    const snapshot = fromWeMakePriceProduct(stored);
    const options = storedOptions(stored);
    if (options.length === 0) {
      await this.client.post(
        '/product/in/setProductSale',
        {
          productNo: Number(ref.productId),
          salePrice: change.salePrice ?? snapshot.salePrice,
          stockCount: change.stock ?? snapshot.stock,
        },
        true,
      );
      return;
    }
    const prices = repricedCombinations(snapshot, change);
    // The base price is the cheapest combination: every option's extra stays ≥ 0 around it.
    const base = Math.min(...prices.map((entry) => entry.salePrice));
    await this.client.post(
      '/product/in/setProductSale',
      {
        productNo: Number(ref.productId),
        salePrice: base,
        options: options.map((option, index) => ({
          optionNo: option.optionNo,
          addPrice: (prices[index]?.salePrice ?? base) - base,
          stockCount: prices[index]?.stock ?? 0,
        })),
      },
      true,
    );
  }

  async setSaleStatus(ref: Port.ListingRef, status: Port.SettableSaleStatus): Promise<void> {
    if (status === 'soldOut') {
      const snapshot = fromWeMakePriceProduct(await this.stored(ref));
      return this.updatePriceStock(
        ref,
        snapshot.combinations.length > 0
          ? {
              combinations: snapshot.combinations.map((combination) => ({
                values: combination.values,
                stock: 0,
              })),
            }
          : { stock: 0 },
      );
    }
    await this.client.post(
      '/product/in/setProductStatus',
      { productNo: Number(ref.productId), saleStatus: status === 'onSale' ? 'SALE' : 'STOP' },
      true,
    );
  }

  async readListing(ref: Port.ListingRef): Promise<Port.ListingSnapshot | null> {
    const stored = await this.read(ref.productId);
    return stored ? fromWeMakePriceProduct(stored) : null;
  }
}

function toAddress(id: string, kind: Port.MarketAddress['kind'], address: Json): Port.MarketAddress {
  return {
    id,
    kind,
    name: String(address.addrName ?? ''),
    address: [address.address, address.addressDetail].filter(Boolean).map(String).join(' '),
    postalCode: String(address.zipcode ?? ''),
    phone: String(address.phone ?? ''),
  };
}

export function createWeMakePriceAdapter(settings: unknown, context: Port.MarketContext): Port.MarketAdapter {
  const parsed = parseSettings(
    'WeMakePrice',
    WeMakePriceSettings,
    settings,
    '위메프 연결 설정이 올바르지 않습니다.',
  );
  return new WeMakePriceAdapter(parsed, context);
}
