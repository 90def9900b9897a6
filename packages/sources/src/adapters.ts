import type { SourceSite } from '@sellerdesk/domain';
import { Alibaba1688Adapter } from './alibaba/adapter';
import { CostcoAdapter } from './costco/adapter';
import type { AdapterContext, SourceSiteAdapter } from './port';
import { TaobaoAdapter } from './taobao/adapter';

/**
 * Each site's collector, next to its registry entry (`rules/registry.ts`). Kept apart from the registry
 * because the registry is also read in the browser, and collectors bring zod and the protocol clients.
 */
export const SITE_ADAPTERS: { readonly [S in SourceSite]: (context: AdapterContext) => SourceSiteAdapter } = {
  costco: (context) => new CostcoAdapter(context),
  taobao: (context) => new TaobaoAdapter('taobao', context),
  tmall: (context) => new TaobaoAdapter('tmall', context),
  '1688': (context) => new Alibaba1688Adapter(context),
};
