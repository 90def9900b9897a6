import * as z from 'zod';
import type { ResolvedContext } from '../context';
import { MarketError } from '../errors';
import type { AccountRateLimiter } from '../http/rate-limiter';
import { compactUtcTimestamp, hmacSha256Hex } from '../http/signing';
import { MarketTransport, type MarketCall } from '../http/transport';
import { coupangError } from './errors';
import type { CoupangSettings } from './settings';

/**
 * The Coupang Wing Open API protocol: every request signed with CEA HMAC-SHA256 over
 * `signed-date + method + path + query` (no `?`, body unsigned), and the endpoints the adapter uses.
 */

const PRODUCTS = '/v2/providers/seller_api/apis/api/v1/marketplace';

/** The `Authorization` header of one request. */
export function ceaAuthorization(
  accessKey: string,
  secretKey: string,
  method: string,
  pathWithQuery: string,
  epochMs: number,
): string {
  const signedDate = compactUtcTimestamp(epochMs);
  const [path = '', query = ''] = pathWithQuery.split('?', 2);
  const signature = hmacSha256Hex(secretKey, `${signedDate}${method}${path}${query}`);
  return `CEA algorithm=HmacSHA256, access-key=${accessKey}, signed-date=${signedDate}, signature=${signature}`;
}

const Envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.union([z.string(), z.number()]), data });

export type CoupangCategoryNode = {
  displayItemCategoryCode: number;
  name: string;
  status?: string;
  child?: CoupangCategoryNode[];
};
const CategoryNode: z.ZodType<CoupangCategoryNode> = z.lazy(() =>
  z.object({
    displayItemCategoryCode: z.number(),
    name: z.string(),
    status: z.string().optional(),
    child: z.array(CategoryNode).optional(),
  }),
);

export const CategoryMeta = z.object({
  attributes: z
    .array(
      z.object({
        attributeTypeName: z.string(),
        required: z.string(),
        exposed: z.string().default('NONE'),
        inputValues: z.array(z.string()).default([]),
      }),
    )
    .default([]),
  noticeCategories: z
    .array(
      z.object({
        noticeCategoryName: z.string(),
        noticeCategoryDetailNames: z.array(
          z.object({ noticeCategoryDetailName: z.string(), required: z.string() }),
        ),
      }),
    )
    .default([]),
});
export type CategoryMeta = z.infer<typeof CategoryMeta>;

const PlaceAddress = z.object({
  companyContactNumber: z.string().default(''),
  returnZipCode: z.string().default(''),
  returnAddress: z.string().default(''),
  returnAddressDetail: z.string().default(''),
});
const OutboundPage = z.object({
  content: z.array(
    z.object({
      outboundShippingPlaceCode: z.union([z.string(), z.number()]).transform(String),
      shippingPlaceName: z.string(),
      usable: z.boolean().default(true),
      placeAddresses: z.array(PlaceAddress).default([]),
    }),
  ),
  pagination: z.object({ totalPages: z.number().int() }),
});
const ReturnPage = z.object({
  content: z.array(
    z.object({
      returnCenterCode: z.union([z.string(), z.number()]).transform(String),
      shippingPlaceName: z.string(),
      usable: z.boolean().default(true),
      placeAddresses: z.array(PlaceAddress).default([]),
    }),
  ),
  pagination: z.object({ totalPages: z.number().int() }),
});
export type CoupangPlace = {
  code: string;
  name: string;
  usable: boolean;
  address: z.infer<typeof PlaceAddress> | null;
};

const ProductSummary = z.object({ sellerProductId: z.union([z.string(), z.number()]).transform(String) });
const Prediction = z.object({
  autoCategorizationPredictionResultType: z.string(),
  predictedCategoryId: z.union([z.string(), z.number()]).nullish(),
  predictedCategoryName: z.string().nullish(),
});
const Inventory = z.object({ amountInStock: z.number(), salePrice: z.number(), onSale: z.boolean() });

export class CoupangClient {
  private readonly transport: MarketTransport;

  constructor(
    private readonly settings: CoupangSettings,
    context: ResolvedContext,
    limiter: AccountRateLimiter,
  ) {
    this.transport = MarketTransport.forAccount('Coupang', context, limiter, {
      authorize: (call) => ({
        authorization: ceaAuthorization(
          settings.accessKey,
          settings.secretKey,
          call.method,
          call.path,
          context.now(),
        ),
        'x-requested-by': settings.vendorId,
      }),
      toError: (reply) => coupangError(reply, context.egressIp),
      // Product APIs may answer a refusal with code "ERROR" whatever the status.
      isFailure: (reply) => (reply.json as { code?: unknown } | undefined)?.code === 'ERROR',
    });
  }

  private async call<T>(call: MarketCall, schema: z.ZodType<T>): Promise<T> {
    const reply = await this.transport.send(call);
    const parsed = schema.safeParse(reply.json);
    if (!parsed.success) {
      throw new MarketError({
        market: 'Coupang',
        code: 'INVALID_RESPONSE',
        status: reply.status,
        detail: `${call.operation}: ${parsed.error.issues[0]?.message ?? 'unexpected body'}`,
      });
    }
    return parsed.data;
  }

  private get(operation: string, path: string): MarketCall {
    return { operation, method: 'GET', path, idempotent: true };
  }

  private json(
    operation: string,
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    idempotent: boolean,
  ): MarketCall {
    return {
      operation,
      method,
      path,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(body),
      idempotent,
    };
  }

  async categoryTree(code: string | null): Promise<CoupangCategoryNode> {
    const path = `${PRODUCTS}/meta/display-categories${code === null ? '' : `/${encodeURIComponent(code)}`}`;
    return (await this.call(this.get('GET display-categories', path), Envelope(CategoryNode))).data;
  }

  async categoryMeta(code: string): Promise<CategoryMeta> {
    const path = `${PRODUCTS}/meta/category-related-metas/display-category-codes/${encodeURIComponent(code)}`;
    return (await this.call(this.get('GET category-related-metas', path), Envelope(CategoryMeta))).data;
  }

  /** Coupang's own category for a product name (its category predict API), or null when it has none. */
  async predictCategory(productName: string): Promise<string | null> {
    const answer = await this.call(
      this.json(
        'POST categorization/predict',
        'POST',
        '/v2/providers/openapi/apis/api/v1/categorization/predict',
        { productName },
        true,
      ),
      Envelope(Prediction),
    );
    const { autoCategorizationPredictionResultType: result, predictedCategoryId: id } = answer.data;
    return result === 'SUCCESS' && id !== null && id !== undefined ? String(id) : null;
  }

  async outboundPlaces(): Promise<CoupangPlace[]> {
    const places: CoupangPlace[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const answer = await this.call(
        this.get(
          'GET shipping-place/outbound',
          `/v2/providers/marketplace_openapi/apis/api/v2/vendor/shipping-place/outbound?pageNum=${page}&pageSize=50`,
        ),
        OutboundPage,
      );
      places.push(
        ...answer.content.map((place) => ({
          code: place.outboundShippingPlaceCode,
          name: place.shippingPlaceName,
          usable: place.usable,
          address: place.placeAddresses[0] ?? null,
        })),
      );
      if (page >= answer.pagination.totalPages) {
        break;
      }
    }
    return places;
  }

  async returnCenters(): Promise<CoupangPlace[]> {
    const places: CoupangPlace[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const answer = await this.call(
        this.get(
          'GET returnShippingCenters',
          `/v2/providers/openapi/apis/api/v5/vendors/${this.settings.vendorId}/returnShippingCenters?pageNum=${page}&pageSize=50`,
        ),
        Envelope(ReturnPage),
      );
      places.push(
        ...answer.data.content.map((place) => ({
          code: place.returnCenterCode,
          name: place.shippingPlaceName,
          usable: place.usable,
          address: place.placeAddresses[0] ?? null,
        })),
      );
      if (page >= answer.data.pagination.totalPages) {
        break;
      }
    }
    return places;
  }

  async createProduct(body: unknown): Promise<string> {
    const answer = await this.call(
      this.json('POST seller-products', 'POST', `${PRODUCTS}/seller-products`, body, false),
      Envelope(z.union([z.string(), z.number()]).transform(String)),
    );
    return answer.data;
  }

  async updateProduct(body: unknown): Promise<void> {
    await this.transport.send(
      this.json('PUT seller-products', 'PUT', `${PRODUCTS}/seller-products`, body, true),
    );
  }

  /** The stored product (`data`), or null when Coupang no longer has it. */
  async readProduct(sellerProductId: string): Promise<unknown> {
    try {
      const reply = await this.transport.send(
        this.get(
          'GET seller-products/{id}',
          `${PRODUCTS}/seller-products/${encodeURIComponent(sellerProductId)}`,
        ),
      );
      return (reply.json as { data?: unknown } | undefined)?.data ?? null;
    } catch (error) {
      if (error instanceof MarketError && error.code === 'NOT_FOUND') {
        return null;
      }
      throw error;
    }
  }

  /** Products whose items carry the seller code (externalVendorSku). */
  async findBySellerCode(sellerCode: string): Promise<string[]> {
    try {
      const answer = await this.call(
        this.get(
          'GET seller-products/external-vendor-sku-codes',
          `${PRODUCTS}/seller-products/external-vendor-sku-codes/${encodeURIComponent(sellerCode)}`,
        ),
        Envelope(z.array(ProductSummary)),
      );
      return answer.data.map((summary) => summary.sellerProductId);
    } catch (error) {
      if (error instanceof MarketError && error.code === 'NOT_FOUND') {
        return [];
      }
      throw error;
    }
  }

  async requestApproval(sellerProductId: string): Promise<void> {
    await this.transport.send({
      operation: 'PUT seller-products/{id}/approvals',
      method: 'PUT',
      path: `${PRODUCTS}/seller-products/${encodeURIComponent(sellerProductId)}/approvals`,
      idempotent: true,
    });
  }

  async inventory(vendorItemId: string) {
    const answer = await this.call(
      this.get(
        'GET vendor-items/{id}/inventories',
        `${PRODUCTS}/vendor-items/${encodeURIComponent(vendorItemId)}/inventories`,
      ),
      Envelope(Inventory),
    );
    return answer.data;
  }

  private async putItem(operation: string, path: string): Promise<void> {
    await this.transport.send({
      operation,
      method: 'PUT',
      path: `${PRODUCTS}/vendor-items/${path}`,
      idempotent: true,
    });
  }

  setItemPrice(vendorItemId: string, price: number) {
    return this.putItem(
      'PUT vendor-items/{id}/prices',
      `${encodeURIComponent(vendorItemId)}/prices/${price}`,
    );
  }

  setItemQuantity(vendorItemId: string, quantity: number) {
    return this.putItem(
      'PUT vendor-items/{id}/quantities',
      `${encodeURIComponent(vendorItemId)}/quantities/${quantity}`,
    );
  }

  setItemOnSale(vendorItemId: string, onSale: boolean) {
    return this.putItem(
      onSale ? 'PUT vendor-items/{id}/sales/resume' : 'PUT vendor-items/{id}/sales/stop',
      `${encodeURIComponent(vendorItemId)}/sales/${onSale ? 'resume' : 'stop'}`,
    );
  }
}
