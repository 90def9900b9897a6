import type { SourceDescription, SourceProduct } from '../model';
import type { AdapterContext, CapturedPage, SourceCredentials, SourceSiteAdapter } from '../port';
import { SITE_REGISTRY } from '../rules/registry';
import { TaobaoClient } from './client';
import { parseTaobaoData, parseTaobaoPage } from './page';
import type { TaobaoSite } from './res';

/** Clients kept per seller session: at most this many sessions at once. */
const MAX_SESSIONS = 100;

/**
 * Taobao or Tmall behind the source-site port: the H5 gateway with the seller's Taobao session on the
 * server; the ICE app context (page HTML or the object) from the extension.
 */
export class TaobaoAdapter implements SourceSiteAdapter {
  readonly descriptionHelp = ' 수집 화면에서 타오바오 세션 쿠키를 등록하면 서버가 가져옵니다.';
  private readonly clients = new Map<string, TaobaoClient>();

  constructor(
    readonly site: TaobaoSite,
    private readonly context: AdapterContext,
  ) {}

  private client(credentials: SourceCredentials): TaobaoClient {
    // One client per seller session keeps the gateway token between items: no handshake per item.
    const sessionSite = SITE_REGISTRY[this.site].sessionSite;
    const cookie = credentials[sessionSite] ?? '';
    const cached = this.clients.get(cookie);
    if (cached) {
      return cached;
    }
    if (this.clients.size >= MAX_SESSIONS) {
      this.clients.delete(this.clients.keys().next().value!);
    }
    const client = new TaobaoClient({
      fetcher: this.context.fetcher,
      sessionCookie: cookie,
      baseUrls: this.context.baseUrls,
      now: this.context.now,
    });
    this.clients.set(cookie, client);
    return client;
  }

  collect(code: string, credentials: SourceCredentials): Promise<SourceProduct> {
    return this.client(credentials).fetchProduct(this.site, code);
  }

  parseCaptured(page: CapturedPage): SourceProduct {
    return page.html != null
      ? parseTaobaoPage(page.html, { url: page.url, site: this.site })
      : parseTaobaoData(page.data, { url: page.url, site: this.site });
  }

  fetchDescription(
    product: SourceProduct,
    _url: string,
    credentials: SourceCredentials,
  ): Promise<SourceDescription> {
    // The page's description address needs the buyer's browser; the gateway answers the same content.
    return this.client(credentials).fetchDescription(this.site, product.code);
  }
}
