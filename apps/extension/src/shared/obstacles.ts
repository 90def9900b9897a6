import type { SourceSite } from '@sellerdesk/domain/core';
import { detectObstacle as detectSiteObstacle } from '@sellerdesk/sources/rules';
import type { PageObstacle } from '@sellerdesk/sources/rules';

/**
 * Pages the sites show instead of a product, by the obstacle rules of the site registry (the server
 * judges fetched pages with the same rules). A captcha or login stops list collection until the seller
 * deals with it in the opened tab; a removed item, or a page refusing the browser, only fails that
 * item. Text is only consulted when the page carries no product data, so a product titled "防伪验证"
 * or a "亲，请登录" link in a normal page header never counts.
 */

export type Obstacle = PageObstacle;

export type ObstacleProbe = {
  /** The site the page was opened for. */
  site: SourceSite;
  url: string;
  title: string;
  /** The start of the page's visible text. */
  text: string;
  /** Whether the page's product data was found. */
  hasData: boolean;
};

export function detectObstacle(probe: ObstacleProbe): Obstacle | null {
  return detectSiteObstacle(probe.site, {
    url: probe.url,
    text: `${probe.title}\n${probe.text}`,
    hasData: probe.hasData,
  });
}

/** Obstacles that need the seller (solve the slider, log in) before collection can go on. */
export function stopsCollection(obstacle: Obstacle | null): obstacle is 'captcha' | 'login' {
  return obstacle === 'captcha' || obstacle === 'login';
}

export const OBSTACLE_MESSAGES: Record<Obstacle, string> = {
  captcha: '보안 인증(슬라이더/캡차) 페이지가 나타났습니다.',
  login: '사이트 로그인이 필요한 페이지가 나타났습니다.',
  removed: '삭제되었거나 판매가 중지된 상품입니다.',
  blocked: '사이트가 이 브라우저의 접속을 차단했습니다. 잠시 후 다시 시도해주세요.',
};
