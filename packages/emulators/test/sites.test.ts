import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/emulator';
import type { Emulator } from '../src/emulator';
import { CATALOGUE_RANGES, Catalogue, OBSTACLE_IDS, SCENARIOS, generatedItem } from '../src/fixtures';

/** The site emulators refuse what the sites refuse; these tests speak raw HTTP to them. */
let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => emulator.reset());

const APP_KEY = '12574478';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

type MtopAnswer = { ret: string[]; data: Record<string, unknown>; api: string };

async function mtop(options: {
  cookie?: string;
  token?: string;
  appKey?: string;
  data?: string;
  sign?: string;
  api?: string;
  omit?: string;
  base?: string;
}): Promise<{ status: number; body: MtopAnswer; setCookie: string[] }> {
  const api = options.api ?? 'mtop.taobao.pcdetail.data.get';
  const version = api === 'mtop.taobao.detail.getdesc' ? '7.0' : '1.0';
  const data =
    options.data ??
    JSON.stringify({ id: '652370015315', detail_v: '3.3.2', exParams: '{"id":"652370015315"}' });
  const t = String(Date.now());
  const appKey = options.appKey ?? APP_KEY;
  const params = new URLSearchParams({
    jsv: '2.7.2',
    appKey,
    t,
    sign: options.sign ?? md5(`${options.token ?? ''}&${t}&${appKey}&${data}`),
    api,
    v: version,
    type: 'json',
    dataType: 'json',
    data,
  });
  if (options.omit) {
    params.delete(options.omit);
  }
  const response = await fetch(
    `${options.base ?? emulator.baseUrls.taobaoMtop}/h5/${api}/${version}/?${params}`,
    {
      headers: options.cookie ? { Cookie: options.cookie } : {},
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as MtopAnswer,
    setCookie: response.headers.getSetCookie(),
  };
}

async function handshake(): Promise<{ cookie: string; token: string }> {
  const first = await mtop({ cookie: emulator.credentials.taobao.sessionCookie });
  expect(first.body.ret).toEqual(['FAIL_SYS_TOKEN_EMPTY::令牌为空']);
  const tk = first.setCookie.find((c) => c.startsWith('_m_h5_tk='))!.split(';')[0]!;
  const enc = first.setCookie.find((c) => c.startsWith('_m_h5_tk_enc='))!.split(';')[0]!;
  return {
    cookie: `${emulator.credentials.taobao.sessionCookie}; ${tk}; ${enc}`,
    token: tk.slice('_m_h5_tk='.length).split('_')[0]!,
  };
}

describe('mtop gateway', () => {
  it('issues both token cookies on the first call and accepts a correctly signed retry', async () => {
    const { cookie, token } = await handshake();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const second = await mtop({ cookie, token });
    expect(second.status).toBe(200);
    expect(second.body.ret).toEqual(['SUCCESS::调用成功']);
    expect((second.body.data.item as { itemId: string }).itemId).toBe('652370015315');
  });

  it('refuses a wrong sign, an unknown token, a wrong app key and missing parameters', async () => {
    const { cookie, token } = await handshake();
    expect((await mtop({ cookie, token, sign: md5('forged') })).body.ret).toEqual([
      'FAIL_SYS_ILLEGAL_ACCESS::非法请求',
    ]);
    // Signed with a token the gateway never issued.
    const forged = cookie.replace(/_m_h5_tk=[0-9a-f]+/, '_m_h5_tk=0123456789abcdef0123456789abcdef');
    const expired = await mtop({ cookie: forged, token: '0123456789abcdef0123456789abcdef' });
    expect(expired.body.ret).toEqual(['FAIL_SYS_TOKEN_EXOIRED::令牌过期']);
    expect(expired.setCookie.some((c) => c.startsWith('_m_h5_tk='))).toBe(true);
    expect((await mtop({ cookie, token, appKey: '99999999' })).body.ret).toEqual([
      'FAIL_SYS_APPKEY_NOT_EXIST::AppKey不存在',
    ]);
    for (const omit of ['appKey', 'sign', 't', 'data']) {
      expect((await mtop({ cookie, token, omit })).body.ret).toEqual([
        'FAIL_SYS_PARAMINVALID_ERROR::参数错误',
      ]);
    }
    expect((await mtop({ cookie, token, data: '{"detail_v":"3.3.2","exParams":"{}"}' })).body.ret).toEqual([
      'FAIL_SYS_PARAMINVALID_ERROR::参数错误',
    ]);
    expect(emulator.stats().rejected).toBeGreaterThanOrEqual(8);
  });

  it('rejects anonymous detail calls with RGV587 and logged-out sessions as expired', async () => {
    const anonymous = await mtop({ cookie: 'thw=cn' });
    const tk = anonymous.setCookie.find((c) => c.startsWith('_m_h5_tk='))!.split(';')[0]!;
    const token = tk.slice(9).split('_')[0]!;
    expect((await mtop({ cookie: `thw=cn; ${tk}`, token })).body.ret[0]).toMatch(/^RGV587_ERROR::/);

    const { cookie, token: sessionToken } = await handshake();
    emulator.expireTaobaoSession(/cookie2=([^;]+)/.exec(cookie)![1]!);
    expect((await mtop({ cookie, token: sessionToken })).body.ret).toEqual([
      'FAIL_SYS_SESSION_EXPIRED::Session过期',
    ]);
  });

  it('answers obstacles for the special ids and on demand', async () => {
    const { cookie, token } = await handshake();
    const item = (id: string) => JSON.stringify({ id, detail_v: '3.3.2', exParams: '{}' });
    const captcha = await mtop({ cookie, token, data: item(OBSTACLE_IDS.taobao.captcha) });
    expect(captcha.body.ret[0]).toMatch(/^FAIL_SYS_USER_VALIDATE::/);
    expect(String(captcha.body.data.url)).toContain('/_____tmd_____/punish?x5secdata=');
    expect((await mtop({ cookie, token, data: item('123') })).body.ret).toEqual([
      'FAIL_BIZ_ITEM_NOT_EXIST::宝贝不存在',
    ]);
    emulator.force('mtop', 'rate-limited');
    expect((await mtop({ cookie, token })).body.ret[0]).toMatch(/^FAIL_SYS_FLOWLIMIT::/);
    expect((await mtop({ cookie, token })).body.ret).toEqual(['SUCCESS::调用成功']);
  });

  it('serves getdesc and refuses an api under the wrong version path', async () => {
    const { cookie, token } = await handshake();
    const desc = await mtop({
      cookie,
      token,
      api: 'mtop.taobao.detail.getdesc',
      data: JSON.stringify({ id: '652370015315', detail_v: '3.3.0', preferWireless: 'true' }),
    });
    expect(desc.body.ret).toEqual(['SUCCESS::调用成功']);
    expect(JSON.stringify(desc.body.data)).toContain('desc_richtext_pc');
    const t = String(Date.now());
    const data = '{"id":"1"}';
    const wrong = await fetch(
      `${emulator.baseUrls.taobaoMtop}/h5/mtop.taobao.detail.getdesc/1.0/?appKey=${APP_KEY}&t=${t}&api=mtop.taobao.detail.getdesc&v=1.0&data=${data}&sign=${md5(`${token}&${t}&${APP_KEY}&${data}`)}`,
      { headers: { Cookie: cookie } },
    );
    expect(((await wrong.json()) as MtopAnswer).ret).toEqual(['FAIL_SYS_API_NOT_FOUNDED::API不存在']);
  });
});

describe('Costco OCC', () => {
  const api = (path: string) => `${emulator.baseUrls.costco}/rest/v2/korea/products${path}`;

  it('answers XML unless JSON is asked for, and FULL fields only on request', async () => {
    const xml = await fetch(api('/602630?fields=FULL'));
    expect(xml.headers.get('content-type')).toContain('application/xml');
    const full = (await (
      await fetch(api('/602630?fields=FULL'), { headers: { Accept: 'application/json' } })
    ).json()) as Record<string, unknown>;
    expect(full).toHaveProperty('description');
    const basic = (await (
      await fetch(api('/602630'), { headers: { Accept: 'application/json' } })
    ).json()) as Record<string, unknown>;
    expect(basic).not.toHaveProperty('description');
    expect(basic.code).toBe('602630');
  });

  it('refuses unknown codes, languages and paging like OCC', async () => {
    const unknown = await fetch(api('/999999?fields=FULL'), { headers: { Accept: 'application/json' } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      errors: [{ message: "Product with code '999999' not found!", type: 'UnknownIdentifierError' }],
    });
    expect((await fetch(api('/602630?lang=zz'), { headers: { Accept: 'application/json' } })).status).toBe(
      400,
    );
    expect(
      (await fetch(api('/search?currentPage=-1'), { headers: { Accept: 'application/json' } })).status,
    ).toBe(400);
    const blocked = await fetch(api(`/${OBSTACLE_IDS.costco.blocked}`), {
      headers: { Accept: 'application/json' },
    });
    expect([blocked.status, await blocked.text()]).toEqual([403, expect.stringContaining('Access Denied')]);
  });

  it('serves product pages as the app shell, which asks its own OCC API (no product data in the page)', async () => {
    for (const path of ['/p/602630', '/BeautyHouseholdPersonal-Care/Body-Cream/p/602630']) {
      const page = await fetch(`${emulator.baseUrls.costco}${path}`);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('/costco/rest/v2/korea/products/602630?fields=FULL&lang=ko&curr=KRW');
      expect(html).toContain("Accept: 'application/json'");
      expect(html).toContain('itemprop=price');
      expect(html).not.toContain(SCENARIOS.costcoSimple.title);
    }
  });

  it('pages search results over a catalogue of more than 1,000 products', async () => {
    const page = (n: number) =>
      fetch(api(`/search?query=&currentPage=${n}&pageSize=100&fields=FULL`), {
        headers: { Accept: 'application/json' },
      }).then(
        (r) =>
          r.json() as Promise<{
            products: { code: string }[];
            pagination: { totalResults: number; totalPages: number };
          }>,
      );
    const first = await page(0);
    expect(first.pagination.totalResults).toBeGreaterThanOrEqual(1000);
    expect(first.products).toHaveLength(100);
    const last = await page(first.pagination.totalPages - 1);
    expect(last.products.length).toBe(
      first.pagination.totalResults - (first.pagination.totalPages - 1) * 100,
    );
    expect(new Set([...first.products, ...last.products].map((p) => p.code)).size).toBe(
      first.products.length + last.products.length,
    );
  });
});

describe('item pages', () => {
  it('embeds the ICE context the way the site does', async () => {
    const html = await (await fetch(`${emulator.baseUrls.taobaoPage}/item.htm?id=652370015315`)).text();
    expect(html).toContain('var a = window.__ICE_APP_CONTEXT__ || {};var b = {');
    expect(html).toContain('window.__ICE_APP_CONTEXT__=b;');
  });

  it('redirects obstacles to login and slider pages', async () => {
    const login = await fetch(`${emulator.baseUrls.taobaoPage}/item.htm?id=${OBSTACLE_IDS.taobao.login}`, {
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toContain('/taobao-login/member/login.jhtml?redirectURL=');
    emulator.force('1688-page', 'captcha');
    const captcha = await fetch(`${emulator.baseUrls.alibaba1688}/offer/813724060928.html`);
    expect(captcha.url).toContain('/_____tmd_____/punish?x5secdata=');
    expect(await captcha.text()).toContain('请按住滑块');
    const removed = await fetch(
      `${emulator.baseUrls.alibaba1688}/offer/${OBSTACLE_IDS['1688'].removed}.html`,
      { redirect: 'manual' },
    );
    expect(removed.headers.get('location')).toMatch(/wrongpage\.html$/);
  });

  it('serves the 1688 description payload', async () => {
    const body = await (
      await fetch(`${emulator.baseUrls.alibaba1688Description}/1688offer/icoss813724060928`)
    ).text();
    expect(body.startsWith('var offer_details={"content":')).toBe(true);
    expect(body.endsWith('};')).toBe(true);
  });
});

describe('images', () => {
  it.each([
    ['/imgextra/i1/1/O1CN01a_!!1.jpg', 'image/jpeg', 'jpeg'],
    ['/imgextra/i1/1/O1CN01a_!!1.jpg_q50.jpg_.webp', 'image/webp', 'webp'],
    ['/img/ibank/O1CN01b_!!2-0-cib.png', 'image/png', 'png'],
  ])('serves real %s bytes', async (path, type, format) => {
    const response = await fetch(`${emulator.baseUrls.images}${path}`);
    expect(response.headers.get('content-type')).toBe(type);
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe(format);
    expect(metadata.width).toBeGreaterThanOrEqual(64);
    const again = Buffer.from(await (await fetch(`${emulator.baseUrls.images}${path}`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('serves the layout pictures of detail pages (spacers, separator lines, icons) at their real sizes', async () => {
    const size = async (path: string) => {
      const bytes = Buffer.from(await (await fetch(`${emulator.baseUrls.images}${path}`)).arrayBuffer());
      const { width, height } = await sharp(bytes).metadata();
      return [width, height];
    };
    expect(await size('/tps/spaceball.gif')).toEqual([1, 1]);
    expect(await size('/detail/deco-separator-1.png')).toEqual([750, 4]);
    expect(await size('/detail/deco-icon-1.png')).toEqual([32, 32]);
  });

  it('serves a camera photo with EXIF, and a busy CDN when told', async () => {
    const bytes = Buffer.from(
      await (await fetch(`${emulator.baseUrls.images}/detail/with-exif-1.jpg`)).arrayBuffer(),
    );
    expect((await sharp(bytes).metadata()).exif?.toString('latin1')).toContain('seller-secret');
    emulator.force('img', 'unavailable');
    expect((await fetch(`${emulator.baseUrls.images}/detail/a.jpg`)).status).toBe(503);
    emulator.force('img', 'rate-limited');
    expect((await fetch(`${emulator.baseUrls.images}/detail/a.jpg`)).status).toBe(429);
    expect((await fetch(`${emulator.baseUrls.images}/detail/a.jpg`)).status).toBe(200);
  });

  it('serves Costco media under the Costco prefix and 404s what is no image', async () => {
    const media = await fetch(
      `${emulator.baseUrls.costco}/medias/sys_master/images/zoom/h23/h67/415027616120862.jpg`,
    );
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${emulator.baseUrls.images}/imgextra/readme.txt`)).status).toBe(404);
  });
});

describe('control, latency and the catalogue', () => {
  it('delays answers by the configured latency but not the control endpoints', async () => {
    emulator.setLatency(60);
    const start = Date.now();
    await fetch(`${emulator.baseUrls.costco}/rest/v2/korea/products/602630`, {
      headers: { Accept: 'application/json' },
    });
    expect(Date.now() - start).toBeGreaterThanOrEqual(55);
    const controlStart = Date.now();
    await fetch(`${emulator.baseUrls.control}/stats`);
    expect(Date.now() - controlStart).toBeLessThan(55);
    emulator.setLatency(0);
  });

  it('takes forced outcomes over HTTP and validates them', async () => {
    const bad = await fetch(`${emulator.baseUrls.control}/force`, {
      method: 'POST',
      body: JSON.stringify({ target: 'x', outcome: 'captcha' }),
    });
    expect(bad.status).toBe(400);
    const ok = await fetch(`${emulator.baseUrls.control}/force`, {
      method: 'POST',
      body: JSON.stringify({ target: 'costco', outcome: 'unavailable', count: 2 }),
    });
    expect(ok.status).toBe(200);
    const get = () =>
      fetch(`${emulator.baseUrls.costco}/rest/v2/korea/products/602630`, {
        headers: { Accept: 'application/json' },
      });
    expect([(await get()).status, (await get()).status, (await get()).status]).toEqual([503, 503, 200]);
    const stats = (await (await fetch(`${emulator.baseUrls.control}/stats`)).json()) as {
      byService: Record<string, number>;
    };
    expect(stats.byService.costco).toBe(3);
  });

  it('generates the same products every time, with unique ids', () => {
    expect(generatedItem('taobao', 17)).toEqual(generatedItem('taobao', 17));
    expect(generatedItem('costco', 250)).toEqual(generatedItem('costco', 250));
    const catalogue = new Catalogue();
    const codes = catalogue.costcoItems().map((item) => item.id);
    expect(codes.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(codes).size).toBe(codes.length);
    expect(
      catalogue.find('costco', String(CATALOGUE_RANGES.costco.first + CATALOGUE_RANGES.costco.defaultCount)),
    ).toBeUndefined();
  });
});

describe('source item edits (price, stock, removal)', () => {
  const costcoProduct = async (code: string) =>
    fetch(`${emulator.baseUrls.costco}/rest/v2/korea/products/${code}?fields=FULL`, {
      headers: { Accept: 'application/json' },
    });

  it('changes a product for every later read, removes it, and forgets on reset', async () => {
    const code = String(CATALOGUE_RANGES.costco.first + 1);
    const before = (await (await costcoProduct(code)).json()) as { price: { value: number } };
    const edited = await fetch(`${emulator.baseUrls.control}/source-item`, {
      method: 'POST',
      body: JSON.stringify({ site: 'costco', id: code, price: '12340' }),
    });
    expect(edited.status).toBe(200);
    const after = (await (await costcoProduct(code)).json()) as { price: { value: number } };
    expect(after.price.value).toBe(12340);
    expect(after.price.value).not.toBe(before.price.value);

    expect(emulator.editSourceItem('costco', code, { removed: true })).toBe(true);
    expect((await costcoProduct(code)).status).toBe(400);

    emulator.reset();
    const restored = (await (await costcoProduct(code)).json()) as { price: { value: number } };
    expect(restored.price.value).toBe(before.price.value);
  });

  it('sells out one SKU of a Taobao item and refuses bad edits', async () => {
    const catalogue = new Catalogue();
    const item = catalogue.find('taobao', String(CATALOGUE_RANGES.taobao.first + 1))!;
    const sku = item.skus[0]!;
    expect(catalogue.edit('taobao', item.id, { skus: [{ id: sku.id, stock: 0, price: '99.5' }] })).toBe(true);
    const changed = catalogue.find('taobao', item.id)!;
    expect(changed.skus[0]).toMatchObject({ id: sku.id, stock: 0, price: '99.5' });
    expect(changed.skus[1]).toEqual(item.skus[1]);
    expect(catalogue.edit('taobao', '1', { removed: true })).toBe(false);

    const refused = await fetch(`${emulator.baseUrls.control}/source-item`, {
      method: 'POST',
      body: JSON.stringify({ site: 'costco', id: '610001', price: '-5' }),
    });
    expect(refused.status).toBe(400);
    const unknown = await fetch(`${emulator.baseUrls.control}/source-item`, {
      method: 'POST',
      body: JSON.stringify({ site: 'costco', id: '999999', removed: true }),
    });
    expect(unknown.status).toBe(404);
  });
});
