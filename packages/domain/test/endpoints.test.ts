import { describe, expect, it } from 'vitest';
import { z } from '../src/zod';
import { ACCESS_LEVELS, endpoint, type EndpointInput, type EndpointResponse } from '../src/api/endpoint';
import { endpoints } from '../src/api/endpoints';
import { IMAGE_STORE_PATH } from '../src/constants';
import { bindContracts, contracts } from '../src/api/contracts';
import { LoginBody, LoginResponse } from '../src/api/auth';
import type { ProductDetail } from '../src/product/product-detail';

const table = Object.entries(endpoints).flatMap(([group, descriptors]) =>
  Object.entries(descriptors).map(([name, descriptor]) => ({ group, name, descriptor })),
);

describe('the endpoint table', () => {
  it('lists every endpoint once, with a known access level and a summary', () => {
    expect(table.length).toBeGreaterThanOrEqual(33);
    const routes = table.map(({ descriptor }) => `${descriptor.method} ${descriptor.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const { group, name, descriptor } of table) {
      expect(ACCESS_LEVELS, `${group}.${name}`).toContain(descriptor.access);
      expect(descriptor.path, `${group}.${name}`).toMatch(/^\/[A-Za-z0-9/:]+$/);
      expect(descriptor.summary, `${group}.${name}`).toMatch(/[가-힣]/);
    }
  });

  it('keeps the spec names: the last path segment is the endpoint name in its controller', () => {
    for (const { group, name, descriptor } of table) {
      if (group === 'System' || group === 'Image') {
        continue; // Paths of our own, not controllers of the spec.
      }
      expect(descriptor.path, `${group}.${name}`).toBe(`/${descriptor.path.split('/')[1]}/${name}`);
      expect(descriptor.path.split('/')[1]!.toLowerCase(), `${group}.${name}`).toBe(group.toLowerCase());
    }
  });

  it('binds every descriptor to its schemas, the descriptor itself and not a copy', () => {
    for (const { group, name, descriptor } of table) {
      const contract = (
        contracts as unknown as Record<string, Record<string, { endpoint: unknown; schemas: object }>>
      )[group]?.[name];
      expect(contract?.endpoint, `${group}.${name}`).toBe(descriptor);
      for (const schema of Object.values(contract?.schemas ?? {})) {
        expect(schema, `${group}.${name}`).toBeInstanceOf(z.ZodType);
      }
    }
  });

  it('gives every JSON endpoint a response schema (only stored images and the extension zip answer bytes)', () => {
    const withoutResponse = table
      .filter(({ group, name }) => {
        const schemas = (
          contracts as unknown as Record<string, Record<string, { schemas: { response?: unknown } }>>
        )[group]![name]!.schemas;
        return !schemas.response;
      })
      .map(({ group, name }) => `${group}.${name}`);
    expect(withoutResponse.sort()).toEqual(['Image.file', 'System.extensionDownload']);
  });

  it('describes the product detail with the product model, not a free-form record', () => {
    const detail = contracts.Product.SearchCollectProductDetail.schemas.response.shape.detail;
    const json = z.toJSONSchema(detail, { io: 'output' }) as { required?: string[] };
    expect(json.required).toEqual(expect.arrayContaining(['code', 'site', 'title', 'source', 'option']));
  });
});

describe('the image store path', () => {
  it('is where the public image endpoint serves stored images under /api', () => {
    expect(`/api${endpoints.Image.file.path}`).toBe(`${IMAGE_STORE_PATH}:prefix/:file`);
  });
});

describe('bindContracts', () => {
  const group = {
    A: {
      login: endpoint<{ body: typeof LoginBody; response: typeof LoginResponse }>(
        'POST',
        '/a/login',
        'public',
        '로그인',
      ),
      me: endpoint<{ response: typeof LoginResponse }>('GET', '/a/me', 'verified', '나'),
    },
  };

  it('refuses a descriptor without schemas, in the types and at run time', () => {
    const withoutMe = { A: { login: { body: LoginBody, response: LoginResponse } } };
    // @ts-expect-error `me` has no schemas.
    expect(() => bindContracts(group, withoutMe)).toThrow('A.me (GET /a/me) has no schemas');
  });

  it('refuses schemas other than the declared ones, and stray entries', () => {
    const otherBody = { body: z.object({ other: z.string() }), response: LoginResponse };
    // @ts-expect-error the body is declared as LoginBody.
    bindContracts(group, { A: { login: otherBody, me: { response: LoginResponse } } });
    expect(() =>
      bindContracts(group, {
        A: {
          login: { body: LoginBody, response: LoginResponse },
          me: { response: LoginResponse },
          // @ts-expect-error no such endpoint.
          gone: { response: LoginResponse },
        },
      }),
    ).toThrow('schemas without an endpoint: A.gone');
  });
});

/** Compile-time checks: these lines fail `npm run typecheck` when the derived types drift. */
describe('types derived from the descriptors', () => {
  it('types inputs from request schemas and answers from response schemas', () => {
    const login: EndpointInput<typeof endpoints.Auth.login> = { body: { username: 'a@b.c', password: 'x' } };
    // @ts-expect-error the password is required.
    const incomplete: EndpointInput<typeof endpoints.Auth.login> = { body: { username: 'a@b.c' } };
    // Query fields the server coerces from text take their parsed type.
    const logs: EndpointInput<typeof endpoints.Log.GetCollectLogAll> = { query: { page: 2 } };
    // @ts-expect-error `page` is a number.
    const wrongPage: EndpointInput<typeof endpoints.Log.GetCollectLogAll> = { query: { page: 'two' } };
    const noInput: EndpointInput<typeof endpoints.Auth.user> = {};
    const detail: EndpointResponse<typeof endpoints.Product.SearchCollectProductDetail>['detail'] =
      {} as ProductDetail;
    expect([login, incomplete, logs, wrongPage, noInput, detail]).toHaveLength(6);
  });
});
