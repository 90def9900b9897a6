import { SourceError } from './failures';
import type { SourceSite } from './model';

/**
 * Pages the sites show instead of a product: login walls, the slider/captcha "punish" page, removed
 * items. Only consulted when the page carries no product data, so a login link in a normal page header
 * never counts.
 */

const CAPTCHA_URL = /_____tmd_____|\/punish\b|x5secdata|x5step|\/captcha\b|nocaptcha|baxia/i;
const CAPTCHA_TEXT =
  /验证码|滑块|安全验证|拖动到最右边|请按住滑块|访问验证|nc_1_n1z|baxia-dialog|x5secdata|_____tmd_____/;
const LOGIN_URL =
  /(?:^|\/\/)(?:login\.taobao\.com|login\.tmall\.com|login\.1688\.com|passport\.1688\.com|login\.m\.taobao\.com)|\/member\/login\.jhtml|\/member\/signin\.htm|\/newlogin\//i;
const LOGIN_TEXT = /亲，请登录|密码登录|短信登录|扫码登录|login-form|J_LoginBox|fm-login-id/;
const REMOVED_URL = /wrongpage\.html|\/error\/noitem|noitem\.htm|item_deleted/i;
const REMOVED_TEXT =
  /宝贝不存在|商品不存在|商品已下架|宝贝已下架|该商品已下架|已经下架|页面不存在|您访问的页面不存在|很抱歉，您查看的(?:宝贝|商品)|此商品已删除|offer已删除/;

export type PageObstacle = 'CAPTCHA' | 'LOGIN_REQUIRED' | 'ITEM_NOT_FOUND';

/** What the page is instead of a product page, if recognisable. Checks the URL first, then the text. */
export function detectPageObstacle(html: string, url = ''): PageObstacle | null {
  if (CAPTCHA_URL.test(url)) {
    return 'CAPTCHA';
  }
  if (LOGIN_URL.test(url)) {
    return 'LOGIN_REQUIRED';
  }
  if (REMOVED_URL.test(url)) {
    return 'ITEM_NOT_FOUND';
  }
  // Obstacle pages are small; the head is enough and keeps this cheap on large pages.
  const head = html.length > 60_000 ? html.slice(0, 60_000) : html;
  if (CAPTCHA_TEXT.test(head)) {
    return 'CAPTCHA';
  }
  if (LOGIN_TEXT.test(head)) {
    return 'LOGIN_REQUIRED';
  }
  if (REMOVED_TEXT.test(head)) {
    return 'ITEM_NOT_FOUND';
  }
  return null;
}

/** A redirect's target says what happened before any body is read. */
export function redirectObstacle(location: string): PageObstacle | null {
  return detectPageObstacle('', location);
}

export function throwPageObstacle(
  site: SourceSite,
  html: string,
  url: string,
  fallbackDetail: string,
): never {
  const obstacle = detectPageObstacle(html, url);
  if (obstacle) {
    throw new SourceError(obstacle, site, `${obstacle}: ${url}`);
  }
  throw new SourceError('DATA_NOT_FOUND', site, fallbackDetail);
}
