import type { SourceSite } from '@sellerdesk/domain/core';
import { SITE_REGISTRY } from './registry';
import type { ObstacleRules, PageObstacle } from './types';

/**
 * One rule set for what a site shows instead of a product, used by the server (on fetched HTML and
 * redirect targets) and by the extension (on an open page's address, title and visible text).
 */
export type ObstacleProbe = {
  url: string;
  /** The page's HTML, or its title and visible text. */
  text: string;
  /** Whether the page carries the site's product data: then only the address can tell an obstacle. */
  hasData?: boolean;
};

// Obstacle pages are small; their head is enough and keeps this cheap on large product pages.
const TEXT_LIMIT = 60_000;

export function detectObstacleWith(rules: ObstacleRules, probe: ObstacleProbe): PageObstacle | null {
  const { url } = probe;
  if (url) {
    if (rules.captchaUrl?.test(url)) {
      return 'captcha';
    }
    if (rules.loginUrl?.test(url)) {
      return 'login';
    }
    if (rules.removedUrl?.test(url)) {
      return 'removed';
    }
  }
  if (probe.hasData || !probe.text) {
    return null;
  }
  const text = probe.text.length > TEXT_LIMIT ? probe.text.slice(0, TEXT_LIMIT) : probe.text;
  if (rules.blockedText?.test(text)) {
    return 'blocked';
  }
  // Login forms mention 验证码 (SMS codes) too, so a login wall is told apart first.
  if (rules.loginText?.test(text)) {
    return 'login';
  }
  if (rules.captchaText?.test(text)) {
    return 'captcha';
  }
  if (rules.removedText?.test(text)) {
    return 'removed';
  }
  return null;
}

/** What the page is instead of a product page of `site`, if recognisable. The address is checked first. */
export function detectObstacle(site: SourceSite, probe: ObstacleProbe): PageObstacle | null {
  return detectObstacleWith(SITE_REGISTRY[site].obstacles, probe);
}
