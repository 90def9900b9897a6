import {
  DEFAULT_SAMPLE_PRICE,
  LAST_RANGE,
  MARKETS,
  calculatePrice,
  exampleRows,
  isDomainError,
  lossRows,
  marginAtCost,
  normalizeSellerPriceSettings,
  rangeProblems,
  type ExampleRow,
  type Margin,
  type Market,
  type PriceOperator,
  type PriceSettings,
  type PriceSettingsForm,
  type RangeProblem,
  type RoundDigit,
} from '@sellerdesk/domain';

/** One operation as the form holds it: values stay text until saved (empty = skipped, §5). */
export type OperationForm = {
  mainType: PriceOperator;
  mainValue: string;
  subType: PriceOperator;
  subValue: string;
};
export type RangeRowForm = OperationForm & { key: string; startRange: string; endRange: string };

/** The settings screen's form: ranged rows apart from the last row (range -1), which is always there. */
export type PriceForm = {
  usableDetail: boolean;
  digit: RoundDigit;
  currency: string;
  exchangeBase: string;
  simple: OperationForm;
  rows: RangeRowForm[];
  rest: OperationForm;
  shippingPerItem: string;
  commissions: Record<Market, string>;
};

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;
const text = (value: number) => (value === 0 ? '' : String(value));

function operationForm(operation: {
  mainType: PriceOperator;
  mainValue: number;
  subType: PriceOperator;
  subValue: number;
}): OperationForm {
  return {
    mainType: operation.mainType,
    mainValue: text(operation.mainValue),
    subType: operation.subType,
    subValue: text(operation.subValue),
  };
}

const EMPTY_OPERATION: OperationForm = { mainType: '*', mainValue: '', subType: '+', subValue: '' };

export function formFromSettings(settings: PriceSettings): PriceForm {
  const model = settings.priceRangeModel;
  const rest = model.detailModel.find((row) => row.startRange === LAST_RANGE);
  return {
    usableDetail: model.usableDetail,
    digit: model.digit,
    currency: model.currency,
    exchangeBase: String(model.exchangeBase),
    simple: operationForm(model.simpleModel),
    rows: model.detailModel
      .filter((row) => row.startRange !== LAST_RANGE)
      .map((row) => ({
        ...operationForm(row),
        key: newKey(),
        startRange: String(row.startRange),
        endRange: String(row.endRange),
      })),
    rest: rest ? operationForm(rest) : EMPTY_OPERATION,
    shippingPerItem: String(settings.margin.shippingPerItem),
    commissions: Object.fromEntries(
      MARKETS.map((market) => [market, String(settings.margin.commissions[market])]),
    ) as Record<Market, string>,
  };
}

/** What SetPrice receives: the form as typed; the server normalises exactly as the preview does. */
export function formToPayload(form: PriceForm): PriceSettingsForm {
  return {
    usableDetail: form.usableDetail,
    digit: form.digit,
    roundModel: { digit: form.digit },
    currency: form.currency,
    exchangeBase: form.exchangeBase,
    simpleModel: form.simple,
    detailModel: [
      ...form.rows.map(({ key: _key, ...row }) => row),
      { ...form.rest, startRange: LAST_RANGE, endRange: LAST_RANGE },
    ],
    shippingPerItem: form.shippingPerItem,
    commissions: form.commissions,
  };
}

export function addRow(form: PriceForm): PriceForm {
  const last = form.rows.at(-1);
  const start = last && last.endRange.trim() !== '' ? last.endRange : last ? '' : '0';
  return {
    ...form,
    rows: [...form.rows, { ...EMPTY_OPERATION, key: newKey(), startRange: start, endRange: '' }],
  };
}

export function removeRow(form: PriceForm, index: number): PriceForm {
  return { ...form, rows: form.rows.filter((_, i) => i !== index) };
}

/** Moves a row up (-1) or down (+1). */
export function moveRow(form: PriceForm, index: number, by: -1 | 1): PriceForm {
  const target = index + by;
  if (target < 0 || target >= form.rows.length) {
    return form;
  }
  const rows = [...form.rows];
  [rows[index], rows[target]] = [rows[target]!, rows[index]!];
  return { ...form, rows };
}

export function updateRow(form: PriceForm, index: number, change: Partial<RangeRowForm>): PriceForm {
  return { ...form, rows: form.rows.map((row, i) => (i === index ? { ...row, ...change } : row)) };
}

export type PricePreview = {
  /** The settings the form saves to; null while the form has a problem (`error`). */
  settings: PriceSettings | null;
  error: string | null;
  problems: Map<number, RangeProblem>;
  sample: { base: number; price: number; margin: Margin } | null;
  examples: ExampleRow[];
  /** Indexes of form rows (ranged rows; `rows.length` for the last row) that sell at a loss. */
  lossRows: number[];
};

/**
 * The live preview: the form normalised by the same function the server saves with, then the sample
 * price, the example table and the loss check by the same calculatePrice collection uses.
 */
export function previewForm(form: PriceForm, market: Market): PricePreview {
  const problems = rangeProblems(form.usableDetail ? form.rows : []);
  let settings: PriceSettings;
  try {
    settings = normalizeSellerPriceSettings(formToPayload(form));
  } catch (error) {
    const message = isDomainError(error) ? error.message : '가격 설정이 올바르지 않습니다.';
    return { settings: null, error: message, problems, sample: null, examples: [], lossRows: [] };
  }
  const model = settings.priceRangeModel;
  const sampleMargin = marginAtCost(DEFAULT_SAMPLE_PRICE, model, settings.margin, market);
  // Saved rows are the form rows minus those with an empty range: map losses back to form indexes.
  const kept = form.rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.startRange.trim() !== '' && row.endRange.trim() !== '');
  const losses = lossRows(settings, market).map((savedIndex) =>
    model.detailModel[savedIndex]?.startRange === LAST_RANGE ? form.rows.length : kept[savedIndex]!.index,
  );
  return {
    settings,
    error: null,
    problems,
    sample: {
      base: DEFAULT_SAMPLE_PRICE,
      price: Math.max(0, calculatePrice(DEFAULT_SAMPLE_PRICE, model)),
      margin: sampleMargin,
    },
    examples: exampleRows(settings, market),
    lossRows: losses,
  };
}
