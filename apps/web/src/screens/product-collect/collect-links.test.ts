import { installKoreanValidationMessages } from '@sellerdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCollectRequests,
  countLines,
  itemSourceUrl,
  parseCollectLines,
  pathPrefixAliases,
  remainingText,
  requestProblem,
  type CollectLine,
} from './collect-links';

const OPTIONS = { count: 40, groupName: '여름 신상', memo: '메모', recollect: false };

beforeAll(() => installKoreanValidationMessages());

function summary(lines: CollectLine[]) {
  return lines.map((line) =>
    line.kind === 'invalid'
      ? [line.line, 'invalid', line.site, line.problem]
      : [line.line, line.kind, line.site, line.workSite, 'code' in line ? line.code : null],
  );
}

describe('parseCollectLines', () => {
  it('detects the site of real product links, share texts and bare numbers, line by line', () => {
    const text = [
      'https://www.costco.co.kr/Food/Snacks/p/641176-K2',
      '',
      '【淘宝】限时特惠 https://item.taobao.com/item.htm?id=652370015315&spm=a1z10 复制打开',
      '  https://detail.tmall.com/item.htm?id=617129397971  ',
      'https://detail.1688.com/offer/780000000123.html',
      '602630',
    ].join('\n');
    expect(summary(parseCollectLines(text, 'costco'))).toEqual([
      [1, 'product', 'costco', 'costco', '641176-K2'],
      [3, 'product', 'taobao', 'taobao', '652370015315'],
      [4, 'product', 'tmall', 'taobao', '617129397971'],
      [5, 'product', '1688', '1688', '780000000123'],
      [6, 'code', 'costco', 'costco', '602630'],
    ]);
  });

  it('reads a bare number as a product of the chosen site', () => {
    expect(summary(parseCollectLines('652370015315', 'taobao'))).toEqual([
      [1, 'code', 'taobao', 'taobao', '652370015315'],
    ]);
    // Costco codes may carry letters; Taobao and 1688 numbers may not.
    expect(summary(parseCollectLines('641176-K2', '1688'))).toEqual([[1, 'invalid', null, 'notACode']]);
  });

  it('keeps one Costco search link, refuses list pages of the other sites, unknown addresses and repeats', () => {
    const text = [
      'https://www.costco.co.kr/search?text=아몬드',
      'https://www.costco.co.kr/c/cos_10.14',
      'https://s.taobao.com/search?q=键盘',
      'https://shop123456.taobao.com/',
      'https://www.example.com/p/610001',
      '아몬드 사주세요',
      'https://www.costco.co.kr/p/610001',
      '610001',
    ].join('\n');
    expect(summary(parseCollectLines(text, 'costco'))).toEqual([
      [1, 'search', 'costco', 'costco', null],
      [2, 'invalid', 'costco', 'extraSearch'],
      [3, 'invalid', 'taobao', 'listLink'],
      [4, 'invalid', 'taobao', 'listLink'],
      [5, 'invalid', null, 'unknownLink'],
      [6, 'invalid', null, 'notACode'],
      [7, 'product', 'costco', 'costco', '610001'],
      [8, 'invalid', 'costco', 'duplicate'],
    ]);
  });

  it('treats a Tmall and a Taobao link to the same item id as one product', () => {
    const text =
      'https://item.taobao.com/item.htm?id=617129397971\nhttps://detail.tmall.com/item.htm?id=617129397971';
    expect(summary(parseCollectLines(text, 'costco'))[1]).toEqual([2, 'invalid', 'tmall', 'duplicate']);
  });

  it('reads addresses that serve a site under a path prefix (the emulator), never real hosts that way', () => {
    const text = [
      'http://127.0.0.1:4010/costco/p/610001',
      'http://127.0.0.1:4010/taobao/item.htm?id=700000000001',
      'http://127.0.0.1:4010/1688/offer/780000000001.html',
      'http://127.0.0.1:4010/taobao/search?q=bag',
    ].join('\n');
    expect(summary(parseCollectLines(text, 'costco'))).toEqual([
      [1, 'product', 'costco', 'costco', '610001'],
      [2, 'product', 'taobao', 'taobao', '700000000001'],
      [3, 'product', '1688', '1688', '780000000001'],
      [4, 'invalid', 'taobao', 'listLink'],
    ]);
    expect(pathPrefixAliases('http://127.0.0.1:4010/costco/p/1')).toEqual([
      { baseUrl: 'http://127.0.0.1:4010/costco', site: 'costco' },
    ]);
    expect(pathPrefixAliases('http://127.0.0.1:4010/shop/p/1')).toEqual([]);
    expect(pathPrefixAliases('610001')).toEqual([]);
  });
});

describe('buildCollectRequests', () => {
  it('groups the lines by work list, one request each, sending codes as numbers and links as pasted', () => {
    const text = [
      'http://127.0.0.1:4010/costco/p/610001',
      '610002',
      'http://127.0.0.1:4010/taobao/item.htm?id=700000000001',
      'https://detail.tmall.com/item.htm?id=617129397971',
      'nonsense line 가나다',
    ].join('\n');
    const requests = buildCollectRequests(parseCollectLines(text, 'costco'), OPTIONS);
    expect(requests).toEqual([
      {
        site: 'costco',
        body: {
          groupName: '여름 신상',
          memo: '메모',
          recollect: false,
          links: ['http://127.0.0.1:4010/costco/p/610001', '610002'],
        },
        lines: [1, 2],
      },
      {
        site: 'taobao',
        body: {
          groupName: '여름 신상',
          memo: '메모',
          recollect: false,
          links: [
            'http://127.0.0.1:4010/taobao/item.htm?id=700000000001',
            'https://detail.tmall.com/item.htm?id=617129397971',
          ],
        },
        lines: [3, 4],
      },
    ]);
    expect(requests.map(requestProblem)).toEqual([null, null]);
  });

  it('sends a Costco search link with its count, alone or beside product links', () => {
    const lines = parseCollectLines('검색: https://www.costco.co.kr/search?text=almond 확인', 'costco');
    expect(buildCollectRequests(lines, { ...OPTIONS, count: 120 })).toEqual([
      {
        site: 'costco',
        body: {
          groupName: '여름 신상',
          memo: '메모',
          recollect: false,
          links: [],
          searchUrl: 'https://www.costco.co.kr/search?text=almond',
          count: 120,
        },
        lines: [1],
      },
    ]);
  });

  it('sends nothing when no line can be collected', () => {
    expect(
      buildCollectRequests(parseCollectLines('https://s.taobao.com/search?q=a\n\n', 'costco'), OPTIONS),
    ).toEqual([]);
  });

  it('checks each request against the shared contract: count, group name and the 500-link cap', () => {
    const search = buildCollectRequests(
      parseCollectLines('https://www.costco.co.kr/search?text=a', 'costco'),
      {
        ...OPTIONS,
        count: 1001,
      },
    );
    expect(requestProblem(search[0]!)).toEqual({ field: 'count', message: '1000 이하여야 합니다.' });
    const longGroup = buildCollectRequests(parseCollectLines('610001', 'costco'), {
      ...OPTIONS,
      groupName: '가'.repeat(51),
    });
    expect(requestProblem(longGroup[0]!)).toEqual({
      field: 'groupName',
      message: '50자 이하로 입력해주세요.',
    });
    const many = Array.from({ length: 501 }, (_, i) => String(680000000000 + i)).join('\n');
    const taobao = buildCollectRequests(parseCollectLines(many, 'taobao'), OPTIONS);
    expect(taobao[0]!.body.links).toHaveLength(501);
    expect(requestProblem(taobao[0]!)).toEqual({ field: 'links', message: '500개 이하여야 합니다.' });
  });
});

describe('remainingText and countLines', () => {
  const text = ['610001', 'https://item.taobao.com/item.htm?id=652370015315', '610001', '가나다'].join('\n');
  const lines = parseCollectLines(text, 'costco');

  it('drops the lines of accepted requests and repeats, keeps failed sites and lines never sent', () => {
    expect(remainingText(lines, ['costco'])).toBe('https://item.taobao.com/item.htm?id=652370015315\n가나다');
    expect(remainingText(lines, ['costco', 'taobao'])).toBe('가나다');
    expect(remainingText(lines, [])).toBe('610001\nhttps://item.taobao.com/item.htm?id=652370015315\n가나다');
  });

  it('counts products per work list, left-out lines and the search link', () => {
    expect(countLines(lines)).toEqual({ costco: 1, taobao: 1, '1688': 0, invalid: 2, search: false });
    expect(countLines(parseCollectLines('https://www.costco.co.kr/search?text=a', 'costco')).search).toBe(
      true,
    );
  });
});

describe('itemSourceUrl', () => {
  it('links a pasted product link as its canonical page, keeping an emulator address', () => {
    const input = 'https://item.taobao.com/item.htm?id=652370015315&spm=a1z10.1';
    expect(itemSourceUrl({ input, site: 'taobao', code: '652370015315' })).toBe(
      'https://item.taobao.com/item.htm?id=652370015315',
    );
    const emulated = 'http://127.0.0.1:4010/taobao/item.htm?id=700000000001';
    expect(itemSourceUrl({ input: emulated, site: 'taobao', code: '700000000001' })).toBe(emulated);
  });

  it("links items of a search link and bare numbers to the site's product page", () => {
    expect(
      itemSourceUrl({
        input: 'https://www.costco.co.kr/search?text=a #610091',
        site: 'costco',
        code: '610091',
      }),
    ).toBe('https://www.costco.co.kr/p/610091');
    expect(itemSourceUrl({ input: '610002', site: 'costco', code: '610002' })).toBe(
      'https://www.costco.co.kr/p/610002',
    );
  });

  it('falls back to the pasted address, or nothing', () => {
    expect(itemSourceUrl({ input: 'https://example.com/x', site: null, code: null })).toBe(
      'https://example.com/x',
    );
    expect(itemSourceUrl({ input: '가나다', site: null, code: null })).toBeNull();
  });
});
