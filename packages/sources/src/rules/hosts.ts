/** Host helpers the sites' link rules share. Hosts are compared exactly, or as subdomains; never as substrings. */

export function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** Subdomains of the marketplaces that are neither item pages nor a shop's own pages. */
const NOT_SHOP_SUBDOMAINS = new Set([
  'www',
  's',
  'list',
  'login',
  'passport',
  'buyertrade',
  'cart',
  'trade',
  'member',
  'work',
  'air',
  'message',
  'h5api',
  'h5',
  'g',
  'img',
  'i',
  'favorite',
  'market',
  'detail',
  'item',
  'm',
  'page',
]);

/**
 * A shop's own host on a marketplace: `shop57301234.taobao.com`, `xiaomi.tmall.com`, `yiwuxyz.1688.com`
 * (a first-level subdomain that is not one of the marketplace's own services). False for '' (a page
 * served elsewhere, where only the path counts).
 */
export function isShopHost(host: string): boolean {
  if (!host) {
    return false;
  }
  const labels = host.split('.');
  const sub = labels[0] ?? '';
  return /^shop\d*$/.test(sub) || (labels.length === 3 && !NOT_SHOP_SUBDOMAINS.has(sub));
}
