import { createHash } from 'node:crypto';
import { hashSync } from 'bcryptjs';
import * as z from 'zod';
import { MarketError } from '../errors';
import { buildMultipart } from '../http/multipart';
import type { AccountRateLimiter } from '../http/rate-limiter';
import { base64 } from '../http/signing';
import { MarketTransport, type MarketCall } from '../http/transport';
import type { MarketContext } from '../port';
import { smartStoreError } from './errors';
import type { SmartStoreSettings } from './settings';

/**
 * The Naver Commerce API protocol: client-credentials tokens signed with bcrypt, bearer calls, and the
 * few endpoints the adapter uses, each answer checked against the shape it must have.
 */

/** A token is re-issued when less than this is left (Naver re-issues below 30 minutes anyway). */
const TOKEN_MARGIN_MS = 10 * 60_000;
const TOKEN_OPERATION = 'POST /v1/oauth2/token';

type CachedToken = { token: string; expiresAt: number };
/** Tokens per (base URL, application, type, seller account): every adapter of an account shares one. */
const tokenCache = new Map<string, CachedToken>();
const tokenRequests = new Map<string, Promise<CachedToken>>();

/** `client_secret_sign` = Base64(bcrypt(`${clientId}_${timestamp}`, salt = the client secret)). */
export function clientSecretSign(clientId: string, clientSecret: string, timestamp: number): string {
  return base64(hashSync(`${clientId}_${timestamp}`, clientSecret));
}

const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

export const NaverCategory = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  wholeCategoryName: z.string(),
  last: z.boolean(),
});
export type NaverCategory = z.infer<typeof NaverCategory>;

export const NaverNoticeType = z.object({
  productInfoProvidedNoticeType: z.string(),
  productInfoProvidedNoticeTypeName: z.string(),
  fields: z.array(z.object({ fieldName: z.string(), fieldLabel: z.string(), required: z.boolean() })),
});
export type NaverNoticeType = z.infer<typeof NaverNoticeType>;

const AddressBookPage = z.object({
  addressBooks: z.array(
    z.object({
      addressBookNo: z.union([z.string(), z.number()]).transform(String),
      name: z.string(),
      addressType: z.string(),
      baseAddress: z.string(),
      detailAddress: z.string().default(''),
      postalCode: z.string().default(''),
      phoneNumber1: z.string().default(''),
    }),
  ),
  totalCount: z.number().int(),
});
export type NaverAddressBook = z.infer<typeof AddressBookPage>['addressBooks'][number];

const OriginAreas = z.array(z.object({ code: z.string(), name: z.string() }));
const UploadedImages = z.object({ images: z.array(z.object({ url: z.string().min(1) })) });
const CreatedProduct = z.object({
  originProductNo: z.union([z.string(), z.number()]).transform(String),
  smartstoreChannelProductNo: z.union([z.string(), z.number()]).transform(String),
});
const SearchAnswer = z.object({
  contents: z.array(
    z.object({
      originProductNo: z.union([z.string(), z.number()]).transform(String),
      channelProducts: z
        .array(z.object({ channelProductNo: z.union([z.string(), z.number()]).transform(String) }))
        .default([]),
    }),
  ),
});
const Account = z.object({ accountId: z.string(), accountUid: z.string().optional() });

export type ImageFile = { filename: string; contentType: string; data: Uint8Array };

export class SmartStoreClient {
  private readonly transport: MarketTransport;
  private readonly tokenKey: string;

  constructor(
    private readonly settings: SmartStoreSettings,
    private readonly context: MarketContext & { now: () => number; sleep: (ms: number) => Promise<void> },
    limiter: AccountRateLimiter,
  ) {
    // The secret's digest is part of the key: a seller who re-enters keys gets them checked, not a cached token.
    const secretDigest = createHash('sha256').update(settings.clientSecret).digest('hex');
    this.tokenKey = [context.baseUrl, settings.clientId, settings.sellerAccountId, secretDigest].join('|');
    this.transport = MarketTransport.forAccount('SmartStore', context, limiter, {
      authorize: async (call): Promise<Record<string, string>> =>
        call.operation === TOKEN_OPERATION ? {} : { authorization: `Bearer ${await this.token()}` },
      toError: (reply, call) => smartStoreError(reply, call, context.egressIp),
      refreshAuth: async () => {
        tokenCache.delete(this.tokenKey);
        await this.token();
      },
    });
  }

  /** The account's access token, issued once and shared until it nears expiry. */
  async token(): Promise<string> {
    const cached = tokenCache.get(this.tokenKey);
    if (cached && cached.expiresAt - this.context.now() > TOKEN_MARGIN_MS) {
      return cached.token;
    }
    let pending = tokenRequests.get(this.tokenKey);
    if (!pending) {
      pending = this.issueToken().finally(() => tokenRequests.delete(this.tokenKey));
      tokenRequests.set(this.tokenKey, pending);
    }
    return (await pending).token;
  }

  private async issueToken(): Promise<CachedToken> {
    const timestamp = this.context.now();
    const form = new URLSearchParams({
      client_id: this.settings.clientId,
      timestamp: String(timestamp),
      grant_type: 'client_credentials',
      client_secret_sign: clientSecretSign(this.settings.clientId, this.settings.clientSecret, timestamp),
      type: this.settings.sellerAccountId ? 'SELLER' : 'SELF',
    });
    if (this.settings.sellerAccountId) {
      form.set('account_id', this.settings.sellerAccountId);
    }
    const answer = await this.call(
      {
        operation: TOKEN_OPERATION,
        method: 'POST',
        path: '/v1/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        idempotent: true,
      },
      TokenAnswer,
    );
    const token = { token: answer.access_token, expiresAt: timestamp + answer.expires_in * 1000 };
    tokenCache.set(this.tokenKey, token);
    return token;
  }

  private async call<T>(call: MarketCall, schema: z.ZodType<T>): Promise<T> {
    const reply = await this.transport.send(call);
    const parsed = schema.safeParse(reply.json);
    if (!parsed.success) {
      throw new MarketError({
        market: 'SmartStore',
        code: 'INVALID_RESPONSE',
        status: reply.status,
        detail: `${call.operation}: ${parsed.error.issues[0]?.message ?? 'unexpected body'}`,
      });
    }
    return parsed.data;
  }

  private json(operation: string, method: 'POST' | 'PUT', path: string, body: unknown, idempotent: boolean) {
    return {
      operation,
      method,
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      idempotent,
    } satisfies MarketCall;
  }

  account() {
    return this.call(
      { operation: 'GET /v1/seller/account', method: 'GET', path: '/v1/seller/account', idempotent: true },
      Account,
    );
  }

  categories() {
    return this.call(
      { operation: 'GET /v1/categories', method: 'GET', path: '/v1/categories', idempotent: true },
      z.array(NaverCategory),
    );
  }

  category(id: string) {
    return this.call(
      {
        operation: 'GET /v1/categories/{id}',
        method: 'GET',
        path: `/v1/categories/${encodeURIComponent(id)}`,
        idempotent: true,
      },
      NaverCategory,
    );
  }

  subCategories(id: string) {
    return this.call(
      {
        operation: 'GET /v1/categories/{id}/sub-categories',
        method: 'GET',
        path: `/v1/categories/${encodeURIComponent(id)}/sub-categories`,
        idempotent: true,
      },
      z.array(NaverCategory),
    );
  }

  noticeTypes(categoryId: string) {
    return this.call(
      {
        operation: 'GET /v1/products-for-provided-notice',
        method: 'GET',
        path: `/v1/products-for-provided-notice?categoryId=${encodeURIComponent(categoryId)}`,
        idempotent: true,
      },
      z.array(NaverNoticeType),
    );
  }

  async addressBooks(): Promise<NaverAddressBook[]> {
    const result: NaverAddressBook[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const answer = await this.call(
        {
          operation: 'GET /v1/seller/addressbooks-for-page',
          method: 'GET',
          path: `/v1/seller/addressbooks-for-page?page=${page}&size=100`,
          idempotent: true,
        },
        AddressBookPage,
      );
      result.push(...answer.addressBooks);
      if (result.length >= answer.totalCount || answer.addressBooks.length === 0) {
        break;
      }
    }
    return result;
  }

  originAreas() {
    return this.call(
      {
        operation: 'GET /v1/product-origin-areas',
        method: 'GET',
        path: '/v1/product-origin-areas',
        idempotent: true,
      },
      OriginAreas,
    );
  }

  /** Uploads up to ten images in one call; the answer's URLs are the only ones products may use. */
  async uploadImages(files: readonly ImageFile[]): Promise<string[]> {
    const { body, contentType } = buildMultipart(
      files.map((file) => ({
        name: 'imageFiles',
        filename: file.filename,
        contentType: file.contentType,
        data: file.data,
      })),
    );
    const answer = await this.call(
      {
        operation: 'POST /v1/product-images/upload',
        method: 'POST',
        path: '/v1/product-images/upload',
        headers: { 'content-type': contentType },
        body,
        // Uploading an image twice only leaves an unused copy at Naver.
        idempotent: true,
      },
      UploadedImages,
    );
    if (answer.images.length !== files.length) {
      throw new MarketError({
        market: 'SmartStore',
        code: 'INVALID_RESPONSE',
        detail: `uploaded ${files.length} images, got ${answer.images.length} URLs`,
      });
    }
    return answer.images.map((image) => image.url);
  }

  createProduct(body: unknown) {
    return this.call(this.json('POST /v2/products', 'POST', '/v2/products', body, false), CreatedProduct);
  }

  async updateProduct(originProductNo: string, body: unknown): Promise<void> {
    await this.transport.send(
      this.json(
        'PUT /v2/products/origin-products/{no}',
        'PUT',
        `/v2/products/origin-products/${encodeURIComponent(originProductNo)}`,
        body,
        true,
      ),
    );
  }

  /** The product as stored, or null when Naver no longer has it. */
  async readProduct(originProductNo: string): Promise<unknown> {
    try {
      const reply = await this.transport.send({
        operation: 'GET /v2/products/origin-products/{no}',
        method: 'GET',
        path: `/v2/products/origin-products/${encodeURIComponent(originProductNo)}`,
        idempotent: true,
      });
      return reply.json;
    } catch (error) {
      if (error instanceof MarketError && error.code === 'NOT_FOUND') {
        return null;
      }
      throw error;
    }
  }

  /** Products carrying the seller management code, newest first. */
  async searchBySellerCode(sellerManagementCode: string) {
    const answer = await this.call(
      this.json(
        'POST /v1/products/search',
        'POST',
        '/v1/products/search',
        { searchKeywordType: 'SELLER_CODE', sellerManagementCode, page: 1, size: 50 },
        true,
      ),
      SearchAnswer,
    );
    return answer.contents;
  }

  async changeStatus(originProductNo: string, statusType: string, stockQuantity?: number): Promise<void> {
    await this.transport.send(
      this.json(
        'PUT /v1/products/origin-products/{no}/change-status',
        'PUT',
        `/v1/products/origin-products/${encodeURIComponent(originProductNo)}/change-status`,
        stockQuantity === undefined ? { statusType } : { statusType, stockQuantity },
        true,
      ),
    );
  }
}
