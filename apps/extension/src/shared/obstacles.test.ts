import { describe, expect, it } from 'vitest';
import { detectObstacle, stopsCollection } from './obstacles';

const probe = (overrides: Partial<Parameters<typeof detectObstacle>[0]>) =>
  detectObstacle({
    site: 'taobao',
    url: 'https://item.taobao.com/item.htm?id=1',
    title: '',
    text: '',
    hasData: false,
    ...overrides,
  });

describe('detectObstacle', () => {
  it('recognises the punish page by its address, whatever the page says', () => {
    expect(
      probe({ url: 'https://item.taobao.com/item.htm/_____tmd_____/punish?x5secdata=abc&x5step=1' }),
    ).toBe('captcha');
    expect(
      probe({ url: 'http://127.0.0.1:4010/taobao/_____tmd_____/punish?x5secdata=emu1', hasData: true }),
    ).toBe('captcha');
    expect(probe({ site: '1688', url: 'https://detail.1688.com/offer/1.html?x5secdata=xyz' })).toBe(
      'captcha',
    );
  });

  it('recognises the slider page by its text when the page has no product data', () => {
    expect(probe({ title: '验证码拦截', text: '亲，请按住滑块，拖动到最右边' })).toBe('captcha');
    expect(probe({ text: '安全验证' })).toBe('captcha');
  });

  it('does not take a product mentioning 验证 for a captcha', () => {
    expect(probe({ title: '防伪验证 纯棉T恤', text: '防伪验证 扫码验证真伪', hasData: true })).toBeNull();
  });

  it('recognises login walls by host, path and form text', () => {
    expect(probe({ url: 'https://login.taobao.com/member/login.jhtml?redirectURL=x' })).toBe('login');
    expect(probe({ url: 'http://127.0.0.1:4010/taobao-login/member/login.jhtml?redirectURL=x' })).toBe(
      'login',
    );
    expect(probe({ site: '1688', url: 'https://login.1688.com/member/signin.htm?Done=x' })).toBe('login');
    expect(probe({ text: '密码登录 短信登录 扫码登录' })).toBe('login');
    expect(probe({ text: '短信登录 获取验证码' })).toBe('login');
    // The header link of an ordinary product page.
    expect(probe({ text: '亲，请登录 免费注册', hasData: true })).toBeNull();
  });

  it('recognises removed items, which do not stop a list', () => {
    expect(probe({ site: '1688', url: 'https://page.1688.com/shtml/static/wrongpage.html' })).toBe('removed');
    expect(
      probe({ title: '淘宝网 - 宝贝不存在', text: '很抱歉，您查看的宝贝不存在，可能已下架或者被转移。' }),
    ).toBe('removed');
    expect(stopsCollection('removed')).toBe(false);
    expect(stopsCollection('captcha')).toBe(true);
    expect(stopsCollection('login')).toBe(true);
    expect(stopsCollection(null)).toBe(false);
  });

  it('lets an ordinary product page through', () => {
    expect(
      probe({ title: '夏季新款纯棉短袖T恤-淘宝网', text: '颜色分类 黑色 白色', hasData: true }),
    ).toBeNull();
    expect(probe({ title: 'Some page', text: 'hello' })).toBeNull();
  });
});
