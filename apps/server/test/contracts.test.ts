import { endpoints, type Access, type Endpoint } from '@sellerdesk/domain/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let basicUser: string;
let seller: string;

beforeAll(async () => {
  t = await createTestApp();
  basicUser = (await t.userSession({ role: 'BasicUser' })).accessToken;
  seller = (await t.userSession()).accessToken;
});
afterAll(async () => t?.close());

const table: [string, Endpoint][] = Object.entries(endpoints).flatMap(([group, descriptors]) =>
  Object.entries(descriptors).map(([name, descriptor]): [string, Endpoint] => [
    `${group}.${name}`,
    descriptor,
  ]),
);

/** A URL for the descriptor's path, with sample values for path parameters. */
const urlOf = (descriptor: Endpoint) => `/api${descriptor.path.replace(/:(\w+)/g, 'sample-$1')}`;

/** Whether a caller got past access control (any answer but the 401/403 of the access check). */
const ACCESS_REFUSALS = ['TOKEN_MISSING', 'EMAIL_NOT_VERIFIED', 'FORBIDDEN'];

/** What each level lets through: no token, an unverified user, a verified seller. */
const EXPECTED: Record<
  Access,
  { anonymous: string | null; basicUser: string | null; seller: string | null }
> = {
  public: { anonymous: null, basicUser: null, seller: null },
  authenticated: { anonymous: 'TOKEN_MISSING', basicUser: null, seller: null },
  verified: { anonymous: 'TOKEN_MISSING', basicUser: 'EMAIL_NOT_VERIFIED', seller: null },
  admin: { anonymous: 'TOKEN_MISSING', basicUser: 'FORBIDDEN', seller: 'FORBIDDEN' },
};

describe('every endpoint of the table is served as described', () => {
  it.each(table)('%s is registered with its method and path', (_name, descriptor) => {
    expect(t.app.hasRoute({ method: descriptor.method, url: `/api${descriptor.path}` })).toBe(true);
  });

  it.each(table)('%s lets exactly its access level through', async (_name, descriptor) => {
    const refusal = async (token?: string) => {
      const res = await t.call({ method: descriptor.method, url: urlOf(descriptor), token });
      // A byte answer (the extension zip) is no refusal.
      const json = String(res.headers['content-type'] ?? '').includes('application/json');
      const reason = json ? ((res.json() as { reason?: string } | undefined)?.reason ?? null) : null;
      return reason && ACCESS_REFUSALS.includes(reason) ? reason : null;
    };
    const expected = EXPECTED[descriptor.access];
    expect(await refusal()).toBe(expected.anonymous);
    expect(await refusal(basicUser)).toBe(expected.basicUser);
    expect(await refusal(seller)).toBe(expected.seller);
  });
});

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
};
type Operation = {
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

describe('the OpenAPI document', () => {
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json<{ paths: typeof paths }>().paths;
  });

  const operationOf = (descriptor: Endpoint): Operation | undefined =>
    paths[`/api${descriptor.path.replace(/:(\w+)/g, '{$1}')}`]?.[descriptor.method.toLowerCase()];

  it.each(table)(
    '%s is documented with its summary, access and typed request and answer',
    (_name, descriptor) => {
      const operation = operationOf(descriptor);
      expect(operation?.summary).toBe(descriptor.summary);
      if (descriptor.access === 'public') {
        expect(operation?.security).toEqual([]);
      } else {
        expect(operation?.security).toBeUndefined();
      }
      const body = operation?.requestBody?.content['application/json']?.schema;
      if (body) {
        expect(Object.keys(body.properties ?? {}).length).toBeGreaterThan(0);
      }
      const answer = operation?.responses['200']?.content?.['application/json']?.schema;
      if (descriptor.path.startsWith('/images/')) {
        expect(operation?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:prefix', 'path:file']);
        return;
      }
      if (descriptor === endpoints.System.extensionDownload) {
        // Answers the zip's bytes, not a `{ data }` envelope.
        expect(answer).toBeUndefined();
        return;
      }
      expect(answer?.required).toEqual(['data']);
      const data = answer?.properties?.data;
      expect(data?.type).toBe('object');
      expect(Object.keys(data?.properties ?? {}).length).toBeGreaterThan(0);
    },
  );

  it('documents the product detail as the product model, not a free-form record', () => {
    const answer = operationOf(endpoints.Product.SearchCollectProductDetail)?.responses['200']?.content?.[
      'application/json'
    ]?.schema;
    const detail = answer?.properties?.data?.properties?.detail;
    expect(detail?.type).toBe('object');
    expect(detail?.required).toEqual(
      expect.arrayContaining(['code', 'site', 'title', 'source', 'option', 'price']),
    );
    expect(detail?.properties?.option?.properties).toHaveProperty('detailOptions');
  });

  it('documents query parameters and bodies from the contracts', () => {
    const logs = operationOf(endpoints.Log.GetDetailLog);
    expect(logs?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:type', 'query:workNumber']),
    );
    const logout = operationOf(endpoints.Auth.logout)?.requestBody?.content['application/json']?.schema;
    expect(logout?.required).toEqual(['refreshToken']);
  });
});
