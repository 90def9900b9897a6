import { categoriesFromRows } from '../adapter-kit';
import type { ListingDraft } from '../listing';
import { chooseNoticeGroup, fillNotice } from '../notices';
import type { CategoryRequirements, ListingSnapshot, ListingStatus, MarketCategory } from '../port';
import { usableImages } from '../validate';
import type { Json } from './client';
import { WEMAKEPRICE_LIMITS } from './limits';

/**
 * Pure mapping between the neutral listing and the W Partner `setProduct` body. markets.md §6 lists the
 * endpoints but not the body, so the body uses the API's own words where they are known (`productNo`,
 * `sellerProdCode`, ship policies, notices, brand/maker numbers) and groups the rest as W Partner's
 * product screens do: basic, sale, option, image, detail, ship, notice.
 */

export type WeMakePriceMapInput = {
  draft: ListingDraft;
  requirements: CategoryRequirements;
  /** The seller's ship policy (배송정책) the listing ships under. */
  shipPolicyNo: string;
  brandNo: string | null;
  makerNo: string | null;
  /** Set for an update: setProduct with a productNo replaces that product. */
  productNo?: string;
};

export function toWeMakePriceProduct(input: WeMakePriceMapInput): Json {
  const { draft, requirements } = input;
  const images = usableImages(draft.images, WEMAKEPRICE_LIMITS);
  const group = chooseNoticeGroup(requirements, draft);
  const notice = group ? fillNotice(group, draft) : null;
  const hasOptions = draft.combinations.length > 0;
  return {
    ...(input.productNo ? { productNo: Number(input.productNo) } : {}),
    basic: {
      productName: draft.title,
      cateNo: Number(draft.categoryId),
      sellerProdCode: draft.sellerCode,
      ...(input.brandNo ? { brandNo: Number(input.brandNo) } : {}),
      ...(input.makerNo ? { makerNo: Number(input.makerNo) } : {}),
      modelName: draft.modelName,
      originName: draft.origin,
      // 구매대행: goods bought abroad for the shopper.
      overseasPurchaseYn: 'Y',
      taxYn: 'Y',
      adultYn: 'N',
    },
    sale: { salePrice: draft.salePrice, originPrice: draft.originalPrice, stockCount: draft.stock },
    option: hasOptions
      ? {
          optionType: 'COMBINATION',
          optionNames: draft.optionGroupNames,
          options: draft.combinations.map((combination) => ({
            optionValues: combination.values,
            addPrice: combination.salePrice - draft.salePrice,
            stockCount: combination.stock,
            sellerOptionCode: combination.key,
            useYn: 'Y',
          })),
        }
      : { optionType: 'NONE' },
    image: { mainImgUrl: images[0] ?? '', addImgUrls: images.slice(1) },
    detail: { descHtml: draft.detailHtml },
    ship: { shipPolicyNo: Number(input.shipPolicyNo) },
    notice: {
      noticeGroupCode: group?.id ?? '',
      items: [...(notice?.values ?? new Map<never, string>())].map(([field, value]) => ({
        noticeItemCode: field.key,
        content: value,
      })),
    },
  };
}

type StoredOption = {
  optionNo?: unknown;
  optionValues?: unknown;
  addPrice?: unknown;
  stockCount?: unknown;
  useYn?: unknown;
};

const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** The combinations of a stored product with their option numbers. */
export function storedOptions(stored: Json): StoredOption[] {
  const options = record(stored.option).options;
  return Array.isArray(options) ? (options as StoredOption[]) : [];
}

const STATUS: Record<string, ListingStatus> = { SALE: 'onSale', STOP: 'suspended', SOLDOUT: 'soldOut' };

/** A product as `getProduct` answers it, as a snapshot. */
export function fromWeMakePriceProduct(stored: Json): ListingSnapshot {
  const basic = record(stored.basic);
  const sale = record(stored.sale);
  const image = record(stored.image);
  const price = Number(sale.salePrice ?? 0);
  const combinations = storedOptions(stored).map((option) => ({
    values: Array.isArray(option.optionValues) ? option.optionValues.map(String) : [],
    salePrice: price + Number(option.addPrice ?? 0),
    stock: Number(option.stockCount ?? 0),
    itemId: option.optionNo === undefined ? null : String(option.optionNo),
    onSale: option.useYn !== 'N' && Number(option.stockCount ?? 0) > 0,
  }));
  const stock =
    combinations.length > 0
      ? combinations.reduce((sum, combination) => sum + combination.stock, 0)
      : Number(sale.stockCount ?? 0);
  const productNo = String(stored.productNo ?? '');
  const saleStatus = STATUS[String(stored.saleStatus ?? '')] ?? 'onSale';
  const names = record(stored.option).optionNames;
  return {
    ref: { productId: productNo, channelProductId: null },
    status: saleStatus === 'onSale' && stock <= 0 ? 'soldOut' : saleStatus,
    sellerCode: String(basic.sellerProdCode ?? ''),
    categoryId: String(basic.cateNo ?? ''),
    title: String(basic.productName ?? ''),
    salePrice: price,
    stock,
    optionGroupNames: Array.isArray(names) ? names.map(String) : [],
    combinations,
    images: [
      String(image.mainImgUrl ?? ''),
      ...(Array.isArray(image.addImgUrls) ? image.addImgUrls.map(String) : []),
    ].filter((url) => url !== ''),
    detailHtml: String(record(stored.detail).descHtml ?? ''),
    tags: [],
    url: productNo ? weMakePriceProductUrl(productNo) : null,
  };
}

export function weMakePriceProductUrl(productNo: string): string {
  return `https://front.wemakeprice.com/product/${productNo}`;
}

/** W Partner's flat category list (`getCategory`) as categories with their paths. */
export function toCategories(rows: readonly Json[]): MarketCategory[] {
  return categoriesFromRows(
    rows.map((row) => ({
      id: String(row.cateNo),
      parentId: String(row.parentCateNo),
      name: String(row.cateName ?? ''),
      isLeaf: row.leafYn === 'Y',
    })),
  );
}
