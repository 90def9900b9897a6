import type { ObstacleRules } from './types';

/**
 * What Taobao, Tmall and 1688 share as sites of one group: the image CDN and the anti-bot pages (the
 * baxia slider "punish" page, the group's login hosts, the removed-item pages).
 */

export const ALICDN_HOSTS = [
  'img.alicdn.com',
  'gw.alicdn.com',
  'g.alicdn.com',
  'gd1.alicdn.com',
  'gd2.alicdn.com',
  'gd3.alicdn.com',
  'gd4.alicdn.com',
] as const;

/** Where descriptions are served (Tmall's and 1688's `desc` addresses). */
export const DESCRIPTION_HOSTS = ['itemcdn.tmall.com'] as const;

export const ALIBABA_GROUP_OBSTACLES: ObstacleRules = {
  captchaUrl: /_____tmd_____|\/punish\b|x5secdata|x5step|\/captcha\b|nocaptcha|baxia/i,
  // Only read when the page has no product data: a product titled 防伪验证 never gets here.
  captchaText:
    /验证码|滑块|安全验证|拖动到最右边|请按住滑块|访问验证|请完成验证|完成验证|身份验证|nc_1_n1z|baxia-dialog|x5secdata|_____tmd_____/,
  loginUrl:
    /^(?:https?:)?\/\/(?:login\.taobao\.com|login\.m\.taobao\.com|login\.tmall\.com|login\.1688\.com|passport\.1688\.com)(?:[/?#:]|$)|\/member\/login\.jhtml|\/member\/signin\.htm|\/newlogin\//i,
  // Login forms mention 验证码 (SMS codes) too: login is told apart before the captcha.
  loginText: /密码登录|短信登录|扫码登录|请登录后|账号登录|login-form|J_LoginBox|fm-login-id/,
  removedUrl: /wrongpage\.html|\/error\/noitem|noitem\.htm|item_deleted/i,
  removedText:
    /宝贝不存在|商品不存在|商品已下架|宝贝已下架|该商品已下架|已经下架|页面不存在|很抱歉，您查看的(?:宝贝|商品)|此商品已删除|offer已删除/,
};
