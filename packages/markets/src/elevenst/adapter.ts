import { createHash } from 'node:crypto';
import {
  BaseMarketAdapter,
  type KnownRef,
  categoriesFromRows,
  parseSettings,
  repricedCombinations,
  TimedPromise,
} from '../adapter-kit';
import { accountLimiter } from '../context';
import { MarketError } from '../errors';
import type { ListingDraft } from '../listing';
import { noticeGroupForPath } from '../notices';
import type * as Port from '../port';
import { DailyRegistrations, defaultRegistrationLedger } from '../quota';
import { ElevenstClient, type ElevenstAddress, type ElevenstCategory } from './client';
import { ELEVENST_LIMITS } from './limits';
import { elevenstProductUrl, fromElevenstProduct, optionNodes, toElevenstProduct } from './mapper';
import { ELEVENST_NOTICE_GROUPS } from './notices';
import { ElevenstSettings } from './settings';

/** 11st's courier codes (`dlvEtprsCd`); 11st has no list API (markets.md cheat-sheet). */
const COURIERS: readonly Port.MarketCourier[] = [
  { id: '00034', name: 'CJ대한통운' },
  { id: '00011', name: '한진택배' },
  { id: '00012', name: '롯데택배' },
  { id: '00002', name: '로젠택배' },
  { id: '00007', name: '우체국택배' },
];

const CATEGORY_TTL_MS = 60 * 60_000;

function toCategories(rows: readonly ElevenstCategory[]): Port.MarketCategory[] {
  return categoriesFromRows(
    rows.map((row) => ({ id: row.dispNo, parentId: row.parentDispNo, name: row.dispNm, isLeaf: row.leaf })),
  );
}

function toAddress(kind: Port.MarketAddress['kind']) {
  return (address: ElevenstAddress): Port.MarketAddress => ({
    id: address.addrSeq,
    kind,
    name: address.addrNm,
    address: address.addr,
    postalCode: address.mailNo,
    phone: address.phone,
  });
}

class ElevenstAdapter extends BaseMarketAdapter implements Port.MarketAdapter {
  readonly market = 'Elevenst' as const;
  private readonly client: ElevenstClient;
  private readonly daily: DailyRegistrations;
  private readonly tree: TimedPromise<Port.MarketCategory[]>;

  constructor(settings: ElevenstSettings, context: Port.MarketContext) {
    super(ELEVENST_LIMITS, context);
    this.tree = new TimedPromise(CATEGORY_TTL_MS, () => this.context.now());
    // The key identifies the account; only a digest of it names the limiter and the daily count.
    const account = `key:${createHash('sha256').update(settings.apiKey).digest('hex').slice(0, 16)}`;
    this.client = new ElevenstClient(
      settings,
      this.context,
      accountLimiter('Elevenst', context, account, ELEVENST_LIMITS.rateLimit),
    );
    this.daily = new DailyRegistrations(
      'Elevenst',
      context.registrations ?? defaultRegistrationLedger,
      `Elevenst|${context.baseUrl}|${account}`,
      ELEVENST_LIMITS.dailyRegistrations ?? 500,
      this.context.now,
    );
  }

  async checkLogin() {
    // The 출고지 list needs a valid key from a registered IP and changes nothing.
    const outbound = await this.client.addresses('outbound');
    return { accountLabel: outbound[0]?.addrNm ?? '11번가 판매자' };
  }

  private categories(): Promise<Port.MarketCategory[]> {
    return this.tree.get(() => this.client.categories().then(toCategories));
  }

  allCategories(): Promise<Port.MarketCategory[]> {
    return this.categories();
  }

  async childCategories(parentId: string | null): Promise<Port.MarketCategory[]> {
    return (await this.categories()).filter((category) => category.parentId === parentId);
  }

  async categoryRequirements(categoryId: string): Promise<Port.CategoryRequirements> {
    const [found, all] = await Promise.all([this.client.category(categoryId), this.categories()]);
    if (!found) {
      throw new MarketError({
        market: this.market,
        code: 'NOT_FOUND',
        message: `11번가에 없는 카테고리입니다. (${categoryId})`,
      });
    }
    const category = all.find((candidate) => candidate.id === categoryId) ?? {
      id: found.dispNo,
      name: found.dispNm,
      path: [found.dispNm],
      parentId: found.parentDispNo || null,
      isLeaf: found.leaf,
    };
    const suggested = noticeGroupForPath(category.path, ELEVENST_NOTICE_GROUPS);
    const notices = suggested
      ? [suggested, ...ELEVENST_NOTICE_GROUPS.filter((group) => group !== suggested)]
      : [...ELEVENST_NOTICE_GROUPS];
    return {
      category,
      notices: category.isLeaf ? notices : [],
      attributes: [],
      optionNamesRestricted: false,
    };
  }

  async addresses(): Promise<Port.MarketAddress[]> {
    const [outbound, inbound] = await Promise.all([
      this.client.addresses('outbound'),
      this.client.addresses('inbound'),
    ]);
    return [...outbound.map(toAddress('shipping')), ...inbound.map(toAddress('return'))];
  }

  couriers(): Promise<Port.MarketCourier[]> {
    return Promise.resolve([...COURIERS]);
  }

  registrationQuota(): Promise<Port.RegistrationQuota> {
    return this.daily.quota();
  }

  /** The daily cap does not lift within a push. */
  protected override isRetriable(error: unknown): boolean {
    return super.isRetriable(error) && (error as MarketError).code !== 'QUOTA_EXCEEDED';
  }

  private async existing(draft: ListingDraft, known: KnownRef): Promise<string | null> {
    const earlier = await this.earlierListing(
      known,
      () => this.client.findBySellerCode(draft.sellerCode),
      (productNo) => this.client.read(productNo),
      // A searched product may be one the seller deleted; that one is not updated.
      async (productNo) => {
        const stored = await this.client.read(productNo);
        return stored && fromElevenstProduct(stored).status !== 'deleted' ? stored : null;
      },
    );
    return earlier?.productId ?? null;
  }

  protected async pushOnce(draft: ListingDraft, known: KnownRef): Promise<Port.PushResult> {
    const requirements = await this.requirementsForDraft(draft);
    const body = toElevenstProduct({ draft, requirements, courierCode: draft.delivery.courierId });
    const existing = await this.existing(draft, known);
    if (existing) {
      await this.client.update(existing, body);
      return {
        ref: { productId: existing, channelProductId: null },
        created: false,
        status: 'onSale',
        url: elevenstProductUrl(existing),
      };
    }
    await this.daily.assertAvailable();
    const productNo = await this.client.create(body);
    await this.daily.record();
    return {
      ref: { productId: productNo, channelProductId: null },
      created: true,
      status: 'onSale',
      url: elevenstProductUrl(productNo),
    };
  }

  private async snapshot(ref: Port.ListingRef): Promise<Port.ListingSnapshot> {
    return fromElevenstProduct(await this.found(this.client.read(ref.productId), `product ${ref.productId}`));
  }

  async updatePriceStock(ref: Port.ListingRef, change: Port.PriceStockChange): Promise<void> {
    const current = await this.snapshot(ref);
    if (current.combinations.length === 0) {
      if (change.salePrice !== undefined && change.salePrice !== current.salePrice) {
        await this.client.setPrice(ref.productId, change.salePrice);
      }
      if (change.stock !== undefined) {
        for (const stock of await this.client.stocks(ref.productId)) {
          await this.client.setStock(stock.prdStckNo, change.stock);
        }
      }
      return;
    }
    const combinations = repricedCombinations(current, change).map((combination, index) => ({
      ...combination,
      key: current.combinations[index]?.itemId ?? String(index),
    }));
    await this.sendOptions(ref.productId, current, combinations);
  }

  private async sendOptions(
    productNo: string,
    current: Port.ListingSnapshot,
    combinations: { key: string; values: string[]; salePrice: number; stock: number }[],
  ): Promise<void> {
    // The cheapest combination is the sale price, so one delta is 0 as 11st requires.
    const base = Math.min(...combinations.map((combination) => combination.salePrice));
    if (base !== current.salePrice) {
      await this.client.setPrice(productNo, base);
    }
    await this.client.updateOptions(productNo, optionNodes(current.optionGroupNames, combinations, base));
  }

  async setSaleStatus(ref: Port.ListingRef, status: Port.SettableSaleStatus): Promise<void> {
    if (status !== 'soldOut') {
      await this.client.setDisplay(ref.productId, status === 'onSale');
      return;
    }
    const current = await this.snapshot(ref);
    if (current.combinations.length === 0) {
      await this.updatePriceStock(ref, { stock: 0 });
      return;
    }
    await this.sendOptions(
      ref.productId,
      current,
      current.combinations.map((combination, index) => ({
        ...combination,
        key: combination.itemId ?? String(index),
        stock: 0,
      })),
    );
  }

  async readListing(ref: Port.ListingRef): Promise<Port.ListingSnapshot | null> {
    const stored = await this.client.read(ref.productId);
    if (!stored) {
      return null;
    }
    const snapshot = fromElevenstProduct(stored);
    return snapshot.status === 'deleted' ? null : snapshot;
  }
}

/** An 11st account's adapter; settings are validated here, so a bad form never reaches 11st. */
export function createElevenstAdapter(settings: unknown, context: Port.MarketContext): Port.MarketAdapter {
  const parsed = parseSettings(
    'Elevenst',
    ElevenstSettings,
    settings,
    '11번가 연결 설정이 올바르지 않습니다.',
  );
  return new ElevenstAdapter(parsed, context);
}
