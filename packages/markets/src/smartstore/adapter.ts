import {
  BaseMarketAdapter,
  type KnownRef,
  parseSettings,
  PromiseMemo,
  repricedCombinations,
} from '../adapter-kit';
import { accountLimiter } from '../context';
import { SHARED_COURIER_CODES } from '../couriers';
import { MarketError } from '../errors';
import { downloadImage } from '../http/images';
import type { ListingDraft } from '../listing';
import type * as Port from '../port';
import { usableImages } from '../validate';
import { SmartStoreClient, type NaverCategory, type NaverNoticeType } from './client';
import { SMARTSTORE_LIMITS } from './limits';
import { fromSmartStoreProduct, smartStoreProductUrl, toSmartStoreProduct } from './mapper';
import { SmartStoreSettings } from './settings';

/** Which product fact fills which notice field when the template says nothing. */
const NOTICE_FACTS: Readonly<Record<string, Port.NoticeFact>> = {
  itemName: 'itemName',
  modelName: 'modelName',
  manufacturer: 'manufacturer',
  brand: 'brand',
  afterServiceDirector: 'afterServicePhone',
  customerServicePhoneNumber: 'afterServicePhone',
};

/** Origin used when the seller gave none: "상세설명에 표시". */
const ORIGIN_IN_DETAIL = '04';
/** Uploaded image URLs by account and source URL, so updates do not upload the same image again. */
const uploadedImages = new Map<string, string>();
const UPLOADED_IMAGES_MAX = 50_000;

function toCategory(category: NaverCategory, idsByPath: ReadonlyMap<string, string>): Port.MarketCategory {
  const path = category.wholeCategoryName.split('>');
  return {
    id: category.id,
    name: category.name,
    path,
    parentId: path.length > 1 ? (idsByPath.get(path.slice(0, -1).join('>')) ?? null) : null,
    isLeaf: category.last,
  };
}

function toNoticeGroup(type: NaverNoticeType) {
  return {
    id: type.productInfoProvidedNoticeType,
    name: type.productInfoProvidedNoticeTypeName,
    fields: type.fields.map((field) => ({
      key: field.fieldName,
      label: field.fieldLabel,
      required: field.required,
      fact: NOTICE_FACTS[field.fieldName] ?? null,
    })),
  };
}

class SmartStoreAdapter extends BaseMarketAdapter implements Port.MarketAdapter {
  readonly market = 'SmartStore' as const;
  private readonly client: SmartStoreClient;
  private readonly accountKey: string;
  private readonly requirements = new PromiseMemo<Port.CategoryRequirements>();
  private origins: Promise<{ code: string; name: string }[]> | null = null;

  constructor(settings: SmartStoreSettings, context: Port.MarketContext) {
    super(SMARTSTORE_LIMITS, context);
    this.accountKey = `${context.baseUrl}|${settings.clientId}|${settings.sellerAccountId}`;
    const limiter = accountLimiter('SmartStore', context, settings.clientId, SMARTSTORE_LIMITS.rateLimit);
    this.client = new SmartStoreClient(settings, this.context, limiter);
  }

  async checkLogin() {
    const account = await this.client.account();
    return { accountLabel: account.accountId };
  }

  async allCategories(): Promise<Port.MarketCategory[]> {
    const categories = await this.client.categories();
    const idsByPath = new Map(categories.map((category) => [category.wholeCategoryName, category.id]));
    return categories.map((category) => toCategory(category, idsByPath));
  }

  async childCategories(parentId: string | null): Promise<Port.MarketCategory[]> {
    if (parentId === null) {
      return (await this.allCategories()).filter((category) => category.parentId === null);
    }
    const children = await this.client.subCategories(parentId);
    return children.map((category) => ({ ...toCategory(category, new Map()), parentId }));
  }

  categoryRequirements(categoryId: string): Promise<Port.CategoryRequirements> {
    return this.requirements.get(categoryId, () => this.loadRequirements(categoryId));
  }

  private async loadRequirements(categoryId: string): Promise<Port.CategoryRequirements> {
    const category = await this.client.category(categoryId);
    const path = category.wholeCategoryName.split('>');
    const notices = category.last ? await this.client.noticeTypes(categoryId) : [];
    return {
      category: { id: category.id, name: category.name, path, parentId: null, isLeaf: category.last },
      notices: notices.map(toNoticeGroup),
      // Naver's attributes are optional search aids; option names are the seller's own.
      attributes: [],
      optionNamesRestricted: false,
    };
  }

  async addresses(): Promise<Port.MarketAddress[]> {
    const books = await this.client.addressBooks();
    return books.flatMap((book): Port.MarketAddress[] => {
      const kind =
        book.addressType === 'RELEASE'
          ? 'shipping'
          : book.addressType === 'REFUND_OR_EXCHANGE'
            ? 'return'
            : null;
      if (!kind) {
        return [];
      }
      return [
        {
          id: book.addressBookNo,
          kind,
          name: book.name,
          address: `${book.baseAddress} ${book.detailAddress}`.trim(),
          postalCode: book.postalCode,
          phone: book.phoneNumber1,
        },
      ];
    });
  }

  couriers(): Promise<Port.MarketCourier[]> {
    return Promise.resolve([...SHARED_COURIER_CODES]);
  }

  private async originCode(origin: string): Promise<string> {
    const wanted = origin.replace(/\s+/g, '');
    if (wanted === '') {
      return ORIGIN_IN_DETAIL;
    }
    this.origins ??= this.client.originAreas();
    let areas: { code: string; name: string }[];
    try {
      areas = await this.origins;
    } catch (error) {
      this.origins = null;
      throw error;
    }
    const exact = areas.find((area) => area.name.replace(/\s+/g, '') === wanted);
    const partial = areas.find((area) => area.name.replace(/\s+/g, '').endsWith(wanted));
    return (exact ?? partial)?.code ?? ORIGIN_IN_DETAIL;
  }

  /** Naver URLs for the draft's images: cached ones reused, the rest downloaded and uploaded in one call. */
  private async uploadImages(images: readonly string[]): Promise<string[]> {
    const missing = images.filter((url) => !uploadedImages.has(`${this.accountKey}|${url}`));
    if (missing.length > 0) {
      const files = await Promise.all(
        missing.map((url) =>
          downloadImage('SmartStore', this.context.fetcher, url, this.limits.images, images.indexOf(url)),
        ),
      );
      const urls = await this.client.uploadImages(files);
      if (uploadedImages.size + urls.length > UPLOADED_IMAGES_MAX) {
        uploadedImages.clear();
      }
      missing.forEach((url, index) => uploadedImages.set(`${this.accountKey}|${url}`, urls[index] ?? ''));
    }
    return images.map((url) => uploadedImages.get(`${this.accountKey}|${url}`) ?? '');
  }

  private async existingListing(draft: ListingDraft, known: KnownRef) {
    if (known) {
      const stored = await this.client.readProduct(known.productId);
      if (stored) {
        return { productId: known.productId, stored };
      }
    }
    const [found] = await this.client.searchBySellerCode(draft.sellerCode);
    if (!found) {
      return null;
    }
    const stored = await this.client.readProduct(found.originProductNo);
    return stored ? { productId: found.originProductNo, stored } : null;
  }

  protected async pushOnce(draft: ListingDraft, known: KnownRef): Promise<Port.PushResult> {
    const requirements = await this.requirementsForDraft(draft);
    const imageUrls = await this.uploadImages(usableImages(draft.images, this.limits));
    const originAreaCode = await this.originCode(draft.origin);
    const body = toSmartStoreProduct({ draft, requirements, imageUrls, originAreaCode });
    const existing = await this.existingListing(draft, known);
    if (!existing) {
      const created = await this.client.createProduct(body);
      const ref = {
        productId: created.originProductNo,
        channelProductId: created.smartstoreChannelProductNo,
      };
      return { ref, created: true, status: 'onSale', url: smartStoreProductUrl(ref.channelProductId) };
    }
    const previous = fromSmartStoreProduct(existing.productId, existing.stored);
    const keepStatus = previous && previous.status === 'suspended' ? 'SUSPENSION' : 'SALE';
    const originProduct = (body.originProduct ?? {}) as Record<string, unknown>;
    await this.client.updateProduct(existing.productId, {
      ...body,
      originProduct: { ...originProduct, statusType: draft.stock > 0 ? keepStatus : 'OUTOFSTOCK' },
    });
    const ref = { productId: existing.productId, channelProductId: previous?.ref.channelProductId ?? null };
    return {
      ref,
      created: false,
      status: keepStatus === 'SUSPENSION' ? 'suspended' : draft.stock > 0 ? 'onSale' : 'soldOut',
      url: smartStoreProductUrl(ref.channelProductId),
    };
  }

  private async storedOrThrow(ref: Port.ListingRef): Promise<Record<string, unknown>> {
    const stored = await this.client.readProduct(ref.productId);
    if (!stored || typeof stored !== 'object') {
      throw new MarketError({
        market: this.market,
        code: 'NOT_FOUND',
        detail: `origin product ${ref.productId}`,
      });
    }
    return stored as Record<string, unknown>;
  }

  async updatePriceStock(ref: Port.ListingRef, change: Port.PriceStockChange): Promise<void> {
    const stored = await this.storedOrThrow(ref);
    const snapshot = fromSmartStoreProduct(ref.productId, stored);
    if (!snapshot) {
      throw new MarketError({ market: this.market, code: 'INVALID_RESPONSE', detail: 'unreadable product' });
    }
    const origin = structuredClone(stored.originProduct) as Record<string, unknown>;
    if (snapshot.combinations.length === 0) {
      origin.salePrice = change.salePrice ?? snapshot.salePrice;
      origin.stockQuantity = change.stock ?? snapshot.stock;
    } else {
      const totals = repricedCombinations(snapshot, change);
      const base = Math.min(...totals.map((total) => total.salePrice));
      const detail = origin.detailAttribute as {
        optionInfo: { optionCombinations: Record<string, unknown>[] };
      };
      detail.optionInfo.optionCombinations.forEach((combination, index) => {
        const total = totals[index];
        if (total) {
          combination.price = total.salePrice - base;
          combination.stockQuantity = total.stock;
        }
      });
      origin.salePrice = base;
      origin.stockQuantity = totals.reduce((sum, total) => sum + total.stock, 0);
    }
    await this.client.updateProduct(ref.productId, { ...stored, originProduct: origin });
  }

  async setSaleStatus(ref: Port.ListingRef, status: Port.SettableSaleStatus): Promise<void> {
    if (status === 'suspended') {
      return this.client.changeStatus(ref.productId, 'SUSPENSION');
    }
    if (status === 'soldOut') {
      return this.client.changeStatus(ref.productId, 'OUTOFSTOCK');
    }
    const snapshot = fromSmartStoreProduct(ref.productId, await this.storedOrThrow(ref));
    if (snapshot?.status === 'soldOut' || (snapshot && snapshot.stock <= 0)) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_REQUEST',
        message: '재고가 0이라 판매를 재개할 수 없습니다. 먼저 재고를 입력해주세요.',
      });
    }
    return this.client.changeStatus(ref.productId, 'SALE');
  }

  async readListing(ref: Port.ListingRef): Promise<Port.ListingSnapshot | null> {
    const stored = await this.client.readProduct(ref.productId);
    if (!stored) {
      return null;
    }
    const snapshot = fromSmartStoreProduct(ref.productId, stored);
    if (!snapshot) {
      throw new MarketError({ market: this.market, code: 'INVALID_RESPONSE', detail: 'unreadable product' });
    }
    return snapshot;
  }
}

/** A SmartStore account's adapter; settings are validated here, so a bad form never reaches Naver. */
export function createSmartStoreAdapter(settings: unknown, context: Port.MarketContext): Port.MarketAdapter {
  const parsed = parseSettings(
    'SmartStore',
    SmartStoreSettings,
    settings,
    '스마트스토어 연결 설정이 올바르지 않습니다.',
  );
  return new SmartStoreAdapter(parsed, context);
}
