import http from 'node:http';
import { listen, readBody } from './server/listen';
import type { CatalogueCounts, SourceItemEdit } from './fixtures/catalogue';
import type { FixtureSite } from './fixtures/model';
import { json } from './server/http';
import type { Handler, Reply, RequestContext } from './server/http';
import { marketBaseUrls, MarketEmulators, type MarketEmulatorOptions } from './markets';
import { handleListPages } from './server/lists';
import { handleMtop } from './server/mtop';
import {
  handle1688,
  handle1688Description,
  handleCostco,
  handleImages,
  handleLoginPages,
  handleTaobaoPage,
} from './server/sites';
import { EmulatorState, OUTCOMES, TARGETS } from './server/state';
import type { EmulatorCredentials, EmulatorStats, Outcome, Target } from './server/state';
import { handleExim } from './server/exchange';
import { handleDeepl, handleGoogle, handlePapago } from './server/translate';

export type EmulatorOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Delay before every answer except the control endpoints, like a remote service (e.g. 50). */
  latencyMs?: number;
  /** Generated catalogue sizes per site (defaults: Costco 1,200; Taobao, Tmall, 1688 300 each). */
  catalogue?: CatalogueCounts;
  credentials?: Partial<EmulatorCredentials>;
  /** Lifetime of issued mtop tokens. */
  tokenTtlMs?: number;
  /** The marketplace emulators under /naver, /coupang, /11st, /esm and /wmp, and the Search Ad API under /naver-searchad. */
  markets?: MarketEmulatorOptions;
};

/** Where each configured base URL should point to reach this emulator. */
export type EmulatorBaseUrls = {
  costco: string;
  taobaoPage: string;
  tmallPage: string;
  taobaoMtop: string;
  tmallMtop: string;
  alibaba1688: string;
  alibaba1688Description: string;
  images: string;
  papago: string;
  deepl: string;
  deeplFree: string;
  google: string;
  /** The exchange-rate API (Korea Eximbank style). */
  exim: string;
  naver: string;
  coupang: string;
  elevenst: string;
  esm: string;
  wmp: string;
  /** The NAVER Search Ad API (keyword tool). */
  searchad: string;
  control: string;
};

export type Emulator = {
  url: string;
  baseUrls: EmulatorBaseUrls;
  credentials: EmulatorCredentials;
  stats(): EmulatorStats;
  /** Makes the next `count` requests to one service answer an obstacle or error. */
  force(target: Target, outcome: Outcome, count?: number): void;
  /** Makes the mtop gateway treat a Taobao session (its `cookie2`) as logged out. */
  expireTaobaoSession(cookie2: string): void;
  setLatency(ms: number): void;
  /**
   * Changes a product at its source (price, per-SKU price or stock, or removed); false when the site has
   * no such product. Also `POST /__control/source-item { site, id, ...edit }`.
   */
  editSourceItem(site: FixtureSite, id: string, edit: SourceItemEdit): boolean;
  /** The marketplace emulators (accounts, forced answers, rate limits, statistics). */
  markets: MarketEmulators;
  /** Clears forced outcomes, tokens, expired sessions, source item edits and statistics. */
  reset(): void;
  close(): Promise<void>;
};

// Market image uploads (SmartStore takes up to ten images of 10 MB in one call) need more than pages do.

function route(state: EmulatorState, markets: MarketEmulators): Handler[] {
  return [
    (c) => markets.handle(c),
    (c) => (c.url.pathname.startsWith('/costco/') ? handleCostco(c, state) : null),
    (c) => (c.url.pathname.startsWith('/taobao/') ? handleTaobaoPage(c, state, 'taobao') : null),
    (c) => (c.url.pathname.startsWith('/tmall/') ? handleTaobaoPage(c, state, 'tmall') : null),
    (c) => (c.url.pathname.startsWith('/mtop-tmall/') ? handleMtop(c, state, '/mtop-tmall') : null),
    (c) => (c.url.pathname.startsWith('/mtop/') ? handleMtop(c, state, '/mtop') : null),
    (c) => (c.url.pathname.startsWith('/1688/') ? handle1688(c, state) : null),
    (c) => handleListPages(c, state),
    (c) => handle1688Description(c, state),
    (c) => handleLoginPages(c),
    (c) => handleImages(c, state),
    (c) => handlePapago(c, state),
    (c) => handleDeepl(c, state),
    (c) => handleGoogle(c, state),
    (c) => handleExim(c, state),
  ];
}

function control(context: RequestContext, state: EmulatorState): Reply | null {
  const path = context.url.pathname;
  if (path === '/__control/stats' && context.method === 'GET') {
    return json(200, state.stats);
  }
  if (path === '/__control/reset' && context.method === 'POST') {
    state.reset();
    return json(200, { ok: true });
  }
  if (path === '/__control/latency' && context.method === 'POST') {
    const ms = Number((JSON.parse(context.body.toString('utf8') || '{}') as { ms?: unknown }).ms);
    if (!Number.isFinite(ms) || ms < 0) {
      return json(400, { error: 'ms must be a non-negative number' });
    }
    state.latencyMs = ms;
    return json(200, { latencyMs: ms });
  }
  if (path === '/__control/force' && context.method === 'POST') {
    let body: { target?: unknown; outcome?: unknown; count?: unknown };
    try {
      body = JSON.parse(context.body.toString('utf8') || '{}') as typeof body;
    } catch {
      return json(400, { error: 'invalid JSON' });
    }
    const target = TARGETS.find((t) => t === body.target);
    const outcome = OUTCOMES.find((o) => o === body.outcome);
    const count = body.count === undefined ? 1 : Number(body.count);
    if (!target || !outcome || !Number.isInteger(count) || count < 1) {
      return json(400, {
        error: 'target, outcome and a positive integer count are required',
        targets: TARGETS,
        outcomes: OUTCOMES,
      });
    }
    state.force(target, outcome, count);
    return json(200, { target, outcome, count });
  }
  if (path === '/__control/source-item' && context.method === 'POST') {
    return editSourceItem(context, state);
  }
  if (path === '/__control/expire-session' && context.method === 'POST') {
    const cookie2 = (JSON.parse(context.body.toString('utf8') || '{}') as { cookie2?: unknown }).cookie2;
    if (typeof cookie2 !== 'string' || !cookie2) {
      return json(400, { error: 'cookie2 is required' });
    }
    state.expiredSessions.add(cookie2);
    return json(200, { expired: cookie2 });
  }
  return path.startsWith('/__control/') ? json(404, { error: 'unknown control endpoint' }) : null;
}

const SOURCE_SITES_OF_CATALOGUE: readonly FixtureSite[] = ['costco', 'taobao', 'tmall', '1688'];

/** `POST /__control/source-item { site, id, removed?, price?, skus?: [{ id, price?, stock? }] }`. */
function editSourceItem(context: RequestContext, state: EmulatorState): Reply {
  let body: { site?: unknown; id?: unknown; removed?: unknown; price?: unknown; skus?: unknown };
  try {
    body = JSON.parse(context.body.toString('utf8') || '{}') as typeof body;
  } catch {
    return json(400, { error: 'invalid JSON' });
  }
  const site = SOURCE_SITES_OF_CATALOGUE.find((candidate) => candidate === body.site);
  const decimal = (value: unknown) => typeof value === 'string' && /^(0|[1-9]\d*)(\.\d*[1-9])?$/.test(value);
  const skus = Array.isArray(body.skus) ? (body.skus as Record<string, unknown>[]) : [];
  const skusValid = skus.every(
    (sku) =>
      typeof sku.id === 'string' &&
      (sku.price === undefined || decimal(sku.price)) &&
      (sku.stock === undefined ||
        sku.stock === null ||
        (typeof sku.stock === 'number' && Number.isInteger(sku.stock) && sku.stock >= 0)),
  );
  if (
    !site ||
    typeof body.id !== 'string' ||
    (body.removed !== undefined && typeof body.removed !== 'boolean') ||
    (body.price !== undefined && !decimal(body.price)) ||
    (body.skus !== undefined && !Array.isArray(body.skus)) ||
    !skusValid
  ) {
    return json(400, {
      error:
        'site, id and an edit (removed: boolean, price: decimal string, skus: [{ id, price?, stock? }]) are required',
    });
  }
  const edit: SourceItemEdit = {
    ...(body.removed !== undefined ? { removed: body.removed as boolean } : {}),
    ...(body.price !== undefined ? { price: body.price as string } : {}),
    ...(body.skus !== undefined
      ? {
          skus: skus.map((sku) => ({
            id: sku.id as string,
            ...(sku.price !== undefined ? { price: sku.price as string } : {}),
            ...(sku.stock !== undefined ? { stock: sku.stock as number | null } : {}),
          })),
        }
      : {}),
  };
  if (!state.catalogue.edit(site, body.id, edit)) {
    return json(404, { error: 'no such product at the source', site, id: body.id });
  }
  return json(200, { site, id: body.id, edit });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the emulator; every service lives under its own path prefix of one origin. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const state = new EmulatorState(options);
  const markets = new MarketEmulators(options.markets);
  const handlers = route(state, markets);
  let origin = '';
  const server = http.createServer((request, response) => {
    const send = (reply: Reply) => {
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body);
    };
    const handle = async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', origin);
      if (body === null) {
        return send(json(413, { error: 'Request Entity Too Large' }));
      }
      const context: RequestContext = {
        method: request.method ?? 'GET',
        url,
        headers: request.headers,
        body,
        origin,
      };
      const controlled = control(context, state);
      if (controlled) {
        return send(controlled);
      }
      state.stats.requests++;
      const service = url.pathname.split('/')[1] ?? '';
      state.stats.byService[service] = (state.stats.byService[service] ?? 0) + 1;
      if (state.latencyMs > 0) {
        await sleep(state.latencyMs);
      }
      for (const handler of handlers) {
        const reply = await handler(context);
        if (reply) {
          return send(reply);
        }
      }
      send(json(404, { error: 'Not Found', path: url.pathname }));
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) {
        send(json(500, { error: error instanceof Error ? error.message : String(error) }));
      }
    });
  });
  const listening = await listen(server, options);
  origin = listening.origin;
  return {
    url: origin,
    baseUrls: {
      costco: `${origin}/costco`,
      taobaoPage: `${origin}/taobao`,
      tmallPage: `${origin}/tmall`,
      taobaoMtop: `${origin}/mtop`,
      tmallMtop: `${origin}/mtop-tmall`,
      alibaba1688: `${origin}/1688`,
      alibaba1688Description: `${origin}/1688-desc`,
      images: `${origin}/img`,
      papago: `${origin}/papago`,
      deepl: `${origin}/deepl`,
      deeplFree: `${origin}/deepl-free`,
      google: `${origin}/google`,
      exim: `${origin}/exim`,
      ...marketBaseUrls(origin),
      control: `${origin}/__control`,
    },
    credentials: state.credentials,
    stats: () => structuredClone(state.stats),
    force: (target, outcome, count = 1) => state.force(target, outcome, count),
    expireTaobaoSession: (cookie2) => state.expiredSessions.add(cookie2),
    setLatency: (ms) => {
      state.latencyMs = ms;
    },
    editSourceItem: (site, id, edit) => state.catalogue.edit(site, id, edit),
    markets,
    reset: () => {
      state.reset();
      markets.reset();
    },
    close: listening.close,
  };
}
