import type { SourceDescription, SourceProduct } from '../model';
import type { AdapterContext, CapturedPage, SourceCredentials, SourceSiteAdapter } from '../port';
import { serviceUrl } from '../rules/registry';
import { AlibabaClient } from './client';
import { parse1688Data, parse1688Page } from './parse';
import { site1688 } from './site';

/** 1688 behind the source-site port: the offer page on the server, `__INIT_DATA` (or the HTML) from the extension. */
export class Alibaba1688Adapter implements SourceSiteAdapter {
  readonly site = '1688' as const;
  readonly descriptionHelp = '';
  private readonly baseUrl: string;

  constructor(private readonly context: AdapterContext) {
    this.baseUrl = serviceUrl(context.baseUrls, site1688.services.page);
  }

  private client(credentials: SourceCredentials): AlibabaClient {
    return new AlibabaClient({
      fetcher: this.context.fetcher,
      baseUrl: this.baseUrl,
      cookie: credentials['1688'],
    });
  }

  collect(code: string, credentials: SourceCredentials): Promise<SourceProduct> {
    return this.client(credentials).fetchProduct(code);
  }

  parseCaptured(page: CapturedPage): SourceProduct {
    return page.html != null
      ? parse1688Page(page.html, { url: page.url })
      : parse1688Data(page.data, { url: page.url });
  }

  fetchDescription(
    _product: SourceProduct,
    url: string,
    credentials: SourceCredentials,
  ): Promise<SourceDescription> {
    return this.client(credentials).fetchDescription(url);
  }
}
