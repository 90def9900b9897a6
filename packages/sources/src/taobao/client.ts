import { SourceError } from '../failures';
import type { Fetcher } from '@sellerdesk/outbound';
import { record } from '../finalize';
import type { SourceDescription, SourceProduct } from '../model';
import { SITE_LABELS, SITE_REGISTRY, serviceUrl } from '../rules/registry';
import type { SourceBaseUrls } from '../rules/registry';
import { parseGetdescData } from './desc';
import { MtopClient } from './mtop';
import { parseTaobaoRes } from './res';
import type { TaobaoSite } from './res';

export type TaobaoClientOptions = {
  fetcher: Fetcher;
  /** The seller's own Taobao session cookie string, from the settings screen. */
  sessionCookie: string;
  /**
   * The sites' addresses: H5 gateways (`taobaoMtop`, `tmallMtop`) and item page origins (`taobaoPage`,
   * `tmallPage`: the product URL and the base of `//` image URLs). Unset ones are the real sites.
   */
  baseUrls?: SourceBaseUrls;
  now?: () => number;
};

/** The client id the sites' own PC pages send to the gateway. */
const TTID: Record<TaobaoSite, string> = {
  taobao: '2022@taobao_litepc_9.17.0',
  tmall: '2022@taobao_litepc_9.20.0',
};

/** Server-side Taobao/Tmall collection through the H5 mtop gateway with the seller's session. */
export class TaobaoClient {
  private readonly clients = new Map<TaobaoSite, MtopClient>();

  constructor(private readonly options: TaobaoClientOptions) {}

  private mtop(site: TaobaoSite): MtopClient {
    const existing = this.clients.get(site);
    if (existing) {
      return existing;
    }
    if (!/\S/.test(this.options.sessionCookie)) {
      throw new SourceError(
        'LOGIN_REQUIRED',
        site,
        'no session cookie',
        `${SITE_LABELS[site]} 세션 쿠키가 설정되지 않았습니다. 수집 화면에서 타오바오 세션 쿠키를 등록하거나, 셀러데스크 확장 프로그램으로 상품 페이지에서 수집해주세요.`,
      );
    }
    const client = new MtopClient({
      fetcher: this.options.fetcher,
      site,
      baseUrl: this.mtopBase(site),
      cookie: this.options.sessionCookie,
      referer: `${this.pageBase(site)}/`,
      ttid: TTID[site],
      now: this.options.now,
    });
    this.clients.set(site, client);
    return client;
  }

  private mtopBase(site: TaobaoSite): string {
    return serviceUrl(this.options.baseUrls, SITE_REGISTRY[site].services.mtop);
  }

  private pageBase(site: TaobaoSite): string {
    return serviceUrl(this.options.baseUrls, SITE_REGISTRY[site].services.page);
  }

  itemUrl(site: TaobaoSite, id: string): string {
    return `${this.pageBase(site)}/item.htm?id=${encodeURIComponent(id)}`;
  }

  /** The pcdetail `data` (same shape as the page's ICE `res`). */
  async fetchDetailData(site: TaobaoSite, id: string): Promise<unknown> {
    const data = await this.mtop(site).call({
      api: 'mtop.taobao.pcdetail.data.get',
      version: '1.0',
      data: { id, detail_v: '3.3.2', exParams: JSON.stringify({ queryParams: `id=${id}`, id }) },
    });
    if (!record(data)?.item) {
      throw new SourceError('DATA_NOT_FOUND', site, 'pcdetail answer without item');
    }
    return data;
  }

  async fetchDescription(site: TaobaoSite, id: string): Promise<SourceDescription> {
    const data = await this.mtop(site).call({
      api: 'mtop.taobao.detail.getdesc',
      version: '7.0',
      data: { id, detail_v: '3.3.0', preferWireless: 'true' },
    });
    return parseGetdescData(data, site, this.itemUrl(site, id));
  }

  /** Detail and description, as one complete product. */
  async fetchProduct(site: TaobaoSite, id: string): Promise<SourceProduct> {
    const res = await this.fetchDetailData(site, id);
    const description = await this.fetchDescription(site, id);
    return parseTaobaoRes(res, { site, url: this.itemUrl(site, id), requestedId: id, description });
  }

  /** The session cookie with the tokens the gateway issued, to store for the next collection. */
  sessionCookie(site: TaobaoSite): string {
    return this.clients.get(site)?.cookieHeader() ?? this.options.sessionCookie;
  }
}
