import { DomainError } from '../errors';
import {
  addDecimals,
  bigintToSafeNumber,
  decimalToInteger,
  multiplyDecimals,
  parseDecimal,
  type Decimal,
} from '../money';
import { isLastRangeRow, type PriceRangeModel, type PriceRangeRow } from './price-model';

const ROUND_UNITS: Readonly<Record<number, number>> = { 1: 10, 2: 100, 3: 1000, 4: 10_000 };
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, exponent) => 10 ** exponent);

function settingsError(message: string): DomainError {
  return new DomainError('PRICE_SETTINGS_INVALID', message);
}

/** 10^digit: the won unit prices are rounded down to (1 → 10, 2 → 100, 3 → 1000, 4 → 10000). */
export function roundUnit(digit: number): number {
  const unit = ROUND_UNITS[digit];
  if (unit === undefined) {
    throw settingsError(`가격 절사 자릿수는 1~4 중 하나여야 합니다: ${digit}`);
  }
  return unit;
}

/**
 * Spec §5 price calculation. The base price (won, after exchange) goes through the main operation and
 * then the sub operation ('+' adds, '*' multiplies; an empty value, saved as 0, skips its operation).
 * In detail mode the first row in order whose startRange <= base <= endRange applies; the last row
 * (range -1) applies only when no range matched, and with neither the base price is only rounded.
 * The result is rounded down to 10^digit won. The arithmetic is exact: 200 × 1.15 is 230, not
 * 229.99999999999997, so rounding down never loses a whole unit to float drift.
 */
export function calculatePrice(basePrice: number, model: PriceRangeModel): number {
  if (!Number.isFinite(basePrice)) {
    throw new DomainError('INVALID_PRICE', `기준 가격이 숫자가 아닙니다: ${basePrice}`);
  }
  const unit = roundUnit(model.digit);
  const operation = model.usableDetail ? selectPriceRow(basePrice, model.detailModel) : model.simpleModel;
  if (operation === undefined) {
    return roundDown(basePrice, NO_STEPS, unit);
  }
  const main = operand(operation.mainValue);
  const sub = operand(operation.subValue);
  if (main !== undefined) {
    checkOperator(operation.mainType);
  }
  if (sub !== undefined) {
    checkOperator(operation.subType);
  }
  return roundDown(basePrice, { mainType: operation.mainType, main, subType: operation.subType, sub }, unit);
}

/** The detail row that prices `basePrice`: the first matching range, else the last row (range -1). */
export function selectPriceRow(basePrice: number, rows: readonly PriceRangeRow[]): PriceRangeRow | undefined {
  let lastRow: PriceRangeRow | undefined;
  for (const row of rows) {
    if (isLastRangeRow(row)) {
      lastRow = row;
      continue;
    }
    const start = rangeBound(row.startRange);
    const end = rangeBound(row.endRange);
    if (start === undefined || end === undefined) {
      continue;
    }
    if (start <= basePrice && basePrice <= end) {
      return row;
    }
  }
  return lastRow;
}

/** Rounds a won amount down to 10^digit: 27450 at digit 2 → 27400. Exact for decimal inputs. */
export function roundDownToDigit(value: number, digit: number): number {
  if (!Number.isFinite(value)) {
    throw new DomainError('INVALID_PRICE', `가격이 숫자가 아닙니다: ${value}`);
  }
  return roundDown(value, NO_STEPS, roundUnit(digit));
}

/** The main then the sub operation; an undefined value skips its operation. */
type Steps = { mainType: string; main: number | undefined; subType: string; sub: number | undefined };
const NO_STEPS: Steps = { mainType: '+', main: undefined, subType: '+', sub: undefined };

function checkOperator(type: string): void {
  if (type !== '+' && type !== '*') {
    throw settingsError(`알 수 없는 계산 방식입니다: ${type}`);
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A saved model holds numbers; form values ('' or numeric text) are accepted too, so previews agree. */
function toNumber(value: unknown, label: string): number {
  const number = typeof value === 'string' ? Number(value.trim().replace(/,/g, '')) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw settingsError(`${label} 값이 숫자가 아닙니다: ${String(value)}`);
  }
  return number;
}

function operand(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value === 0 ? undefined : value;
  }
  if (isEmpty(value)) {
    return undefined;
  }
  const number = toNumber(value, '가격 계산');
  return number === 0 ? undefined : number;
}

function rangeBound(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isNaN(value) ? undefined : value;
  }
  if (isEmpty(value)) {
    return undefined;
  }
  return toNumber(value, '가격 구간');
}

function roundDown(base: number, steps: Steps, unit: number): number {
  return roundDownFast(base, steps, unit) ?? roundDownExact(base, steps, unit);
}

// The hot path returns two integers per conversion through these, to allocate nothing per call.
let scaledUnits = 0;
let scaledScale = 1;

/**
 * Reads x as scaledUnits / scaledScale with scaledScale = 10^k for the fewest decimals k that give back
 * x: the decimal the seller typed (1.15 → 115 / 100). False when that needs unsafe integers or more
 * than 15 decimals; the exact path takes over then.
 */
function toScaled(x: number): boolean {
  if (Number.isInteger(x)) {
    scaledUnits = x;
    scaledScale = 1;
    return Number.isSafeInteger(x);
  }
  for (let decimals = 1; decimals < POWERS_OF_TEN.length; decimals += 1) {
    const scale = POWERS_OF_TEN[decimals]!;
    const units = Math.round(x * scale);
    if (!Number.isSafeInteger(units)) {
      return false;
    }
    if (units / scale === x) {
      scaledUnits = units;
      scaledScale = scale;
      return true;
    }
  }
  return false;
}

/**
 * Integer arithmetic on safe numbers; undefined when a figure would leave the safe range. Division of
 * two safe integers rounds to the nearest double, which can never cross an integer, so the floor is exact.
 */
function roundDownFast(base: number, steps: Steps, unit: number): number | undefined {
  if (!toScaled(base)) {
    return undefined;
  }
  let units = scaledUnits;
  let scale = scaledScale;
  for (let index = 0; index < 2; index += 1) {
    const value = index === 0 ? steps.main : steps.sub;
    if (value === undefined) {
      continue;
    }
    if (!toScaled(value)) {
      return undefined;
    }
    if ((index === 0 ? steps.mainType : steps.subType) === '+') {
      const common = scale >= scaledScale ? scale : scaledScale;
      const left = units * (common / scale);
      const right = scaledUnits * (common / scaledScale);
      if (!Number.isSafeInteger(left) || !Number.isSafeInteger(right)) {
        return undefined;
      }
      units = left + right;
      scale = common;
    } else {
      units *= scaledUnits;
      scale *= scaledScale;
    }
    if (!Number.isSafeInteger(units) || !Number.isSafeInteger(scale)) {
      return undefined;
    }
    while (scale > 1 && units % 10 === 0) {
      units /= 10;
      scale /= 10;
    }
  }
  const divisor = scale * unit;
  if (!Number.isSafeInteger(divisor)) {
    return undefined;
  }
  return Math.floor(units / divisor) * unit + 0;
}

function roundDownExact(base: number, steps: Steps, unit: number): number {
  let value: Decimal = parseDecimal(base);
  const apply = (type: string, term: number | undefined) => {
    if (term === undefined) {
      return;
    }
    value =
      type === '+' ? addDecimals(value, parseDecimal(term)) : multiplyDecimals(value, parseDecimal(term));
  };
  apply(steps.mainType, steps.main);
  apply(steps.subType, steps.sub);
  const digits = Math.round(Math.log10(unit));
  const units = decimalToInteger({ units: value.units, scale: value.scale + digits }, 'down');
  return bigintToSafeNumber(units * BigInt(unit));
}
