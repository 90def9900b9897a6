import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '@sellerdesk/emulators';
import type { Emulator } from '@sellerdesk/emulators';
import {
  CATALOGUE_RANGES,
  OBSTACLE_IDS,
  alibabaRangePrice,
  costcoSimple,
  taobaoTwoGroups,
  tmallThreeGroups,
} from '@sellerdesk/emulators/fixtures';
import { fetchFetcher } from '@sellerdesk/outbound';
import { AlibabaClient } from '../src/alibaba/client';
import { SourceCollector } from '../src/collector';
import { CostcoClient } from '../src/costco/client';
import type { Fetcher } from '@sellerdesk/outbound';
import { TaobaoClient } from '../src/taobao/client';
import { failure } from './helpers';

/**
 * The protocol clients against the emulator, which checks signs, tokens, sessions and headers the way
 * the sites do. Two fetcher shapes: the global fetch, and one shaped like the server's safe fetcher
 * (plain header record, synchronous text, redirects returned rather than followed).
 */
let emulator: Emulator;
const fetched: string[] = [];
const fetchPort = fetchFetcher();
const globalFetcher: Fetcher = (url, init) => {
  fetched.push(url);
  return fetchPort(url, init);
};
const recordFetcher: Fetcher = async (url, init) => {
  fetched.push(url);
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const body = await response.text();
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['set-cookie'] = response.headers.getSetCookie();
  return {
    status: response.status,
    url,
    headers,
    text: () => body,
    bytes: () => new TextEncoder().encode(body),
  };
};

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.reset();
  fetched.length = 0;
});

function taobaoClient(
  fetcher: Fetcher = globalFetcher,
  sessionCookie = emulator.credentials.taobao.sessionCookie,
): TaobaoClient {
  return new TaobaoClient({ fetcher, sessionCookie, baseUrls: emulator.baseUrls });
}

describe('Costco OCC client', () => {
  it('fetches a product with the JSON Accept header and FULL fields', async () => {
    const product = await new CostcoClient({
      fetcher: globalFetcher,
      baseUrl: emulator.baseUrls.costco,
    }).fetchProduct(costcoSimple.id);
    expect(product.code).toBe(costcoSimple.id);
    expect(product.description.kind).toBe('html');
    expect(fetched).toEqual([
      `${emulator.baseUrls.costco}/rest/v2/korea/products/602630?fields=FULL&lang=ko&curr=KRW`,
    ]);
    // Images come back from the emulator as real pictures.
    const image = await fetch(product.images[0]!);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('pages through search results up to the limit', async () => {
    const client = new CostcoClient({ fetcher: recordFetcher, baseUrl: emulator.baseUrls.costco });
    const result = await client.searchCodes({ query: '', limit: 250 });
    expect(result.codes).toHaveLength(250);
    expect(new Set(result.codes).size).toBe(250);
    expect(result.totalResults).toBeGreaterThanOrEqual(CATALOGUE_RANGES.costco.defaultCount);
    expect(fetched.map((u) => new URL(u).searchParams.get('currentPage'))).toEqual(['0', '1', '2']);
    const few = await client.searchCodes({ query: '아몬드', limit: 1000 });
    expect(few.codes.length).toBe(few.totalResults);
    expect(few.codes.length).toBeGreaterThan(0);
  });

  it('maps unknown codes, blocks and rate limits', async () => {
    const client = new CostcoClient({ fetcher: globalFetcher, baseUrl: emulator.baseUrls.costco });
    await failure(() => client.fetchProduct('999999'), 'ITEM_NOT_FOUND');
    await failure(() => client.fetchProduct(OBSTACLE_IDS.costco.blocked), 'BLOCKED');
    emulator.force('costco', 'rate-limited');
    const limited = await failure(() => client.fetchProduct(costcoSimple.id), 'RATE_LIMITED');
    expect(limited.transient).toBe(true);
    emulator.force('costco', 'unavailable');
    expect(
      (await failure(() => client.fetchProduct(costcoSimple.id), 'UPSTREAM_UNAVAILABLE')).transient,
    ).toBe(true);
  });
});

describe('Taobao mtop client', () => {
  it('does the token handshake once, then signs every call with the issued token', async () => {
    const client = taobaoClient();
    const product = await client.fetchProduct('taobao', taobaoTwoGroups.id);
    expect(product.skus).toHaveLength(taobaoTwoGroups.skus.length);
    expect(product.description.kind).toBe('html');
    // pcdetail: FAIL_SYS_TOKEN_EMPTY, then success; getdesc: success straight away.
    expect(fetched.map((u) => new URL(u).searchParams.get('api'))).toEqual([
      'mtop.taobao.pcdetail.data.get',
      'mtop.taobao.pcdetail.data.get',
      'mtop.taobao.detail.getdesc',
    ]);
    expect(emulator.stats().rejected).toBe(1);
    expect(client.sessionCookie('taobao')).toMatch(/_m_h5_tk=[0-9a-f]{32}_\d+/);
    expect(client.sessionCookie('taobao')).toContain('cookie2=');
  });

  it('works with the record-shaped fetcher and the Tmall gateway', async () => {
    const product = await taobaoClient(recordFetcher).fetchProduct('tmall', tmallThreeGroups.id);
    expect(product.site).toBe('tmall');
    expect(product.url).toBe(`${emulator.baseUrls.tmallPage}/item.htm?id=${tmallThreeGroups.id}`);
    expect(fetched.every((u) => u.startsWith(emulator.baseUrls.tmallMtop))).toBe(true);
  });

  it('takes a fresh token when the gateway says the token expired', async () => {
    const client = taobaoClient();
    await client.fetchDetailData('taobao', taobaoTwoGroups.id);
    emulator.force('mtop', 'token-expired');
    await client.fetchDetailData('taobao', taobaoTwoGroups.id);
    expect(fetched).toHaveLength(4);
  });

  it('gives up after one refresh with a transient failure', async () => {
    emulator.force('mtop', 'token-expired', 5);
    const client = taobaoClient();
    await client.fetchDetailData('taobao', taobaoTwoGroups.id).catch(() => undefined);
    emulator.force('mtop', 'token-expired', 5);
    const error = await failure(
      () => client.fetchDetailData('taobao', taobaoTwoGroups.id),
      'TOKEN_REFRESH_FAILED',
    );
    expect(error.transient).toBe(true);
  });

  it('needs the seller session: none configured, anonymous, expired', async () => {
    await failure(
      () => taobaoClient(globalFetcher, '  ').fetchProduct('taobao', taobaoTwoGroups.id),
      'LOGIN_REQUIRED',
    );
    expect(fetched).toEqual([]);
    await failure(
      () => taobaoClient(globalFetcher, 'thw=cn; t=abc').fetchProduct('taobao', taobaoTwoGroups.id),
      'BLOCKED',
    );
    const cookie2 = /cookie2=([^;]+)/.exec(emulator.credentials.taobao.sessionCookie)![1]!;
    emulator.expireTaobaoSession(cookie2);
    const expired = await failure(
      () => taobaoClient().fetchProduct('taobao', taobaoTwoGroups.id),
      'LOGIN_REQUIRED',
    );
    expect(expired.detail).toContain('FAIL_SYS_SESSION_EXPIRED');
  });

  it.each([
    [OBSTACLE_IDS.taobao.captcha, 'CAPTCHA'],
    [OBSTACLE_IDS.taobao.removed, 'ITEM_NOT_FOUND'],
    [OBSTACLE_IDS.taobao.rgv587, 'BLOCKED'],
    [OBSTACLE_IDS.taobao.illegal, 'BLOCKED'],
    [OBSTACLE_IDS.taobao.login, 'LOGIN_REQUIRED'],
  ] as const)('maps the obstacle of item %s', async (id, code) => {
    await failure(() => taobaoClient().fetchProduct('taobao', id), code);
  });
});

describe('1688 client', () => {
  it('fetches the offer page and its description', async () => {
    const client = new AlibabaClient({ fetcher: globalFetcher, baseUrl: emulator.baseUrls.alibaba1688 });
    const product = await client.fetchProduct(alibabaRangePrice.id);
    expect(product.priceTiers).toEqual(alibabaRangePrice.tiers);
    expect(product.description).toMatchObject({ kind: 'html' });
    expect(fetched).toEqual([
      `${emulator.baseUrls.alibaba1688}/offer/${alibabaRangePrice.id}.html`,
      `${emulator.baseUrls.alibaba1688Description}/1688offer/icoss${alibabaRangePrice.id}`,
    ]);
  });

  it.each([
    [OBSTACLE_IDS['1688'].captcha, 'CAPTCHA'],
    [OBSTACLE_IDS['1688'].login, 'LOGIN_REQUIRED'],
    [OBSTACLE_IDS['1688'].removed, 'ITEM_NOT_FOUND'],
  ] as const)('recognises the redirect of %s whether or not the fetcher follows it', async (id, code) => {
    await failure(
      () =>
        new AlibabaClient({ fetcher: recordFetcher, baseUrl: emulator.baseUrls.alibaba1688 }).fetchProduct(
          id,
        ),
      code,
    );
    await failure(
      () =>
        new AlibabaClient({ fetcher: globalFetcher, baseUrl: emulator.baseUrls.alibaba1688 }).fetchProduct(
          id,
        ),
      code,
    );
  });

  it('fails the item when the description answers a slider page', async () => {
    emulator.force('1688-desc', 'captcha');
    await failure(
      () =>
        new AlibabaClient({ fetcher: globalFetcher, baseUrl: emulator.baseUrls.alibaba1688 }).fetchProduct(
          alibabaRangePrice.id,
        ),
      'CAPTCHA',
    );
  });
});

describe('SourceCollector', () => {
  const collector = () => new SourceCollector({ fetcher: globalFetcher, baseUrls: emulator.baseUrls });

  it('collects by site and code', async () => {
    const credentials = { taobao: emulator.credentials.taobao.sessionCookie };
    for (const [site, code] of [
      ['costco', String(CATALOGUE_RANGES.costco.first + 3)],
      ['taobao', String(CATALOGUE_RANGES.taobao.first + 1)],
      ['tmall', String(CATALOGUE_RANGES.tmall.first + 2)],
      ['1688', String(CATALOGUE_RANGES['1688'].first + 4)],
    ] as const) {
      const product = await collector().collect({ site, code }, credentials);
      expect([product.site, product.code]).toEqual([site, code]);
    }
  });

  it('keeps the gateway token between items of the same seller', async () => {
    const shared = collector();
    const credentials = { taobao: emulator.credentials.taobao.sessionCookie };
    await shared.collect({ site: 'taobao', code: taobaoTwoGroups.id }, credentials);
    await shared.collect({ site: 'taobao', code: String(CATALOGUE_RANGES.taobao.first + 5) }, credentials);
    // 1 handshake + 2 calls for the first item, 2 calls for the second.
    expect(fetched).toHaveLength(5);
  });

  it('turns connection failures into transient network failures', async () => {
    const offline = new SourceCollector({
      fetcher: globalFetcher,
      baseUrls: { costco: 'http://127.0.0.1:9' },
    });
    expect(
      (await failure(() => offline.collect({ site: 'costco', code: '602630' }), 'NETWORK')).transient,
    ).toBe(true);
  });

  it('parses a captured page, completing a missing description through getdesc', async () => {
    const url = `${emulator.baseUrls.taobaoPage}/item.htm?id=${taobaoTwoGroups.id}`;
    const html = await (await fetch(`${url}&nodesc=1`)).text();
    const parsed = collector().parseCaptured({ url, html });
    expect(parsed.description.kind).toBe('pending');
    const complete = await collector().collectCaptured(
      { url, html },
      { taobao: emulator.credentials.taobao.sessionCookie },
    );
    expect(complete.description.kind).toBe('html');
    expect(complete.warnings).toEqual([]);
  });

  it('keeps a captured product without its description when no session is configured, and says why', async () => {
    const url = `${emulator.baseUrls.tmallPage}/item.htm?id=${tmallThreeGroups.id}`;
    const html = await (await fetch(`${url}&nodesc=1`)).text();
    const product = await collector().collectCaptured({ url, html });
    expect(product.site).toBe('tmall');
    expect(product.description).toEqual({ kind: 'none' });
    expect(product.warnings[0]).toMatch(
      /^상세설명을 가져오지 못했습니다: 티몰 세션 쿠키가 설정되지 않았습니다\. 상품 페이지에서 상세설명이 보일 때까지 스크롤/,
    );
    expect(product.warnings[0]).toContain('세션 쿠키를 등록하면 서버가 가져옵니다.');
    expect(product.warnings[0]).not.toContain('확장 프로그램');
  });

  it('searches through the site adapter that can, and refuses search on a site that cannot', async () => {
    const search = collector().parseLink(
      `${emulator.baseUrls.costco}/search?text=${encodeURIComponent('우유')}`,
    );
    expect(search).toMatchObject({ kind: 'search', site: 'costco', query: '우유' });
    const found = await collector().search(search as Extract<typeof search, { kind: 'search' }>, 3);
    expect(found.codes.length).toBeGreaterThan(0);
    expect(found.codes.length).toBeLessThanOrEqual(3);
    expect(collector().searches('taobao')).toBe(false);
    await failure(
      () =>
        collector().search(
          {
            kind: 'search',
            site: 'taobao',
            query: 'x',
            category: null,
            url: 'https://s.taobao.com/search?q=x',
          },
          3,
        ),
      'UNSUPPORTED_LINK',
    );
  });

  it('reads a Costco page capture (the OCC answer the page got) against the configured site root', async () => {
    const url = `${emulator.baseUrls.costco}/p/${costcoSimple.id}`;
    const data = await (
      await fetch(
        `${emulator.baseUrls.costco}/rest/v2/korea/products/${costcoSimple.id}?fields=FULL&lang=ko&curr=KRW`,
        {
          headers: { Accept: 'application/json' },
        },
      )
    ).json();
    const product = await collector().collectCaptured({ url, data });
    expect([product.site, product.code, product.title.text]).toEqual([
      'costco',
      costcoSimple.id,
      costcoSimple.title,
    ]);
    expect(product.images.every((image) => image.startsWith(`${emulator.baseUrls.costco}/medias/`))).toBe(
      true,
    );
    // An answer of another product than the page's is refused.
    await failure(
      () => collector().parseCaptured({ url: `${emulator.baseUrls.costco}/p/610001`, data }),
      'MISMATCH',
    );
    // What the page got instead of JSON says what happened, with advice for the open page.
    const refused = await failure(
      () =>
        collector().parseCaptured({
          url: `${emulator.baseUrls.costco}/p/000403`,
          html: '<H1>Access Denied</H1>',
        }),
      'BLOCKED',
    );
    expect(refused.message).toContain('새로고침');
    await failure(
      () => collector().parseCaptured({ url, html: '<html><body>loading</body></html>' }),
      'DATA_NOT_FOUND',
    );
  });

  it('takes captured 1688 pages and refuses links of other sites', async () => {
    const url = `${emulator.baseUrls.alibaba1688}/offer/${alibabaRangePrice.id}.html`;
    const html = await (await fetch(url)).text();
    const product = await collector().collectCaptured({ url, html });
    expect(product.description.kind).toBe('html');
    await failure(
      () => collector().parseCaptured({ url: 'https://example.com/item/1', html }),
      'UNSUPPORTED_LINK',
    );
  });
});
