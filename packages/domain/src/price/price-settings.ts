import { z } from '../zod';
import { DEFAULT_MARKET_COMMISSIONS, DEFAULT_SHIPPING_PER_ITEM, MARKETS, type Market } from '../constants';
import { DomainError } from '../errors';
import { withParticle } from '../text/particle';
import { normalizePriceSettings } from './normalize-price-settings';
import {
  DEFAULT_PRICE_RANGE_MODEL,
  PriceRangeModel,
  PriceSettingsDraft,
  isLastRangeRow,
  type DraftValue,
  type PriceRangeRow,
} from './price-model';

const MarketCode = z.enum(MARKETS);
const Percent = z.number().min(0).max(100);
/** What the seller keeps apart from the price model: the costs the margin preview subtracts. */
export const MarginSettings = z.object({
  /** Overseas shipping per item, in won. */
  shippingPerItem: z.number().int().min(0).max(10_000_000),
  /** Each market's commission, in percent of the sale price. */
  commissions: z.record(MarketCode, Percent),
});
export type MarginSettings = z.infer<typeof MarginSettings>;

/** The seller's saved price settings (Market/GetPrice): the spec §3 priceRangeModel and the margin costs. */
export const PriceSettings = z.object({
  priceRangeModel: PriceRangeModel,
  margin: MarginSettings,
});
export type PriceSettings = z.infer<typeof PriceSettings>;

export const DEFAULT_PRICE_SETTINGS: PriceSettings = Object.freeze({
  priceRangeModel: DEFAULT_PRICE_RANGE_MODEL,
  margin: { shippingPerItem: DEFAULT_SHIPPING_PER_ITEM, commissions: { ...DEFAULT_MARKET_COMMISSIONS } },
});

const DraftNumber = z.union([z.number(), z.string().max(40), z.null()]).optional();
/** What the settings form sends (Market/SetPrice): the §5 draft plus the margin costs, fields may be empty. */
export const PriceSettingsForm = PriceSettingsDraft.extend({
  shippingPerItem: DraftNumber,
  commissions: z.partialRecord(MarketCode, DraftNumber).optional(),
});
export type PriceSettingsForm = z.infer<typeof PriceSettingsForm>;

function invalid(message: string): DomainError {
  return new DomainError('PRICE_SETTINGS_INVALID', message);
}

function formNumber(value: DraftValue, label: string): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return undefined;
  }
  const number = typeof value === 'number' ? value : Number(value.trim().replace(/,/g, ''));
  if (!Number.isFinite(number)) {
    throw invalid(`${withParticle(label, '이/가')} 숫자가 아닙니다: ${String(value)}`);
  }
  return number;
}

export type RangeProblem = 'startAfterEnd' | 'notAscending' | 'overlap';

/**
 * What is wrong with each row of the range table, by row index (rows without a complete range and the
 * last row are not checked): a start above its end, a start below the previous row's start (rows go up),
 * or a start inside the previous row's range. Touching bounds are allowed; the earlier row wins there.
 */
export function rangeProblems(
  rows: readonly { startRange: DraftValue; endRange: DraftValue }[],
): Map<number, RangeProblem> {
  const problems = new Map<number, RangeProblem>();
  let previous: { start: number; end: number } | undefined;
  rows.forEach((row, index) => {
    const start = toFinite(row.startRange);
    const end = toFinite(row.endRange);
    if (start === undefined || end === undefined || isLastRangeRow({ startRange: start, endRange: end })) {
      return;
    }
    if (start > end) {
      problems.set(index, 'startAfterEnd');
    } else if (previous && start < previous.start) {
      problems.set(index, 'notAscending');
    } else if (previous && start < previous.end) {
      problems.set(index, 'overlap');
    }
    previous = { start, end };
  });
  return problems;
}

function toFinite(value: DraftValue): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return undefined;
  }
  const number = typeof value === 'number' ? value : Number(value.trim().replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

const RANGE_PROBLEM_TEXT: Record<RangeProblem, string> = {
  startAfterEnd: '시작 금액이 끝 금액보다 큽니다',
  notAscending: '구간은 낮은 금액부터 차례로 입력해주세요',
  overlap: '앞 구간과 겹칩니다',
};

function checkRanges(rows: readonly PriceRangeRow[]): void {
  const [first] = rangeProblems(rows);
  if (first) {
    const [index, problem] = first;
    throw invalid(`${index + 1}번째 구간: ${RANGE_PROBLEM_TEXT[problem]}.`);
  }
}

/**
 * Spec §5 "Saving settings" for the whole settings form: the price model through normalizePriceSettings
 * (empty values 0, rows with an empty range dropped, digit from the round selection), ranges ascending
 * without overlap, and the margin costs (empty shipping 0, an empty commission the market's default).
 */
export function normalizeSellerPriceSettings(form: PriceSettingsForm): PriceSettings {
  const priceRangeModel = normalizePriceSettings(form);
  checkRanges(priceRangeModel.detailModel);
  const shipping = formNumber(form.shippingPerItem, '해외 배송비') ?? DEFAULT_SHIPPING_PER_ITEM;
  const commissions = Object.fromEntries(
    MARKETS.map((market: Market) => [
      market,
      formNumber(form.commissions?.[market], `${market} 수수료`) ?? DEFAULT_MARKET_COMMISSIONS[market],
    ]),
  ) as Record<Market, number>;
  const settings = { priceRangeModel, margin: { shippingPerItem: shipping, commissions } };
  const checked = PriceSettings.safeParse(settings);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const field = issue?.path.includes('shippingPerItem')
      ? '해외 배송비는 0원 이상의 정수(원)여야 합니다.'
      : '마켓 수수료는 0~100% 사이여야 합니다.';
    throw invalid(field);
  }
  return checked.data;
}

/** Saved settings read back; a missing margin part (older rows) takes the defaults. */
export function withMarginDefaults(stored: {
  priceRangeModel: PriceRangeModel;
  margin?: Partial<MarginSettings> | null;
}): PriceSettings {
  return {
    priceRangeModel: stored.priceRangeModel,
    margin: {
      shippingPerItem: stored.margin?.shippingPerItem ?? DEFAULT_SHIPPING_PER_ITEM,
      commissions: { ...DEFAULT_MARKET_COMMISSIONS, ...stored.margin?.commissions },
    },
  };
}
