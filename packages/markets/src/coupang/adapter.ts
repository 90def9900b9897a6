import { BaseMarketAdapter, type KnownRef, parseSettings, PromiseMemo, TimedPromise } from '../adapter-kit';
import { accountLimiter } from '../context';
import { SHARED_COURIER_CODES } from '../couriers';
import { MarketError } from '../errors';
import type { ListingDraft } from '../listing';
import type * as Port from '../port';
import { CoupangClient, type CategoryMeta, type CoupangCategoryNode, type CoupangPlace } from './client';
import { COUPANG_LIMITS } from './limits';
import {
  coupangProductUrl,
  fromCoupangProduct,
  StoredProduct,
  toCoupangProduct,
  type ReturnCenter,
} from './mapper';
import { toCoupangUpdate, type CoupangUpdate } from './update';
import { CoupangSettings } from './settings';

/** Which product fact fills which notice detail (Coupang names them in Korean). */
function noticeFact(detailName: string): Port.NoticeFact | null {
  if (/품명|모델명/.test(detailName)) {
    return detailName.includes('모델') ? 'modelName' : 'itemName';
  }
  if (/제조자|수입자|제조사/.test(detailName)) {
    return 'manufacturer';
  }
  if (/제조국|원산지/.test(detailName)) {
    return 'origin';
  }
  if (/A\/S|전화번호/.test(detailName)) {
    return 'afterServicePhone';
  }
  if (/브랜드/.test(detailName)) {
    return 'brand';
  }
  return null;
}

/** The category tree flattened, each node with its path; the root (code 0) itself is left out. */
function flatten(
  node: CoupangCategoryNode,
  parent: Port.MarketCategory | null,
  out: Port.MarketCategory[],
): void {
  for (const child of node.child ?? []) {
    if (child.status && child.status !== 'ACTIVE') {
      continue;
    }
    const category: Port.MarketCategory = {
      id: String(child.displayItemCategoryCode),
      name: child.name,
      path: [...(parent?.path ?? []), child.name],
      parentId: parent?.id ?? null,
      isLeaf: (child.child ?? []).length === 0,
    };
    out.push(category);
    flatten(child, category, out);
  }
}

function toRequirements(category: Port.MarketCategory, meta: CategoryMeta): Port.CategoryRequirements {
  return {
    category,
    notices: meta.noticeCategories.map((notice) => ({
      id: notice.noticeCategoryName,
      name: notice.noticeCategoryName,
      fields: notice.noticeCategoryDetailNames.map((detail) => ({
        key: detail.noticeCategoryDetailName,
        label: detail.noticeCategoryDetailName,
        required: detail.required === 'MANDATORY',
        fact: noticeFact(detail.noticeCategoryDetailName),
      })),
    })),
    attributes: meta.attributes.map((attribute) => ({
      name: attribute.attributeTypeName,
      required: attribute.required === 'MANDATORY',
      isPurchaseOption: attribute.exposed === 'EXPOSED',
      values: attribute.inputValues,
    })),
    // Item attributes must come from the category's list (required purchase options since 2026-02).
    optionNamesRestricted: true,
  };
}

function toReturnCenter(place: CoupangPlace): ReturnCenter {
  return {
    code: place.code,
    name: place.name,
    phone: place.address?.companyContactNumber ?? '',
    zipCode: place.address?.returnZipCode ?? '',
    address: place.address?.returnAddress ?? '',
    addressDetail: place.address?.returnAddressDetail ?? '',
  };
}

const PLACES_TTL_MS = 10 * 60_000;

class CoupangAdapter extends BaseMarketAdapter implements Port.MarketAdapter {
  readonly market = 'Coupang' as const;
  private readonly client: CoupangClient;
  private readonly requirements = new PromiseMemo<Port.CategoryRequirements>();
  private readonly returnCenters: TimedPromise<CoupangPlace[]>;

  constructor(
    private readonly settings: CoupangSettings,
    context: Port.MarketContext,
  ) {
    super(COUPANG_LIMITS, context);
    this.returnCenters = new TimedPromise(PLACES_TTL_MS, () => this.context.now());
    const limiter = accountLimiter('Coupang', context, settings.vendorId, COUPANG_LIMITS.rateLimit);
    this.client = new CoupangClient(settings, this.context, limiter);
  }

  async checkLogin() {
    // Reading the return centers needs a valid signature and the key's own vendorId.
    await this.loadReturnCenters(true);
    return { accountLabel: this.settings.vendorId };
  }

  async allCategories(): Promise<Port.MarketCategory[]> {
    const out: Port.MarketCategory[] = [];
    flatten(await this.client.categoryTree(null), null, out);
    return out;
  }

  /** Coupang's category predict API: its pick for the product name, as a category of the tree. */
  async recommendCategories(productName: string): Promise<Port.MarketCategory[]> {
    const predicted = await this.client.predictCategory(productName);
    if (!predicted) {
      return [];
    }
    const found = (await this.allCategories()).find((category) => category.id === predicted);
    return found ? [found] : [];
  }

  async childCategories(parentId: string | null): Promise<Port.MarketCategory[]> {
    const node = await this.client.categoryTree(parentId ?? '0');
    const all: Port.MarketCategory[] = [];
    flatten({ ...node, child: node.child ?? [] }, null, all);
    return all
      .filter((category) => category.parentId === null)
      .map((category) => ({
        ...category,
        parentId,
        path: parentId ? [node.name, category.name] : [category.name],
      }));
  }

  categoryRequirements(categoryId: string): Promise<Port.CategoryRequirements> {
    return this.requirements.get(categoryId, () => this.loadRequirements(categoryId));
  }

  private async loadRequirements(categoryId: string): Promise<Port.CategoryRequirements> {
    const node = await this.client.categoryTree(categoryId);
    const isLeaf = (node.child ?? []).length === 0;
    const category: Port.MarketCategory = {
      id: categoryId,
      name: node.name,
      path: [node.name],
      parentId: null,
      isLeaf,
    };
    if (!isLeaf) {
      return { category, notices: [], attributes: [], optionNamesRestricted: true };
    }
    return toRequirements(category, await this.client.categoryMeta(categoryId));
  }

  private loadReturnCenters(fresh = false): Promise<CoupangPlace[]> {
    return this.returnCenters.get(() => this.client.returnCenters(), fresh);
  }

  async addresses(): Promise<Port.MarketAddress[]> {
    const [outbound, returns] = await Promise.all([
      this.client.outboundPlaces(),
      this.loadReturnCenters(true),
    ]);
    const toAddress = (kind: Port.MarketAddress['kind']) => (place: CoupangPlace) => ({
      id: place.code,
      kind,
      name: place.name,
      address: `${place.address?.returnAddress ?? ''} ${place.address?.returnAddressDetail ?? ''}`.trim(),
      postalCode: place.address?.returnZipCode ?? '',
      phone: place.address?.companyContactNumber ?? '',
    });
    return [
      ...outbound.filter((place) => place.usable).map(toAddress('shipping')),
      ...returns.filter((place) => place.usable).map(toAddress('return')),
    ];
  }

  couriers(): Promise<Port.MarketCourier[]> {
    return Promise.resolve([...SHARED_COURIER_CODES]);
  }

  private async stored(productId: string): Promise<StoredProduct | null> {
    const data = await this.client.readProduct(productId);
    if (data === null) {
      return null;
    }
    const parsed = StoredProduct.safeParse(data);
    if (!parsed.success) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_RESPONSE',
        detail: 'unreadable seller product',
      });
    }
    return parsed.data.statusName === '상품삭제' ? null : parsed.data;
  }

  private async existing(draft: ListingDraft, known: KnownRef): Promise<StoredProduct | null> {
    const earlier = await this.earlierListing(
      known,
      () => this.client.findBySellerCode(draft.sellerCode),
      (id) => this.stored(id),
    );
    return earlier?.stored ?? null;
  }

  protected async pushOnce(draft: ListingDraft, known: KnownRef): Promise<Port.PushResult> {
    const requirements = await this.requirementsForDraft(draft);
    const center = (await this.loadReturnCenters()).find(
      (place) => place.code === draft.delivery.returnAddressId,
    );
    if (!center) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_REQUEST',
        message: '템플릿의 반품지가 쿠팡 WING에 없습니다. 템플릿에서 반품지를 다시 선택해주세요.',
        detail: `returnCenterCode ${draft.delivery.returnAddressId}`,
      });
    }
    const body = toCoupangProduct({
      draft,
      requirements,
      vendorId: this.settings.vendorId,
      wingUserId: this.settings.wingUserId,
      returnCenter: toReturnCenter(center),
      now: this.context.now(),
    });
    const existing = await this.existing(draft, known);
    if (!existing) {
      const productId = await this.client.createProduct(body);
      return {
        ref: { productId, channelProductId: null },
        created: true,
        status: 'pendingApproval',
        url: null,
      };
    }
    const update = toCoupangUpdate(body, existing, {
      requirements,
      single: draft.combinations.length === 0,
    });
    await this.client.updateProduct(update.body);
    for (const vendorItemId of update.retiredVendorItemIds) {
      await this.client.setItemOnSale(vendorItemId, false);
    }
    await this.resumeRestocked(update);
    return {
      ref: { productId: existing.sellerProductId, channelProductId: existing.productId ?? null },
      created: false,
      status: 'pendingApproval',
      url: coupangProductUrl(existing.productId),
    };
  }

  /**
   * Resumes the items an upload gives stock again that Coupang has stopped (an option dropped by an
   * earlier upload and now back), unless the listing itself is stopped: a kept item that is not on sale
   * means the seller suspended it, and an upload does not undo that.
   */
  private async resumeRestocked(update: CoupangUpdate): Promise<void> {
    if (update.restockedVendorItemIds.length === 0) {
      return;
    }
    const stopped: string[] = [];
    let anySelling = false;
    for (const vendorItemId of update.restockedVendorItemIds) {
      const { onSale } = await this.client.inventory(vendorItemId);
      anySelling ||= onSale;
      if (!onSale) {
        stopped.push(vendorItemId);
      }
    }
    const reference = update.keptVendorItemIds[0];
    const listingSells = reference ? (await this.client.inventory(reference)).onSale : anySelling;
    if (!listingSells) {
      return;
    }
    for (const vendorItemId of stopped) {
      await this.client.setItemOnSale(vendorItemId, true);
    }
  }

  private async approvedItems(ref: Port.ListingRef) {
    const stored = await this.stored(ref.productId);
    if (!stored) {
      throw new MarketError({
        market: this.market,
        code: 'NOT_FOUND',
        detail: `seller product ${ref.productId}`,
      });
    }
    const items = stored.items.filter((item) => item.vendorItemId);
    if (items.length === 0) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_REQUEST',
        transient: true,
        retryAfterSeconds: 600,
        message:
          '쿠팡 승인 전이라 아직 옵션별 가격·재고·판매 상태를 바꿀 수 없습니다. 승인 후 다시 시도합니다.',
        detail: `seller product ${ref.productId}: ${stored.statusName}`,
      });
    }
    return { stored, items };
  }

  async updatePriceStock(ref: Port.ListingRef, change: Port.PriceStockChange): Promise<void> {
    const { stored, items } = await this.approvedItems(ref);
    const snapshot = fromCoupangProduct(stored, new Map());
    for (const item of items) {
      const index = stored.items.indexOf(item);
      const values = snapshot.combinations[index]?.values ?? [];
      const update =
        snapshot.combinations.length === 0
          ? { salePrice: change.salePrice, stock: change.stock }
          : change.combinations?.find(
              (candidate) => candidate.values.join('\u0000') === values.join('\u0000'),
            );
      const shifted =
        snapshot.combinations.length > 0 && change.salePrice !== undefined
          ? item.salePrice + (change.salePrice - snapshot.salePrice)
          : undefined;
      const price = update?.salePrice ?? shifted;
      const vendorItemId = item.vendorItemId ?? '';
      if (price !== undefined && price !== item.salePrice) {
        await this.client.setItemPrice(vendorItemId, price);
      }
      if (update?.stock !== undefined) {
        await this.client.setItemQuantity(vendorItemId, update.stock);
      }
    }
  }

  async setSaleStatus(ref: Port.ListingRef, status: Port.SettableSaleStatus): Promise<void> {
    if (status === 'onSale') {
      const stored = await this.stored(ref.productId);
      if (stored?.statusName === '임시저장') {
        // A saved product goes on sale by asking Coupang to approve it.
        return this.client.requestApproval(ref.productId);
      }
    }
    const { items } = await this.approvedItems(ref);
    for (const item of items) {
      const vendorItemId = item.vendorItemId ?? '';
      if (status === 'soldOut') {
        await this.client.setItemQuantity(vendorItemId, 0);
      } else {
        await this.client.setItemOnSale(vendorItemId, status === 'onSale');
      }
    }
  }

  async readListing(
    ref: Port.ListingRef,
    options: Port.ReadListingOptions = {},
  ): Promise<Port.ListingSnapshot | null> {
    const stored = await this.stored(ref.productId);
    if (!stored) {
      return null;
    }
    if (options.live === false) {
      return fromCoupangProduct(stored, new Map());
    }
    const ids = stored.items.flatMap((item) => (item.vendorItemId ? [item.vendorItemId] : []));
    const answers = await Promise.all(ids.map((id) => this.client.inventory(id)));
    return fromCoupangProduct(stored, new Map(ids.map((id, index) => [id, answers[index]!])));
  }
}

/** A Coupang account's adapter; settings are validated here, so a bad form never reaches Coupang. */
export function createCoupangAdapter(settings: unknown, context: Port.MarketContext): Port.MarketAdapter {
  const parsed = parseSettings('Coupang', CoupangSettings, settings, '쿠팡 연결 설정이 올바르지 않습니다.');
  return new CoupangAdapter(parsed, context);
}
