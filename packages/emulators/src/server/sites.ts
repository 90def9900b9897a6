import { build1688Description, render1688Page } from '../fixtures/alibaba';
import {
  buildCostcoProduct,
  buildCostcoSearchPage,
  costcoCategoryCode,
  costcoUnknownProduct,
  renderCostcoProductPage,
} from '../fixtures/costco';
import { escapeHtml } from '../fixtures/model';
import {
  accessDeniedPage,
  loginPage,
  obstacleOfId,
  punishPage,
  removedItemPage,
  wrongPage,
} from '../fixtures/obstacles';
import { renderTaobaoPage } from '../fixtures/taobao';
import { header, html, json, redirect } from './http';
import type { Reply, RequestContext } from './http';
import { imageReply } from './images';
import type { EmulatorState, Outcome } from './state';

/** Costco Korea OCC (`/costco/rest/v2/korea/…`), media and the SPA shell. */
export async function handleCostco(context: RequestContext, state: EmulatorState): Promise<Reply | null> {
  const path = context.url.pathname.slice('/costco'.length);
  if (path.startsWith('/medias/')) {
    return imageReply(path);
  }
  // Product pages: `/p/{code}`, or under the category path the OCC `url` field gives.
  const product = /^(?:\/[^/]+)*\/p\/([0-9A-Za-z-]+)\/?$/.exec(path);
  if (product) {
    return html(200, renderCostcoProductPage(product[1]!, '/costco'));
  }
  if (!path.startsWith('/rest/v2/korea/products')) {
    return null;
  }
  const query = context.url.searchParams;
  const forced = state.take('costco');
  if (forced) {
    return costcoObstacle(forced, state);
  }
  const lang = query.get('lang');
  if (lang !== null && lang !== 'ko' && lang !== 'en') {
    state.stats.rejected++;
    return json(400, {
      errors: [
        { message: `Language with isocode '${lang}' is not supported`, type: 'UnsupportedLanguageError' },
      ],
    });
  }
  const curr = query.get('curr');
  if (curr !== null && curr !== 'KRW') {
    state.stats.rejected++;
    return json(400, {
      errors: [
        { message: `Currency with isocode '${curr}' is not supported`, type: 'UnsupportedCurrencyError' },
      ],
    });
  }
  // OCC negotiates the format: without an explicit JSON Accept header the answer is XML.
  const wantsJson = /application\/json/i.test(header(context, 'accept'));

  if (path === '/rest/v2/korea/products/search') {
    const currentPage = Number(query.get('currentPage') ?? '0');
    const pageSize = Math.min(Number(query.get('pageSize') ?? '20'), 100);
    if (!Number.isInteger(currentPage) || currentPage < 0 || !Number.isInteger(pageSize) || pageSize < 1) {
      state.stats.rejected++;
      return json(400, {
        errors: [{ message: 'Invalid paging parameters', type: 'ValidationError', subject: 'currentPage' }],
      });
    }
    const raw = query.get('query') ?? '';
    const [text = '', , facet, value] = raw.split(':');
    const items = state.catalogue
      .costcoItems()
      .filter((item) => !text.trim() || item.title.includes(text.trim()))
      .filter(
        (item) =>
          facet !== 'category' ||
          !value ||
          (item.category !== undefined && costcoCategoryCode(item.category) === value),
      );
    const page = items.slice(currentPage * pageSize, (currentPage + 1) * pageSize);
    const body = buildCostcoSearchPage(page, items.length, { currentPage, pageSize, query: raw });
    return wantsJson
      ? json(200, body)
      : xml(
          `<productCategorySearchPage><pagination><totalResults>${items.length}</totalResults></pagination></productCategorySearchPage>`,
        );
  }

  const code = decodeURIComponent(path.slice('/rest/v2/korea/products/'.length));
  const obstacle = obstacleOfId('costco', code);
  if (obstacle === 'blocked') {
    return costcoObstacle('blocked', state);
  }
  const item = obstacle ? undefined : state.catalogue.find('costco', code);
  if (!item) {
    state.stats.rejected++;
    return wantsJson
      ? json(400, costcoUnknownProduct(code))
      : xml(`<errors><error><type>UnknownIdentifierError</type></error></errors>`, 400);
  }
  if (!wantsJson) {
    return xml(
      `<product><code>${escapeHtml(item.id)}</code><name>${escapeHtml(item.title)}</name></product>`,
    );
  }
  const full = buildCostcoProduct(item);
  const fields = (query.get('fields') ?? 'DEFAULT').toUpperCase();
  if (fields !== 'FULL') {
    // DEFAULT leaves out the long fields; collectors must ask for FULL.
    delete full.description;
    delete full.classifications;
    delete full.baseOptions;
  }
  return json(200, full);
}

function xml(body: string, status = 200): Reply {
  return {
    status,
    headers: { 'content-type': 'application/xml;charset=UTF-8' },
    body: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`,
  };
}

function costcoObstacle(outcome: Outcome, state: EmulatorState): Reply {
  state.stats.rejected++;
  if (outcome === 'rate-limited') {
    return json(429, { errors: [{ message: 'Too many requests', type: 'TooManyRequestsError' }] });
  }
  if (outcome === 'unavailable') {
    return html(503, '<html><body>Service Unavailable</body></html>');
  }
  return html(403, accessDeniedPage());
}

/** Taobao/Tmall item pages (`/taobao/item.htm?id=`, `/tmall/item.htm?id=`) and their obstacle pages. */
export function handleTaobaoPage(
  context: RequestContext,
  state: EmulatorState,
  site: 'taobao' | 'tmall',
): Reply | null {
  const path = context.url.pathname.slice(site.length + 1);
  if (path.startsWith('/_____tmd_____/punish')) {
    return html(200, punishPage(context.url.searchParams.get('x5secdata') ?? ''));
  }
  if (path !== '/item.htm') {
    return null;
  }
  const id = context.url.searchParams.get('id') ?? '';
  const outcome = state.take('taobao-page') ?? obstacleOfId(site, id);
  if (outcome) {
    state.stats.rejected++;
    if (outcome === 'login') {
      return redirect(
        `${context.origin}/taobao-login/member/login.jhtml?redirectURL=${encodeURIComponent(context.url.toString())}`,
      );
    }
    if (outcome === 'removed') {
      return html(200, removedItemPage());
    }
    return redirect(`${context.origin}/${site}/_____tmd_____/punish?x5secdata=emu${id}&x5step=1`);
  }
  const item = state.catalogue.find(site, id);
  if (!item) {
    return html(200, removedItemPage());
  }
  const withDescription = context.url.searchParams.get('nodesc') !== '1';
  return html(
    200,
    renderTaobaoPage(item, { imageBase: `${context.origin}/img`, decorate: true, withDescription }),
  );
}

/** 1688 offer pages (`/1688/offer/{id}.html`), description payloads and obstacle pages. */
export function handle1688(context: RequestContext, state: EmulatorState): Reply | null {
  const path = context.url.pathname.slice('/1688'.length);
  if (path.startsWith('/_____tmd_____/punish')) {
    return html(200, punishPage(context.url.searchParams.get('x5secdata') ?? ''));
  }
  if (path === '/shtml/static/wrongpage.html') {
    return html(200, wrongPage());
  }
  const offer = /^\/offer\/(\d+)\.html$/.exec(path);
  if (!offer) {
    return null;
  }
  const id = offer[1]!;
  const outcome = state.take('1688-page') ?? obstacleOfId('1688', id);
  const item = state.catalogue.find('1688', id);
  if (outcome || !item) {
    state.stats.rejected++;
    if (outcome === 'login') {
      return redirect(
        `${context.origin}/1688-login/member/signin.htm?Done=${encodeURIComponent(context.url.toString())}`,
      );
    }
    if (outcome === 'removed' || !outcome) {
      return redirect(`${context.origin}/1688/shtml/static/wrongpage.html`);
    }
    return redirect(`${context.origin}/1688/_____tmd_____/punish?x5secdata=emu${id}&x5step=1`);
  }
  return html(
    200,
    render1688Page(item, {
      imageBase: `${context.origin}/img`,
      descriptionUrl: `${context.origin}/1688-desc/1688offer/icoss${id}`,
    }),
  );
}

export function handle1688Description(context: RequestContext, state: EmulatorState): Reply | null {
  const match = /^\/1688-desc\/1688offer\/icoss(\d+)$/.exec(context.url.pathname);
  if (!match) {
    return null;
  }
  const outcome = state.take('1688-desc');
  if (outcome) {
    state.stats.rejected++;
    return outcome === 'unavailable' ? html(503, 'Service Unavailable') : html(200, punishPage('emu-desc'));
  }
  const item = state.catalogue.find('1688', match[1]!);
  if (!item) {
    return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not Found' };
  }
  return {
    status: 200,
    headers: { 'content-type': 'application/javascript; charset=utf-8' },
    body: build1688Description(item, `${context.origin}/img`),
  };
}

export function handleLoginPages(context: RequestContext): Reply | null {
  if (context.url.pathname.startsWith('/taobao-login/')) {
    return html(200, loginPage('taobao'));
  }
  if (context.url.pathname.startsWith('/1688-login/')) {
    return html(200, loginPage('1688'));
  }
  return null;
}

export async function handleImages(context: RequestContext, state: EmulatorState): Promise<Reply | null> {
  if (!context.url.pathname.startsWith('/img/')) {
    return null;
  }
  // A busy CDN: 'rate-limited' answers 429, any other forced outcome 503.
  const forced = state.take('img');
  if (forced) {
    return { status: forced === 'rate-limited' ? 429 : 503, headers: {}, body: Buffer.from('busy') };
  }
  return imageReply(context.url.pathname.slice('/img'.length));
}
