// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { capturePageInMainWorld } from './capture';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

const iceContext = {
  loaderData: { home: { data: { res: { item: { itemId: '652370015315', title: '键盘' } } } } },
};

function page(html: string): void {
  document.documentElement.innerHTML = html;
}

afterEach(() => {
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
    const capture = await capturePageInMainWorld('taobao', 0);
    expect(capture.hasData).toBe(true);
    expect(capture.data).toBeNull();
    expect(capture.html).toContain('window.__ICE_APP_CONTEXT__=');
    expect(capture.html).toContain('class="desc-root"');
    expect(capture.html!.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('sends the Taobao context as data when no inline script carries it', async () => {
    page('<head><script src="app.js"></script></head><body></body>');
    globals.__ICE_APP_CONTEXT__ = iceContext;
    const capture = await capturePageInMainWorld('tmall', 0);
    expect(capture).toMatchObject({ hasData: true, html: null });
    expect(JSON.parse(capture.data!)).toEqual(iceContext);
  });

  it('ignores a Taobao context without a product and sends the HTML', async () => {
    page('<body><p>安全验证</p></body>');
    globals.__ICE_APP_CONTEXT__ = { loaderData: { home: { data: {} } } };
    const capture = await capturePageInMainWorld('taobao', 0);
    expect(capture).toMatchObject({ hasData: false, data: null });
    expect(capture.html).toContain('安全验证');
  });

  it('sends the 1688 __INIT_DATA as data, even though the page assigns it inline', async () => {
    page('<head><script>window.__INIT_DATA={"data":{}}</script></head><body></body>');
    globals.__INIT_DATA = { data: { '1081181309884': {} }, globalData: { tempModel: { offerId: 1 } } };
    const capture = await capturePageInMainWorld('1688', 0);
    expect(capture).toMatchObject({ hasData: true, html: null });
    expect(JSON.parse(capture.data!)).toEqual(globals.__INIT_DATA);
  });

  it('falls back to the HTML when the global cannot be serialised', async () => {
    const circular: Record<string, unknown> = { data: {} };
    circular.self = circular;
    globals.__INIT_DATA = circular;
    const capture = await capturePageInMainWorld('1688', 0);
    expect(capture).toMatchObject({ hasData: true, data: null });
    expect(capture.html).toContain('<html');
  });

  it('waits for a global that arrives late, up to the given time', async () => {
    setTimeout(() => {
      globals.__INIT_DATA = { data: {} };
    }, 150);
    expect((await capturePageInMainWorld('1688', 600)).hasData).toBe(true);
    delete globals.__INIT_DATA;
    const started = Date.now();
    expect((await capturePageInMainWorld('1688', 250)).hasData).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });
});
