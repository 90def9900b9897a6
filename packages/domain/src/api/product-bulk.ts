import { TITLE_CHANGE_MAX } from '../constants';
import { z } from '../zod';
import { ItemStateSchema, WorkStateSchema } from './collect';
import { ProductSelection } from './products';

/** What a bulk catalogue work does to each product. */
export const BULK_ACTIONS = [
  'slogan',
  'replace',
  'title',
  'group',
  'reprice',
  'retranslate',
  'category',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BulkActionSchema = z.enum(BULK_ACTIONS);

/**
 * Spec §5: the web sends the call even when it marked the payload invalid, so a missing or unknown mode
 * and empty words pass the schema; the server checks them with `validateBulkTextChange` and answers 400
 * BULK_TEXT_CHANGE_INVALID naming every problem in Korean.
 */
export const ProductTextChangeQuery = z.object({ mode: z.string().trim().max(20).default('') });
export type ProductTextChangeQuery = z.input<typeof ProductTextChangeQuery>;

const BulkWord = z.string().trim().max(50, '단어는 50자까지 입력할 수 있습니다.').default('');

/**
 * Slogan: word1 goes in front and word2 at the end of each title, with `numbering` (the first number)
 * appended in catalogue order; Replace: word1 becomes word2 wherever it occurs, ignoring case. Spec §5:
 * both words are needed.
 */
export const ProductTextChangeBody = z.object({
  selection: ProductSelection,
  word1: BulkWord,
  word2: BulkWord,
  numbering: z.number().int().min(0).max(1_000_000).optional(),
});
export type ProductTextChangeBody = z.input<typeof ProductTextChangeBody>;

export const ProductTitleChangeBody = z.object({
  items: z
    .array(
      z.object({
        productId: z.uuid(),
        title: z.string().trim().min(1, '상품명을 입력해주세요.').max(500),
      }),
    )
    .min(1, '바꿀 상품명을 하나 이상 입력해주세요.')
    .max(TITLE_CHANGE_MAX)
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
      message: '같은 상품이 두 번 들어 있습니다.',
    }),
});
export type ProductTitleChangeBody = z.input<typeof ProductTitleChangeBody>;

export const ProductGroupChangeBody = z.object({
  selection: ProductSelection,
  /** '' takes the products out of any group. */
  groupName: z.string().trim().max(50, '그룹 이름은 50자까지 입력할 수 있습니다.'),
});
export type ProductGroupChangeBody = z.input<typeof ProductGroupChangeBody>;

/** 카테고리 지정: one of the seller's SmartStore categories (내 카테고리) for every selected product. */
export const ProductCategoryChangeBody = z.object({
  selection: ProductSelection,
  categoryId: z.string().trim().min(1, '카테고리를 선택해주세요.').max(50),
});
export type ProductCategoryChangeBody = z.input<typeof ProductCategoryChangeBody>;

export const RetranslateProductsBody = z.object({ selection: ProductSelection });
export type RetranslateProductsBody = z.input<typeof RetranslateProductsBody>;

/** A bulk action accepted: the work that runs it and how many products it covers. */
export const BulkWorkStarted = z.object({ workNumber: z.number().int(), total: z.number().int() });
export type BulkWorkStarted = z.infer<typeof BulkWorkStarted>;

export const ProductBulkWorkQuery = z.object({ workNumber: z.coerce.number().int().min(1) });

export const BulkProductResult = z.object({
  productId: z.string(),
  /** The product's place in the work (catalogue order; numbering follows it). */
  position: z.number().int(),
  state: ItemStateSchema,
  /** The title before and after (title actions), or the group/price change in words. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** Korean reason when failed or skipped. */
  message: z.string().nullable(),
});
export type BulkProductResult = z.infer<typeof BulkProductResult>;

/** Products listed in a bulk work's report: every failed or skipped one first, then the changed ones. */
export const BULK_REPORT_LIMIT = 200;

export const ProductBulkWork = z.object({
  workNumber: z.number().int(),
  action: BulkActionSchema,
  state: WorkStateSchema,
  /** Products in the work, and how many of them finished each way. */
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  results: z.array(BulkProductResult),
});
export type ProductBulkWork = z.infer<typeof ProductBulkWork>;

/** Bulk catalogue actions: schemas for `endpoints.Product`. */
export const ProductBulkSchemas = {
  ProductTextChange: {
    query: ProductTextChangeQuery,
    body: ProductTextChangeBody,
    response: BulkWorkStarted,
  },
  ProductTitleChange: { body: ProductTitleChangeBody, response: BulkWorkStarted },
  ProductGroupChange: { body: ProductGroupChangeBody, response: BulkWorkStarted },
  ProductCategoryChange: { body: ProductCategoryChangeBody, response: BulkWorkStarted },
  RetranslateProducts: { body: RetranslateProductsBody, response: BulkWorkStarted },
  GetProductBulkWork: { query: ProductBulkWorkQuery, response: ProductBulkWork },
};
