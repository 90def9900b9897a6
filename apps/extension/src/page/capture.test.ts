// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataRequest } from '@sellerdesk/sources/rules';
import type { PageDataRequest } from '@sellerdesk/sources/rules';
import { capturePageInMainWorld } from './capture';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

const iceContext = {
  loaderData: { home: { data: { res: { item: { itemId: '652370015315', title: '键盘' } } } } },
};

/** The registry's recipe for each site, as the service worker passes it for a product page. */
const recipe = (site: 'taobao' | 'tmall' | '1688'): PageDataRequest =>
  pageDataRequest(
    {
      taobao: 'https://item.taobao.com/item.htm?id=652370015315',
      tmall: 'https://detail.tmall.com/item.htm?id=652370015315',
      '1688': 'https://detail.1688.com/offer/1081181309884.html',
    }[site],
    site,
  )!;

function page(html: string): void {
  document.documentElement.innerHTML = html;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.__ICE_APP_CONTEXT__;
  delete globals.__INIT_DATA;
  document.documentElement.innerHTML = '<head></head><body></body>';
});

describe('capturePageInMainWorld', () => {
  it('sends a Taobao page whose context is an inline script as HTML, description included', async () => {
    page(
      '<head><script>window.__ICE_APP_CONTEXT__={"loaderData":{}}</script></head><body><div class="desc-root"><img src="d.jpg"></div></body>',
    );
    globals.__ICE_APP_CONTEXT__ = iceContext;
    const capture = await capturePageInMainWorld(recipe('taobao'), 0);
    expect(capture.hasData).toBe(true);
    expect(capture.data).toBeNull();
    expect(capture.html).toContain('window.__ICE_APP_CONTEXT__=');
    expect(capture.html).toContain('class="desc-root"');
    expect(capture.html!.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('sends the Taobao context as data when no inline script carries it', async () => {
    page('<head><script src="app.js"></script></head><body></body>');
    globals.__ICE_APP_CONTEXT__ = iceContext;
    const capture = await capturePageInMainWorld(recipe('tmall'), 0);
    expect(capture).toMatchObject({ hasData: true, html: null });
    expect(JSON.parse(capture.data!)).toEqual(iceContext);
  });

  it('ignores a Taobao context without a product and sends the HTML', async () => {
    page('<body><p>安全验证</p></body>');
    globals.__ICE_APP_CONTEXT__ = { loaderData: { home: { data: {} } } };
    const capture = await capturePageInMainWorld(recipe('taobao'), 0);
    expect(capture).toMatchObject({ hasData: false, data: null });
    expect(capture.html).toContain('安全验证');
  });

  it('sends the 1688 __INIT_DATA as data, even though the page assigns it inline', async () => {
    page('<head><script>window.__INIT_DATA={"data":{}}</script></head><body></body>');
    globals.__INIT_DATA = { data: { '1081181309884': {} }, globalData: { tempModel: { offerId: 1 } } };
    const capture = await capturePageInMainWorld(recipe('1688'), 0);
    expect(capture).toMatchObject({ hasData: true, html: null });
    expect(JSON.parse(capture.data!)).toEqual(globals.__INIT_DATA);
  });

  it('falls back to the HTML when the global cannot be serialised', async () => {
    const circular: Record<string, unknown> = { data: {} };
    circular.self = circular;
    globals.__INIT_DATA = circular;
    const capture = await capturePageInMainWorld(recipe('1688'), 0);
    expect(capture).toMatchObject({ hasData: true, data: null });
    expect(capture.html).toContain('<html');
  });

  it('waits for a global that arrives late, up to the given time', async () => {
    setTimeout(() => {
      globals.__INIT_DATA = { data: {} };
    }, 150);
    expect((await capturePageInMainWorld(recipe('1688'), 600)).hasData).toBe(true);
    delete globals.__INIT_DATA;
    const started = Date.now();
    expect((await capturePageInMainWorld(recipe('1688'), 250)).hasData).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('asks Costco’s own product API from the page, with the page’s cookies, and sends the JSON as data', async () => {
    page('<head><title>코스트코 코리아</title></head><body><app-root></app-root></body>');
    const asked: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      asked.push({ url, init });
      return Promise.resolve(
        new Response(JSON.stringify({ code: '641176', name: '아몬드' }), { status: 200 }),
      );
    });
    const request = pageDataRequest('https://www.costco.co.kr/Food/p/641176', 'costco')!;
    const capture = await capturePageInMainWorld(request, 0);
    expect(asked).toEqual([
      {
        url: 'https://www.costco.co.kr/rest/v2/korea/products/641176?fields=FULL&lang=ko&curr=KRW',
        init: { headers: { Accept: 'application/json' }, credentials: 'include' },
      },
    ]);
    expect(capture).toMatchObject({ hasData: true, html: null });
    expect(JSON.parse(capture.data!)).toEqual({ code: '641176', name: '아몬드' });
  });

  it('passes on what Costco’s API answered instead of JSON, so the server can say what it was', async () => {
    const refusal = '<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>Reference #18.6f2e</BODY></HTML>';
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(refusal, { status: 403 })));
    const request = pageDataRequest('https://www.costco.co.kr/p/641176', 'costco')!;
    const capture = await capturePageInMainWorld(request, 0);
    expect(capture).toMatchObject({ hasData: false, data: null, html: refusal });
    expect(capture.text).toContain('Access Denied');
  });
});
