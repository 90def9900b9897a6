import { z } from '../zod';
import {
  DEFAULT_EXCHANGE_BASE,
  DEFAULT_PRICE_CURRENCY,
  DEFAULT_ROUND_DIGIT,
  LAST_RANGE,
  PRICE_OPERATORS,
  PRICE_RANGE_ROWS_MAX,
  ROUND_DIGITS,
} from '../constants';
import { CurrencySchema } from '../money';

/**
 * The seller's price settings (spec §3 priceRangeModel, roundModel). A base price in won goes through
 * the main operation, then the sub operation; '+' adds the value, '*' multiplies by it. A value of 0 is
 * an empty value and skips its operation: that is how an empty field is saved (§5 "Saving settings").
 */
export const PriceOperatorSchema = z.enum(PRICE_OPERATORS);

export const PriceOperation = z.object({
  mainType: PriceOperatorSchema,
  mainValue: z.number(),
  subType: PriceOperatorSchema,
  subValue: z.number(),
});
export type PriceOperation = z.infer<typeof PriceOperation>;

/** A row of the detail mode: applies when startRange <= base price <= endRange (won, inclusive). */
export const PriceRangeRow = PriceOperation.extend({
  startRange: z.number(),
  endRange: z.number(),
});
export type PriceRangeRow = z.infer<typeof PriceRangeRow>;

export const RoundDigitSchema = z.literal(ROUND_DIGITS);

/** True for the last row (range -1), the one used when no other range matched. */
export function isLastRangeRow(row: { startRange: unknown; endRange: unknown }): boolean {
  return row.startRange === LAST_RANGE || row.endRange === LAST_RANGE;
}

export const PriceRangeModel = z
  .object({
    usableDetail: z.boolean(),
    digit: RoundDigitSchema,
    currency: CurrencySchema,
    /** Won per one unit of `currency`. */
    exchangeBase: z.number().positive(),
    simpleModel: PriceOperation,
    detailModel: z.array(PriceRangeRow).max(PRICE_RANGE_ROWS_MAX),
  })
  .superRefine((model, context) => {
    model.detailModel.forEach((row, index) => {
      if (isLastRangeRow(row)) {
        if (index !== model.detailModel.length - 1) {
          context.addIssue({
            code: 'custom',
            path: ['detailModel', index],
            message: '나머지 구간(-1)은 마지막 행이어야 합니다.',
          });
        }
        return;
      }
      if (row.startRange < 0 || row.endRange < 0 || row.startRange > row.endRange) {
        context.addIssue({
          code: 'custom',
          path: ['detailModel', index],
          message: `가격 구간이 올바르지 않습니다: ${row.startRange} ~ ${row.endRange}`,
        });
      }
    });
    for (const [path, operation] of [
      ['simpleModel', model.simpleModel],
      ...model.detailModel.map((row, index) => [`detailModel.${index}`, row] as const),
    ] as const) {
      if (hasNegativeMultiplier(operation)) {
        context.addIssue({ code: 'custom', path: [path], message: '곱하는 값은 0보다 커야 합니다.' });
      }
    }
  });
export type PriceRangeModel = z.infer<typeof PriceRangeModel>;

function hasNegativeMultiplier(operation: PriceOperation): boolean {
  return (
    (operation.mainType === '*' && operation.mainValue < 0) ||
    (operation.subType === '*' && operation.subValue < 0)
  );
}

/** The rounding preview of the settings screen: `price` rounded down at `digit` is `realPrice`. */
export const RoundModel = z.object({
  digit: RoundDigitSchema,
  price: z.number(),
  realPrice: z.number().int(),
  realPriceText: z.string(),
});
export type RoundModel = z.infer<typeof RoundModel>;

export const EMPTY_PRICE_OPERATION: PriceOperation = Object.freeze({
  mainType: '*',
  mainValue: 0,
  subType: '+',
  subValue: 0,
});

/** Spec §9: digit 2, CNY, exchangeBase 200; margins empty until the seller sets them. */
export const DEFAULT_PRICE_RANGE_MODEL: PriceRangeModel = Object.freeze({
  usableDetail: false,
  digit: DEFAULT_ROUND_DIGIT,
  currency: DEFAULT_PRICE_CURRENCY,
  exchangeBase: DEFAULT_EXCHANGE_BASE,
  simpleModel: EMPTY_PRICE_OPERATION,
  detailModel: Object.freeze([
    { ...EMPTY_PRICE_OPERATION, startRange: LAST_RANGE, endRange: LAST_RANGE },
  ]) as PriceRangeRow[],
});

/**
 * What the settings form holds before saving: fields may be empty ('' or null), numbers may still be
 * text, and the digit may come from the round selection. `normalizePriceSettings` turns it into a
 * PriceRangeModel.
 */
const DraftValue = z.union([z.number(), z.string().max(40), z.null()]).optional();
export type DraftValue = z.infer<typeof DraftValue>;

export const PriceOperationDraft = z.object({
  mainType: PriceOperatorSchema.optional(),
  mainValue: DraftValue,
  subType: PriceOperatorSchema.optional(),
  subValue: DraftValue,
});
export type PriceOperationDraft = z.infer<typeof PriceOperationDraft>;

export const PriceRangeRowDraft = PriceOperationDraft.extend({
  startRange: DraftValue,
  endRange: DraftValue,
});
export type PriceRangeRowDraft = z.infer<typeof PriceRangeRowDraft>;

export const PriceSettingsDraft = z.object({
  usableDetail: z.boolean().optional(),
  digit: z.number().optional(),
  currency: z.string().max(10).optional(),
  exchangeBase: DraftValue,
  simpleModel: PriceOperationDraft.optional(),
  detailModel: z.array(PriceRangeRowDraft).max(PRICE_RANGE_ROWS_MAX).optional(),
  /** The round selection; its digit wins over `digit` (§5). */
  // Clients send the whole RoundModel they previewed; only its digit counts, the rest is dropped.
  roundModel: z.object({ digit: z.number().optional() }).nullable().optional(),
});
export type PriceSettingsDraft = z.infer<typeof PriceSettingsDraft>;
