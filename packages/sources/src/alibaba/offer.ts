import { list, record, text } from '../finalize';
import { findAssignedLiteral } from '../text/literal';

/**
 * 1688 pages keep the offer in `window.__INIT_DATA` = `{ data: { <componentId>: { componentType, data } },
 * globalData: { tempModel, offerBaseInfo, images, skuModel, orderParamModel, … } }`; newer pages use
 * `window.context` with the same models deeper in a `result.data` tree, and the mobile page and the
 * mtop SKU gateway carry the same models too. All become one `OfferModel` here.
 */
export type OfferModel = {
  offerId: string;
  title: string;
  companyName: string;
  images: unknown[];
  skuProps: unknown[];
  skuInfoMap: Record<string, unknown>;
  orderParam: Record<string, unknown> | null;
  /** The price component's `currentPrices` (`[{ beginAmount, price }]`), when present. */
  currentPrices: unknown[];
  priceRangeText: string;
  isPricePrivate: boolean;
  detailUrl: string;
  attributes: { name: string; value: string }[];
  videoUrl: string;
  category: string;
  startAmount: number | null;
};

export function extractInitData(html: string): unknown {
  return (
    findAssignedLiteral(html, '__INIT_DATA', 'globalData') ??
    findAssignedLiteral(html, 'window.context', 'result')
  );
}

function componentsByType(data: Record<string, unknown> | null): Map<string, Record<string, unknown>> {
  const result = new Map<string, Record<string, unknown>>();
  for (const value of Object.values(data ?? {})) {
    const component = record(value);
    const type = text(component?.componentType);
    if (!type) {
      continue;
    }
    // "@ali/tdmod-od-pc-offer-price" → "offer-price": the suffix is stable across page versions.
    const short = type.replace(/^@ali\/tdmod-(?:od-pc-|pc-od-|od-)?/, '');
    if (!result.has(short)) {
      result.set(short, component!);
    }
  }
  return result;
}

/** Breadth-first search for the first object owning `key`, bounded so huge trees stay cheap. */
export function findOwner(root: unknown, key: string, maxNodes = 20_000): Record<string, unknown> | null {
  const queue: unknown[] = [root];
  for (let visited = 0; visited < queue.length && visited < maxNodes; visited++) {
    const node = queue[visited];
    if (Array.isArray(node)) {
      for (const child of node) {
        if (child && typeof child === 'object') {
          queue.push(child);
        }
      }
      continue;
    }
    const object = record(node);
    if (!object) {
      continue;
    }
    if (key in object) {
      return object;
    }
    for (const child of Object.values(object)) {
      if (child && typeof child === 'object') {
        queue.push(child);
      }
    }
  }
  return null;
}

function attributeRows(rows: unknown[]): { name: string; value: string }[] {
  return rows
    .map((row) => {
      const r = record(row);
      const values = list(r?.values).map(text).filter(Boolean);
      return {
        name: text(r?.name) || text(r?.attributeName),
        value: values.length ? values.join(', ') : text(r?.value),
      };
    })
    .filter((a) => a.name);
}

function fromGlobal(root: Record<string, unknown>): OfferModel | null {
  const global = record(root.globalData) ?? record(record(root.data)?.globalData);
  if (!global) {
    return null;
  }
  const components = componentsByType(record(root.data));
  const temp = record(global.tempModel) ?? {};
  const base = record(global.offerBaseInfo) ?? {};
  const skuModel = record(global.skuModel) ?? {};
  const orderParamModel = record(global.orderParamModel);
  const priceComponent = record(components.get('offer-price')?.data);
  const priceModel = record(priceComponent?.priceModel);
  const mainPic = record(components.get('main-pic')?.data);
  const descComponent = record(components.get('offer-description')?.data);
  const order = record(components.get('dsc-order')?.data);
  const logistics = record(components.get('offer-logistics')?.data);
  const attributeComponent = components.get('attribute-new') ?? components.get('offer-attribute');
  const mobileProps = [...components.values()]
    .map((c) => list(record(c.data)?.propsList))
    .find((l) => l.length);
  const images = list(global.images).length ? list(global.images) : list(mainPic?.offerImgList);
  return {
    offerId: text(temp.offerId) || text(base.offerId),
    title: text(temp.offerTitle) || text(base.title) || text(base.subject),
    companyName: text(temp.companyName) || text(base.companyName),
    images,
    skuProps: list(skuModel.skuProps),
    skuInfoMap: record(skuModel.skuInfoMap) ?? {},
    orderParam: record(orderParamModel?.orderParam),
    currentPrices: list(priceModel?.currentPrices).length
      ? list(priceModel?.currentPrices)
      : list(record(orderParamModel?.skuParam)?.currentPrices),
    priceRangeText: text(skuModel.skuPriceScale),
    isPricePrivate:
      order?.isPricePrivate === true || global.isPricePrivate === true || temp.isPricePrivate === true,
    detailUrl: text(descComponent?.detailUrl) || text(record(global.detailModel)?.detailUrl),
    attributes: attributeRows(
      list(attributeComponent?.data).length ? list(attributeComponent?.data) : (mobileProps ?? []),
    ),
    videoUrl: text(record(mainPic?.video)?.videoUrl) || text(record(mainPic?.video)?.url),
    category: text(temp.leafCategoryName) || text(temp.categoryName) || text(global.leafCategoryName),
    startAmount: typeof logistics?.startAmount === 'number' ? logistics.startAmount : null,
  };
}

/** Newer `window.context` pages (and unknown wrappers): find the same models wherever they sit. */
function fromTree(root: unknown): OfferModel | null {
  const skuOwner = findOwner(root, 'skuProps');
  const titleOwner = findOwner(root, 'offerTitle') ?? findOwner(root, 'subject');
  const idOwner = findOwner(root, 'offerId');
  if (!idOwner && !skuOwner) {
    return null;
  }
  const orderOwner = findOwner(root, 'beginNum');
  const imageOwner = findOwner(root, 'offerImgList') ?? findOwner(root, 'mainImage');
  return {
    offerId: text(idOwner?.offerId),
    title: text(titleOwner?.offerTitle) || text(titleOwner?.subject) || text(idOwner?.title),
    companyName: text(findOwner(root, 'companyName')?.companyName),
    images: list(imageOwner?.offerImgList).length
      ? list(imageOwner?.offerImgList)
      : list(imageOwner?.mainImage),
    skuProps: list(skuOwner?.skuProps),
    skuInfoMap: record(skuOwner?.skuInfoMap) ?? {},
    orderParam: orderOwner,
    currentPrices: list(findOwner(root, 'currentPrices')?.currentPrices),
    priceRangeText: text(skuOwner?.skuPriceScale),
    isPricePrivate: findOwner(root, 'isPricePrivate')?.isPricePrivate === true,
    detailUrl: text(findOwner(root, 'detailUrl')?.detailUrl),
    attributes: attributeRows(list(findOwner(root, 'propsList')?.propsList)),
    videoUrl: text(findOwner(root, 'videoUrl')?.videoUrl),
    category: text(findOwner(root, 'leafCategoryName')?.leafCategoryName),
    startAmount: null,
  };
}

export function offerModelOf(root: unknown): OfferModel | null {
  const object = record(root);
  if (!object) {
    return null;
  }
  return fromGlobal(object) ?? fromTree(object);
}
