/**
 * Budgets of the product rules (issue 3). Each figure is printed with its budget and PASS/OVER; the
 * process exits non-zero when any budget is exceeded. Every measured run is preceded by a warm-up, and
 * repeated runs are judged by their slowest one.
 */
import { performance } from 'node:perf_hooks';
import {
  buildDetailOptions,
  calculatePrice,
  DEFAULT_PRICE_RANGE_MODEL,
  processProductName,
  type DetailOption,
  type OptionGroup,
  type PriceRangeModel,
} from '../src/index';

type Result = { name: string; ms: number; budgetMs: number };
const results: Result[] = [];
let sink = 0;

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function report(name: string, ms: number, budgetMs: number, note = ''): void {
  results.push({ name, ms, budgetMs });
  const verdict = ms < budgetMs ? 'PASS' : 'OVER';
  console.log(`${verdict}  ${name}: ${ms.toFixed(1)} ms (budget < ${budgetMs} ms)${note ? `  ${note}` : ''}`);
}

// 1. buildDetailOptions (first, before the other runs leave garbage for the collector to pause on): 3 groups × 20 values = 8,000 combinations with 8,000 previous entries.
function makeGroup(id: string, name: string): OptionGroup {
  return {
    id,
    groupName: [
      { language: 'zh', text: `${name}-zh` },
      { language: 'ko', text: name },
    ],
    groups: Array.from({ length: 20 }, (_, index) => ({
      id: `${id}${index}`,
      optionName: [
        { language: 'zh', text: `值${index}` },
        { language: 'ko', text: `${name}${index}` },
      ],
      optionImage: index % 2 === 0 ? `https://img.example.com/${id}/${index}.jpg` : null,
      originalPrice: `${20 + index}.5`,
      salePrice: `${15 + index}.25`,
      quantity: 100,
    })),
  };
}
const groups = [makeGroup('c', '색상'), makeGroup('s', '사이즈'), makeGroup('m', '소재')];
const previous: DetailOption[] = buildDetailOptions(groups, [], {
  priceModel: DEFAULT_PRICE_RANGE_MODEL,
}).map((option, index) => ({ ...option, id: `sku-${index}`, quantity: index % 50 }));
if (previous.length !== 8000) {
  throw new Error(`expected 8000 previous combinations, got ${previous.length}`);
}
for (let run = 0; run < 3; run += 1) {
  sink += buildDetailOptions(groups, previous).length;
}
const runs = Array.from({ length: 7 }, () =>
  time(() => (sink += buildDetailOptions(groups, previous).length)),
);
const sorted = [...runs].sort((a, b) => a - b);
report(
  'buildDetailOptions 3 × 20 = 8,000 combinations with 8,000 previous',
  sorted.at(-1)!,
  50,
  `(slowest of 7; median ${sorted[3]!.toFixed(1)} ms)`,
);

// For information: the same build with nothing to keep, pricing every new combination in won.
const fresh = time(
  () => (sink += buildDetailOptions(groups, [], { priceModel: DEFAULT_PRICE_RANGE_MODEL }).length),
);
console.log(
  `info  buildDetailOptions 8,000 new combinations priced in won: ${fresh.toFixed(1)} ms (no budget)`,
);

// 2. processProductName: 100,000 calls with 50 remove words.
const removeWords = Array.from({ length: 50 }, (_, index) =>
  index % 3 === 0 ? `브랜드${index}` : index % 3 === 1 ? `Brand${index}` : `品牌${index}`,
);
const names = Array.from({ length: 200 }, (_, index) =>
  [
    `2026 신상 여성 여름 원피스 ${index}`,
    index % 4 === 0 ? 'Brand4 브랜드3' : 'Dress',
    '롱 원피스 쉬폰 플리츠 A라인 원피스',
    `品牌${(index % 17) * 3 + 2}`,
    '무료배송  당일발송 DRESS dress',
  ].join(' '),
);
const nameOptions = { removeWords, prefix: '[특가]', suffix: '무료배송', limit: 49 };
for (let index = 0; index < 10_000; index += 1) {
  sink += processProductName(names[index % 200]!, nameOptions).length;
}
report(
  'processProductName × 100,000 (50 remove words)',
  time(() => {
    for (let index = 0; index < 100_000; index += 1) {
      sink += processProductName(names[index % 200]!, { ...nameOptions, number: index }).length;
    }
  }),
  1000,
);

// 3. calculatePrice: 1,000,000 calls in detail mode with 10 rows.
// Settings hold the decimals the seller typed (normalizePriceSettings reads them from the form).
const MULTIPLIERS = [1.15, 1.2, 1.25, 1.3, 1.35, 1.4, 1.45, 1.5, 1.55];
const rows = Array.from({ length: 9 }, (_, index) => ({
  startRange: index * 10_000,
  endRange: index * 10_000 + 9_999,
  mainType: '*' as const,
  mainValue: MULTIPLIERS[index]!,
  subType: '+' as const,
  subValue: 1500 + index * 250,
}));
const detailModel: PriceRangeModel = {
  ...DEFAULT_PRICE_RANGE_MODEL,
  usableDetail: true,
  digit: 2,
  detailModel: [
    ...rows,
    { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.1, subType: '+', subValue: 0 },
  ],
};
const bases = Array.from({ length: 1024 }, (_, index) => (index * 977) % 110_000);
for (let index = 0; index < 100_000; index += 1) {
  sink += calculatePrice(bases[index & 1023]!, detailModel);
}
report(
  'calculatePrice × 1,000,000 (detail mode, 10 rows)',
  time(() => {
    for (let index = 0; index < 1_000_000; index += 1) {
      sink += calculatePrice(bases[index & 1023]!, detailModel);
    }
  }),
  1000,
);

console.log(`(checksum ${sink})`);
const over = results.filter((result) => result.ms >= result.budgetMs);
if (over.length > 0) {
  console.error(`${over.length} budget(s) exceeded: ${over.map((result) => result.name).join('; ')}`);
  process.exitCode = 1;
}
