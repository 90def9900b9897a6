import { json, type Reply, type RequestContext } from '../../server/http';
import { imageFormat, parseMultipart } from '../shared/multipart';
import type { NaverCatalog } from './catalog';
import { checkNaverProduct } from './product-check';
import { apiError, invalid } from './replies';
import type { NaverState, NaverStore, StoredNaverProduct } from './state';

/** Naver's product endpoints: image upload, create, full update, read, search, status change. */

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_IMAGES_PER_UPLOAD = 10;

type Json = Record<string, unknown>;

export type ProductRouteContext = {
  request: RequestContext;
  state: NaverState;
  store: NaverStore;
  catalog: NaverCatalog;
  /** The emulator's public base for Naver (`http://127.0.0.1:4010/naver`). */
  base: string;
};

export function readJson(
  request: RequestContext,
): { ok: true; value: unknown } | { ok: false; reply: Reply } {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.includes('application/json')) {
    return {
      ok: false,
      reply: apiError(415, 'UnsupportedMediaType', 'Content-Type은 application/json이어야 합니다.'),
    };
  }
  try {
    return { ok: true, value: JSON.parse(request.body.toString('utf8') || 'null') as unknown };
  } catch {
    return { ok: false, reply: apiError(400, 'BadRequest', 'JSON 형식이 올바르지 않습니다.') };
  }
}

export function uploadImages(context: ProductRouteContext): Reply {
  const form = parseMultipart(String(context.request.headers['content-type'] ?? ''), context.request.body);
  if (!form) {
    return invalid([
      { name: 'imageFiles', type: 'Multipart', message: 'multipart/form-data 형식이어야 합니다.' },
    ]);
  }
  const files = form.files.filter((file) => file.name === 'imageFiles');
  if (files.length === 0 || files.length > MAX_IMAGES_PER_UPLOAD) {
    return invalid([
      {
        name: 'imageFiles',
        type: 'Size',
        message: `이미지는 한 번에 1~${MAX_IMAGES_PER_UPLOAD}개 올릴 수 있습니다.`,
      },
    ]);
  }
  const problems = files.flatMap((file, index) => {
    if (file.data.length > MAX_IMAGE_BYTES) {
      return [{ name: `imageFiles[${index}]`, type: 'Size', message: '이미지는 10MB까지 올릴 수 있습니다.' }];
    }
    return imageFormat(file.data)
      ? []
      : [
          {
            name: `imageFiles[${index}]`,
            type: 'InvalidFormat',
            message: 'JPG, PNG, GIF, BMP 이미지만 올릴 수 있습니다.',
          },
        ];
  });
  if (problems.length > 0) {
    return invalid(problems);
  }
  const images = files.map((file) => {
    const format = imageFormat(file.data) ?? 'jpg';
    const name = context.state.nextImageName(format);
    const url = `${context.base}/phinf/${name}`;
    const contentType = format === 'jpg' ? 'image/jpeg' : `image/${format}`;
    context.state.images.set(url, { store: context.store.key, contentType, data: file.data });
    return { url };
  });
  return json(200, { images });
}

function checkContext(context: ProductRouteContext, mode: 'create' | 'update') {
  return {
    catalog: context.catalog,
    mode,
    isOwnImage: (url: string) => context.state.images.get(url)?.store === context.store.key,
    addressType: (id: string) =>
      context.store.addressBooks.find((book) => String(book.addressBookNo) === id)?.addressType ?? null,
  };
}

function optionKey(combination: Json): string {
  return [1, 2, 3].map((index) => String(combination[`optionName${index}`] ?? '')).join('\u0000');
}

/** Stores the body, with option ids kept for combinations that were there before. */
function store(
  context: ProductRouteContext,
  body: Json,
  stock: number,
  numbers: { originProductNo: number; channelProductNo: number },
  previous: StoredNaverProduct | undefined,
): StoredNaverProduct {
  const originProduct = structuredClone(body.originProduct) as Json;
  const detail = (originProduct.detailAttribute ?? {}) as Json;
  const options = detail.optionInfo as { optionCombinations?: Json[] } | undefined;
  const previousIds = new Map<string, unknown>();
  const previousOptions = (previous?.originProduct.detailAttribute as Json | undefined)?.optionInfo as
    { optionCombinations?: Json[] } | undefined;
  for (const combination of previousOptions?.optionCombinations ?? []) {
    previousIds.set(optionKey(combination), combination.id);
  }
  for (const combination of options?.optionCombinations ?? []) {
    combination.id = previousIds.get(optionKey(combination)) ?? context.state.nextOptionId();
  }
  originProduct.stockQuantity = stock;
  if (originProduct.statusType === 'SALE' && stock === 0) {
    originProduct.statusType = 'OUTOFSTOCK';
  }
  const now = Date.now();
  const product: StoredNaverProduct = {
    ...numbers,
    store: context.store.key,
    originProduct,
    smartstoreChannelProduct: {
      ...(body.smartstoreChannelProduct as Json),
      channelProductNo: numbers.channelProductNo,
    },
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
  context.state.products.set(numbers.originProductNo, product);
  return product;
}

export function createProduct(context: ProductRouteContext): Reply {
  const parsed = readJson(context.request);
  if (!parsed.ok) {
    return parsed.reply;
  }
  const { problems, stock } = checkNaverProduct(parsed.value, checkContext(context, 'create'));
  if (problems.length > 0) {
    return invalid(problems);
  }
  const product = store(context, parsed.value as Json, stock, context.state.nextProductNumbers(), undefined);
  return json(200, {
    originProductNo: product.originProductNo,
    smartstoreChannelProductNo: product.channelProductNo,
  });
}

export function findProduct(context: ProductRouteContext, id: string): StoredNaverProduct | null {
  const product = context.state.products.get(Number(id));
  return product && product.store === context.store.key ? product : null;
}

const notFound = () => apiError(404, 'NotFound', '상품이 존재하지 않습니다.');

export function updateProduct(context: ProductRouteContext, id: string): Reply {
  const previous = findProduct(context, id);
  if (!previous) {
    return notFound();
  }
  const parsed = readJson(context.request);
  if (!parsed.ok) {
    return parsed.reply;
  }
  const { problems, stock } = checkNaverProduct(parsed.value, checkContext(context, 'update'));
  if (problems.length > 0) {
    return invalid(problems);
  }
  const product = store(context, parsed.value as Json, stock, previous, previous);
  return json(200, {
    originProductNo: product.originProductNo,
    smartstoreChannelProductNo: product.channelProductNo,
  });
}

export function readProduct(context: ProductRouteContext, id: string): Reply {
  const product = findProduct(context, id);
  return product
    ? json(200, {
        originProduct: product.originProduct,
        smartstoreChannelProduct: product.smartstoreChannelProduct,
      })
    : notFound();
}

const SEARCH_TYPES = ['CHANNEL_PRODUCT_NO', 'PRODUCT_NO', 'GROUP_PRODUCT_NO', 'SELLER_CODE'];

export function searchProducts(context: ProductRouteContext): Reply {
  const parsed = readJson(context.request);
  if (!parsed.ok) {
    return parsed.reply;
  }
  const body = (parsed.value ?? {}) as Json;
  const page = body.page === undefined ? 1 : Number(body.page);
  const size = body.size === undefined ? 50 : Number(body.size);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 500) {
    return invalid([{ name: 'size', type: 'Range', message: 'page는 1 이상, size는 1~500이어야 합니다.' }]);
  }
  const type = body.searchKeywordType;
  if (type !== undefined && (typeof type !== 'string' || !SEARCH_TYPES.includes(type))) {
    return invalid([
      { name: 'searchKeywordType', type: 'InvalidEnum', message: `허용되지 않는 값입니다: ${String(type)}` },
    ]);
  }
  if (
    type === 'SELLER_CODE' &&
    (typeof body.sellerManagementCode !== 'string' || body.sellerManagementCode === '')
  ) {
    return invalid([
      { name: 'sellerManagementCode', type: 'NotBlank', message: '판매자 관리 코드를 입력해야 합니다.' },
    ]);
  }
  const sellerCodeOf = (product: StoredNaverProduct) =>
    ((product.originProduct.detailAttribute as Json | undefined)?.sellerCodeInfo as Json | undefined)
      ?.sellerManagementCode;
  const matches = [...context.state.products.values()]
    .filter((product) => product.store === context.store.key)
    .filter((product) => type !== 'SELLER_CODE' || sellerCodeOf(product) === body.sellerManagementCode)
    .sort((a, b) => b.createdAt - a.createdAt || b.originProductNo - a.originProductNo);
  const contents = matches.slice((page - 1) * size, page * size).map((product) => ({
    originProductNo: product.originProductNo,
    channelProducts: [
      {
        originProductNo: product.originProductNo,
        channelProductNo: product.channelProductNo,
        name: product.originProduct.name,
        statusType: product.originProduct.statusType,
        channelProductDisplayStatusType: product.smartstoreChannelProduct.channelProductDisplayStatusType,
        salePrice: product.originProduct.salePrice,
        stockQuantity: product.originProduct.stockQuantity,
        sellerManagementCode: sellerCodeOf(product) ?? null,
        categoryId: product.originProduct.leafCategoryId,
      },
    ],
  }));
  return json(200, {
    contents,
    page,
    size,
    totalElements: matches.length,
    totalPages: Math.ceil(matches.length / size),
  });
}

export function changeStatus(context: ProductRouteContext, id: string): Reply {
  const product = findProduct(context, id);
  if (!product) {
    return notFound();
  }
  const parsed = readJson(context.request);
  if (!parsed.ok) {
    return parsed.reply;
  }
  const body = (parsed.value ?? {}) as Json;
  const status = body.statusType;
  if (status !== 'SALE' && status !== 'OUTOFSTOCK' && status !== 'SUSPENSION') {
    return invalid([
      {
        name: 'statusType',
        type: 'InvalidEnum',
        message: 'SALE, OUTOFSTOCK, SUSPENSION만 지정할 수 있습니다.',
      },
    ]);
  }
  const origin = product.originProduct;
  if (status === 'SALE' && origin.statusType === 'OUTOFSTOCK') {
    const stock = body.stockQuantity;
    if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 1) {
      return invalid([
        {
          name: 'stockQuantity',
          type: 'Min',
          message: '품절 상품을 판매중으로 바꾸려면 재고수량을 입력해야 합니다.',
        },
      ]);
    }
    origin.stockQuantity = stock;
  }
  if (status === 'OUTOFSTOCK') {
    origin.stockQuantity = 0;
  }
  origin.statusType = status;
  product.updatedAt = Date.now();
  return json(200, {});
}
