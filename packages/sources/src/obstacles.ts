import type { SourceSite } from '@sellerdesk/domain';
import { SourceError } from './failures';
import type { SourceFailureCode } from './failures';
import { detectObstacle } from './rules/obstacles';
import type { PageObstacle } from './rules/types';

/**
 * The obstacle rules of the site registry (`rules/obstacles.ts`, shared with the extension) as the
 * failures collection reports. Text rules count only when the page carried no product data, so callers
 * ask after failing to find the data (or on a redirect target, with no text at all).
 */

const FAILURE_OF: Readonly<Record<PageObstacle, SourceFailureCode>> = {
  captcha: 'CAPTCHA',
  login: 'LOGIN_REQUIRED',
  removed: 'ITEM_NOT_FOUND',
  blocked: 'BLOCKED',
};

/** The failure a page (or a redirect's target, with `html` empty) stands for, if it is an obstacle. */
export function pageObstacle(site: SourceSite, html: string, url = ''): SourceFailureCode | null {
  const obstacle = detectObstacle(site, { url, text: html });
  return obstacle ? FAILURE_OF[obstacle] : null;
}

export function throwPageObstacle(
  site: SourceSite,
  html: string,
  url: string,
  fallbackDetail: string,
): never {
  const obstacle = pageObstacle(site, html, url);
  if (obstacle) {
    throw new SourceError(obstacle, site, `${obstacle}: ${url}`);
  }
  throw new SourceError('DATA_NOT_FOUND', site, fallbackDetail);
}
