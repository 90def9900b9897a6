import { z } from './zod';

/**
 * A record with free-form keys, capped at `maxKeys` entries: zod has no count check for records, so the cap
 * is a refinement, and `maxProperties` (in the JSON Schema and OpenAPI) says so to clients and to the test
 * that every request input is bounded (`api/input-bounds.ts`).
 */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.core.SomeType>(
  key: K,
  value: V,
  maxKeys: number,
) {
  return z
    .record(key, value)
    .refine((record) => Object.keys(record).length <= maxKeys, { message: `${maxKeys}개 이하여야 합니다.` })
    .meta({ maxProperties: maxKeys });
}
