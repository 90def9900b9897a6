import {
  displayText,
  processProductName,
  repriceProduct,
  withText,
  type PriceRangeModel,
  type ProductDetail,
} from '@sellerdesk/domain';
import type { BulkAction } from '@sellerdesk/domain/api';
import { summaryColumns } from '../products/index';

/** What a bulk action does to one product: the changed model, or why it was left alone. */
export type ProductChange =
  | { state: 'succeeded'; product: ProductDetail; before: string; after: string }
  | { state: 'skipped' | 'failed'; before: string | null; after: null; message: string };

/** Per-work inputs read once per batch (the price model, the translations of the batch's titles). */
export type BatchContext = {
  priceModel?: PriceRangeModel;
  /** Korean titles by product id, for re-translation. */
  translations?: Map<string, string>;
};

export type ActionParams = {
  word1?: string;
  word2?: string;
  numbering?: number;
  groupName?: string;
  includeOverrides?: boolean;
};

const UNCHANGED = '바뀐 내용이 없습니다.';

function titleOf(product: ProductDetail): string {
  return displayText(product.title);
}

function retitled(product: ProductDetail, next: string, extra?: Partial<ProductDetail>): ProductChange {
  const before = titleOf(product);
  if (next === '') {
    return { state: 'failed', before, after: null, message: '상품명 규칙을 적용하니 상품명이 비었습니다.' };
  }
  if (next === before && !extra) {
    return { state: 'skipped', before, after: null, message: UNCHANGED };
  }
  return {
    state: 'succeeded',
    product: { ...product, ...extra, title: withText(product.title, 'ko', next) },
    before,
    after: next,
  };
}

function priceText(product: ProductDetail): string {
  const { priceMinKrw: min, priceMaxKrw: max } = summaryColumns(product);
  if (min == null) {
    return '-';
  }
  return min === max ? String(min) : `${min}~${max}`;
}

/**
 * The change of one product by `action`. `position` is its place in the work (catalogue order), which
 * numbering follows; `value` its own input (a ProductTitleChange title). Never throws for a product's
 * own problem: that becomes its failed result.
 */
export function changeProduct(
  action: BulkAction,
  product: ProductDetail,
  target: { productId: string; position: number; value: string | null },
  params: ActionParams,
  context: BatchContext,
): ProductChange {
  try {
    switch (action) {
      case 'slogan':
        return retitled(
          product,
          processProductName(titleOf(product), {
            prefix: params.word1,
            suffix: params.word2,
            number: params.numbering === undefined ? undefined : params.numbering + target.position,
          }),
        );
      case 'replace':
        return retitled(
          product,
          processProductName(titleOf(product), {
            replaceWords: [{ targetWord: params.word1 ?? '', convertWord: params.word2 ?? '' }],
          }),
        );
      case 'title':
        return retitled(product, processProductName(target.value ?? ''));
      case 'retranslate': {
        const translated = context.translations?.get(target.productId);
        if (translated === undefined) {
          return {
            state: 'failed',
            before: titleOf(product),
            after: null,
            message: '번역 결과를 받지 못했습니다.',
          };
        }
        return retitled(product, processProductName(translated), {
          flags: { ...product.flags, needsTranslation: false },
        });
      }
      case 'group': {
        const groupName = params.groupName ?? '';
        if (product.groupName === groupName) {
          return { state: 'skipped', before: groupName, after: null, message: '이미 이 그룹에 있습니다.' };
        }
        return {
          state: 'succeeded',
          product: { ...product, groupName },
          before: product.groupName,
          after: groupName,
        };
      }
      case 'reprice': {
        const before = priceText(product);
        const outcome = repriceProduct(product, context.priceModel!, {
          keepOverrides: !params.includeOverrides,
        });
        if (outcome.state === 'kept') {
          return { state: 'skipped', before, after: null, message: '직접 정한 가격이라 유지했습니다.' };
        }
        return { state: 'succeeded', product: outcome.product, before, after: priceText(outcome.product) };
      }
    }
  } catch (error) {
    return {
      state: 'failed',
      before: action === 'group' ? product.groupName : titleOf(product),
      after: null,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
