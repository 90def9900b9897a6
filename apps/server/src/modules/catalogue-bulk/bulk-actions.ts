import { isDeepStrictEqual } from 'node:util';
import {
  categoryPath,
  displayText,
  processProductName,
  repriceProduct,
  withText,
  type CategoryRow,
  type PricedParts,
  type PriceRangeModel,
} from '@sellerdesk/domain';
import type { BulkAction } from '@sellerdesk/domain/api';
import { priceRangeOf, type ProductTexts } from '../products/index';

/** What a bulk action does to one product: the changed product (or its texts), or why it was left alone. */
export type ProductChange<T> =
  | { state: 'succeeded'; product: T; before: string; after: string }
  | { state: 'skipped' | 'failed'; before: string | null; after: null; message: string };

/** Actions that change only a product's title, group and flags (read and written without the model). */
export type TextAction = Exclude<BulkAction, 'reprice'>;

/** Inputs read once per batch, before its transaction (the translations of the batch's titles). */
export type BatchContext = {
  /** Korean titles by product id, for re-translation. */
  translations?: Map<string, string>;
};

export type ActionParams = {
  word1?: string;
  word2?: string;
  numbering?: number;
  groupName?: string;
  includeOverrides?: boolean;
  /** 카테고리 지정: the seller's category as products hold it. */
  category?: CategoryRow;
};

const UNCHANGED = '바뀐 내용이 없습니다.';

function titleOf(product: ProductTexts): string {
  return displayText(product.title);
}

function retitled(
  product: ProductTexts,
  next: string,
  extra?: Partial<ProductTexts>,
): ProductChange<ProductTexts> {
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

function priceText(product: PricedParts): string {
  const { priceMinKrw: min, priceMaxKrw: max } = priceRangeOf(product);
  if (min == null) {
    return '-';
  }
  return min === max ? String(min) : `${min}~${max}`;
}

function failed(error: unknown, before: string | null): ProductChange<never> {
  return {
    state: 'failed',
    before,
    after: null,
    message: error instanceof Error ? error.message : String(error),
  };
}

/**
 * The change of one product's texts by `action`. `position` is its place in the work (catalogue order),
 * which numbering follows; `value` its own input (a ProductTitleChange title). Never throws for a
 * product's own problem: that becomes its failed result.
 */
export function changeTexts(
  action: TextAction,
  product: ProductTexts,
  target: { productId: string; position: number; value: string | null },
  params: ActionParams,
  context: BatchContext,
): ProductChange<ProductTexts> {
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
      case 'category': {
        const before = product.category?.id ? categoryPath(product.category) : '카테고리 없음';
        const category = params.category;
        if (!category) {
          return { state: 'failed', before, after: null, message: '지정할 카테고리가 없습니다.' };
        }
        const after = categoryPath(category);
        if (product.category?.id === category.id) {
          return { state: 'skipped', before, after: null, message: '이미 이 카테고리입니다.' };
        }
        return { state: 'succeeded', product: { ...product, category }, before, after };
      }
    }
  } catch (error) {
    return failed(error, action === 'group' ? product.groupName : titleOf(product));
  }
}

/** Whether a reprice changed what it writes (compared by value: the stored JSON orders keys its own way). */
function pricesChanged(before: PricedParts, after: PricedParts): boolean {
  return !isDeepStrictEqual(
    [before.price, before.option.detailOptions, before.priceOverride],
    [after.price, after.option.detailOptions, after.priceOverride],
  );
}

/**
 * "가격 다시 계산" of one product (its pricing parts): hand-set prices kept unless `includeOverrides`;
 * a product already at the prices the settings give is skipped, so nothing is written for it.
 */
export function changePrice(
  product: PricedParts,
  params: ActionParams,
  model: PriceRangeModel,
): ProductChange<PricedParts> {
  const before = priceText(product);
  try {
    const outcome = repriceProduct(product, model, { keepOverrides: !params.includeOverrides });
    if (outcome.state === 'kept') {
      return { state: 'skipped', before, after: null, message: '직접 정한 가격이라 유지했습니다.' };
    }
    if (!pricesChanged(product, outcome.product)) {
      return { state: 'skipped', before, after: null, message: UNCHANGED };
    }
    return { state: 'succeeded', product: outcome.product, before, after: priceText(outcome.product) };
  } catch (error) {
    return failed(error, before);
  }
}
