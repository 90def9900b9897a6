import * as z from 'zod';
import type { ListingDraft } from '../listing';
import { chooseNoticeGroup, fillNotice } from '../notices';
import type { CategoryRequirements, ListingSnapshot, ListingStatus } from '../port';
import { usableTags } from '../validate';
import { SMARTSTORE_LIMITS } from './limits';

/**
 * Pure mapping between the neutral listing and Naver's `POST /v2/products` body (markets.md §1.3), and
 * back from the stored product to a snapshot. Nothing here does I/O: images arrive already uploaded.
 */

export type SmartStoreMapInput = {
  draft: ListingDraft;
  requirements: CategoryRequirements;
  /** Image URLs from Naver's upload API, representative first, in the draft's order. */
  imageUrls: string[];
  /** Naver's origin area code for the draft's origin. */
  originAreaCode: string;
};

type FeeType = 'FREE' | 'PAID' | 'CONDITIONAL_FREE' | 'UNIT_QUANTITY_PAID';

/** 'FASHION_ITEMS' → 'fashionItems': the notice's sub-object is named after its type. */
export function noticeObjectKey(type: string): string {
  return type.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Codes of imported origins start with 02 (수입산) and need the importer. */
export function isImportedOrigin(code: string): boolean {
  return code.startsWith('02');
}

function deliveryFee(draft: ListingDraft): Record<string, unknown> {
  const { delivery } = draft;
  const type: FeeType =
    delivery.type === 'free'
      ? 'FREE'
      : delivery.type === 'conditional'
        ? 'CONDITIONAL_FREE'
        : delivery.repeat
          ? 'UNIT_QUANTITY_PAID'
          : 'PAID';
  return {
    deliveryFeeType: type,
    baseFee: type === 'FREE' ? 0 : delivery.fee,
    ...(type === 'CONDITIONAL_FREE' ? { freeConditionalAmount: delivery.freeOver } : {}),
    ...(type === 'UNIT_QUANTITY_PAID' ? { repeatQuantity: 1 } : {}),
    deliveryFeePayType: 'PREPAID',
  };
}

function optionInfo(draft: ListingDraft): Record<string, unknown> | undefined {
  if (draft.combinations.length === 0) {
    return undefined;
  }
  const groupNames: Record<string, string> = {};
  draft.optionGroupNames.forEach((name, index) => {
    groupNames[`optionGroupName${index + 1}`] = name;
  });
  return {
    optionCombinationGroupNames: groupNames,
    optionCombinations: draft.combinations.map((combination) => {
      const names: Record<string, string> = {};
      combination.values.forEach((value, index) => {
        names[`optionName${index + 1}`] = value;
      });
      return {
        ...names,
        stockQuantity: combination.stock,
        // Naver's option price is the extra over the product's sale price.
        price: combination.salePrice - draft.salePrice,
        usable: true,
      };
    }),
    useStockManagement: true,
  };
}

function providedNotice(draft: ListingDraft, requirements: CategoryRequirements): Record<string, unknown> {
  const group = chooseNoticeGroup(requirements, draft);
  if (!group) {
    return {};
  }
  const values: Record<string, string> = {};
  for (const [field, value] of fillNotice(group, draft).values) {
    values[field.key] = value;
  }
  return { productInfoProvidedNoticeType: group.id, [noticeObjectKey(group.id)]: values };
}

/** The create (and full update) body. */
export function toSmartStoreProduct(input: SmartStoreMapInput): Record<string, unknown> {
  const { draft, requirements, imageUrls, originAreaCode } = input;
  const [representative, ...optional] = imageUrls;
  const tags = usableTags(draft.tags, SMARTSTORE_LIMITS);
  const options = optionInfo(draft);
  return {
    originProduct: {
      statusType: 'SALE',
      saleType: 'NEW',
      leafCategoryId: draft.categoryId,
      name: draft.title,
      detailContent: draft.detailHtml,
      images: {
        representativeImage: { url: representative },
        optionalImages: optional.map((url) => ({ url })),
      },
      salePrice: draft.salePrice,
      stockQuantity: draft.stock,
      deliveryInfo: {
        deliveryType: 'DELIVERY',
        deliveryAttributeType: 'NORMAL',
        deliveryCompany: draft.delivery.courierId,
        deliveryFee: deliveryFee(draft),
        claimDeliveryInfo: {
          returnDeliveryFee: draft.delivery.returnFee,
          exchangeDeliveryFee: draft.delivery.exchangeFee,
          shippingAddressId: Number(draft.delivery.shippingAddressId),
          returnAddressId: Number(draft.delivery.returnAddressId),
        },
      },
      detailAttribute: {
        afterServiceInfo: {
          afterServiceTelephoneNumber: draft.afterService.phone,
          afterServiceGuideContent: draft.afterService.content,
        },
        originAreaInfo: {
          originAreaCode,
          ...(isImportedOrigin(originAreaCode)
            ? { importer: draft.manufacturer || draft.brand || '해외구매대행' }
            : {}),
        },
        sellerCodeInfo: { sellerManagementCode: draft.sellerCode },
        minorPurchasable: true,
        taxType: 'TAX',
        productInfoProvidedNotice: providedNotice(draft, requirements),
        // 구매대행: KC certification is exempted as an overseas purchase.
        certificationTargetExcludeContent: {
          kcExemptionType: 'OVERSEAS',
          kcCertifiedProductExclusionYn: 'KC_EXEMPTION_OBJECT',
        },
        naverShoppingSearchInfo: {
          ...(draft.brand ? { brandName: draft.brand } : {}),
          ...(draft.manufacturer ? { manufacturerName: draft.manufacturer } : {}),
        },
        ...(options ? { optionInfo: options } : {}),
        ...(tags.length > 0 ? { seoInfo: { sellerTags: tags.map((text) => ({ text })) } } : {}),
      },
    },
    smartstoreChannelProduct: {
      naverShoppingRegistration: true,
      channelProductDisplayStatusType: 'ON',
    },
  };
}

const Id = z.union([z.string(), z.number()]).transform(String);

const StoredProduct = z.object({
  originProduct: z.object({
    statusType: z.string(),
    leafCategoryId: Id,
    name: z.string(),
    detailContent: z.string().default(''),
    salePrice: z.number(),
    stockQuantity: z.number(),
    images: z.object({
      representativeImage: z.object({ url: z.string() }),
      optionalImages: z.array(z.object({ url: z.string() })).default([]),
    }),
    detailAttribute: z.object({
      sellerCodeInfo: z
        .object({ sellerManagementCode: z.string().default('') })
        .default({ sellerManagementCode: '' }),
      optionInfo: z
        .object({
          optionCombinationGroupNames: z.record(z.string(), z.string()).default({}),
          optionCombinations: z
            .array(
              z
                .object({
                  id: Id.optional(),
                  stockQuantity: z.number().default(0),
                  price: z.number().default(0),
                  usable: z.boolean().default(true),
                })
                .catchall(z.unknown()),
            )
            .default([]),
        })
        .optional(),
      seoInfo: z.object({ sellerTags: z.array(z.object({ text: z.string() })).default([]) }).optional(),
    }),
  }),
  smartstoreChannelProduct: z
    .object({
      channelProductNo: Id.optional(),
      channelProductDisplayStatusType: z.string().default('ON'),
    })
    .default({ channelProductDisplayStatusType: 'ON' }),
});

const STATUS: Readonly<Record<string, ListingStatus>> = {
  SALE: 'onSale',
  OUTOFSTOCK: 'soldOut',
  SUSPENSION: 'suspended',
  CLOSE: 'suspended',
  PROHIBITION: 'rejected',
  WAIT: 'pendingApproval',
  DELETE: 'deleted',
};

function numbered(record: Record<string, unknown>, prefix: string): string[] {
  const values: string[] = [];
  for (let index = 1; index <= 3; index += 1) {
    const value = record[`${prefix}${index}`];
    if (typeof value === 'string' && value !== '') {
      values.push(value);
    }
  }
  return values;
}

/** The shopper-facing page of a channel product. */
export function smartStoreProductUrl(channelProductNo: string | null | undefined): string | null {
  return channelProductNo ? `https://smartstore.naver.com/main/products/${channelProductNo}` : null;
}

/** A stored product (`GET /v2/products/origin-products/{no}`) as a snapshot; null when unreadable. */
export function fromSmartStoreProduct(originProductNo: string, stored: unknown): ListingSnapshot | null {
  const parsed = StoredProduct.safeParse(stored);
  if (!parsed.success) {
    return null;
  }
  const { originProduct, smartstoreChannelProduct } = parsed.data;
  const options = originProduct.detailAttribute.optionInfo;
  const channelProductNo = smartstoreChannelProduct.channelProductNo ?? null;
  let status = STATUS[originProduct.statusType] ?? 'suspended';
  if (status === 'onSale' && smartstoreChannelProduct.channelProductDisplayStatusType === 'SUSPENSION') {
    status = 'suspended';
  }
  return {
    ref: { productId: originProductNo, channelProductId: channelProductNo },
    status,
    sellerCode: originProduct.detailAttribute.sellerCodeInfo.sellerManagementCode,
    categoryId: originProduct.leafCategoryId,
    title: originProduct.name,
    salePrice: originProduct.salePrice,
    stock: originProduct.stockQuantity,
    optionGroupNames: options ? numbered(options.optionCombinationGroupNames, 'optionGroupName') : [],
    combinations: (options?.optionCombinations ?? []).map((combination) => ({
      values: numbered(combination, 'optionName'),
      salePrice: originProduct.salePrice + combination.price,
      stock: combination.stockQuantity,
      itemId: combination.id ?? null,
      onSale: combination.usable && combination.stockQuantity > 0,
    })),
    images: [
      originProduct.images.representativeImage.url,
      ...originProduct.images.optionalImages.map((image) => image.url),
    ],
    detailHtml: originProduct.detailContent,
    tags: originProduct.detailAttribute.seoInfo?.sellerTags.map((tag) => tag.text) ?? [],
    url: smartStoreProductUrl(channelProductNo),
  };
}
