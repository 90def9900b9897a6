import { sanitizeDetailHtml } from '@sellerdesk/html';
import {
  composeDetailHtml,
  displayText,
  krwPriceOf,
  OPTION_NAME_SEPARATOR,
  processProductName,
  productSalePrice,
  type DeliveryType,
  type Market,
  type ProductDetail,
} from '@sellerdesk/domain';
import { listingBrand } from './brand';
import type { ListingTemplate } from './template';
import type { ListingSnapshot } from './port';

/**
 * The neutral listing: one product as it goes to one market, with the seller's template applied. Pure
 * data in Sellerdesk's words; each adapter's mapper turns it into the market's body.
 */
export type ListingCombination = {
  /** The product's combination id: the pipeline ties the market's option id to it. */
  key: string;
  /** One value per option group, in group order. */
  values: string[];
  /** Full price of the combination in won. */
  salePrice: number;
  originalPrice: number;
  stock: number;
  image: string | null;
};

export type ListingDelivery = {
  type: DeliveryType;
  /** Charge the fee per ordered unit. */
  repeat: boolean;
  fee: number;
  returnFee: number;
  exchangeFee: number;
  freeOver: number;
  courierId: string;
  shippingAddressId: string;
  returnAddressId: string;
  dispatchDays: number;
};

export type ListingDraft = {
  market: Market;
  /**
   * The seller management code: one per product, sent with every listing of it. Finding an earlier
   * listing by it is what makes a retried upload update instead of duplicate.
   */
  sellerCode: string;
  categoryId: string | null;
  title: string;
  /** Without options the product's price; with options the cheapest combination (the base price). */
  salePrice: number;
  originalPrice: number;
  /** Without options the product's stock; with options the sum over combinations. */
  stock: number;
  optionGroupNames: string[];
  /** Empty when the product sells without options. */
  combinations: ListingCombination[];
  /** Absolute image addresses, representative first. */
  images: string[];
  detailHtml: string;
  tags: string[];
  brand: string;
  manufacturer: string;
  /** Country of origin as the seller writes it ('중국'). */
  origin: string;
  modelName: string;
  afterService: { phone: string; content: string };
  delivery: ListingDelivery;
  notice: { groupId: string; values: Record<string, string> };
};

export type DraftOptions = {
  market: Market;
  /** The market's category; SmartStore defaults to the product's own category. */
  categoryId?: string | null;
  /**
   * Where the server serves stored images ('https://app.example.com'): images kept in the image store
   * have paths (IMAGE_STORE_PATH and a key) and markets need absolute addresses.
   */
  publicBaseUrl?: string;
};

/** One seller management code per product: site and code never change, so every retry finds it. */
export function sellerCodeOf(product: Pick<ProductDetail, 'site' | 'code'>): string {
  return `SD-${product.site}-${product.code}`;
}

function absolute(url: string, publicBaseUrl: string | undefined): string {
  if (!url.startsWith('/') || url.startsWith('//') || !publicBaseUrl) {
    return url;
  }
  return publicBaseUrl.replace(/\/+$/, '') + url;
}

/**
 * The detail page as it is uploaded: the template's top and bottom HTML around the product's own, with
 * image paths of our image store made absolute. Every market's detail HTML passes through here.
 */
export function composeListingDetailHtml(
  detailPageHtml: string,
  template: Pick<ListingTemplate, 'topHtml' | 'bottomHtml'>,
  publicBaseUrl?: string,
): string {
  const html = composeDetailHtml(detailPageHtml, {
    usableTop: template.topHtml.trim() !== '',
    top: template.topHtml,
    usableBottom: template.bottomHtml.trim() !== '',
    bottom: template.bottomHtml,
  });
  if (html.trim() === '') {
    // Nothing to clean (the pre-upload check builds its drafts without the page): no sanitizer set up.
    return '';
  }
  // Every HTML that leaves for a market goes through the one detail-page policy; relative addresses of
  // our own images become absolute so the market can fetch them.
  return sanitizeDetailHtml(html, publicBaseUrl ? { baseUrl: publicBaseUrl } : {});
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function combinationsOf(
  product: Pick<ProductDetail, 'option'>,
  publicBaseUrl: string | undefined,
): ListingCombination[] {
  const result: ListingCombination[] = [];
  for (const option of product.option.detailOptions) {
    if (!option.checked) {
      continue;
    }
    const won = krwPriceOf(option.price);
    result.push({
      key: option.id,
      values: option.optionName.split(OPTION_NAME_SEPARATOR).map((value) => value.trim()),
      salePrice: won?.salePrice ?? 0,
      originalPrice: Math.max(won?.originalPrice ?? 0, won?.salePrice ?? 0),
      stock: option.isSoldOut ? 0 : option.quantity,
      image: option.image ? absolute(option.image, publicBaseUrl) : null,
    });
  }
  return result;
}

/**
 * What a listing of the product should sell at now, as the market port's price/stock change: without
 * options the price and stock, with options every listed (checked) combination's full price and stock
 * (0 when sold out), named by its values exactly as `buildListingDraft` named them at upload.
 */
export function listingOffer(product: Pick<ProductDetail, 'option' | 'price' | 'quantity'>): {
  salePrice?: number;
  stock?: number;
  combinations?: { values: string[]; salePrice: number; stock: number }[];
} {
  const combinations = combinationsOf(product, undefined);
  if (combinations.length > 0) {
    return {
      combinations: combinations.map(({ values, salePrice, stock }) => ({ values, salePrice, stock })),
    };
  }
  return { salePrice: krwPriceOf(product.price)?.salePrice ?? 0, stock: product.quantity };
}

/**
 * The draft carrying what the market sells at now (its price and stock, combinations matched on their
 * values): re-pushing a listing to change its name or images never reverts a price or stock set there.
 */
export function withMarketOffer(draft: ListingDraft, snapshot: ListingSnapshot | null): ListingDraft {
  if (!snapshot) {
    return draft;
  }
  const held = new Map(snapshot.combinations.map((c) => [c.values.join('\u0000'), c]));
  return {
    ...draft,
    salePrice: snapshot.salePrice,
    stock: snapshot.stock,
    combinations: draft.combinations.map((combination) => {
      const market = held.get(combination.values.join('\u0000'));
      return market ? { ...combination, salePrice: market.salePrice, stock: market.stock } : combination;
    }),
  };
}

function groupNamesOf(product: ProductDetail): string[] {
  const first = product.option.detailOptions.find((option) => option.checked);
  if (first && first.groupName.trim() !== '') {
    return first.groupName.split(OPTION_NAME_SEPARATOR).map((name) => name.trim());
  }
  return product.option.optionGroups
    .filter((group) => group.groups.length > 0)
    .map((group) => displayText(group.groupName));
}

/**
 * `ProductDetail` + the seller's template → the neutral listing for one market. Pure: the title is the
 * Korean title after the name rules (repeats dropped, spaces collapsed; the market's length limit is the
 * pre-upload check's to report, not cut here), prices are the product's won prices, the brand is
 * `listingBrand`'s, and the template supplies manufacturer and origin where the product has none.
 */
export function buildListingDraft(
  product: ProductDetail,
  template: ListingTemplate,
  options: DraftOptions,
): ListingDraft {
  const { publicBaseUrl } = options;
  const combinations = combinationsOf(product, publicBaseUrl);
  const hasOptions = combinations.length > 0;
  const own = krwPriceOf(product.price);
  // The one price model: the cheapest listed combination is the base price, else the product's own.
  const salePrice = productSalePrice(product) ?? 0;
  const originalPrice = hasOptions
    ? Math.min(...combinations.map((combination) => combination.originalPrice))
    : Math.max(own?.originalPrice ?? 0, salePrice);
  const stock = hasOptions
    ? combinations.reduce((sum, combination) => sum + combination.stock, 0)
    : product.quantity;
  const categoryId =
    options.categoryId !== undefined
      ? options.categoryId
      : options.market === 'SmartStore'
        ? (product.category?.id ?? null)
        : null;
  return {
    market: options.market,
    sellerCode: sellerCodeOf(product),
    categoryId,
    title: processProductName(displayText(product.title), { limit: Number.MAX_SAFE_INTEGER }),
    salePrice,
    originalPrice,
    stock,
    optionGroupNames: hasOptions ? groupNamesOf(product) : [],
    combinations,
    images: unique(product.image.map((url) => absolute(url, publicBaseUrl))),
    detailHtml: composeListingDetailHtml(product.detailPageHtml, template, publicBaseUrl),
    tags: unique(product.tags.map((tag) => tag.trim()).filter((tag) => tag !== '')),
    brand: listingBrand(product, template.brandName),
    manufacturer: product.manufacturer || template.manufacturer,
    origin: product.origin || template.originArea,
    modelName: '',
    afterService: { phone: template.afterService.phone, content: template.afterService.content },
    delivery: {
      type: template.delivery.type,
      repeat: template.delivery.repeat,
      fee: template.delivery.basicPrice,
      returnFee: template.delivery.returnPrice,
      exchangeFee: template.delivery.exchangePrice,
      freeOver: template.freeDeliveryOver,
      courierId: template.courierId,
      shippingAddressId: template.sendExchange,
      returnAddressId: template.recvExchange,
      dispatchDays: template.dispatchDays,
    },
    notice: { groupId: template.noticeGroupId, values: { ...template.noticeValues } },
  };
}
