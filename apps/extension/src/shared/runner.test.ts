import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { cancelRun, createRun, randomDelayMs, resumeRun, statusText, summarize } from './run';
import type { ListRun, RunItem } from './run';
import { driveRun } from './runner';
import type { PageCapture, RunnerDeps } from './runner';

const origin = 'http://127.0.0.1:4010';
const ids = ['680000000001', '680000000002', '680000000003', '680000000004'];
const itemUrl = (id: string) => `${origin}/taobao/item.htm?id=${id}`;

function productPage(url: string): PageCapture {
  return {
    url,
    title: '商品-淘宝网',
    text: '颜色分类',
    hasData: true,
    data: { loaderData: { home: {} } },
    html: null,
  };
}
const captchaPage = (id: string): PageCapture => ({
  url: `${origin}/taobao/_____tmd_____/punish?x5secdata=emu${id}&x5step=1`,
  title: '验证码拦截',
  text: '亲，请按住滑块，拖动到最右边 安全验证',
  hasData: false,
  data: null,
  html: '<html>…</html>',
});

type Event = string;

/** In-memory storage and a scripted browser: `pages` answers each visit of a URL in turn. */
function harness(count: number, pages: Record<string, PageCapture[]> = {}) {
  let stored: ListRun | null = createRun({
    id: 'run-1',
    pageUrl: `${origin}/taobao/search?q=`,
    items: ids
      .slice(0, count)
      .map((id) => ({ url: itemUrl(id), site: 'taobao', itemId: id, title: `商品${id}` })),
    groupName: '여름',
    memo: '',
    now: 1,
  });
  const events: Event[] = [];
  let clock = 1;
  let workNumber = 100;
  const hooks: {
    duringPause?: () => void;
    send?: (item: RunItem) => Promise<void> | void;
  } = {};
  const deps: RunnerDeps = {
    read: () => Promise.resolve(stored),
    update: (change) => {
      stored = stored ? change(stored) : null;
      return Promise.resolve(stored);
    },
    visit: (item) => {
      events.push(`visit ${item.itemId}`);
      const queue = pages[item.url];
      const page = queue?.shift();
      if (page === undefined && queue) {
        return Promise.reject(new Error('페이지를 불러오지 못했습니다.'));
      }
      return Promise.resolve(page ?? productPage(item.url));
    },
    send: async (item, capture, run) => {
      events.push(`send ${item.itemId}`);
      await hooks.send?.(item);
      expect(run.groupName).toBe('여름');
      expect(capture.hasData).toBe(true);
      return { workNumber: ++workNumber, site: 'taobao', total: 1, rejected: [] };
    },
    delayMs: () => Promise.resolve(2500),
    pause: (ms) => {
      events.push(`pause ${ms}`);
      hooks.duringPause?.();
      return Promise.resolve();
    },
    onBlocked: (run) => {
      events.push(`blocked ${run.blocked?.obstacle} at ${run.blocked?.index}`);
      return Promise.resolve();
    },
    onSettled: (run) => {
      events.push(`settled ${run.status}`);
      return Promise.resolve();
    },
    now: () => ++clock,
  };
  return {
    deps,
    events,
    hooks,
    get run() {
      return stored!;
    },
    set run(run: ListRun) {
      stored = run;
    },
  };
}

describe('driveRun', () => {
  it('visits and sends every item with a pause between visits, then finishes', async () => {
    const h = harness(3);
    const run = await driveRun(h.deps, 'run-1');
    expect(h.events).toEqual([
      'visit 680000000001',
      'send 680000000001',
      'pause 2500',
      'visit 680000000002',
      'send 680000000002',
      'pause 2500',
      'visit 680000000003',
      'send 680000000003',
      'settled done',
    ]);
    expect(run?.status).toBe('done');
    expect(run?.items.map((i) => i.workNumber)).toEqual([101, 102, 103]);
    expect(statusText(run!)).toBe('수집 완료: 3개 중 3개 전송');
  });

  it('stops on a captcha page, tells the seller, and on resume revisits that item first', async () => {
    const h = harness(3, { [itemUrl(ids[1]!)]: [captchaPage(ids[1]!), productPage(itemUrl(ids[1]!))] });
    const blocked = await driveRun(h.deps, 'run-1');
    expect(blocked?.status).toBe('blocked');
    expect(blocked?.blocked).toMatchObject({ obstacle: 'captcha', index: 1 });
    expect(summarize(blocked!)).toMatchObject({ sent: 1, pending: 2 });
    expect(statusText(blocked!)).toContain('3개 중 1개를 전송하고 멈췄습니다');
    expect(statusText(blocked!)).toContain('보안 인증');
    expect(h.events).toEqual([
      'visit 680000000001',
      'send 680000000001',
      'pause 2500',
      'visit 680000000002',
      'blocked captcha at 1',
    ]);

    // Driving a blocked run does nothing until the seller resumes it.
    expect((await driveRun(h.deps, 'run-1'))?.status).toBe('blocked');
    expect(h.events).toHaveLength(5);

    h.run = resumeRun(h.run, 50);
    const done = await driveRun(h.deps, 'run-1');
    expect(h.events.slice(5)).toEqual([
      'visit 680000000002',
      'send 680000000002',
      'pause 2500',
      'visit 680000000003',
      'send 680000000003',
      'settled done',
    ]);
    expect(done?.items.map((i) => i.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('stops for a login wall with its own instruction', async () => {
    const login: PageCapture = {
      url: 'https://login.taobao.com/member/login.jhtml?redirectURL=x',
      title: '淘宝网 - 淘！我喜欢',
      text: '密码登录 短信登录',
      hasData: false,
      data: null,
      html: '',
    };
    const h = harness(2, { [itemUrl(ids[0]!)]: [login] });
    const run = await driveRun(h.deps, 'run-1');
    expect(run?.blocked?.obstacle).toBe('login');
    expect(statusText(run!)).toContain('사이트에 로그인한 뒤');
  });

  it('sends a product page whose text mentions 验证 (its data is there) instead of stopping', async () => {
    const page: PageCapture = {
      url: itemUrl(ids[0]!),
      title: '防伪验证 纯棉T恤-淘宝网',
      text: '防伪验证 扫码验证真伪 安全验证',
      hasData: true,
      data: null,
      html: '<html>…</html>',
    };
    const h = harness(1, { [itemUrl(ids[0]!)]: [page] });
    const run = await driveRun(h.deps, 'run-1');
    expect(run?.status).toBe('done');
    expect(h.events).toContain('send 680000000001');
  });

  it('fails a removed item or a page that does not load, and goes on', async () => {
    const removed: PageCapture = {
      url: itemUrl(ids[0]!),
      title: '淘宝网 - 宝贝不存在',
      text: '很抱歉，您查看的宝贝不存在，可能已下架或者被转移。',
      hasData: false,
      data: null,
      html: '',
    };
    const h = harness(3, { [itemUrl(ids[0]!)]: [removed], [itemUrl(ids[1]!)]: [] });
    const run = await driveRun(h.deps, 'run-1');
    expect(run?.status).toBe('done');
    expect(run?.items.map((i) => [i.state, i.message ?? null])).toEqual([
      ['failed', '삭제되었거나 판매가 중지된 상품입니다.'],
      ['failed', '페이지를 불러오지 못했습니다.'],
      ['sent', null],
    ]);
    expect(h.events.filter((e) => e.startsWith('send'))).toEqual(['send 680000000003']);
    expect(statusText(run!)).toBe('수집 완료: 3개 중 1개 전송, 실패 2개');
  });

  it('fails one item the server refuses but stops the run when the session is refused', async () => {
    const h = harness(4);
    h.hooks.send = (item) => {
      if (item.itemId === ids[0]) {
        throw new ApiError(400, '입력값이 올바르지 않습니다.', 'VALIDATION_FAILED');
      }
      if (item.itemId === ids[2]) {
        throw new ApiError(403, '이메일 인증 후 이용할 수 있습니다.', 'EMAIL_NOT_VERIFIED');
      }
    };
    const run = await driveRun(h.deps, 'run-1');
    expect(run?.status).toBe('stopped');
    expect(run?.items.map((i) => i.state)).toEqual(['failed', 'sent', 'pending', 'pending']);
    expect(statusText(run!)).toBe('4개 중 1개를 전송하고 멈췄습니다. 이메일 인증 후 이용할 수 있습니다.');
    expect(h.events.at(-1)).toBe('settled stopped');
  });

  it('stops before the next visit when the seller cancels during the pause', async () => {
    const h = harness(3);
    h.hooks.duringPause = () => {
      h.run = cancelRun(h.run, 9);
    };
    const run = await driveRun(h.deps, 'run-1');
    expect(run?.status).toBe('cancelled');
    expect(h.events).toEqual(['visit 680000000001', 'send 680000000001', 'pause 2500']);
    expect(statusText(run!)).toBe('수집 취소: 1개 전송, 2개 남음');
  });

  it('ignores a run that is not the one asked for', async () => {
    const h = harness(2);
    await driveRun(h.deps, 'another-run');
    expect(h.events).toEqual([]);
  });
});

describe('run state', () => {
  it('drops duplicate cards (a Tmall and a Taobao link to the same id count once)', () => {
    const run = createRun({
      id: 'r',
      pageUrl: 'x',
      groupName: '',
      memo: '',
      now: 0,
      items: [
        {
          url: 'https://item.taobao.com/item.htm?id=652370015315',
          site: 'taobao',
          itemId: '652370015315',
          title: 'a',
        },
        {
          url: 'https://detail.tmall.com/item.htm?id=652370015315',
          site: 'tmall',
          itemId: '652370015315',
          title: 'a',
        },
        {
          url: 'https://detail.1688.com/offer/652370015315.html',
          site: '1688',
          itemId: '652370015315',
          title: 'b',
        },
      ],
    });
    expect(run.items).toHaveLength(2);
    expect(() => createRun({ id: 'r', pageUrl: 'x', groupName: '', memo: '', now: 0, items: [] })).toThrow(
      '수집할 상품을 선택해주세요.',
    );
  });

  it('only resumes a waiting run and only cancels an active one', () => {
    const run = createRun({
      id: 'r',
      pageUrl: 'x',
      groupName: '',
      memo: '',
      now: 0,
      items: [{ url: itemUrl(ids[0]!), site: 'taobao', itemId: ids[0]!, title: 't' }],
    });
    expect(resumeRun(run, 1)).toBe(run);
    const cancelled = cancelRun(run, 2);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelRun(cancelled, 3)).toBe(cancelled);
    expect(resumeRun(cancelled, 4)).toBe(cancelled);
  });

  it('draws visit gaps across the whole range and never outside it', () => {
    const bounds = { minDelaySec: 1.5, maxDelaySec: 4 };
    expect(randomDelayMs(bounds, () => 0)).toBe(1500);
    expect(randomDelayMs(bounds, () => 0.999999)).toBe(4000);
    expect(randomDelayMs({ minDelaySec: 4, maxDelaySec: 1.5 }, () => 0.5)).toBe(2750);
    const draws = Array.from({ length: 500 }, () => randomDelayMs(bounds));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(1500);
    expect(Math.max(...draws)).toBeLessThanOrEqual(4000);
    expect(new Set(draws).size).toBeGreaterThan(100);
  });
});
