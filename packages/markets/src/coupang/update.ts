import { matchOptionAxes, purchaseOptionFor } from '../option-axes';
import type { CategoryRequirements } from '../port';
import type { StoredItem, StoredProduct } from './mapper';

/**
 * The `seller-products` update (markets.md §2.2): the full create body with the product's
 * `sellerProductId` and, for every item Coupang already holds, its `sellerProductItemId`. Items without
 * an id are new; a stored item left out is deleted, which Coupang refuses once the item was approved
 * ("vendorItem로 생성된 아이템은 삭제가 불가능합니다"). So an approved item the listing no longer has
 * stays in the body, as a whole valid item of the product's (possibly new) category, and the adapter
 * stops its sale afterwards.
 */

type Attribute = { attributeTypeName: string; attributeValueName: string };
type BodyItem = Record<string, unknown> & { itemName: string; attributes: Attribute[] };

export type CoupangUpdateContext = {
  /** The requirements of the category the body lists the product in (the new one after a move). */
  requirements: Pick<CategoryRequirements, 'attributes'>;
  /** The listing sells without options: its one item is the product itself, whatever it is called. */
  single: boolean;
};

const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim();

/** The option values an item sells, whatever attribute names the category gave them. */
const valuesKey = (attributes: readonly Attribute[]) =>
  attributes
    .map((attribute) => attribute.attributeValueName.trim())
    .sort()
    .join('\u0000');

/**
 * Which stored item each body item is, by what does not change when the category (and with it the
 * attribute names and the defaulted purchase options) changes: first the item name Sellerdesk gives an
 * item (its option values), then the option values themselves, and for a product without options its
 * one item. Each stored item is taken at most once.
 */
function matchStored(items: readonly BodyItem[], stored: StoredProduct, single: boolean) {
  const free = new Set(stored.items);
  const take = (found: StoredItem | undefined) => {
    if (found) {
      free.delete(found);
    }
    return found;
  };
  const matched = items.map((item) =>
    take([...free].find((candidate) => nameKey(candidate.itemName) === nameKey(item.itemName))),
  );
  items.forEach((item, index) => {
    matched[index] ??= take(
      [...free].find((candidate) => valuesKey(candidate.attributes) === valuesKey(item.attributes)),
    );
  });
  if (single && items.length === 1 && stored.items.length === 1) {
    matched[0] ??= take([...free][0]);
  }
  return { matched, unmatched: [...free] };
}

/**
 * A stored item's images as Coupang takes them: its representative first (the one typed so, else the
 * first by order), every image typed, in order from 0.
 */
function typedImages(images: StoredItem['images']): Record<string, unknown>[] {
  const ordered = images.slice().sort((a, b) => a.imageOrder - b.imageOrder);
  const representative = ordered.find((image) => image.imageType === 'REPRESENTATION') ?? ordered[0];
  return [
    ...(representative ? [representative] : []),
    ...ordered.filter((image) => image !== representative),
  ].map((image, index) => ({
    imageOrder: index,
    imageType: index === 0 ? 'REPRESENTATION' : 'DETAIL',
    ...(image.vendorPath ? { vendorPath: image.vendorPath } : {}),
    ...(image.cdnPath ? { cdnPath: image.cdnPath } : {}),
  }));
}

/**
 * A stored item's options in the category's attributes: each under the purchase option (or attribute)
 * of the category it means, the ones the category has no place for left out, and the required purchase
 * options it lacks filled with their default value, as a new item's are.
 */
function attributesIn(
  attributes: readonly Attribute[],
  requirements: CoupangUpdateContext['requirements'],
): Attribute[] {
  if (requirements.attributes.length === 0) {
    return [...attributes];
  }
  const result: Attribute[] = [];
  for (const attribute of attributes) {
    const target =
      purchaseOptionFor(attribute.attributeTypeName, requirements.attributes) ??
      requirements.attributes.find((candidate) => candidate.name === attribute.attributeTypeName);
    if (target && !result.some((given) => given.attributeTypeName === target.name)) {
      result.push({ attributeTypeName: target.name, attributeValueName: attribute.attributeValueName });
    }
  }
  const axes = matchOptionAxes(
    result.map((given) => given.attributeTypeName),
    requirements,
  );
  for (const { attribute, value } of axes.defaulted) {
    result.push({ attributeTypeName: attribute.name, attributeValueName: value });
  }
  return result;
}

/**
 * An approved item the listing dropped, as a whole item of the body: the body's own item fields (flags,
 * notices of the body's category, detail contents, tags) with the stored item's name, price, stock,
 * images and options.
 */
function retiredItem(
  item: StoredItem,
  shape: BodyItem,
  requirements: CoupangUpdateContext['requirements'],
): BodyItem {
  const images = typedImages(item.images);
  return {
    ...shape,
    sellerProductItemId: item.sellerProductItemId,
    vendorItemId: item.vendorItemId,
    itemName: item.itemName,
    originalPrice: Math.max(item.originalPrice ?? item.salePrice, item.salePrice),
    salePrice: item.salePrice,
    // No longer sold: no stock either, which is also how a later upload that brings the option back
    // knows its stopped item needs resuming.
    maximumBuyCount: 0,
    ...(images.length > 0 ? { images } : {}),
    attributes: attributesIn(item.attributes, requirements),
  };
}

export type CoupangUpdate = {
  body: Record<string, unknown>;
  /** Approved items the listing dropped: the adapter stops their sale. */
  retiredVendorItemIds: string[];
  /**
   * Approved items that had no stock and are given some: an option dropped earlier (stopped then) and
   * now back, or one sold out. The adapter resumes the stopped ones unless the listing is stopped.
   */
  restockedVendorItemIds: string[];
  /** The other approved items the listing keeps. */
  keptVendorItemIds: string[];
};

/** The update body for a create body and the product Coupang holds, and what to do with its items. */
export function toCoupangUpdate(
  body: Record<string, unknown>,
  stored: StoredProduct,
  context: CoupangUpdateContext,
): CoupangUpdate {
  const items = body.items as BodyItem[];
  const { matched, unmatched } = matchStored(items, stored, context.single);
  const merged = items.map((item, index) => {
    const previous = matched[index];
    return previous
      ? {
          ...item,
          sellerProductItemId: previous.sellerProductItemId,
          ...(previous.vendorItemId ? { vendorItemId: previous.vendorItemId } : {}),
        }
      : item;
  });
  // Items Coupang has not approved yet can simply be left out (deleted).
  const retired = unmatched.filter((item) => item.vendorItemId);
  const restocked: string[] = [];
  const kept: string[] = [];
  items.forEach((item, index) => {
    const previous = matched[index];
    if (previous?.vendorItemId) {
      const refilled = previous.maximumBuyCount <= 0 && Number(item.maximumBuyCount) > 0;
      (refilled ? restocked : kept).push(previous.vendorItemId);
    }
  });
  const shape = items[0];
  return {
    body: {
      ...body,
      sellerProductId: Number(stored.sellerProductId),
      items: [
        ...merged,
        ...(shape ? retired.map((item) => retiredItem(item, shape, context.requirements)) : []),
      ],
    },
    retiredVendorItemIds: retired.map((item) => item.vendorItemId ?? '').filter((id) => id !== ''),
    restockedVendorItemIds: restocked,
    keptVendorItemIds: kept,
  };
}
