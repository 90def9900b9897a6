import * as z from 'zod';
import type { ListingDraft } from '../listing';
import { chooseNoticeGroup, fillNotice } from '../notices';
import { defaultPurchaseOptionValue, matchOptionAxes } from '../option-axes';
import type { CategoryRequirements, ListingSnapshot, ListingStatus } from '../port';
import { usableImages, usableTags } from '../validate';
import { COUPANG_LIMITS } from './limits';

/**
 * Pure mapping between the neutral listing and Coupang's `seller-products` body (markets.md §2.3): one
 * item per option combination, each carrying its price, stock, images, notices, attributes and the
 * detail page; and from a stored product back to a snapshot.
 */

export type ReturnCenter = {
  code: string;
  name: string;
  phone: string;
  zipCode: string;
  address: string;
  addressDetail: string;
};

export type CoupangMapInput = {
  draft: ListingDraft;
  requirements: CategoryRequirements;
  vendorId: string;
  wingUserId: string;
  returnCenter: ReturnCenter;
  /** Now, for the sale start. */
  now: number;
};

/** `yyyy-MM-dd'T'HH:mm:ss` in Korean time, the format of Coupang's sale period. */
export function coupangDateTime(epochMs: number): string {
  return new Date(epochMs + 9 * 3_600_000).toISOString().slice(0, 19);
}

const SALE_ENDS = '2099-01-01T23:59:59';

function deliveryCharge(draft: ListingDraft) {
  const { delivery } = draft;
  switch (delivery.type) {
    case 'free':
      return { deliveryChargeType: 'FREE', deliveryCharge: 0, freeShipOverAmount: 0 };
    case 'conditional':
      return {
        deliveryChargeType: 'CONDITIONAL_FREE',
        deliveryCharge: delivery.fee,
        freeShipOverAmount: delivery.freeOver,
      };
    case 'pay':
      return { deliveryChargeType: 'NOT_FREE', deliveryCharge: delivery.fee, freeShipOverAmount: 0 };
  }
}

type ItemSeed = {
  key: string | null;
  values: string[];
  salePrice: number;
  originalPrice: number;
  stock: number;
  image: string | null;
};

function seeds(draft: ListingDraft): ItemSeed[] {
  if (draft.combinations.length === 0) {
    return [
      {
        key: null,
        values: [],
        salePrice: draft.salePrice,
        originalPrice: draft.originalPrice,
        stock: draft.stock,
        image: null,
      },
    ];
  }
  return draft.combinations;
}

/** Names an item: the option values, or the title for a product without options. */
export function itemNameOf(draft: Pick<ListingDraft, 'title'>, values: readonly string[]): string {
  return values.length > 0 ? values.join(' ') : draft.title;
}

/** The create body (the update body adds the ids; see `toCoupangUpdate`). */
export function toCoupangProduct(input: CoupangMapInput): Record<string, unknown> {
  const { draft, requirements, returnCenter } = input;
  const images = usableImages(draft.images, COUPANG_LIMITS);
  const tags = usableTags(draft.tags, COUPANG_LIMITS);
  const axes = matchOptionAxes(draft.optionGroupNames, requirements);
  const group = chooseNoticeGroup(requirements, draft);
  const notices = group
    ? [...fillNotice(group, draft).values].map(([field, content]) => ({
        noticeCategoryName: group.id,
        noticeCategoryDetailName: field.key,
        content,
      }))
    : [];
  const contents = [
    { contentsType: 'TEXT', contentDetails: [{ content: draft.detailHtml, detailType: 'TEXT' }] },
  ];
  const items = seeds(draft).map((seed) => {
    const representative = seed.image ?? images[0] ?? '';
    const itemImages = [representative, ...images.filter((url) => url !== representative)].slice(
      0,
      COUPANG_LIMITS.images.maxCount,
    );
    return {
      itemName: itemNameOf(draft, seed.values),
      originalPrice: Math.max(seed.originalPrice, seed.salePrice),
      salePrice: seed.salePrice,
      maximumBuyCount: seed.stock,
      maximumBuyForPerson: 0,
      maximumBuyForPersonPeriod: 1,
      outboundShippingTimeDay: draft.delivery.dispatchDays,
      unitCount: 1,
      adultOnly: 'EVERYONE',
      taxType: 'TAX',
      parallelImported: 'NOT_PARALLEL_IMPORTED',
      // 구매대행: the shopper's 개인통관고유부호 is collected at order.
      overseasPurchased: 'OVERSEAS_PURCHASED',
      pccNeeded: true,
      externalVendorSku: draft.sellerCode,
      emptyBarcode: true,
      emptyBarcodeReason: '해외구매대행 상품으로 바코드가 없습니다.',
      certifications: [{ certificationType: 'NOT_REQUIRED', certificationCode: '' }],
      searchTags: tags,
      images: itemImages.map((vendorPath, index) => ({
        imageOrder: index,
        imageType: index === 0 ? 'REPRESENTATION' : 'DETAIL',
        vendorPath,
      })),
      notices,
      attributes: [
        ...seed.values.map((value, index) => ({
          attributeTypeName: axes.byGroup[index]?.name ?? draft.optionGroupNames[index] ?? '',
          attributeValueName: value,
        })),
        ...axes.defaulted.map(({ attribute, value }) => ({
          attributeTypeName: attribute.name,
          attributeValueName: value,
        })),
      ],
      contents,
    };
  });
  return {
    displayCategoryCode: Number(draft.categoryId),
    sellerProductName: draft.title,
    vendorId: input.vendorId,
    saleStartedAt: coupangDateTime(input.now),
    saleEndedAt: SALE_ENDS,
    displayProductName: draft.title,
    brand: draft.brand,
    generalProductName: draft.title,
    manufacture: draft.manufacturer,
    deliveryMethod: 'AGENT_BUY',
    deliveryCompanyCode: draft.delivery.courierId,
    ...deliveryCharge(draft),
    deliveryChargeOnReturn: draft.delivery.returnFee,
    remoteAreaDeliverable: 'N',
    unionDeliveryType: 'NOT_UNION_DELIVERY',
    returnCenterCode: returnCenter.code,
    returnChargeName: returnCenter.name,
    companyContactNumber: returnCenter.phone || draft.afterService.phone,
    returnZipCode: returnCenter.zipCode,
    returnAddress: returnCenter.address,
    returnAddressDetail: returnCenter.addressDetail,
    returnCharge: draft.delivery.returnFee,
    outboundShippingPlaceCode: Number(draft.delivery.shippingAddressId),
    vendorUserId: input.wingUserId,
    requested: true,
    items,
  };
}

const Id = z.union([z.string(), z.number()]).transform(String);

const StoredItem = z
  .object({
    sellerProductItemId: Id.optional(),
    vendorItemId: Id.nullable().optional(),
    itemName: z.string(),
    salePrice: z.number(),
    originalPrice: z.number().optional(),
    maximumBuyCount: z.number(),
    externalVendorSku: z.string().default(''),
    attributes: z
      .array(z.object({ attributeTypeName: z.string(), attributeValueName: z.string() }))
      .default([]),
    images: z
      .array(
        z
          .object({
            imageOrder: z.number(),
            imageType: z.string().optional(),
            vendorPath: z.string().default(''),
            cdnPath: z.string().default(''),
          })
          .catchall(z.unknown()),
      )
      .default([]),
    searchTags: z.array(z.string()).default([]),
    contents: z
      .array(z.object({ contentDetails: z.array(z.object({ content: z.string() })).default([]) }))
      .default([]),
  })
  .catchall(z.unknown());
export type StoredItem = z.infer<typeof StoredItem>;

export const StoredProduct = z
  .object({
    sellerProductId: Id,
    sellerProductName: z.string(),
    displayCategoryCode: Id,
    statusName: z.string(),
    productId: Id.nullable().optional(),
    items: z.array(StoredItem),
  })
  .catchall(z.unknown());
export type StoredProduct = z.infer<typeof StoredProduct>;

const STATUS: Readonly<Record<string, ListingStatus>> = {
  임시저장: 'draft',
  심사중: 'pendingApproval',
  승인대기중: 'pendingApproval',
  승인완료: 'onSale',
  부분승인완료: 'onSale',
  승인반려: 'rejected',
  상품삭제: 'deleted',
};

/** The shopper-facing page, once Coupang has given the product its id. */
export function coupangProductUrl(productId: string | null | undefined): string | null {
  return productId ? `https://www.coupang.com/vp/products/${productId}` : null;
}

/**
 * The product's own option groups among the items' attributes: a required purchase option the mapper
 * filled with its default (수량 "1개") on every item is the category's, not the product's, and is left
 * out, so the listing names its options as the product does (the upload ties option ids by them).
 */
function productOptionNames(items: readonly StoredItem[]): string[] {
  const names = items[0]?.attributes.map((attribute) => attribute.attributeTypeName) ?? [];
  return names.filter((name) => {
    const byDefault = defaultPurchaseOptionValue({ name });
    return !(
      byDefault !== null &&
      items.every((item) =>
        item.attributes.some(
          (attribute) => attribute.attributeTypeName === name && attribute.attributeValueName === byDefault,
        ),
      )
    );
  });
}

/**
 * A stored product as a snapshot. `inventories` holds each approved item's sale state and stock
 * (Coupang keeps them per vendor item, outside the product).
 */
export function fromCoupangProduct(
  stored: StoredProduct,
  inventories: ReadonlyMap<string, { amountInStock: number; salePrice: number; onSale: boolean }>,
): ListingSnapshot {
  const first = stored.items[0];
  const optionGroupNames = productOptionNames(stored.items);
  const combinations = stored.items.map((item) => {
    const inventory = item.vendorItemId ? inventories.get(item.vendorItemId) : undefined;
    return {
      values: optionGroupNames.map(
        (name) =>
          item.attributes.find((attribute) => attribute.attributeTypeName === name)?.attributeValueName ?? '',
      ),
      salePrice: inventory?.salePrice ?? item.salePrice,
      stock: inventory?.amountInStock ?? item.maximumBuyCount,
      itemId: item.vendorItemId ?? null,
      onSale: inventory?.onSale ?? false,
    };
  });
  let status = STATUS[stored.statusName] ?? 'pendingApproval';
  if (status === 'onSale' && inventories.size > 0) {
    if (combinations.every((combination) => !combination.onSale)) {
      status = 'suspended';
    } else if (combinations.every((combination) => combination.stock <= 0)) {
      status = 'soldOut';
    }
  }
  const images = (first?.images ?? [])
    .slice()
    .sort((a, b) => a.imageOrder - b.imageOrder)
    .map((image) => image.cdnPath || image.vendorPath);
  return {
    ref: { productId: stored.sellerProductId, channelProductId: stored.productId ?? null },
    status,
    sellerCode: first?.externalVendorSku ?? '',
    categoryId: stored.displayCategoryCode,
    title: stored.sellerProductName,
    salePrice: Math.min(...combinations.map((combination) => combination.salePrice)),
    stock: combinations.reduce((sum, combination) => sum + combination.stock, 0),
    optionGroupNames,
    combinations: optionGroupNames.length > 0 ? combinations : [],
    images,
    detailHtml: first?.contents[0]?.contentDetails[0]?.content ?? '',
    tags: first?.searchTags ?? [],
    url: coupangProductUrl(stored.productId),
  };
}
