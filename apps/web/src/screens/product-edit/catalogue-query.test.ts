import { describe, expect, it } from 'vitest';
import { readCatalogueQuery, searchBodyOf, writeCatalogueQuery } from './catalogue-query';

describe('catalogue query in the address', () => {
  it('reads the search, dropping what the server would refuse', () => {
    expect(
      readCatalogueQuery(
        new URLSearchParams('q= 키보드 &site=taobao&stock=soldOut&group=여름&work=12&page=3&size=50'),
      ),
    ).toEqual({
      keyword: '키보드',
      site: 'taobao',
      stock: 'soldOut',
      groupName: '여름',
      workNumber: 12,
      translation: 'all',
      upload: 'all',
      from: null,
      to: null,
      sort: 'newest',
      page: 3,
      pageSize: 50,
      after: null,
    });
    expect(readCatalogueQuery(new URLSearchParams('site=amazon&stock=gone&work=-1&page=0&size=7'))).toEqual({
      keyword: '',
      site: null,
      stock: 'all',
      groupName: '',
      workNumber: null,
      translation: 'all',
      upload: 'all',
      from: null,
      to: null,
      sort: 'newest',
      page: 1,
      pageSize: 20,
      after: null,
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const query = {
      keyword: '아몬드',
      site: 'costco' as const,
      stock: 'onSale' as const,
      groupName: '',
      workNumber: 4,
      translation: 'all' as const,
      upload: 'all' as const,
      from: null,
      to: null,
      sort: 'newest' as const,
      page: 2,
      pageSize: 20,
      after: null,
    };
    const params = writeCatalogueQuery(query);
    expect(params.toString()).toBe('q=%EC%95%84%EB%AA%AC%EB%93%9C&site=costco&stock=onSale&work=4&page=2');
    expect(readCatalogueQuery(params)).toEqual(query);
  });

  it('asks for uploaded or never-uploaded products only when that filter is chosen', () => {
    const body = (search: string) => searchBodyOf(readCatalogueQuery(new URLSearchParams(search)));
    expect(body('up=uploaded')).toMatchObject({ uploaded: true });
    expect(body('up=notUploaded')).toMatchObject({ uploaded: false });
    expect(body('up=bogus')).not.toHaveProperty('uploaded');
    expect(writeCatalogueQuery(readCatalogueQuery(new URLSearchParams('up=notUploaded'))).get('up')).toBe(
      'notUploaded',
    );
  });

  it('asks for sold-out or sellable products only when that filter is chosen', () => {
    const body = (search: string) => searchBodyOf(readCatalogueQuery(new URLSearchParams(search)));
    expect(body('stock=soldOut')).toMatchObject({ soldOut: true });
    expect(body('stock=onSale')).toMatchObject({ soldOut: false });
    expect(body('stock=all')).not.toHaveProperty('soldOut');
  });

  it('builds the search body with only the conditions set', () => {
    expect(searchBodyOf(readCatalogueQuery(new URLSearchParams()))).toEqual({
      page: 1,
      maxRow: 20,
      keyword: '',
    });
    expect(searchBodyOf(readCatalogueQuery(new URLSearchParams('site=1688&group=g&work=9')))).toEqual({
      page: 1,
      maxRow: 20,
      keyword: '',
      site: '1688',
      groupName: 'g',
      workNumber: 9,
    });
  });

  it('asks for translation state, collected days and an order, and keeps the cursor to collected orders', () => {
    const query = readCatalogueQuery(
      new URLSearchParams(
        'tr=needed&from=2026-11-01&to=2026-11-24&sort=price&after=0b7e6a52-3f1c-4d2e-9a8b-1c2d3e4f5a6b',
      ),
    );
    expect(searchBodyOf(query)).toEqual({
      page: 1,
      maxRow: 20,
      keyword: '',
      needsTranslation: true,
      collectedFrom: '2026-11-01',
      collectedTo: '2026-11-24',
      sort: 'price',
    });
    expect(readCatalogueQuery(writeCatalogueQuery(query))).toEqual(query);
    expect(readCatalogueQuery(new URLSearchParams('tr=done&sort=oldest&from=24-11-2026'))).toMatchObject({
      translation: 'done',
      sort: 'oldest',
      from: null,
    });
    expect(searchBodyOf(readCatalogueQuery(new URLSearchParams('tr=done')))).toMatchObject({
      needsTranslation: false,
    });
  });

  it('follows the keyset cursor past the numbered pages, and ignores one that is no product id', () => {
    const id = '0b7e6a52-3f1c-4d2e-9a8b-1c2d3e4f5a6b';
    const query = readCatalogueQuery(new URLSearchParams(`site=tmall&page=500&after=${id}`));
    expect(query.after).toBe(id);
    expect(searchBodyOf(query)).toMatchObject({ site: 'tmall', cursor: id });
    expect(readCatalogueQuery(writeCatalogueQuery(query))).toEqual(query);
    expect(readCatalogueQuery(new URLSearchParams('after=1%27%20or%201')).after).toBeNull();
  });
});
