/**
 * Pages the sites show instead of a product: the slider/captcha "punish" page, a login wall, a removed
 * item. A captcha or login stops list collection until the seller deals with it in the opened tab; a
 * removed item only skips that item. Text is only consulted when the page carries no product data, so a
 * product titled "防伪验证" or a "亲，请登录" link in a normal page header never counts.
 */

export type Obstacle = 'captcha' | 'login' | 'removed';

export type ObstacleProbe = {
  url: string;
  title: string;
  /** The start of the page's visible text. */
  text: string;
  /** Whether the page's product data global was found. */
  hasData: boolean;
};

const CAPTCHA_URL = /_____tmd_____|\/punish\b|x5secdata|x5step|\/captcha\b|nocaptcha|baxia/i;
const CAPTCHA_TEXT = /验证码|滑块|安全验证|拖动到最右边|请按住滑块|访问验证|验证/;
const LOGIN_URL =
  /^https?:\/\/(?:login\.taobao\.com|login\.tmall\.com|login\.1688\.com|passport\.1688\.com|login\.m\.taobao\.com)\/|\/member\/login\.jhtml|\/member\/signin\.htm|\/newlogin\//i;
const LOGIN_TEXT = /密码登录|短信登录|扫码登录|请登录后|账号登录/;
const REMOVED_URL = /wrongpage\.html|\/error\/noitem|noitem\.htm|item_deleted/i;
const REMOVED_TEXT =
  /宝贝不存在|商品不存在|商品已下架|宝贝已下架|该商品已下架|已经下架|您访问的页面不存在|很抱歉，您查看的(?:宝贝|商品)|此商品已删除/;

export function detectObstacle(probe: ObstacleProbe): Obstacle | null {
  if (CAPTCHA_URL.test(probe.url)) {
    return 'captcha';
  }
  if (LOGIN_URL.test(probe.url)) {
    return 'login';
  }
  if (REMOVED_URL.test(probe.url)) {
    return 'removed';
  }
  if (probe.hasData) {
    return null;
  }
  const text = `${probe.title}\n${probe.text}`;
  // Login forms mention 验证码 (SMS codes) too, so they are told apart first.
  if (LOGIN_TEXT.test(text)) {
    return 'login';
  }
  if (CAPTCHA_TEXT.test(text)) {
    return 'captcha';
  }
  if (REMOVED_TEXT.test(text)) {
    return 'removed';
  }
  return null;
}

/** Obstacles that need the seller (solve the slider, log in) before collection can go on. */
export function stopsCollection(obstacle: Obstacle | null): obstacle is 'captcha' | 'login' {
  return obstacle === 'captcha' || obstacle === 'login';
}

export const OBSTACLE_MESSAGES: Record<Obstacle, string> = {
  captcha: '보안 인증(슬라이더/캡차) 페이지가 나타났습니다.',
  login: '사이트 로그인이 필요한 페이지가 나타났습니다.',
  removed: '삭제되었거나 판매가 중지된 상품입니다.',
};
