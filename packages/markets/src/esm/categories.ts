import { PromiseMemo } from '../adapter-kit';
import { MarketError } from '../errors';
import { noticeFactOfLabel, noticeGroupForPath } from '../notices';
import type { CategoryCrawlOptions, CategoryRequirements, MarketCategory, NoticeGroup } from '../port';
import type { EsmClient, Json } from './client';

/**
 * ESM's category tree and what a leaf requires: 20-digit ESM codes walked level by level through
 * `sd-cats/{code}`, and the official notice group suggested for the category's path (plus 기타) with its
 * items from the API. Shared by the G마켓 and 옥션 adapters.
 */

/** Category calls in flight while crawling the tree. */
export const ESM_CRAWL_CONCURRENCY = 3;

/** ESM category codes: 20 digits, four per level ("00010001000100000000"). */
const CODE = /^\d{20}$/;

function parentCode(code: string): string {
  const segments = code.match(/\d{4}/g) ?? [];
  const last = segments.map((segment) => segment !== '0000').lastIndexOf(true);
  if (last <= 0) {
    return '0';
  }
  return segments.map((segment, index) => (index < last ? segment : '0000')).join('');
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

export class EsmCategories {
  private readonly known = new Map<string, MarketCategory>();
  private readonly requirements = new PromiseMemo<CategoryRequirements>();
  private noticeGroups: Promise<{ id: string; name: string }[]> | null = null;

  constructor(
    private readonly client: EsmClient,
    private readonly market: 'Gmarket' | 'Auction',
  ) {}

  async children(code: string, parent: MarketCategory | null): Promise<MarketCategory[]> {
    const answer = await this.client.get(`/item/v1/categories/sd-cats/${code}`);
    return list(answer.sdCategoryTree).map((node) => {
      const name = String(node.SDCategoryName ?? '');
      const category: MarketCategory = {
        id: String(node.SDCategoryCode ?? ''),
        name,
        path: [...(parent?.path ?? []), name],
        parentId: parent?.id ?? (code === '0' ? null : code),
        isLeaf: node.IsLeafCategory === true,
      };
      this.known.set(category.id, category);
      return category;
    });
  }

  /**
   * The whole tree, one `sd-cats` call per non-leaf category (~750 for ESM's ~6,000 categories), at most
   * `ESM_CRAWL_CONCURRENCY` in flight. The account's limiter paces the calls anyway; asking for a whole
   * level at once would only pile hundreds of waiters into the bucket the seller's other ESM calls (the
   * upload check, uploads) share, and make them wait behind the whole crawl.
   */
  async all(options: CategoryCrawlOptions = {}): Promise<MarketCategory[]> {
    const all: MarketCategory[] = [];
    const pending: (MarketCategory | null)[] = [null];
    let active = 0;
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const pump = () => {
        if (failed) {
          return;
        }
        if (pending.length === 0 && active === 0) {
          resolve();
          return;
        }
        while (active < ESM_CRAWL_CONCURRENCY && pending.length > 0) {
          const parent = pending.shift() ?? null;
          active += 1;
          this.children(parent?.id ?? '0', parent).then(
            (children) => {
              active -= 1;
              all.push(...children);
              pending.push(...children.filter((child) => !child.isLeaf));
              options.onProgress?.(all.length);
              pump();
            },
            (error: unknown) => {
              failed = true;
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
        }
      };
      pump();
    });
    return all;
  }

  childrenOf(parentId: string | null): Promise<MarketCategory[]> {
    return this.children(parentId ?? '0', parentId ? (this.known.get(parentId) ?? null) : null).then(
      (children) => children.map((child) => ({ ...child, parentId })),
    );
  }

  private async category(code: string): Promise<MarketCategory> {
    const cached = this.known.get(code);
    if (
      cached &&
      cached.path.length === (code.match(/\d{4}/g) ?? []).filter((segment) => segment !== '0000').length
    ) {
      return cached;
    }
    const parent = parentCode(code);
    const parentCategory = parent === '0' ? null : await this.category(parent);
    const found = (await this.children(parent, parentCategory)).find((category) => category.id === code);
    if (!found) {
      throw new MarketError({
        market: this.market,
        code: 'NOT_FOUND',
        message: `ESM에 없는 카테고리입니다. (${code})`,
      });
    }
    return found;
  }

  requirementsOf(categoryId: string): Promise<CategoryRequirements> {
    return this.requirements.get(categoryId, () => this.loadRequirements(categoryId));
  }

  private async loadRequirements(categoryId: string): Promise<CategoryRequirements> {
    if (!CODE.test(categoryId)) {
      throw new MarketError({
        market: this.market,
        code: 'NOT_FOUND',
        message: `ESM에 없는 카테고리입니다. (${categoryId})`,
      });
    }
    const category = await this.category(categoryId);
    if (!category.isLeaf) {
      return { category, notices: [], attributes: [], optionNamesRestricted: false };
    }
    this.noticeGroups ??= this.client.get('/item/v1/official-notice/groups').then((answer) =>
      list(answer.groups).map((group) => ({
        id: String(group.officialNoticeNo),
        name: String(group.officialNoticeName ?? ''),
      })),
    );
    const groups = await this.noticeGroups.catch((error: unknown) => {
      this.noticeGroups = null;
      throw error;
    });
    const suggested = noticeGroupForPath(category.path, groups);
    const other = groups.find((group) => /기타/.test(group.name));
    const chosen = [suggested, other].filter(
      (group, index, all): group is { id: string; name: string } => !!group && all.indexOf(group) === index,
    );
    const notices: NoticeGroup[] = await Promise.all(
      chosen.map(async (group) => {
        const answer = await this.client.get(`/item/v1/official-notice/groups/${group.id}/codes`);
        return {
          id: group.id,
          name: group.name,
          fields: list(answer.codes).map((code) => ({
            key: String(code.officialNoticeItemelementCode),
            label: String(code.officialNoticeItemelementName ?? ''),
            required: code.isExtraMark === true,
            fact: noticeFactOfLabel(String(code.officialNoticeItemelementName ?? '')),
          })),
        };
      }),
    );
    return { category, notices, attributes: [], optionNamesRestricted: false };
  }
}
