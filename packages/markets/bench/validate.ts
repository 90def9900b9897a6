import { performance } from 'node:perf_hooks';
import type { ProductDetail } from '@sellerdesk/domain';
import { buildListingDraft } from '../src/listing';
import type { CategoryRequirements } from '../src/port';
import { SMARTSTORE_LIMITS } from '../src/smartstore/limits';
import { validateListing } from '../src/validate';
import { colourSizeOptions, productFixture, templateFixture } from '../test/fixtures';
import type { BenchResult } from './report';

/** Budget (issue 11 §5): the pre-upload check of 10,000 products against one market in under 2 s. */
const BUDGET_MS = 2_000;

const REQUIREMENTS: CategoryRequirements = {
  category: {
    id: '50000807',
    name: '원피스',
    path: ['패션의류', '여성의류', '원피스'],
    parentId: '50000167',
    isLeaf: true,
  },
  notices: [
    {
      id: 'WEAR',
      name: '의류',
      fields: [
        { key: 'material', label: '제품 소재', required: true, fact: null },
        { key: 'color', label: '색상', required: true, fact: null },
        { key: 'size', label: '치수', required: true, fact: null },
        { key: 'manufacturer', label: '제조자/수입자', required: true, fact: 'manufacturer' },
        { key: 'caution', label: '세탁방법 및 취급시 주의사항', required: true, fact: null },
        {
          key: 'afterServiceDirector',
          label: 'A/S 책임자와 전화번호',
          required: true,
          fact: 'afterServicePhone',
        },
      ],
    },
  ],
  attributes: [],
  optionNamesRestricted: false,
};

/** 10,000 varied products: up to 5 × 4 combinations, long titles, many tags, a few with problems. */
function products(count: number): ProductDetail[] {
  const result: ProductDetail[] = [];
  for (let index = 0; index < count; index += 1) {
    result.push(
      productFixture({
        code: String(800_000_000_000 + index),
        title: `여름 린넨 원피스 ${index} 루즈핏 데일리 ${index % 7 === 0 ? '가'.repeat(95) : '롱 원피스 빅사이즈'}`,
        options:
          index % 5 === 0
            ? undefined
            : colourSizeOptions(1 + (index % 5), 1 + (index % 4), 19_900 + (index % 50) * 100),
        images: Array.from(
          { length: 1 + (index % 12) },
          (_, image) => `https://img.example.com/${index}/${image}.jpg`,
        ),
        tags: Array.from({ length: index % 14 }, (_, tag) => `태그${tag}`),
      }),
    );
  }
  return result;
}

export function benchValidate(count = 10_000): BenchResult {
  const template = templateFixture({ marketName: 'SmartStore', sendExchange: '1', recvExchange: '2' });
  const catalogue = products(count);
  const run = () => {
    let problems = 0;
    for (const product of catalogue) {
      const draft = buildListingDraft(product, template, { market: 'SmartStore' });
      problems += validateListing({ draft, limits: SMARTSTORE_LIMITS, requirements: REQUIREMENTS }).length;
    }
    return problems;
  };
  run(); // warm-up
  const times: number[] = [];
  let problems = 0;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    problems = run();
    times.push(performance.now() - started);
  }
  const slowest = Math.max(...times);
  return {
    name: `pre-upload check of ${count.toLocaleString('en')} products against SmartStore`,
    passed: slowest < BUDGET_MS,
    figures: [
      `${slowest.toFixed(0)} ms (budget < ${BUDGET_MS} ms, slowest of 3)`,
      `${((slowest / count) * 1000).toFixed(1)} µs per product, ${problems.toLocaleString('en')} problems found`,
    ],
  };
}
