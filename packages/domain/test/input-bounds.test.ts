import { describe, expect, it } from 'vitest';
import { z } from '../src/zod';
import { boundedRecord } from '../src/bounded-record';
import { contracts } from '../src/api/contracts';
import { findUnboundedInputs } from '../src/api/input-bounds';
import { CostcoWorkListBody, LinksWorkListBody } from '../src/api/collect';
import { WORK_LIST_MAX_LINKS } from '../src/constants';

const REQUEST_PARTS = ['params', 'query', 'body', 'form'] as const;

describe('findUnboundedInputs', () => {
  it('names arrays, sets and strings without a maximum, and records with free keys and no cap', () => {
    const schema = z.object({
      name: z.string().trim(),
      tags: z.array(z.string().max(10)),
      nested: z.object({ ids: z.set(z.uuid()) }).optional(),
      byKey: z.record(z.string().max(5), z.number()),
      loose: z.object({ a: z.number() }).loose(),
      viaPipe: z.string().pipe(z.string().max(3)),
      either: z.union([z.string().max(3), z.array(z.number())]),
    });
    expect(findUnboundedInputs(schema)).toEqual([
      'name: string without a maximum length',
      'tags: array without a maximum count',
      'nested.ids: set without a maximum count',
      'byKey: record without a fixed set of keys or a maximum count',
      'loose: object taking any further keys',
      'viaPipe: string without a maximum length',
      'either: array without a maximum count',
    ]);
  });

  it('accepts maxima, fixed-length formats, enums as keys, capped records and preprocessed values', () => {
    const schema = z.object({
      name: z.string().trim().max(50).default(''),
      id: z.uuid(),
      day: z.iso.date(),
      code: z.string().length(2),
      tags: z.array(z.string().min(1).max(10)).max(5).nullable(),
      prices: z.record(z.enum(['KRW', 'CNY']), z.number()),
      settings: boundedRecord(z.string().max(10), z.string().max(10), 20),
      page: z.preprocess((value) => Number(value), z.number()),
      lines: z
        .array(z.string().max(9))
        .max(10)
        .transform((lines) => lines.filter(Boolean))
        .pipe(z.array(z.string()).max(5)),
    });
    expect(findUnboundedInputs(schema)).toEqual([]);
  });
});

describe('every request input of every contract', () => {
  it('has an upper bound: lists, strings and records', () => {
    const unbounded: string[] = [];
    let parts = 0;
    for (const [group, table] of Object.entries(contracts)) {
      for (const [name, contract] of Object.entries(table)) {
        const schemas = contract.schemas as Partial<Record<(typeof REQUEST_PARTS)[number], z.ZodType>>;
        for (const part of REQUEST_PARTS) {
          const schema = schemas[part];
          if (schema) {
            parts++;
            unbounded.push(
              ...findUnboundedInputs(schema).map((place) => `${group}.${name} ${part} ${place}`),
            );
          }
        }
      }
    }
    expect(parts).toBeGreaterThan(100);
    expect(unbounded).toEqual([]);
  });

  it('caps the product links of every work list at the same count, Costco included', () => {
    const links = Array.from({ length: WORK_LIST_MAX_LINKS + 1 }, (_, i) => String(600000 + i));
    for (const schema of [CostcoWorkListBody, LinksWorkListBody]) {
      expect(schema.safeParse({ links: links.slice(0, WORK_LIST_MAX_LINKS) }).success).toBe(true);
      const over = schema.safeParse({ links });
      expect(over.success).toBe(false);
      expect(over.error?.issues[0]).toMatchObject({ path: ['links'], message: '500개 이하여야 합니다.' });
      // Blank lines are dropped before the cap, but not without end.
      const blanks = schema.safeParse({ links: Array.from({ length: 65_000 }, () => '') });
      expect(blanks.error?.issues[0]?.message).toBe(
        `한 번에 ${WORK_LIST_MAX_LINKS}개까지 수집할 수 있습니다.`,
      );
    }
    expect(
      CostcoWorkListBody.safeParse({ links: [], searchUrl: 'https://www.costco.co.kr/search' }).success,
    ).toBe(true);
  });
});
