import { DEFAULT_EXCHANGE_BASE, DEFAULT_ROUND_DIGIT, LAST_RANGE, ROUND_DIGITS } from '../constants';
import { DomainError } from '../errors';
import { parseCurrency } from '../money';
import { withParticle } from '../text/particle';
import {
  DEFAULT_PRICE_RANGE_MODEL,
  EMPTY_PRICE_OPERATION,
  PriceRangeModel,
  type DraftValue,
  type PriceOperation,
  type PriceOperationDraft,
  type PriceRangeRow,
  type PriceRangeRowDraft,
  type PriceSettingsDraft,
} from './price-model';

function invalid(message: string): DomainError {
  return new DomainError('PRICE_SETTINGS_INVALID', message);
}

function isEmpty(value: DraftValue): value is '' | null | undefined {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function toNumber(value: number | string, label: string): number {
  const number = typeof value === 'number' ? value : Number(value.trim().replace(/,/g, ''));
  if (!Number.isFinite(number)) {
    throw invalid(`${withParticle(label, '이/가')} 숫자가 아닙니다: ${String(value)}`);
  }
  return number;
}

/** Empty main and sub values become 0, which calculatePrice reads as "skip this operation". */
function normalizeOperation(draft: PriceOperationDraft | undefined, label: string): PriceOperation {
  const mainValue = draft?.mainValue;
  const subValue = draft?.subValue;
  return {
    mainType: draft?.mainType ?? EMPTY_PRICE_OPERATION.mainType,
    mainValue: isEmpty(mainValue) ? 0 : toNumber(mainValue, `${label} 기본 계산 값`),
    subType: draft?.subType ?? EMPTY_PRICE_OPERATION.subType,
    subValue: isEmpty(subValue) ? 0 : toNumber(subValue, `${label} 추가 계산 값`),
  };
}

function isLastRangeDraft(row: PriceRangeRowDraft): boolean {
  const marks = (value: DraftValue) => !isEmpty(value) && Number(value) === LAST_RANGE;
  return marks(row.startRange) || marks(row.endRange);
}

/**
 * Rows with an empty start or end range are dropped; the last row (range -1) is kept, moved to the end
 * if the form had it elsewhere, and only the last of several such rows survives (only one can apply).
 */
function normalizeRows(rows: readonly PriceRangeRowDraft[]): PriceRangeRow[] {
  const ranged: PriceRangeRow[] = [];
  let lastRow: PriceRangeRow | undefined;
  rows.forEach((row, index) => {
    const label = `${index + 1}번째 구간의`;
    if (isLastRangeDraft(row)) {
      lastRow = { ...normalizeOperation(row, label), startRange: LAST_RANGE, endRange: LAST_RANGE };
      return;
    }
    const { startRange, endRange } = row;
    if (isEmpty(startRange) || isEmpty(endRange)) {
      return;
    }
    ranged.push({
      ...normalizeOperation(row, label),
      startRange: toNumber(startRange, `${label} 시작 금액`),
      endRange: toNumber(endRange, `${label} 끝 금액`),
    });
  });
  return lastRow ? [...ranged, lastRow] : ranged;
}

function normalizeDigit(draft: PriceSettingsDraft): PriceRangeModel['digit'] {
  const digit = draft.roundModel?.digit ?? draft.digit ?? DEFAULT_ROUND_DIGIT;
  const known = ROUND_DIGITS.find((candidate) => candidate === digit);
  if (known === undefined) {
    throw invalid(`가격 절사 자릿수는 1~4 중 하나여야 합니다: ${digit}`);
  }
  return known;
}

function normalizeExchangeBase(value: DraftValue): number {
  if (value === undefined) {
    return DEFAULT_EXCHANGE_BASE;
  }
  if (isEmpty(value)) {
    throw invalid('환율을 입력해주세요.');
  }
  const rate = toNumber(value, '환율');
  if (rate <= 0) {
    throw invalid(`환율은 0보다 커야 합니다: ${rate}`);
  }
  return rate;
}

/**
 * Spec §5 "Saving settings": turns the settings form into the model that is saved and that
 * calculatePrice reads. Missing fields take the §9 defaults; the digit comes from the round selection.
 * Throws PRICE_SETTINGS_INVALID (with the field named in Korean) for text that is not a number, a start
 * above its end, a negative multiplier or a digit outside 1–4.
 */
export function normalizePriceSettings(draft: PriceSettingsDraft): PriceRangeModel {
  const model: PriceRangeModel = {
    usableDetail: draft.usableDetail ?? DEFAULT_PRICE_RANGE_MODEL.usableDetail,
    digit: normalizeDigit(draft),
    currency:
      draft.currency === undefined ? DEFAULT_PRICE_RANGE_MODEL.currency : parseCurrency(draft.currency),
    exchangeBase: normalizeExchangeBase(draft.exchangeBase),
    simpleModel: normalizeOperation(draft.simpleModel, '단순 설정의'),
    detailModel: normalizeRows(draft.detailModel ?? []),
  };
  const checked = PriceRangeModel.safeParse(model);
  if (!checked.success) {
    throw invalid(checked.error.issues[0]?.message ?? '가격 설정이 올바르지 않습니다.');
  }
  return checked.data;
}
