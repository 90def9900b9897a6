import { json, type Reply, type RequestContext } from '../../server/http';
import type { CategoryEntry, CategoryMeta, CoupangCatalog } from './catalog';
import { checkCoupangProduct } from './product-check';
import type { CoupangState, CoupangVendor, ShippingPlace, StoredCoupangProduct, StoredItem } from './state';

/** Coupang's endpoints behind the gateway: categories, shipping places, products and vendor items. */

export type CoupangRouteContext = {
  request: RequestContext;
  vendor: CoupangVendor;
  state: CoupangState;
  catalog: CoupangCatalog;
  settle(product: StoredCoupangProduct): void;
  meta(entry: CategoryEntry): CategoryMeta;
};

type Route = {
  method: string;
  /** The API's name in stats. */
  name: string;
  pattern: RegExp;
  run(context: CoupangRouteContext, match: readonly string[]): Reply;
};

type Json = Record<string, unknown>;

const MARKETPLACE = '/v2/providers/seller_api/apis/api/v1/marketplace';
const success = (data: unknown): Reply => json(200, { code: 'SUCCESS', message: '', data });
const failure = (status: number, message: string): Reply =>
  json(status, { code: 'ERROR', message, data: null });

function readBody(request: RequestContext): { ok: true; value: Json } | { ok: false; reply: Reply } {
  if (
    !String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .includes('application/json')
  ) {
    return { ok: false, reply: failure(400, 'Content-Type은 application/json 이어야 합니다.') };
  }
  try {
    const value: unknown = JSON.parse(request.body.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return { ok: true, value: value as Json };
    }
  } catch {
    // answered below
  }
  return { ok: false, reply: failure(400, "Object text must begin with '{' at character 0") };
}

function page<T>(context: CoupangRouteContext, items: readonly T[], maxSize: number) {
  const params = context.request.url.searchParams;
  const pageNum = Math.max(1, Number(params.get('pageNum') ?? 1) || 1);
  const pageSize = Math.min(maxSize, Math.max(1, Number(params.get('pageSize') ?? 10) || 10));
  return {
    content: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pagination: {
      currentPage: pageNum,
      totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
      totalElements: items.length,
      countPerPage: pageSize,
    },
  };
}

function placeBody(place: ShippingPlace) {
  return {
    shippingPlaceName: place.name,
    usable: true,
    placeAddresses: [
      {
        addressType: 'ROADNAME',
        countryCode: 'KR',
        companyContactNumber: place.companyContactNumber,
        phoneNumber2: '',
        returnZipCode: place.zipCode,
        returnAddress: place.address,
        returnAddressDetail: place.addressDetail,
      },
    ],
  };
}

function ownProduct(context: CoupangRouteContext, id: unknown): StoredCoupangProduct | null {
  const product = context.state.products.get(Number(id));
  if (!product || product.vendorId !== context.vendor.vendorId || product.statusName === '상품삭제') {
    return null;
  }
  context.settle(product);
  return product;
}

function checkContext(context: CoupangRouteContext) {
  return {
    catalog: context.catalog,
    vendorId: context.vendor.vendorId,
    outbound: context.state.outbound.get(context.vendor.vendorId) ?? [],
    returns: context.state.returns.get(context.vendor.vendorId) ?? [],
  };
}

function productBody(product: StoredCoupangProduct): Json {
  const { items: _items, ...rest } = product.body;
  return {
    ...rest,
    sellerProductId: product.sellerProductId,
    statusName: product.statusName,
    productId: product.productId,
    items: product.items.map((item) => ({ ...item, vendorItemId: item.vendorItemId ?? null })),
  };
}

function createProduct(context: CoupangRouteContext): Reply {
  const body = readBody(context.request);
  if (!body.ok) {
    return body.reply;
  }
  const problems = checkCoupangProduct(body.value, checkContext(context));
  if (problems.length > 0) {
    return failure(400, `[${problems.join(', ')}]`);
  }
  const { items, ...rest } = body.value;
  const now = Date.now();
  const product: StoredCoupangProduct = {
    sellerProductId: context.state.nextSellerProductId(),
    vendorId: context.vendor.vendorId,
    statusName: rest.requested === true ? '승인대기중' : '임시저장',
    productId: null,
    requestedAt: rest.requested === true ? now : null,
    body: rest,
    // Ids are Coupang's to give: whatever the body claims is dropped.
    items: (items as Json[]).map((item) => {
      const { vendorItemId: _vendorItemId, ...rest } = item;
      return { ...(rest as StoredItem), sellerProductItemId: context.state.nextItemId() };
    }),
    createdAt: now,
  };
  context.state.products.set(product.sellerProductId, product);
  return success(product.sellerProductId);
}

function updateProduct(context: CoupangRouteContext): Reply {
  const body = readBody(context.request);
  if (!body.ok) {
    return body.reply;
  }
  const product = ownProduct(context, body.value.sellerProductId);
  if (!product) {
    return failure(400, `업체상품[${String(body.value.sellerProductId)}]이 존재하지 않습니다.`);
  }
  const problems = checkCoupangProduct(body.value, checkContext(context));
  const items = (body.value.items ?? []) as Json[];
  const known = new Map(product.items.map((item) => [item.sellerProductItemId, item]));
  for (const item of items) {
    if (item.sellerProductItemId !== undefined && !known.has(Number(item.sellerProductItemId))) {
      problems.push(
        `옵션ID(sellerProductItemId ${String(item.sellerProductItemId)})가 이 상품의 것이 아닙니다`,
      );
    }
  }
  const sent = new Set(items.map((item) => Number(item.sellerProductItemId)));
  for (const item of product.items) {
    if (item.vendorItemId !== undefined && !sent.has(item.sellerProductItemId)) {
      problems.push('vendorItem로 생성된 아이템은 삭제가 불가능합니다.');
      break;
    }
  }
  if (problems.length > 0) {
    return failure(400, `[${problems.join(', ')}]`);
  }
  const { items: _items, ...rest } = body.value;
  product.body = rest;
  product.items = items.map((item) => {
    const previous =
      item.sellerProductItemId === undefined ? undefined : known.get(Number(item.sellerProductItemId));
    const stored = {
      ...(item as StoredItem),
      sellerProductItemId: previous?.sellerProductItemId ?? context.state.nextItemId(),
    };
    if (previous?.vendorItemId !== undefined) {
      stored.vendorItemId = previous.vendorItemId;
    } else {
      delete stored.vendorItemId;
    }
    return stored;
  });
  product.statusName = rest.requested === true ? '승인대기중' : '임시저장';
  product.requestedAt = rest.requested === true ? Date.now() : null;
  return success(product.sellerProductId);
}

function vendorItem(
  context: CoupangRouteContext,
  id: string,
): { product: StoredCoupangProduct; item: StoredItem } | null {
  const product = context.state.itemOwners.get(Number(id));
  if (!product || product.vendorId !== context.vendor.vendorId) {
    return null;
  }
  const item = product.items.find((candidate) => candidate.vendorItemId === Number(id));
  return item ? { product, item } : null;
}

function changeItem(
  context: CoupangRouteContext,
  id: string,
  change: (item: StoredItem) => Reply | null,
): Reply {
  const found = vendorItem(context, id);
  if (!found) {
    return failure(400, `옵션ID[${id}]가 존재하지 않습니다. vendorItemId는 상품 승인 완료 시 생성됩니다.`);
  }
  return change(found.item) ?? json(200, { code: 'SUCCESS', message: '변경되었습니다.' });
}

export function inventory(context: CoupangRouteContext, id: string): Reply {
  const found = vendorItem(context, id);
  if (!found) {
    return failure(404, `옵션ID[${id}]가 존재하지 않습니다.`);
  }
  return success({
    sellerItemId: found.item.sellerProductItemId,
    amountInStock: found.item.maximumBuyCount,
    salePrice: found.item.salePrice,
    onSale: context.state.onSale.get(Number(id)) ?? false,
  });
}

const route = (method: string, template: string, run: Route['run']): Route => ({
  method,
  name: template.replace(MARKETPLACE, '').replace('/v2/providers/', ''),
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
  run,
});

/**
 * Coupang's category predict: the leaf whose name the product name contains (the longest such name,
 * then the shallowest), as the predict API answers; `INSUFFICIENT_INFORMATION` when nothing matches.
 */
function predictCategory(c: CoupangRouteContext): Reply {
  const body = readBody(c.request);
  if (!body.ok) {
    return body.reply;
  }
  const name = body.value.productName;
  if (typeof name !== 'string' || name.trim() === '') {
    return failure(400, 'productName은 필수입니다.');
  }
  let best: { code: number; name: string; depth: number } | null = null;
  for (const [code, entry] of c.catalog.byCode) {
    const leafName = entry.node.name;
    if (!entry.isLeaf || leafName.length < 2 || !name.includes(leafName)) {
      continue;
    }
    if (
      !best ||
      leafName.length > best.name.length ||
      (leafName.length === best.name.length && entry.path.length < best.depth)
    ) {
      best = { code, name: leafName, depth: entry.path.length };
    }
  }
  return json(200, {
    code: 200,
    message: 'OK',
    data: best
      ? {
          autoCategorizationPredictionResultType: 'SUCCESS',
          predictedCategoryId: String(best.code),
          predictedCategoryName: best.name,
          comment: null,
        }
      : {
          autoCategorizationPredictionResultType: 'INSUFFICIENT_INFORMATION',
          predictedCategoryId: null,
          predictedCategoryName: null,
          comment: '상품 정보가 부족하여 카테고리를 추천할 수 없습니다.',
        },
  });
}

export const productRoutes: readonly Route[] = [
  route('POST', '/v2/providers/openapi/apis/api/v1/categorization/predict', (c) => predictCategory(c)),
  route('GET', `${MARKETPLACE}/meta/display-categories`, (c) => success(c.catalog.root)),
  route('GET', `${MARKETPLACE}/meta/display-categories/{code}`, (c, m) => {
    const entry = c.catalog.byCode.get(Number(m[1]));
    return entry ? success(entry.node) : failure(404, `노출카테고리[${m[1]}]가 존재하지 않습니다.`);
  }),
  route('GET', `${MARKETPLACE}/meta/category-related-metas/display-category-codes/{code}`, (c, m) => {
    const entry = c.catalog.byCode.get(Number(m[1]));
    if (!entry) {
      return failure(404, `노출카테고리[${m[1]}]가 존재하지 않습니다.`);
    }
    return entry.isLeaf
      ? success(c.meta(entry))
      : failure(400, `노출카테고리[${m[1]}]는 최하위 카테고리가 아닙니다.`);
  }),
  route('GET', '/v2/providers/marketplace_openapi/apis/api/v2/vendor/shipping-place/outbound', (c) => {
    const places = (c.state.outbound.get(c.vendor.vendorId) ?? []).map((place) => ({
      outboundShippingPlaceCode: place.code,
      createDate: '2025-01-01',
      ...placeBody(place),
      remoteInfos: [],
    }));
    return json(200, page(c, places, 50));
  }),
  route('GET', '/v2/providers/openapi/apis/api/v5/vendors/{vendorId}/returnShippingCenters', (c) => {
    const places = (c.state.returns.get(c.vendor.vendorId) ?? []).map((place) => ({
      returnCenterCode: String(place.code),
      vendorId: c.vendor.vendorId,
      deliverCode: 'CJGLS',
      deliverName: 'CJ대한통운',
      ...placeBody(place),
    }));
    return json(200, { code: '200', message: 'SUCCESS', data: page(c, places, 50) });
  }),
  route('POST', `${MARKETPLACE}/seller-products`, (c) => createProduct(c)),
  route('PUT', `${MARKETPLACE}/seller-products`, (c) => updateProduct(c)),
  route('GET', `${MARKETPLACE}/seller-products/external-vendor-sku-codes/{code}`, (c, m) => {
    const code = decodeURIComponent(m[1] ?? '');
    const found = [...c.state.products.values()]
      .filter((product) => product.vendorId === c.vendor.vendorId && product.statusName !== '상품삭제')
      .filter((product) => product.items.some((item) => item.externalVendorSku === code))
      .sort((a, b) => b.createdAt - a.createdAt || b.sellerProductId - a.sellerProductId);
    return success(
      found.map((product) => {
        c.settle(product);
        return {
          sellerProductId: product.sellerProductId,
          sellerProductName: product.body.sellerProductName,
          displayCategoryCode: product.body.displayCategoryCode,
          vendorId: product.vendorId,
          statusName: product.statusName,
          productId: product.productId,
        };
      }),
    );
  }),
  route('GET', `${MARKETPLACE}/seller-products/{id}`, (c, m) => {
    const product = ownProduct(c, m[1]);
    return product ? success(productBody(product)) : failure(404, `업체상품[${m[1]}]이 존재하지 않습니다.`);
  }),
  route('PUT', `${MARKETPLACE}/seller-products/{id}/approvals`, (c, m) => {
    const product = ownProduct(c, m[1]);
    if (!product) {
      return failure(404, `업체상품[${m[1]}]이 존재하지 않습니다.`);
    }
    if (product.statusName === '임시저장' || product.statusName === '승인반려') {
      product.statusName = '승인대기중';
      product.requestedAt = Date.now();
    }
    return success(product.sellerProductId);
  }),
  route('GET', `${MARKETPLACE}/vendor-items/{id}/inventories`, (c, m) => inventory(c, m[1] ?? '')),
  route('PUT', `${MARKETPLACE}/vendor-items/{id}/prices/{price}`, (c, m) =>
    changeItem(c, m[1] ?? '', (item) => {
      const price = Number(m[2]);
      if (!Number.isInteger(price) || price < 10 || price % 10 !== 0) {
        return failure(400, '판매가격은 10원 단위로 10원 이상이어야 합니다.');
      }
      item.salePrice = price;
      item.originalPrice = Math.max(Number(item.originalPrice ?? 0), price);
      return null;
    }),
  ),
  route('PUT', `${MARKETPLACE}/vendor-items/{id}/quantities/{quantity}`, (c, m) =>
    changeItem(c, m[1] ?? '', (item) => {
      const quantity = Number(m[2]);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > 99_999) {
        return failure(400, '재고수량은 0~99,999 사이여야 합니다.');
      }
      item.maximumBuyCount = quantity;
      return null;
    }),
  ),
  route('PUT', `${MARKETPLACE}/vendor-items/{id}/sales/stop`, (c, m) =>
    changeItem(c, m[1] ?? '', (item) => {
      c.state.onSale.set(item.vendorItemId ?? 0, false);
      return null;
    }),
  ),
  route('PUT', `${MARKETPLACE}/vendor-items/{id}/sales/resume`, (c, m) =>
    changeItem(c, m[1] ?? '', (item) => {
      c.state.onSale.set(item.vendorItemId ?? 0, true);
      return null;
    }),
  ),
];
